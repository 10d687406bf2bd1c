import { useState } from 'react';
import { API, type SessionRow } from '@wl/shared';
import { request, toApiError, withId } from './api';
import { ConfirmDialog } from './ConfirmDialog';
import { formatDateTime } from './format';
import { useRemote } from './hooks';
import { S } from './strings';
import type { PageOf } from './types';
import { EmptyRow, ErrorNote, Pager, SkeletonRows, TableHead } from './ui';

const COLS = S.sessions.cols.length;

function sessionStatus(s: SessionRow, now: number): { kind: 'active' | 'expired' | 'revoked'; text: string } {
  if (s.revokedAt) {
    const reason = s.revokedReason ? S.sessions.reasons[s.revokedReason] ?? s.revokedReason : '';
    return { kind: 'revoked', text: reason ? `${S.sessions.revoked} (${reason})` : S.sessions.revoked };
  }
  if (Date.parse(s.expiresAt) <= now) return { kind: 'expired', text: S.sessions.expired };
  return { kind: 'active', text: S.sessions.active };
}

/** The sessions of one account, with a per-session revoke that signs the member out everywhere it is open. */
export default function SessionsPanel({ accountId }: { accountId: number }) {
  const [page, setPage] = useState(1);
  const { data, error, loading, reload } = useRemote(
    (signal) => request<PageOf<SessionRow>>('GET', withId(API.staffAccountSessions, accountId), { query: { page }, signal }),
    [accountId, page],
  );
  const [target, setTarget] = useState<SessionRow | null>(null);
  const [busy, setBusy] = useState(false);
  const [revokeError, setRevokeError] = useState('');
  const now = Date.now();

  async function revoke() {
    if (!target) return;
    setBusy(true);
    setRevokeError('');
    try {
      await request('DELETE', withId(API.staffRevokeSession, target.id));
      setTarget(null);
      reload();
    } catch (e) {
      setRevokeError(toApiError(e).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="sc-section">
      <h2>{S.sessions.heading}</h2>
      <ErrorNote error={error} onRetry={reload} />
      <div className="sc-table-wrap">
        <table className="sc-table" aria-label={S.sessions.tableLabel} aria-busy={loading}>
          <TableHead cols={S.sessions.cols} />
          <tbody>
            {loading && !data ? (
              <SkeletonRows cols={COLS} rows={3} />
            ) : !data || data.list.length === 0 ? (
              <EmptyRow cols={COLS}>{S.sessions.empty}</EmptyRow>
            ) : (
              data.list.map((s) => {
                const st = sessionStatus(s, now);
                return (
                  <tr key={s.id}>
                    <td className="sc-num sc-nowrap">{formatDateTime(s.createdAt)}</td>
                    <td className="sc-num sc-nowrap">{formatDateTime(s.lastSeenAt)}</td>
                    <td className="sc-num sc-nowrap">{formatDateTime(s.expiresAt)}</td>
                    <td className="sc-num">{s.ip || S.none}</td>
                    <td className="sc-ua" title={s.userAgent}>{s.userAgent || S.none}</td>
                    <td><span className={`sc-status sc-session-${st.kind}`}>{st.text}</span></td>
                    <td>
                      {st.kind === 'active' && (
                        <button type="button" className="sc-btn sc-btn-danger" onClick={() => { setRevokeError(''); setTarget(s); }}>
                          {S.sessions.revoke}
                        </button>
                      )}
                    </td>
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      {data && data.totalPages > 1 && <Pager page={data.pageNum} totalPages={data.totalPages} total={data.total} onPage={setPage} disabled={loading} />}
      <ConfirmDialog
        open={target !== null}
        title={S.sessions.confirmTitle}
        body={S.sessions.confirmBody}
        confirmLabel={S.sessions.confirmAction}
        busyLabel={S.sessions.revoking}
        busy={busy}
        error={revokeError}
        onConfirm={() => void revoke()}
        onCancel={() => setTarget(null)}
      />
    </section>
  );
}
