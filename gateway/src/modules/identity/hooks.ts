import type { Ctx } from '../../context.js';
import type { Db, Tx } from '../../db/index.js';

/**
 * What identity tells the modules above it, and asks of them, without importing them: app.ts
 * fills these at start (wireHooks), so the agent centre and the referral programme stand above
 * identity and registration reaches them all the same (docs/ARCHITECTURE.md "Hooks").
 */

/** An account just written by insertAccount (every way of registering: form, social, trial, an agent's downline). */
export interface Registered {
  id: number;
  merchantId: number;
  parentId: number | null;
  type: number;
}

export interface Referrer {
  id: number;
  code: string;
}

/** The referral programme (engage/referral.ts) as registration uses it. */
export interface ReferralCodes {
  /** The referrer behind a code of this site, or INVITATION_CODE_INVALID (spends the enumeration budget). */
  findReferrer(ctx: Ctx, merchantId: number, code: string, ip: string): Promise<Referrer>;
  /** Whether `code` is a member's referral code of this site. */
  isReferralCode(db: Db, merchantId: number, code: string): Promise<boolean>;
  /** Records the new account under its referrer, in the registration's transaction. */
  recordReferral(tx: Tx, merchantId: number, accountId: number, referrer: Referrer): Promise<void>;
}

const unwired: ReferralCodes = {
  findReferrer: () => Promise.reject(new Error('identityHooks.referrals is not wired (app.ts)')),
  isReferralCode: () => Promise.reject(new Error('identityHooks.referrals is not wired (app.ts)')),
  recordReferral: () => Promise.reject(new Error('identityHooks.referrals is not wired (app.ts)')),
};

export const identityHooks: {
  /** In the registration's transaction, once the account row is written, in order. */
  onRegistered: ((tx: Tx, account: Registered) => Promise<void>)[];
  referrals: ReferralCodes;
} = { onRegistered: [], referrals: unwired };
