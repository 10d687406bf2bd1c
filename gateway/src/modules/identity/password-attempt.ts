import type { Ctx } from '../../context.js';
import type { Db, Sql } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import { checkCaptcha } from './captcha.js';
import { clearFailures, countFailure, lockColumns, memberLockKey, refuseIfLocked, staffLockKey } from './lockout.js';

/**
 * The rules every password attempt follows, wherever it comes from (member login, social
 * link, staff sign-in): a locked account is refused before the captcha and before any hash
 * is computed; the captcha is required after one failure for the name or three from the IP
 * within 15 minutes; a failure counts toward both the captcha and the lock (lockout.ts).
 */
export interface PasswordAttempt {
  /** login_failures keys: the captcha counters. */
  keys: { user: string; ip: string };
  /** lockout.ts key: the per-account lock. */
  lockKey: string;
  /** What admitAttempt found counted (a success then clears only what exists). */
  counted?: Admitted;
}

const IP_FAILURES_FOR_CAPTCHA = 3;

export const memberAttempt = (merchantId: number, username: string, ip: string): PasswordAttempt => ({
  keys: { user: `u:${merchantId}:${username.toLowerCase()}`, ip: `ip:${merchantId}:${ip}` },
  lockKey: memberLockKey(merchantId, username),
});

/** Staff counters use their own keys, so a member called "admin" never locks the admin. */
export const staffAttempt = (username: string, ip: string): PasswordAttempt => {
  const name = username.trim().toLowerCase();
  return { keys: { user: `staff:${name}`, ip: `staffip:${ip}` }, lockKey: staffLockKey(name) };
};

/** What admitAttempt found counted: a success clears only counts that exist (no statement otherwise). */
interface Admitted {
  lockCounted: boolean;
  userFailures: number;
}

/**
 * Refuses a locked account, then asks for (and checks) the captcha when failures call for it.
 * The lock and both captcha counters are read in one statement: every login pays for it.
 */
export async function admitAttempt(ctx: Ctx, attempt: PasswordAttempt, captcha: { answer: string | undefined; id: string | undefined }) {
  const [row] = await ctx.sql<{ lockedSeconds: number | null; lockCounted: boolean; user: number; ip: number }[]>`
    select ${lockColumns(ctx.sql, attempt.lockKey)},
      coalesce((select max(count) from login_failures where key = ${attempt.keys.user}), 0) as user,
      coalesce((select max(count) from login_failures where key = ${attempt.keys.ip} and last_at > now() - interval '15 minutes'), 0) as ip`;
  refuseIfLocked(row!.lockedSeconds);
  if (ctx.config.captchaEnabled && (row!.user >= 1 || row!.ip >= IP_FAILURES_FOR_CAPTCHA)) {
    if (!captcha.answer) throw new AppError('CAPTCHA_REQUIRED', { captcha: true });
    if (!(await checkCaptcha(ctx.sql, captcha.id, captcha.answer))) throw new AppError('CAPTCHA_INVALID', { captcha: true });
  }
  attempt.counted = { lockCounted: row!.lockCounted, userFailures: row!.user };
}

/** Counts a wrong password or unknown name (the lock may answer ACCOUNT_LOCKED instead). */
export async function countAttemptFailure(sql: Sql, attempt: PasswordAttempt) {
  await sql`insert into login_failures (key, count) values (${attempt.keys.user}, 1), (${attempt.keys.ip}, 1)
            on conflict (key) do update set count = login_failures.count + 1, last_at = now()`;
  await countFailure(sql, attempt.lockKey);
}

/**
 * The password was right: the lock's count starts again. (A failure counted by a concurrent
 * attempt after admitAttempt read none is left counted: the safer side.)
 */
export async function clearAttemptLock(db: Db, attempt: PasswordAttempt) {
  if (attempt.counted?.lockCounted !== false) await clearFailures(db, attempt.lockKey);
}

/** The sign-in completed: the captcha is no longer asked for this name. */
export async function clearAttemptCaptcha(db: Db, attempt: PasswordAttempt) {
  if (attempt.counted?.userFailures !== 0) await db`delete from login_failures where key = ${attempt.keys.user}`;
}
