import { DEFAULT_PASSWORD, EMAIL_PATTERN, isValidMobile, type ChangePasswordRequest, type SetPasswordByPhoneRequest } from '@wl/shared';
import type { Ctx, MemberAuth } from '../../context.js';
import { AppError } from '../../http/errors.js';
import type { Merchant } from '../site/settings.js';
import { findByMobile, findByUsername } from './accounts.js';
import { consumeCode, smsTarget, verifyCode } from './codes.js';
import { enforcePasswordRule } from './rules.js';
import { hashPassword, temporaryPassword, verifyPassword } from './secrets.js';
import { revokeSessions } from './sessions.js';

const RESET_MINUTES = 30;

/** Change password: other sessions of the account end; this one stays so the popup can reload. */
export async function changePassword(ctx: Ctx, merchant: Merchant, auth: MemberAuth, body: ChangePasswordRequest) {
  if (!(await verifyPassword(auth.account.passwordHash, body.oldPassword))) {
    throw new AppError('OLD_PASSWORD_WRONG', { fields: { oldPassword: 'OLD_PASSWORD_WRONG' } });
  }
  enforcePasswordRule(merchant, body.newPassword);
  if (body.newPassword === DEFAULT_PASSWORD) throw new AppError('RULE_VIOLATION', { fields: { newPassword: 'rule.notDefault' } });
  if (body.newPassword !== body.confirmNewPassword) throw new AppError('PASSWORD_MISMATCH', { fields: { confirmNewPassword: 'PASSWORD_MISMATCH' } });
  if (body.newPassword === body.oldPassword) throw new AppError('SAME_PASSWORD', { fields: { newPassword: 'SAME_PASSWORD' } });
  const hash = await hashPassword(body.newPassword);
  await ctx.sql.begin(async (tx) => {
    await tx`update accounts set password_hash = ${hash}, password_changed_at = now() where id = ${auth.account.id}`;
    await tx`update password_resets set used_at = now() where account_id = ${auth.account.id} and used_at is null`;
    await tx`update sessions set must_change_password = false where id = ${auth.sessionId}`;
    await revokeSessions(tx, { accountId: Number(auth.account.id), exceptSessionId: auth.sessionId }, 'password-changed');
  });
  ctx.relay.kick();
}

/**
 * Forgot by email mails a temporary password valid for 30 minutes. The old password keeps
 * working meanwhile, so someone who knows a username and email cannot lock its owner out.
 */
export async function forgotByEmail(ctx: Ctx, merchant: Merchant, body: { username: string; email: string }) {
  if (!body.username || !body.email) throw new AppError('VALIDATION_FAILED', { fields: { username: 'rule.required', email: 'rule.required' } });
  if (!EMAIL_PATTERN.test(body.email)) throw new AppError('RULE_VIOLATION', { fields: { email: 'rule.EMAIL' } });
  const account = await findByUsername(ctx.sql, merchant.id, body.username);
  if (!account || !account.email || account.email.toLowerCase() !== body.email.trim().toLowerCase()) throw new AppError('USER_NOT_FOUND');
  const temp = temporaryPassword();
  const hash = await hashPassword(temp);
  const refused = await ctx.sql.begin(async (tx) => {
    await tx`select id from accounts where id = ${account.id} for update`;
    const recent = await tx`select 1 from password_resets where account_id = ${account.id} and created_at > now() - interval '1 minute'`;
    if (recent.length > 0) return true;
    await tx`insert into password_resets (account_id, password_hash, expires_at) values (${account.id}, ${hash}, now() + ${`${RESET_MINUTES} minutes`}::interval)`;
    await ctx.messenger.sendEmail(tx, {
      merchantId: merchant.id, to: account.email!, subject: `${merchant.settings.siteName}: your temporary password`,
      body: `Hello ${account.username}, your temporary password is ${temp}. It works for ${RESET_MINUTES} minutes; after you log in with it you will choose a new password. If you did not ask for this, ignore this message: your current password still works.`,
    });
    return false;
  });
  if (refused) throw new AppError('TOO_MANY_REQUESTS', { retryAfterSeconds: 60 });
}

/** Set password by phone: the SMS code proves the number; every session of the account ends. */
export async function setPasswordByPhone(ctx: Ctx, merchant: Merchant, body: SetPasswordByPhoneRequest) {
  if (!isValidMobile(body.mobileNum)) throw new AppError('MOBILE_INVALID', { fields: { mobileNum: 'MOBILE_INVALID' } });
  const account = await findByMobile(ctx.sql, merchant.id, body.countryDialingCode, body.mobileNum);
  if (!account) throw new AppError('USER_NOT_FOUND');
  enforcePasswordRule(merchant, body.newPassword);
  const codeId = await verifyCode(ctx.sql, {
    merchantId: merchant.id, purpose: 'forgot', target: smsTarget(account.countryDialingCode ?? undefined, body.mobileNum), code: body.verificationCode,
  });
  const hash = await hashPassword(body.newPassword);
  await ctx.sql.begin(async (tx) => {
    await consumeCode(tx, codeId);
    await tx`update accounts set password_hash = ${hash}, password_changed_at = now() where id = ${account.id}`;
    await revokeSessions(tx, { accountId: Number(account.id) }, 'password-changed');
  });
  ctx.relay.kick();
  return { username: account.username };
}
