import { AppError } from '../../http/errors.js';
import type { Db } from '../../db/index.js';
import type { MemberAuth } from '../../context.js';
import { assertNotLocked, clearFailures, countFailure, memberLockKey } from '../identity/lockout.js';
import { verifyPassword } from '../accounts/secrets.js';

/**
 * Spending points asks for the login password: points are money. Guesses count against
 * the same per-account lock as login and change password (identity/lockout.ts), so a stolen
 * session is no unlimited password oracle: a locked account is refused before any hash is computed.
 */
export async function checkLoginPassword(db: Db, merchantId: number, auth: MemberAuth, password: string) {
  const lockKey = memberLockKey(merchantId, auth.account.username);
  await assertNotLocked(db, lockKey);
  if (!(await verifyPassword(auth.account.passwordHash, password))) {
    await countFailure(db, lockKey);
    throw new AppError('POINTS_PASSWORD_WRONG', { fields: { password: 'POINTS_PASSWORD_WRONG' } });
  }
  await clearFailures(db, lockKey);
}
