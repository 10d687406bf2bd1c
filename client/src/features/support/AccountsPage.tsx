import { Link } from 'react-router';
import { API, type AccountRow } from '@wl/shared';
import { request } from './api';
import { useConsolePath } from './base';
import { accountKind, formatDateTime, orNone, typeLabel } from './format';
import { useListQuery, useRemote } from './hooks';
import type { PageOf } from './types';
import { S } from './strings';
import { EmptyRow, ErrorNote, FilterTabs, Pager, SearchBox, SkeletonRows, TableHead } from './ui';

const KINDS = ['all', 'member', 'agent', 'trial'] as const;
type Kind = (typeof KINDS)[number];
const COLS = S.accounts.cols.length;

export default function AccountsPage() {
  const list = useListQuery<Kind>('kind', KINDS);
  const path = useConsolePath();
  const { data, error, loading, reload } = useRemote(
    (signal) => request<PageOf<AccountRow>>('GET', API.staffAccounts, { query: { kind: list.filter, q: list.q, page: list.page }, signal }),
    [list.filter, list.q, list.page],
  );

  return (
    <section className="sc-page">
      <h1>{S.accounts.heading}</h1>
      <div className="sc-toolbar">
        <FilterTabs label={S.accounts.filter} options={KINDS} labels={S.accounts.kinds} value={list.filter} onChange={list.setFilter} />
        <SearchBox value={list.text} onChange={list.setText} hint={S.accounts.searchHint} />
      </div>
      <ErrorNote error={error} onRetry={reload} />
      <div className="sc-table-wrap">
        <table className="sc-table" aria-label={S.accounts.tableLabel} aria-busy={loading}>
          <TableHead cols={S.accounts.cols} />
          <tbody>
            {loading ? (
              <SkeletonRows cols={COLS} />
            ) : !data || data.list.length === 0 ? (
              <EmptyRow cols={COLS}>{list.q || list.filter !== 'all' ? S.list.emptyFiltered : S.list.empty}</EmptyRow>
            ) : (
              data.list.map((a) => (
                <tr key={a.id}>
                  <td>
                    <Link to={path('accounts', a.id)} className="sc-row-link">{a.username}</Link>
                    {a.nickname && a.nickname !== a.username && <div className="sc-muted sc-small">{a.nickname}</div>}
                  </td>
                  <td><span className={`sc-kind sc-kind-${accountKind(a.type)}`}>{typeLabel(a.type)}</span></td>
                  <td><span className={`sc-status sc-status-${a.status}`}>{a.status}</span></td>
                  <td>{orNone(a.parentUsername)}</td>
                  <td className="sc-num">{orNone(a.mobileNum)}</td>
                  <td>{orNone(a.email)}</td>
                  <td className="sc-num sc-nowrap">{formatDateTime(a.createdAt)}</td>
                  <td className="sc-num sc-nowrap">{formatDateTime(a.lastLoginAt)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {data && <Pager page={data.pageNum} totalPages={data.totalPages} total={data.total} onPage={list.setPage} disabled={loading} />}
    </section>
  );
}
