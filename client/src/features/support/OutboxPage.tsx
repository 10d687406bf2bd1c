import { API, type OutboxRow } from '@wl/shared';
import { request } from './api';
import { formatDateTime } from './format';
import { useListQuery, useRemote } from './hooks';
import { S } from './strings';
import type { PageOf } from './types';
import { EmptyRow, ErrorNote, FilterTabs, Pager, SearchBox, SkeletonRows, TableHead } from './ui';

const CHANNELS = ['all', 'sms', 'email'] as const;
type Channel = (typeof CHANNELS)[number];
const COLS = S.outbox.cols.length;

/** Where staff read the SMS codes and emails the default provider "sent" (nothing leaves the site). */
export default function OutboxPage() {
  const list = useListQuery<Channel>('channel', CHANNELS);
  const { data, error, loading, reload } = useRemote(
    (signal) =>
      request<PageOf<OutboxRow>>('GET', API.staffOutbox, {
        query: { channel: list.filter === 'all' ? undefined : list.filter, q: list.q, page: list.page },
        signal,
      }),
    [list.filter, list.q, list.page],
  );

  return (
    <section className="sc-page">
      <h1>{S.outbox.heading}</h1>
      <p className="sc-muted">{S.outbox.intro}</p>
      <div className="sc-toolbar">
        <FilterTabs label={S.outbox.filter} options={CHANNELS} labels={S.outbox.channels} value={list.filter} onChange={list.setFilter} />
        <SearchBox value={list.text} onChange={list.setText} hint={S.outbox.searchHint} />
        <button type="button" className="sc-btn" onClick={reload} disabled={loading}>{S.refresh}</button>
      </div>
      <ErrorNote error={error} onRetry={reload} />
      <div className="sc-table-wrap">
        <table className="sc-table" aria-label={S.outbox.tableLabel} aria-busy={loading}>
          <TableHead cols={S.outbox.cols} />
          <tbody>
            {loading ? (
              <SkeletonRows cols={COLS} />
            ) : !data || data.list.length === 0 ? (
              <EmptyRow cols={COLS}>{list.q || list.filter !== 'all' ? S.list.emptyFiltered : S.list.empty}</EmptyRow>
            ) : (
              data.list.map((m) => (
                <tr key={m.id}>
                  <td className="sc-num sc-nowrap">{formatDateTime(m.createdAt)}</td>
                  <td><span className={`sc-kind sc-channel-${m.channel}`}>{S.outbox.channels[m.channel]}</span></td>
                  <td className="sc-num">{m.recipient}</td>
                  <td>{m.subject || S.none}</td>
                  {/* Plain text on purpose: message bodies are never rendered as HTML here. */}
                  <td className="sc-body">{m.body}</td>
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
