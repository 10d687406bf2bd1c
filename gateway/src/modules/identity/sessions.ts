import { REMEMBER_ME_HOURS, SESSION_HOURS } from '@wl/shared';
import type { Db, Tx } from '../../db/index.js';
import { appendEvent } from '../../realtime/event-log.js';
import { hashToken, newToken } from './secrets.js';

export type RevokeReason = 'logout' | 'password-changed' | 'staff' | 'expired';

export interface SessionInfo {
  sessionId: number;
  accountId: number;
  expiresAt: Date;
  mustChangePassword: boolean;
}

export async function createSession(
  tx: Tx,
  accountId: number,
  opts: { remember: boolean; ip: string; userAgent: string; mustChangePassword?: boolean },
): Promise<{ token: string; sessionId: number; expiresAt: Date }> {
  const token = newToken();
  const hours = opts.remember ? REMEMBER_ME_HOURS : SESSION_HOURS;
  const [row] = await tx<{ id: string; expiresAt: Date }[]>`
    insert into sessions (account_id, token_hash, expires_at, ip, user_agent, must_change_password)
    values (${accountId}, ${hashToken(token)}, now() + ${`${hours} hours`}::interval, ${opts.ip}, ${opts.userAgent.slice(0, 300)}, ${!!opts.mustChangePassword})
    returning id, expires_at`;
  return { token, sessionId: Number(row!.id), expiresAt: row!.expiresAt };
}

/** A live session for the token, or null when unknown, expired or revoked. */
export async function findSession(db: Db, token: string): Promise<SessionInfo | null> {
  if (!token || token.length > 100) return null;
  const [row] = await db<{ id: string; accountId: string; expiresAt: Date; stale: boolean; mustChangePassword: boolean }[]>`
    select id, account_id, expires_at, must_change_password, last_seen_at < now() - interval '1 minute' as stale from sessions
    where token_hash = ${hashToken(token)} and revoked_at is null and expires_at > now()`;
  if (!row) return null;
  // "Last seen" for the support console, written at most once a minute per session.
  if (row.stale) await db`update sessions set last_seen_at = now() where id = ${row.id}`;
  return { sessionId: Number(row.id), accountId: Number(row.accountId), expiresAt: row.expiresAt, mustChangePassword: row.mustChangePassword };
}

/**
 * Revokes sessions and logs a `session:revoked` event for each, in the caller's transaction:
 * the relay then tells that session's open sockets, and support can replay the forced logout.
 */
export async function revokeSessions(
  tx: Tx,
  where: { sessionId: number } | { accountId: number; exceptSessionId?: number },
  reason: RevokeReason,
): Promise<number> {
  const rows =
    'sessionId' in where
      ? await tx<{ id: string; accountId: string }[]>`
          update sessions set revoked_at = now(), revoked_reason = ${reason}
          where id = ${where.sessionId} and revoked_at is null returning id, account_id`
      : await tx<{ id: string; accountId: string }[]>`
          update sessions set revoked_at = now(), revoked_reason = ${reason}
          where account_id = ${where.accountId} and revoked_at is null and expires_at > now()
            and id <> ${where.exceptSessionId ?? 0} returning id, account_id`;
  for (const r of rows) {
    await appendEvent(tx, Number(r.accountId), 'session:revoked', { reason, sessionId: Number(r.id) });
  }
  return rows.length;
}
