import { REMEMBER_ME_HOURS, SESSION_HOURS, type RevokeReason } from '@wl/shared';
import type { Tx } from '../../db/index.js';
import { appendEvent } from '../../realtime/event-log.js';
import { hashToken, newToken } from './secrets.js';

export type { RevokeReason };

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
