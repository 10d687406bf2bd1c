import { isAgentType, isTrialType, type MemberInfo } from '@wl/shared';
import type { Db } from '../../db/index.js';
import type { AccountRecord } from '../accounts/accounts.js';
import type { Merchant } from '../site/settings.js';
import { walletFor } from '../wallet/ledger.js';
import { unreadCount } from '../messages/counts.js';
import { availablePromoCount } from '../promotions/catalogue.js';
import { memberInfoVip } from '../vip/levels.js';

/*
 * Composition: the member info reads the wallet, the inbox, the promotions and the VIP level, so
 * it stands above all of them (and identity, which answers it at sign-in, stands above it).
 */

/** The member data the client shows: account fields plus the live wallet balance. */
export async function memberInfo(db: Db, account: AccountRecord, merchant: Merchant): Promise<MemberInfo> {
  const trial = isTrialType(account.type);
  const id = Number(account.id);
  // Independent reads, sent together: in a transaction they go down its one connection as a
  // pipeline (one round trip), which every login and member-info call pays for.
  const [wallet, unreadMessages, availablePromos, vip, deposited] = await Promise.all([
    walletFor(db, id, trial ? 'play' : 'real'),
    // The same derived count as CSP_unreadCount (docs/MESSAGES.md); a trial has no inbox.
    trial ? 0 : unreadCount(db, merchant.id, id),
    // Live promotions whose status for this member is Join or Claim (docs/PROMOTIONS.md).
    trial ? 0 : availablePromoCount(db, merchant, id),
    // Derived from lifetime valid bets and deposits (docs/VIP.md); trial users are never VIP.
    trial ? { hasVip: false, vipLevel: 0 } : memberInfoVip(db, merchant, id),
    // Whether the welcome card still offers the first deposit (docs/PROMOTIONS.md "Welcome offer").
    trial ? false : hasPaidDeposit(db, merchant.id, id),
  ]);
  return {
    id,
    account: account.username,
    userName: account.username,
    nickname: account.nickname || account.username,
    type: account.type,
    isAgent: isAgentType(account.type),
    isTrial: trial,
    balance: wallet ? Number(wallet.balance) : 0,
    balanceVersion: wallet ? Number(wallet.version) : 0,
    currency: wallet?.currency ?? account.currency,
    currencySymbol: trial ? 'PLAY' : merchant.settings.currencySymbol,
    unreadMessages,
    availablePromoCount: availablePromos,
    ...vip,
    email: account.email,
    mobileNum: account.mobileNum,
    language: account.language,
    merchantCode: merchant.code,
    firstTimeLogin: account.firstLogin,
    affiliateCode: isAgentType(account.type) ? account.affiliateCode : null,
    birthday: account.birthday ?? null,
    hasDeposited: deposited,
  };
}

/** One paid deposit order is enough; the account's orders are few and indexed by account. */
async function hasPaidDeposit(db: Db, merchantId: number, accountId: number): Promise<boolean> {
  const [row] = await db`select 1 from deposit_orders where account_id = ${accountId} and merchant_id = ${merchantId} and status = 'paid' limit 1`;
  return !!row;
}
