import { PAYMENT_PASSWORD_PATTERN, type ChangePaymentPasswordRequest, type SetPaymentPasswordRequest } from '@wl/shared';
import type { Db } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import { assertNotLocked, clearFailures, countFailure } from '../identity/lockout.js';
import { hashPassword, verifyPassword } from '../accounts/secrets.js';

/**
 * The payment password (accounts.payment_password_hash, Argon2id like the login password). It is
 * set at registration when the site asks for it, otherwise on first use here, and checked on
 * every withdrawal. Wrong guesses count against the shared lock table (identity/lockout.ts):
 * per account and per IP, 10 within 15 minutes lock for 15 minutes. A right password clears the
 * account's count only, so a guesser cannot reset its IP's count with an account of its own.
 */
const accountKey = (merchantId: number, accountId: number) => `pay:${merchantId}:${accountId}`;
const ipKey = (merchantId: number, ip: string) => `payip:${merchantId}:${ip}`;

function asPaymentLock(err: unknown): never {
  if (err instanceof AppError && err.code === 'ACCOUNT_LOCKED') throw new AppError('PAYMENT_PASSWORD_LOCKED', err.value);
  throw err;
}

export async function paymentPasswordHash(db: Db, accountId: number): Promise<string | null> {
  const [row] = await db<{ paymentPasswordHash: string | null }[]>`select payment_password_hash from accounts where id = ${accountId}`;
  return row?.paymentPasswordHash ?? null;
}

/** Seconds the account's payment password stays locked (0 when it is not). */
export async function paymentLockSeconds(db: Db, merchantId: number, accountId: number): Promise<number> {
  const [row] = await db<{ seconds: number }[]>`
    select ceil(extract(epoch from locked_until - now()))::int as seconds
    from login_lockouts where key = ${accountKey(merchantId, accountId)} and locked_until > now()`;
  return row ? Math.max(1, row.seconds) : 0;
}

/** The new password's own rules: six digits, typed the same twice. */
function assertNewPassword(body: SetPaymentPasswordRequest) {
  if (!new RegExp(PAYMENT_PASSWORD_PATTERN).test(body.paymentPassword)) {
    throw new AppError('RULE_VIOLATION', { fields: { paymentPassword: 'rule.DIGITS' } });
  }
  if (body.paymentPassword !== body.confirmPaymentPassword) {
    throw new AppError('PASSWORD_MISMATCH', { fields: { confirmPaymentPassword: 'PASSWORD_MISMATCH' } });
  }
}

/** Set on first use: refused once one exists (a change goes through `changePaymentPassword`). */
export async function setPaymentPassword(db: Db, accountId: number, body: SetPaymentPasswordRequest) {
  assertNewPassword(body);
  const hash = await hashPassword(body.paymentPassword);
  const rows = await db`update accounts set payment_password_hash = ${hash} where id = ${accountId} and payment_password_hash is null returning id`;
  if (rows.length === 0) throw new AppError('PAYMENT_PASSWORD_ALREADY_SET');
}

/** Refuses a locked account or IP before any hash is computed; counts a wrong password on both. */
export async function checkPaymentPassword(db: Db, p: { merchantId: number; accountId: number; ip: string; password: string }) {
  const hash = await paymentPasswordHash(db, p.accountId);
  if (!hash) throw new AppError('PAYMENT_PASSWORD_NOT_SET');
  const keys = [accountKey(p.merchantId, p.accountId), ipKey(p.merchantId, p.ip)];
  try {
    for (const k of keys) await assertNotLocked(db, k);
  } catch (err) {
    asPaymentLock(err);
  }
  if (await verifyPassword(hash, p.password)) {
    await clearFailures(db, keys[0]!);
    return;
  }
  // Both counters take the failure, even when the first one just locked.
  const outcomes = await Promise.allSettled(keys.map((k) => countFailure(db, k)));
  for (const o of outcomes) if (o.status === 'rejected') asPaymentLock(o.reason);
  throw new AppError('PAYMENT_PASSWORD_WRONG');
}

/**
 * Changes the payment password with the current one. The new one is checked first (its refusals
 * cost no guess); the current one then goes through `checkPaymentPassword`, so a wrong one counts
 * on the account and the IP and locks exactly like a wrong one on a withdrawal, and a locked
 * account is refused before any hash is computed. The update names the hash that was verified,
 * so of two concurrent changes with the same current password only one lands; the other is
 * answered PAYMENT_PASSWORD_WRONG, as its current password no longer is.
 */
export async function changePaymentPassword(db: Db, p: { merchantId: number; accountId: number; ip: string; body: ChangePaymentPasswordRequest }) {
  assertNewPassword(p.body);
  if (p.body.paymentPassword === p.body.oldPaymentPassword) {
    throw new AppError('PAYMENT_PASSWORD_UNCHANGED', { fields: { paymentPassword: 'PAYMENT_PASSWORD_UNCHANGED' } });
  }
  const before = await paymentPasswordHash(db, p.accountId);
  await checkPaymentPassword(db, { merchantId: p.merchantId, accountId: p.accountId, ip: p.ip, password: p.body.oldPaymentPassword });
  const hash = await hashPassword(p.body.paymentPassword);
  const rows = await db`update accounts set payment_password_hash = ${hash} where id = ${p.accountId} and payment_password_hash = ${before} returning id`;
  if (rows.length === 0) throw new AppError('PAYMENT_PASSWORD_WRONG');
}
