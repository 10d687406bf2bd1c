import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SessionRow } from '@wl/shared';
import { ui } from '../../stores/ui';
import { useShow } from '../../console-kit/accounts';
import { staffApi, staffQueries } from '../../console-kit/staffApi';
import { ErrorNote, PagedTable } from '../../console-kit/ui';

const COLS = ['created', 'lastSeen', 'expires', 'ip', 'userAgent', 'status', 'actions'] as const;

function sessionKind(s: SessionRow, now: number): 'active' | 'expired' | 'revoked' {
  if (s.revokedAt) return 'revoked';
  return Date.parse(s.expiresAt) <= now ? 'expired' : 'active';
}

/** The sessions of one account, with a per-session revoke that signs the member out everywhere it is open. */
export default function SessionsPanel({ accountId }: { accountId: number }) {
  const { t } = useTranslation();
  const show = useShow();
  const [page, setPage] = useState(1);
  const query = useQuery({ ...staffQueries.sessions(accountId, page), placeholderData: keepPreviousData });
  const queries = useQueryClient();
  const revoke = useMutation({
    mutationFn: (sessionId: number) => staffApi.revokeSession(sessionId),
    // The profile (last login, known IPs) and every page of its sessions.
    onSuccess: () => queries.invalidateQueries({ queryKey: staffQueries.account(accountId).queryKey }),
  });
  const now = Date.now();

  async function ask(s: SessionRow) {
    revoke.reset();
    const sure = await ui.dialog({
      titleKey: 'support.sessions.confirmTitle',
      messageKey: 'support.sessions.confirmBody',
      confirmKey: 'support.sessions.confirmAction',
      cancelKey: 'in_more_cancel',
      tone: 'warning',
    });
    if (sure) revoke.mutate(s.id);
  }

  const statusText = (s: SessionRow, kind: ReturnType<typeof sessionKind>) => {
    if (kind !== 'revoked') return t(`support.sessions.${kind}`);
    if (!s.revokedReason) return t('support.sessions.revoked');
    return t('support.sessions.revokedWhy', { reason: t(`support.sessions.reasons.${s.revokedReason}`, { defaultValue: s.revokedReason }) });
  };

  return (
    <section className="sc-section">
      <h2>{t('support.sessions.heading')}</h2>
      <ErrorNote error={revoke.error} />
      <PagedTable
        label={t('support.sessions.tableLabel')}
        cols={COLS.map((c) => ({ label: t(`support.sessions.cols.${c}`), hidden: c === 'actions' }))}
        query={query}
        skeletonRows={3}
        empty={t('support.sessions.empty')}
        onPage={setPage}
        pagerWhenPaged
        row={(s) => {
          const kind = sessionKind(s, now);
          const busy = revoke.isPending && revoke.variables === s.id;
          return (
            <tr key={s.id}>
              <td className="sc-num sc-nowrap">{show.time(s.createdAt)}</td>
              <td className="sc-num sc-nowrap">{show.time(s.lastSeenAt)}</td>
              <td className="sc-num sc-nowrap">{show.time(s.expiresAt)}</td>
              <td className="sc-num">{show.text(s.ip)}</td>
              <td className="sc-ua" title={s.userAgent}>
                {show.text(s.userAgent)}
              </td>
              <td>
                <span className={`sc-status sc-session-${kind}`}>{statusText(s, kind)}</span>
              </td>
              <td>
                {kind === 'active' && (
                  <button type="button" className="btn btn--outline btn--sm sc-danger" disabled={revoke.isPending} onClick={() => void ask(s)}>
                    {busy ? t('support.sessions.revoking') : t('support.sessions.revoke')}
                  </button>
                )}
              </td>
            </tr>
          );
        }}
      />
    </section>
  );
}
