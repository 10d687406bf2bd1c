import type { Ctx } from '../../context.js';
import type { Db, Sql } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import { checkCaptcha } from './captcha.js';
import { assertNotLocked, clearFailures, countFailure, memberLockKey, staffLockKey } from './lockout.js';

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

async function captchaNeeded(sql: Sql, keys: PasswordAttempt['keys']): Promise<boolean> {
  const [row] = await sql<{ user: number; ip: number }[]>`
    select coalesce(max(count) filter (where key = ${keys.user}), 0) as user,
           coalesce(max(count) filter (where key = ${keys.ip} and last_at > now() - interval '15 minutes'), 0) as ip
    from login_failures where key in (${keys.user}, ${keys.ip})`;
  return (row?.user ?? 0) >= 1 || (row?.ip ?? 0) >= IP_FAILURES_FOR_CAPTCHA;
}

/** Refuses a locked account, then asks for (and checks) the captcha when failures call for it. */
export async function admitAttempt(ctx: Ctx, attempt: PasswordAttempt, captcha: { answer: string | undefined; id: string | undefined }) {
  await assertNotLocked(ctx.sql, attempt.lockKey);
  if (ctx.config.captchaEnabled && (await captchaNeeded(ctx.sql, attempt.keys))) {
    if (!captcha.answer) throw new AppError('CAPTCHA_REQUIRED', { captcha: true });
    if (!(await checkCaptcha(ctx.sql, captcha.id, captcha.answer))) throw new AppError('CAPTCHA_INVALID', { captcha: true });
  }
}

/** Counts a wrong password or unknown name (the lock may answer ACCOUNT_LOCKED instead). */
export async function countAttemptFailure(sql: Sql, attempt: PasswordAttempt) {
  await sql`insert into login_failures (key, count) values (${attempt.keys.user}, 1), (${attempt.keys.ip}, 1)
            on conflict (key) do update set count = login_failures.count + 1, last_at = now()`;
  await countFailure(sql, attempt.lockKey);
}

/** The password was right: the lock's count starts again. */
export const clearAttemptLock = (db: Db, attempt: PasswordAttempt) => clearFailures(db, attempt.lockKey);

/** The sign-in completed: the captcha is no longer asked for this name. */
export async function clearAttemptCaptcha(db: Db, attempt: PasswordAttempt) {
  await db`delete from login_failures where key = ${attempt.keys.user}`;
}
