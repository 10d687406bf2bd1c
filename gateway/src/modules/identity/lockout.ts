import type { Db } from '../../db/index.js';
import { AppError } from '../../http/errors.js';

/**
 * Per-account lock after repeated wrong passwords, whatever the IP (the per-IP limits cannot
 * see a guesser who rotates addresses). 10 failures within 15 minutes lock the account for 15
 * minutes; the 10th failure already answers ACCOUNT_LOCKED. A success clears the count.
 * Numbers and reasoning: docs/THROTTLES.md, "Login lockouts".
 */
export const LOCK_AFTER_FAILURES = 10;
export const FAILURE_WINDOW_MINUTES = 15;
export const LOCK_MINUTES = 15;

/**
 * Member keys are per site and username, so login by username and change password (which
 * knows the account) count against the same lock; an unknown username locks like a real one.
 */
export const memberLockKey = (merchantId: number, username: string) => `m:${merchantId}:${username.trim().toLowerCase()}`;
export const staffLockKey = (username: string) => `s:${username.trim().toLowerCase()}`;

const locked = (retryAfterSeconds: number) => new AppError('ACCOUNT_LOCKED', { retryAfterSeconds: Math.max(1, retryAfterSeconds) });

/**
 * The key's lock as two columns of a caller's query (password-attempt.ts asks everything an
 * attempt needs in one statement): `locked_seconds` (null unless locked) and `lock_counted`
 * (whether any failure is counted, so a success knows whether there is a count to clear).
 */
export const lockColumns = (db: Db, key: string) => db`
  (select ceil(extract(epoch from locked_until - now()))::int from login_lockouts where key = ${key} and locked_until > now()) as locked_seconds,
  exists (select 1 from login_lockouts where key = ${key}) as lock_counted`;

/** Throws ACCOUNT_LOCKED for what lockColumns read. */
export function refuseIfLocked(lockedSeconds: number | null) {
  if (lockedSeconds !== null) throw locked(lockedSeconds);
}

/** Refuses with ACCOUNT_LOCKED (and the seconds left) while the key is locked. */
export async function assertNotLocked(db: Db, key: string) {
  const [row] = await db<{ seconds: number }[]>`
    select ceil(extract(epoch from locked_until - now()))::int as seconds
    from login_lockouts where key = ${key} and locked_until > now()`;
  if (row) throw locked(row.seconds);
}

/**
 * Counts one failure in one statement (concurrent guesses cannot both see 9). A window that
 * ran out, or a lock that ended, starts a new count. Throws ACCOUNT_LOCKED when this failure
 * reached the threshold; otherwise returns so the caller answers its own failure code.
 */
export async function countFailure(db: Db, key: string) {
  const window = `${FAILURE_WINDOW_MINUTES} minutes`;
  const [row] = await db<{ failures: number; lockedUntil: Date | null }[]>`
    insert into login_lockouts as l (key, failures) values (${key}, 1)
    on conflict (key) do update set
      failures = case when l.window_started_at <= now() - ${window}::interval or l.locked_until <= now() then 1 else l.failures + 1 end,
      window_started_at = case when l.window_started_at <= now() - ${window}::interval or l.locked_until <= now() then now() else l.window_started_at end,
      locked_until = case when l.locked_until <= now() then null else l.locked_until end
    returning failures, locked_until`;
  // Keep the table to accounts with recent trouble (a range scan on the window index).
  await db`delete from login_lockouts where window_started_at < now() - interval '1 day' and (locked_until is null or locked_until < now())`;
  if (row && row.failures >= LOCK_AFTER_FAILURES && !row.lockedUntil) {
    await db`update login_lockouts set locked_until = now() + ${`${LOCK_MINUTES} minutes`}::interval where key = ${key} and locked_until is null`;
    throw locked(LOCK_MINUTES * 60);
  }
}

export async function clearFailures(db: Db, key: string) {
  await db`delete from login_lockouts where key = ${key}`;
}
