import type { PhoneNumber } from '@wl/shared';
import type { Db } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
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
  /** yyyy-MM-dd (date as text, so no time zone shifts it), null when the site did not ask. */
  birthday?: string | null;
}

/** Also the column list of the session cache's trigger (identity migration 063): keep them alike. */
const COLUMNS = `id, merchant_id, username, password_hash, type, status, parent_id, nickname, mobile_num,
  country_dialing_code, email, payee_name, verify_method, totp_secret, language, currency, first_login,
  password_changed_at, affiliate_code, birthday::text as birthday`;

/**
 * The caller of a call that needs no token (feedback, live chat): no token means a guest, but a
 * token that is sent must be good, so a page whose session ended learns it instead of carrying on
 * as a guest by surprise.
 */
export async function optionalMember(db: Db, token: string | null, merchantId: number): Promise<AccountRecord | null> {
  if (!token) return null;
  const s = await findSessionMember(db, token, merchantId);
  if (!s || s.account.status !== 'active') throw new AppError('TOKEN_INVALID');
  return s.account;
}

export interface SessionMember {
  sessionId: number;
  mustChangePassword: boolean;
  /** Epoch ms when the session ends. */
  expiresAt: number;
  account: AccountRecord;
}

/**
 * The member behind a live session token, with the session's flags, in one round trip. Only a
 * member of `merchantId` (the merchant of the host, or of the socket's host) is found: a token
 * used on another merchant's site finds nothing, like an unknown token (docs/TENANCY.md).
 * Requests look sessions up through the node's cache (session-cache.ts); this is its read.
 */
export async function findSessionMember(db: Db, token: string, merchantId: number): Promise<SessionMember | null> {
  if (!token || token.length > 100) return null;
  const cols = COLUMNS.split(',')
    .map((c) => `a.${c.trim()}`)
    .join(', ');
  const [row] = await db<(AccountRecord & { sessionId: string; sessionMustChange: boolean; sessionExpiresAt: Date; sessionStale: boolean })[]>`
    select s.id as session_id, s.must_change_password as session_must_change, s.expires_at as session_expires_at,
           s.last_seen_at < now() - interval '1 minute' as session_stale, ${db.unsafe(cols)}
    from sessions s join accounts a on a.id = s.account_id
    where s.token_hash = ${hashToken(token)} and s.revoked_at is null and s.expires_at > now()
      and a.merchant_id = ${merchantId}`;
  if (!row) return null;
  if (row.sessionStale) await markSessionSeen(db, Number(row.sessionId));
  const { sessionId, sessionMustChange, sessionExpiresAt, sessionStale: _stale, ...account } = row;
  return { sessionId: Number(sessionId), mustChangePassword: sessionMustChange, expiresAt: sessionExpiresAt.getTime(), account };
}

/** "Last seen" for the support console, written at most about once a minute per session. */
export async function markSessionSeen(db: Db, sessionId: number) {
  await db`update sessions set last_seen_at = now() where id = ${sessionId}`;
}

export async function findByUsername(db: Db, merchantId: number, username: string): Promise<AccountRecord | null> {
  const [a] = await db<AccountRecord[]>`
    select ${db.unsafe(COLUMNS)} from accounts where merchant_id = ${merchantId} and lower(username) = lower(${username})`;
  return a ?? null;
}

/**
 * The account of a normalised number (shared/src/phone.ts). Rows written before numbers were
 * normalised may spell the dialing code another way (`0063`), keep the trunk prefix (`0917...`)
 * or have no dialing code: they match too, after an exact match, oldest first.
 */
export async function findByPhone(db: Db, merchantId: number, phone: PhoneNumber): Promise<AccountRecord | null> {
  const [a] = await db<AccountRecord[]>`
    select ${db.unsafe(COLUMNS)} from accounts
    where merchant_id = ${merchantId} and mobile_num in (${phone.national}, ${`0${phone.national}`})
      and (country_dialing_code is null
        or '+' || ltrim(regexp_replace(country_dialing_code, '[^0-9]', '', 'g'), '0') = ${phone.dialingCode})
    order by coalesce(mobile_num = ${phone.national} and country_dialing_code = ${phone.dialingCode}, false) desc, id
    limit 1`;
  return a ?? null;
}

export async function findById(db: Db, id: number, forUpdate = false): Promise<AccountRecord | null> {
  const [a] = forUpdate
    ? await db<AccountRecord[]>`select ${db.unsafe(COLUMNS)} from accounts where id = ${id} for update`
    : await db<AccountRecord[]>`select ${db.unsafe(COLUMNS)} from accounts where id = ${id}`;
  return a ?? null;
}
