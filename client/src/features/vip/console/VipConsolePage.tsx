import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ENDPOINTS } from '@wl/shared/core';
import { useShow } from '../../../console-kit/accounts';
import { useListQuery } from '../../../console-kit/hooks';
import { useCan } from '../../../console-kit/session';
import { callStaff } from '../../../console-kit/staffApi';
import { PagedTable } from '../../../console-kit/ui';
import { HostEditor } from './HostEditor';
import { LevelsEditor } from './LevelsEditor';
import './vip-console.css';

const FILTERS = ['all'] as const;
const COLS = ['week', 'member', 'level', 'base', 'amount', 'paidAt'] as const;
const payouts = (page: number) =>
  queryOptions({
    queryKey: ['staff', 'vip', 'payouts', page],
    queryFn: ({ signal }) => callStaff(ENDPOINTS.staffVipPayouts, { query: { page }, signal }),
  });

/**
 * The console's VIP club (docs/VIP.md "Console"): the level table and the personal host (admins
 * edit, support staff read), and the weekly payouts made, newest week first.
 */
export default function VipConsolePage() {
  const { t } = useTranslation();
  const show = useShow();
  const readOnly = !useCan('engagement.edit');
  const list = useListQuery('view', FILTERS);
  const query = useQuery({ ...payouts(list.page), placeholderData: keepPreviousData });
  return (
    <section className="sc-page vip-admin">
      <h1>{t('vip.admin.heading')}</h1>
      {readOnly && (
        <p className="sc-note" role="note">
          {t('vip.admin.readOnly')}
        </p>
      )}
      <LevelsEditor readOnly={readOnly} />
      <HostEditor readOnly={readOnly} />
      <section className="sc-card" aria-labelledby="vip-payouts-h">
        <h2 id="vip-payouts-h">{t('vip.admin.payouts')}</h2>
        <p className="sc-muted sc-small">{t('vip.admin.payoutsHint')}</p>
        <PagedTable
          label={t('vip.admin.payouts')}
          cols={COLS.map((c) => ({ label: t(`vip.admin.cols.${c}`) }))}
          query={query}
          empty={t('vip.admin.noPayouts')}
          onPage={list.setPage}
          row={(p) => (
            <tr key={p.id} data-testid="vip-payout">
              <td className="sc-nowrap">{p.weekStart}</td>
              <td>{p.username}</td>
              <td>
                VIP {p.level} · {p.rateBps / 100}%
              </td>
              <td className="sc-num">{show.money(p.base, p.currency)}</td>
              <td className="sc-num">{show.money(p.amount, p.currency)}</td>
              <td className="sc-nowrap">{show.time(p.createdAt)}</td>
            </tr>
          )}
        />
      </section>
    </section>
  );
}
