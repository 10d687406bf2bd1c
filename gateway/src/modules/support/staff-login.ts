import type { Ctx } from '../../context.js';
import { AppError } from '../../http/errors.js';
import { admitAttempt, clearAttemptCaptcha, clearAttemptLock, countAttemptFailure, staffAttempt, type PasswordAttempt } from '../identity/password-attempt.js';

/**
 * The member login's protections, applied to staff sign-in (identity/password-attempt.ts):
 * the captcha after one failure for the username (or three from the IP within 15 minutes),
 * and the per-account lock (10 failures in 15 minutes lock the staff account for 15 minutes,
 * whatever the IP), on counters of their own.
 */
export async function beginStaffAttempt(
  ctx: Ctx,
  body: { username: string; captcha?: string },
  client: { ip: string; captchaId: string | undefined },
): Promise<PasswordAttempt> {
  const attempt = staffAttempt(body.username, client.ip);
  await admitAttempt(ctx, attempt, { answer: body.captcha, id: client.captchaId });
  return attempt;
}

/** Counts the failure (may answer ACCOUNT_LOCKED instead) and refuses. */
export async function failStaffAttempt(ctx: Ctx, attempt: PasswordAttempt): Promise<never> {
  await countAttemptFailure(ctx.sql, attempt);
  throw new AppError('WRONG_CREDENTIALS', { captcha: ctx.config.captchaEnabled });
}

export async function succeedStaffAttempt(ctx: Ctx, attempt: PasswordAttempt) {
  await clearAttemptCaptcha(ctx.sql, attempt);
  await clearAttemptLock(ctx.sql, attempt);
}
