import type { SecurityOverview } from '@wl/shared';
import type { Db, Sql } from '../../db/index.js';
import type { MemberAuth } from '../../context.js';
import { FAILURE_WINDOW_MINUTES, memberLockKey } from '../identity/lockout.js';
import { revokeSessions } from '../accounts/sessions.js';

/**
 * The member's security centre (docs/PAGES.md): read from what identity already stores, never a
 * second log. Sign-ins are the account's sessions (every completed sign-in opens one, with its IP
 * and user agent) and its second-verification challenges that expired unused (the right password
 * from a new IP, never confirmed: worth a look). Wrong passwords are counted per account by the
 * lock (lockout.ts), without IPs, so they show as a count. Always the caller's own account.
 */
const SIGN_INS = 20;
/** identity/second-factor.ts CHALLENGE_MINUTES: a challenge row keeps only its expiry. */
const CHALLENGE_MINUTES = 5;

export async function securityOverview(db: Db, auth: MemberAuth): Promise<SecurityOverview> {
  const a = auth.account;
  const accountId = Number(a.id);
  const [signIns, sessions, lock, pay] = await Promise.all([
    db<{ at: Date; ip: string; userAgent: string; outcome: 'signed-in' | 'unverified' }[]>`
      (select created_at as at, ip, user_agent, 'signed-in' as outcome from sessions where account_id = ${accountId}
       order by created_at desc limit ${SIGN_INS})
      union all
      (select expires_at - ${`${CHALLENGE_MINUTES} minutes`}::interval, ip, user_agent, 'unverified' from login_challenges
       where account_id = ${accountId} and used_at is null and expires_at <= now() order by expires_at desc limit ${SIGN_INS})
      order by at desc limit ${SIGN_INS}`,
    db<{ id: string; createdAt: Date; lastSeenAt: Date; expiresAt: Date; ip: string; userAgent: string }[]>`
      select id, created_at, last_seen_at, expires_at, ip, user_agent from sessions
      where account_id = ${accountId} and revoked_at is null and expires_at > now() order by last_seen_at desc limit 50`,
    db<{ failures: number; lockedUntil: Date | null }[]>`
      select case when window_started_at > now() - ${`${FAILURE_WINDOW_MINUTES} minutes`}::interval then failures else 0 end as failures,
             case when locked_until > now() then locked_until end as locked_until
      from login_lockouts where key = ${memberLockKey(a.merchantId, a.username)}`,
    db<{ set: boolean }[]>`select payment_password_hash is not null as set from accounts where id = ${accountId}`,
  ]);
  return {
    signIns: signIns.map((s) => ({ at: s.at.toISOString(), ip: s.ip, userAgent: s.userAgent, outcome: s.outcome })),
    sessions: sessions.map((s) => ({
      id: Number(s.id),
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
      ip: s.ip,
      userAgent: s.userAgent,
      current: Number(s.id) === auth.sessionId,
    })),
    failedAttempts: lock[0]?.failures ?? 0,
    lockedUntil: lock[0]?.lockedUntil?.toISOString() ?? null,
    paymentPasswordSet: pay[0]?.set ?? false,
    passwordChangedAt: a.passwordChangedAt.toISOString(),
  };
}

/**
 * Signs out every other session through identity's revokeSessions: each gets its
 * `session:revoked` event in this transaction, so the other devices' sockets end at once. The
 * reason is `logout` (the member's own sign-out), which those devices take without a warning.
 */
export async function signOutOthers(sql: Sql, auth: MemberAuth): Promise<number> {
  return sql.begin((tx) => revokeSessions(tx, { accountId: Number(auth.account.id), exceptSessionId: auth.sessionId }, 'logout'));
}
