import { useState } from 'react';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type StaffPromotion, ENDPOINTS } from '@wl/shared/core';
import { useShow } from '../../../console-kit/accounts';
import { useListQuery } from '../../../console-kit/hooks';
import { useCan } from '../../../console-kit/session';
import { callStaff } from '../../../console-kit/staffApi';
import { AddButton, PagedTable, RefreshButton } from '../../../console-kit/ui';
import { PromotionForm } from './PromotionForm';

const COLS = ['title', 'kind', 'period', 'bonus', 'entries', 'actions'] as const;
const FILTERS = ['all'] as const;

const promotions = (page: number) =>
  queryOptions({
    queryKey: ['staff', 'promotions', page],
    queryFn: ({ signal }) => callStaff(ENDPOINTS.staffPromotions, { query: { page }, signal }),
  });

/**
 * The console's promotions (docs/PROMOTIONS.md "Console"): every promotion of the site, switched
 * off ones too, with how many members took part and how many applications wait. Admins create and
 * change them; a promotion is switched off, never deleted.
 */
export default function PromotionsConsolePage() {
  const { t } = useTranslation();
  const show = useShow();
  const list = useListQuery('view', FILTERS);
  const query = useQuery({ ...promotions(list.page), placeholderData: keepPreviousData });
  const queries = useQueryClient();
  const [editing, setEditing] = useState<StaffPromotion | 'new' | null>(null);
  const admin = useCan('engagement.edit');
  return (
    <section className="sc-page">
      <h1>{t('promotionsAdmin.heading')}</h1>
      <div className="sc-toolbar">
        <AddButton show={admin} label={t('promotionsAdmin.new')} testId="promotion-new" onClick={() => setEditing('new')} />
        <RefreshButton query={query} />
      </div>
      <PagedTable
        label={t('promotionsAdmin.tableLabel')}
        cols={COLS.map((c) => ({ label: t(`promotionsAdmin.cols.${c}`) }))}
        query={query}
        empty={t('support.list.empty')}
        onPage={list.setPage}
        row={(p) => (
          <tr key={p.id} data-testid="staff-promotion">
            <td>
              {p.title}
              <div className="sc-muted sc-small">
                #{p.id}
                {p.active ? '' : ` · ${t('promotionsAdmin.off')}`}
              </div>
            </td>
            <td>{t(`promotionsAdmin.kinds.${p.kind}`)}</td>
            <td className="sc-nowrap">
              {show.time(p.startsAt)}
              <div className="sc-muted sc-small">{p.endsAt ? show.time(p.endsAt) : t('promotionsAdmin.noEnd')}</div>
            </td>
            <td className="sc-num">
              {show.money(p.bonus)}
              {p.kind === 'raffle' && p.bonusMax > p.bonus && ` – ${show.money(p.bonusMax)}`}
            </td>
            <td className="sc-num">
              {p.entries}
              {p.pending > 0 && <div className="sc-small">{t('promotionsAdmin.pending', { count: p.pending })}</div>}
            </td>
            <td>
              {admin && (
                <button type="button" className="btn btn--ghost btn--sm" onClick={() => setEditing(p)}>
                  {t('promotionsAdmin.edit')}
                </button>
              )}
            </td>
          </tr>
        )}
      />
      {editing && (
        <PromotionForm
          promotion={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void queries.invalidateQueries({ queryKey: ['staff', 'promotions'] });
          }}
        />
      )}
    </section>
  );
}
