import { isAgentType, isTrialType, type MemberInfo } from '@wl/shared';
import type { Db } from '../../db/index.js';
import type { Merchant } from '../site/settings.js';
import { walletFor } from '../wallet/ledger.js';
import { hashToken } from './secrets.js';

export interface AccountRecord {
  id: string;
  merchantId: number;
  username: string;
  passwordHash: string;
  type: number;
  status: 'active' | 'disabled';
  parentId: string | null;
  nickname: string;
  mobileNum: string | null;
  countryDialingCode: string | null;
  email: string | null;
  payeeName: string | null;
  verifyMethod: 'SMS' | 'EMAIL' | 'BANK_NAME' | 'TOTP' | null;
  totpSecret: string | null;
  language: string;
  currency: string;
  firstLogin: boolean;
  passwordChangedAt: Date;
  affiliateCode: string | null;
}

const COLUMNS = `id, merchant_id, username, password_hash, type, status, parent_id, nickname, mobile_num,
  country_dialing_code, email, payee_name, verify_method, totp_secret, language, currency, first_login,
  password_changed_at, affiliate_code`;

/** The member behind a live session token, with the session's flags, in one round trip. */
export async function findSessionMember(
  db: Db,
  token: string,
): Promise<{ sessionId: number; mustChangePassword: boolean; account: AccountRecord } | null> {
  if (!token || token.length > 100) return null;
  const cols = COLUMNS.split(',').map((c) => `a.${c.trim()}`).join(', ');
  const [row] = await db<(AccountRecord & { sessionId: string; sessionMustChange: boolean; sessionStale: boolean })[]>`
    select s.id as session_id, s.must_change_password as session_must_change,
           s.last_seen_at < now() - interval '1 minute' as session_stale, ${db.unsafe(cols)}
    from sessions s join accounts a on a.id = s.account_id
    where s.token_hash = ${hashToken(token)} and s.revoked_at is null and s.expires_at > now()`;
  if (!row) return null;
  // "Last seen" for the support console, written at most once a minute per session.
  if (row.sessionStale) await db`update sessions set last_seen_at = now() where id = ${row.sessionId}`;
  const { sessionId, sessionMustChange, sessionStale: _stale, ...account } = row;
  return { sessionId: Number(sessionId), mustChangePassword: sessionMustChange, account };
}

export async function findByUsername(db: Db, merchantId: number, username: string): Promise<AccountRecord | null> {
  const [a] = await db<AccountRecord[]>`
    select ${db.unsafe(COLUMNS)} from accounts where merchant_id = ${merchantId} and lower(username) = lower(${username})`;
  return a ?? null;
}

export async function findByMobile(db: Db, merchantId: number, dialing: string | undefined, mobile: string): Promise<AccountRecord | null> {
  const [a] = await db<AccountRecord[]>`
    select ${db.unsafe(COLUMNS)} from accounts
    where merchant_id = ${merchantId} and mobile_num = ${mobile}
      and (${dialing ?? null}::text is null or country_dialing_code = ${dialing ?? null})
    order by id limit 1`;
  return a ?? null;
}

export async function findById(db: Db, id: number, forUpdate = false): Promise<AccountRecord | null> {
  const [a] = forUpdate
    ? await db<AccountRecord[]>`select ${db.unsafe(COLUMNS)} from accounts where id = ${id} for update`
    : await db<AccountRecord[]>`select ${db.unsafe(COLUMNS)} from accounts where id = ${id}`;
  return a ?? null;
}

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
    currency: wallet?.currency ?? account.currency,
    currencySymbol: trial ? 'PLAY' : merchant.settings.currencySymbol,
    unreadMessages: 0,
    availablePromoCount: 0,
    hasVip: false,
    vipLevel: 0,
    email: account.email,
    mobileNum: account.mobileNum,
    language: account.language,
    merchantCode: merchant.code,
    firstTimeLogin: account.firstLogin,
    affiliateCode: isAgentType(account.type) ? account.affiliateCode : null,
  };
}

export const maskEmail = (e: string) => e.replace(/^(.)(.*)(@.*)$/, (_, a: string, b: string, c: string) => `${a}${'•'.repeat(Math.min(b.length, 6))}${c}`);
export const maskMobile = (m: string) => `•••• ${m.slice(-4)}`;
