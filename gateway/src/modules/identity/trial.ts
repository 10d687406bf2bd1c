import { TRIAL_TYPE, type LoginValue } from '@wl/shared';
import { randomBytes } from 'node:crypto';
import type { Ctx } from '../../context.js';
import { AppError } from '../../http/errors.js';
import type { Merchant } from '../site/settings.js';
import { postHouseTransfer } from '../wallet/ledger.js';
import { findById } from '../accounts/accounts.js';
import { completeLogin, type ClientInfo } from './sign-in.js';
import { insertAccount, NO_SIGN_UP_DETAILS } from './register.js';
import { hashPassword } from '../accounts/secrets.js';

export const PLAY_CURRENCY = 'PLAY';

/**
 * Free play: a fresh trial account (type 4) with a play-money wallet. It has no usable
 * password; its only way in is the session returned here.
 */
export async function freePlayLogin(ctx: Ctx, merchant: Merchant, client: ClientInfo): Promise<LoginValue> {
  if (merchant.settings.maintenance) throw new AppError('MAINTENANCE');
  if (!ctx.merchants.flags(merchant).FREE_PLAY) throw new AppError('FEATURE_DISABLED');
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  return ctx.sql.begin(async (tx) => {
    const username = `trial_${randomBytes(5).toString('hex')}`;
    const id = await insertAccount(
      tx,
      merchant,
      {
        username,
        passwordHash,
        parentId: null,
        ...NO_SIGN_UP_DETAILS,
        registerMethod: 'FREEPLAY',
      },
      TRIAL_TYPE,
    );
    await postHouseTransfer(tx, {
      key: `trial-grant:${id}`,
      kind: 'trial-grant',
      merchantId: merchant.id,
      accountId: id,
      wallet: 'play',
      currency: PLAY_CURRENCY,
      amount: merchant.settings.trialStartingBalance,
    });
    const account = (await findById(tx, id))!;
    return completeLogin(ctx, tx, merchant, account, { remember: false, client, viaSms: false, mustChange: false });
  });
}
