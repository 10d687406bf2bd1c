import { useState } from 'react';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type StaffMission, ENDPOINTS } from '@wl/shared/core';
import { formatMoney } from '../../../lib/format';
import { useListQuery } from '../../../console-kit/hooks';
import { useCan } from '../../../console-kit/session';
import { callStaff } from '../../../console-kit/staffApi';
import { AddButton, PagedTable, RefreshButton, RowButton } from '../../../console-kit/ui';
import { isMoneyKind } from '../missionsApi';
import { MissionForm } from './MissionForm';

const COLS = ['title', 'kind', 'target', 'period', 'reward', 'claims', 'actions'] as const;
const FILTERS = ['all'] as const;

const missions = (page: number) =>
  queryOptions({
    queryKey: ['staff', 'missions', page],
    queryFn: ({ signal }) => callStaff(ENDPOINTS.staffMissions, { query: { page }, signal }),
  });

/** Merchant time as the console shows it: yyyy-MM-dd HH:mm at the merchant's offset. */
const at = (iso: string, offset: number) => new Date(Date.parse(iso) + offset * 60_000).toISOString().slice(0, 16).replace('T', ' ');

/**
 * The console's missions (docs/MISSIONS.md "Console"): every mission of the site, switched-off ones
 * too, with the rewards paid. Admins create and change them; a mission is switched off, never deleted.
 */
export default function MissionsConsolePage() {
  const { t } = useTranslation();
  const list = useListQuery('view', FILTERS);
  const query = useQuery({ ...missions(list.page), placeholderData: keepPreviousData });
  const queries = useQueryClient();
  const [editing, setEditing] = useState<StaffMission | 'new' | null>(null);
  const admin = useCan('engagement.edit');
  const offset = query.data?.utcOffsetMinutes ?? 480;
  return (
    <section className="sc-page">
      <h1>{t('missions.admin.heading')}</h1>
      <div className="sc-toolbar">
        <AddButton show={admin} label={t('missions.admin.new')} testId="mission-new" onClick={() => setEditing('new')} disabled={!query.data} />
        <RefreshButton query={query} />
      </div>
      <PagedTable
        label={t('missions.admin.tableLabel')}
        cols={COLS.map((c) => ({ label: t(`missions.admin.cols.${c}`) }))}
        query={query}
        empty={t('support.list.empty')}
        onPage={list.setPage}
        row={(m) => (
          <tr key={m.id} data-testid="staff-mission">
            <td>
              {m.title}
              <div className="sc-muted sc-small">
                #{m.id}
                {m.enabled ? '' : ` · ${t('missions.admin.off')}`}
              </div>
            </td>
            <td>{t(`missions.kinds.${m.kind}`)}</td>
            <td className="sc-num">{isMoneyKind(m.kind) ? formatMoney(m.target) : m.target}</td>
            <td className="sc-nowrap">
              {t(`missions.periods.${m.period}`)}
              {m.startsAt && m.endsAt && (
                <div className="sc-muted sc-small">
                  {at(m.startsAt, offset)} – {at(m.endsAt, offset)}
                </div>
              )}
            </td>
            <td className="sc-num">
              {formatMoney(m.reward)} {m.currency}
            </td>
            <td className="sc-num">{m.claims}</td>
            <td>
              {admin && <RowButton label={t('missions.admin.edit')} name={t('missions.admin.editOne', { title: m.title })} onClick={() => setEditing(m)} />}
            </td>
          </tr>
        )}
      />
      {editing && (
        <MissionForm
          mission={editing === 'new' ? null : editing}
          offset={offset}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void queries.invalidateQueries({ queryKey: ['staff', 'missions'] });
          }}
        />
      )}
    </section>
  );
}
