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
  const wallet = await walletFor(db, Number(account.id), trial ? 'play' : 'real');
  return {
    id: Number(account.id),
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
    // The same derived count as CSP_unreadCount (docs/MESSAGES.md); trial users load no messages: a trial has no inbox.
    unreadMessages: trial ? 0 : await unreadCount(db, merchant.id, Number(account.id)),
    // Live promotions whose status for this member is Join or Claim (docs/PROMOTIONS.md).
    availablePromoCount: trial ? 0 : await availablePromoCount(db, merchant, Number(account.id)),
    // Derived from lifetime valid bets and deposits (docs/VIP.md); trial users are never VIP.
    ...(trial ? { hasVip: false, vipLevel: 0 } : await memberInfoVip(db, merchant, Number(account.id))),
    email: account.email,
    mobileNum: account.mobileNum,
    language: account.language,
    merchantCode: merchant.code,
    firstTimeLogin: account.firstLogin,
    affiliateCode: isAgentType(account.type) ? account.affiliateCode : null,
    birthday: account.birthday ?? null,
  };
}
