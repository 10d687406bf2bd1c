import { createHmac, timingSafeEqual } from 'node:crypto';
import { generateSecret, generateURI, verify as verifyTotp } from 'otplib';
import type { SetVerifyMethodRequest, TotpConfirmRequest, TotpEnrolment, VerifySetup } from '@wl/shared';
import type { Ctx } from '../../context.js';
import { AppError } from '../../http/errors.js';
import type { Merchant } from '../site/settings.js';
import type { AccountRecord } from '../accounts/accounts.js';
import { codeKey } from './code-key.js';

/**
 * The member's second verification method (docs/DECISIONS.md, "Second verification setup").
 * A method that needs a target (a mobile, an email, a payee name) can be chosen only once that
 * target is bound; an authenticator is switched on only by its first correct code.
 */
export function verifySetup(account: AccountRecord): VerifySetup {
  return {
    method: account.verifyMethod,
    available: { SMS: !!account.mobileNum, EMAIL: !!account.email, BANK_NAME: !!account.payeeName, TOTP: true },
  };
}

const normaliseName = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

export async function setVerifyMethod(ctx: Ctx, account: AccountRecord, body: SetVerifyMethodRequest): Promise<VerifySetup> {
  const method = body.method === 'NONE' ? null : body.method;
  if (method && !verifySetup(account).available[method]) {
    throw new AppError('VALIDATION_FAILED', { fields: { method: 'security.notBoundMethod' } });
  }
  // The payee name is what a login from a new IP will ask for: typing it once proves it is known.
  if (method === 'BANK_NAME' && normaliseName(body.payeeName ?? '') !== normaliseName(account.payeeName ?? '')) {
    throw new AppError('VALIDATION_FAILED', { fields: { payeeName: 'rule.confirmation' } });
  }
  // Only the authenticator enrolment sets TOTP; leaving it drops its secret.
  await ctx.sql`update accounts set verify_method = ${method}, totp_secret = null where id = ${account.id}`;
  return verifySetup({ ...account, verifyMethod: method, totpSecret: null });
}

/** Binds a secret to one account under the server's code key, so no other secret is accepted back. */
async function enrolToken(ctx: Ctx, accountId: string, secret: string): Promise<string> {
  return createHmac('sha256', await codeKey(ctx.sql))
    .update(`totp-enrol:${accountId}:${secret}`)
    .digest('hex');
}

/** A fresh authenticator secret; nothing is stored until the first code proves it was scanned. */
export async function beginTotp(ctx: Ctx, merchant: Merchant, account: AccountRecord): Promise<TotpEnrolment> {
  const secret = generateSecret();
  const uri = generateURI({ issuer: merchant.settings.siteName, label: account.username, secret });
  return { secret, uri, enrolToken: await enrolToken(ctx, account.id, secret) };
}

export async function confirmTotp(ctx: Ctx, account: AccountRecord, body: TotpConfirmRequest): Promise<VerifySetup> {
  const expected = Buffer.from(await enrolToken(ctx, account.id, body.secret), 'hex');
  const given = Buffer.from(body.enrolToken, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new AppError('VALIDATION_FAILED', { fields: { enrolToken: 'not issued for this secret' } });
  const right = /^\d{6}$/.test(body.code) && (await verifyTotp({ secret: body.secret, token: body.code, epochTolerance: 30 })).valid;
  if (!right) throw new AppError('VERIFICATION_FAILED');
  await ctx.sql`update accounts set verify_method = 'TOTP', totp_secret = ${body.secret} where id = ${account.id}`;
  return verifySetup({ ...account, verifyMethod: 'TOTP' });
}

/** Staff reset: the method and any authenticator secret go; logins from new IPs are then not asked. */
export async function resetVerifyMethod(ctx: Ctx, merchantId: number, accountId: number): Promise<void> {
  const done = await ctx.sql`update accounts set verify_method = null, totp_secret = null where id = ${accountId} and merchant_id = ${merchantId} returning 1`;
  if (done.length === 0) throw new AppError('NOT_FOUND');
}
