import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ResponsibleLogRow } from '@wl/shared/core';
import { useShow } from '../../../console-kit/accounts';
import { useConsolePath } from '../../../console-kit/base';
import type { PageOf } from '../../../console-kit/types';
import { ErrorNote } from '../../../console-kit/ui';
import { Pager } from '../../../components/Pager';
import { describeDetail } from './responsibleStaff';

const COLS = ['time', 'member', 'action', 'details', 'ip'] as const;

/**
 * The history table. Its own rather than the console's PagedTable: on a phone the table scrolls
 * sideways, and a scrolling region must be reachable by keyboard (a focusable, labelled region).
 */
export function HistoryTable({
  query,
  linkMembers,
  onPage,
}: {
  query: UseQueryResult<PageOf<ResponsibleLogRow>>;
  linkMembers: boolean;
  onPage(p: number): void;
}) {
  const { t } = useTranslation();
  const show = useShow();
  const path = useConsolePath();
  const { data, error, isPending, isFetching, refetch } = query;
  const label = t('responsible.staff.history');
  return (
    <>
      <ErrorNote error={error} onRetry={() => void refetch()} />
      <div className="sc-table-wrap" tabIndex={0} role="region" aria-label={label}>
        <table className="sc-table" aria-label={label} aria-busy={isFetching}>
          <thead>
            <tr>
              {COLS.map((c) => (
                <th key={c} scope="col">
                  {t(`responsible.staff.cols.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {isPending ? (
              <tr>
                <td colSpan={COLS.length} className="sc-muted">
                  {t('common.loading')}
                </td>
              </tr>
            ) : !data || data.list.length === 0 ? (
              <tr>
                <td colSpan={COLS.length} className="sc-empty">
                  {t('responsible.staff.empty')}
                </td>
              </tr>
            ) : (
              data.list.map((r) => (
                <tr key={r.id}>
                  <td className="sc-num">{show.time(r.at)}</td>
                  <td>{linkMembers ? <Link to={path('responsible', r.accountId)}>{r.username}</Link> : r.username}</td>
                  <td>{t(`responsible.staff.actions.${r.action}`)}</td>
                  <td>
                    {describeDetail(
                      r,
                      t,
                      (m) => show.money(m),
                      (iso) => show.time(iso),
                    )}
                  </td>
                  <td className="sc-num">{show.text(r.ip)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {data && data.totalPages > 1 && <Pager className="sc-pager" staff page={data.pageNum} pages={data.totalPages} busy={isFetching} onPage={onPage} />}
    </>
  );
}
