import { DEFAULT_PASSWORD, EMAIL_PATTERN, type ChangePasswordRequest, type SetPasswordByPhoneRequest } from '@wl/shared';
import type { Ctx, MemberAuth } from '../../context.js';
import type { Tx } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import type { Merchant } from '../site/settings.js';
import { findByUsername } from '../accounts/accounts.js';
import { consumeCode, verifyCode } from './codes.js';
import { checkProbeBudget, spendProbe } from '../../http/enumeration.js';
import { assertNotLocked, clearFailures, countFailure, memberLockKey } from './lockout.js';
import { findPhoneAccount, sitePhone } from './phone.js';
import { enforcePasswordRule } from './rules.js';
import { hashPassword, temporaryPassword, verifyPassword } from '../accounts/secrets.js';
import { reserveSend, type Refusal } from './send-limits.js';
import { revokeSessions } from '../accounts/sessions.js';

const RESET_MINUTES = 30;

/** Change password: other sessions of the account end; this one stays so the popup can reload. */
export async function changePassword(ctx: Ctx, merchant: Merchant, auth: MemberAuth, body: ChangePasswordRequest) {
  // Old-password guesses count against the same per-account lock as login (lockout.ts): a
  // stolen session must not be an unlimited password oracle.
  const lockKey = memberLockKey(merchant.id, auth.account.username);
  await assertNotLocked(ctx.sql, lockKey);
  if (!(await verifyPassword(auth.account.passwordHash, body.oldPassword))) {
    await countFailure(ctx.sql, lockKey);
    throw new AppError('OLD_PASSWORD_WRONG', { fields: { oldPassword: 'OLD_PASSWORD_WRONG' } });
  }
  await clearFailures(ctx.sql, lockKey);
  enforcePasswordRule(merchant, body.newPassword);
  if (body.newPassword === DEFAULT_PASSWORD) throw new AppError('RULE_VIOLATION', { fields: { newPassword: 'rule.notDefault' } });
  if (body.newPassword !== body.confirmNewPassword) throw new AppError('PASSWORD_MISMATCH', { fields: { confirmNewPassword: 'PASSWORD_MISMATCH' } });
  if (body.newPassword === body.oldPassword) throw new AppError('SAME_PASSWORD', { fields: { newPassword: 'SAME_PASSWORD' } });
  const hash = await hashPassword(body.newPassword);
  await ctx.sql.begin(async (tx) => {
    await tx`update accounts set password_hash = ${hash}, password_changed_at = now(), password_change_required = false where id = ${auth.account.id}`;
    await tx`update password_resets set used_at = now() where account_id = ${auth.account.id} and used_at is null`;
    await tx`update sessions set must_change_password = false where id = ${auth.sessionId}`;
    await revokeSessions(tx, { accountId: Number(auth.account.id), exceptSessionId: auth.sessionId }, 'password-changed');
  });
}

/**
 * Forgot by email mails a temporary password valid for 30 minutes. The old password keeps
 * working meanwhile, so someone who knows a username and email cannot lock its owner out.
 * A wrong pair spends the enumeration budget of the IP and of the username (guessing which
 * address belongs to a name is enumeration too); the mail passes the send limits.
 */
export async function forgotByEmail(ctx: Ctx, merchant: Merchant, body: { username: string; email: string }, ip: string) {
  if (!body.username || !body.email) throw new AppError('VALIDATION_FAILED', { fields: { username: 'rule.required', email: 'rule.required' } });
  if (!EMAIL_PATTERN.test(body.email)) throw new AppError('RULE_VIOLATION', { fields: { email: 'rule.EMAIL' } });
  const probe = { merchantId: merchant.id, ip, target: `forgot:${body.username.toLowerCase()}` };
  await checkProbeBudget(ctx.sql, probe);
  const account = await findByUsername(ctx.sql, merchant.id, body.username);
  if (!account || !account.email || account.email.toLowerCase() !== body.email.trim().toLowerCase()) {
    await spendProbe(ctx.sql, probe);
    throw new AppError('USER_NOT_FOUND');
  }
  const temp = temporaryPassword();
  const hash = await hashPassword(temp);
  const refused = await ctx.sql.begin(async (tx): Promise<Refusal | null> => {
    await tx`select id from accounts where id = ${account.id} for update`;
    const recent = await tx`select 1 from password_resets where account_id = ${account.id} and created_at > now() - interval '1 minute'`;
    if (recent.length > 0) return { code: 'TOO_MANY_REQUESTS', value: { retryAfterSeconds: 60 } };
    const limited = await reserveSend(tx, { merchant, channel: 'email', recipient: account.email!.toLowerCase(), ip });
    if (limited) return limited;
    await tx`insert into password_resets (account_id, password_hash, expires_at) values (${account.id}, ${hash}, now() + ${`${RESET_MINUTES} minutes`}::interval)`;
    await ctx.messenger.sendEmail(tx, {
      merchantId: merchant.id,
      to: account.email!,
      subject: `${merchant.settings.siteName}: your temporary password`,
      body: `Hello ${account.username}, your temporary password is ${temp}. It works for ${RESET_MINUTES} minutes; after you log in with it you will choose a new password. If you did not ask for this, ignore this message: your current password still works.`,
    });
    return null;
  });
  if (refused) throw new AppError(refused.code, refused.value);
}

/** Set password by phone: the SMS code proves the number; every session of the account ends. */
export async function setPasswordByPhone(ctx: Ctx, merchant: Merchant, body: SetPasswordByPhoneRequest, ip: string) {
  const phone = sitePhone(merchant, body.countryDialingCode, body.mobileNum);
  const account = await findPhoneAccount(ctx, merchant, phone, ip);
  enforcePasswordRule(merchant, body.newPassword);
  const codeId = await verifyCode(ctx.sql, { merchantId: merchant.id, purpose: 'forgot', target: phone.e164, code: body.verificationCode });
  const hash = await hashPassword(body.newPassword);
  await ctx.sql.begin(async (tx) => {
    await consumeCode(tx, codeId);
    await tx`update accounts set password_hash = ${hash}, password_changed_at = now(), password_change_required = false where id = ${account.id}`;
    await revokeSessions(tx, { accountId: Number(account.id) }, 'password-changed');
  });
  return { username: account.username };
}

/**
 * A staff reset, in the caller's transaction (the account row already locked): the password becomes
 * a random one from the CSPRNG that only the answer carries, so the old one stops working at once;
 * a mailed temporary password still pending stops too; every session ends; and each sign-in must
 * choose a new password until the member does (login.ts). Staff never choose or see a password
 * the member made.
 */
export async function resetPasswordByStaff(tx: Tx, accountId: number): Promise<string> {
  const temp = temporaryPassword(12);
  const hash = await hashPassword(temp);
  await tx`update accounts set password_hash = ${hash}, password_changed_at = now(), password_change_required = true where id = ${accountId}`;
  await tx`update password_resets set used_at = now() where account_id = ${accountId} and used_at is null`;
  await revokeSessions(tx, { accountId }, 'staff');
  return temp;
}
