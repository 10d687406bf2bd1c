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

/** One session token to look up, on the merchant of the host it came to. */
export interface SessionAsk {
  token: string;
  merchantId: number;
}

const SESSION_COLUMNS = COLUMNS.split(',')
  .map((c) => `a.${c.trim()}`)
  .join(', ');

/**
 * The members behind live session tokens, with each session's flags, in one round trip for all
 * of them (answers in the order asked; null for none). Only a member of the ask's `merchantId`
 * (the merchant of the host, or of the socket's host) is found: a token used on another
 * merchant's site finds nothing, like an unknown token (docs/TENANCY.md). Requests look sessions
 * up through the node's cache (session-cache.ts), which batches its misses into this read.
 */
export async function findSessionMembers(db: Db, asks: readonly SessionAsk[]): Promise<(SessionMember | null)[]> {
  const valid = asks.map((a) => Boolean(a.token) && a.token.length <= 100);
  const rows = await db<(AccountRecord & { ask: number; sessionId: string; sessionMustChange: boolean; sessionExpiresAt: Date; sessionStale: boolean })[]>`
    select q.ask::int as ask, s.id as session_id, s.must_change_password as session_must_change,
           s.expires_at as session_expires_at, s.last_seen_at < now() - interval '1 minute' as session_stale, ${db.unsafe(SESSION_COLUMNS)}
    from unnest(${asks.map((a, i) => (valid[i] ? hashToken(a.token).toString('hex') : ''))}::text[], ${asks.map((a) => a.merchantId)}::bigint[])
      with ordinality as q(hash, merchant_id, ask)
    join sessions s on s.token_hash = decode(q.hash, 'hex')
    join accounts a on a.id = s.account_id
    where q.hash <> '' and s.revoked_at is null and s.expires_at > now() and a.merchant_id = q.merchant_id`;
  const found: (SessionMember | null)[] = asks.map(() => null);
  const stale: number[] = [];
  for (const row of rows) {
    const { ask, sessionId, sessionMustChange, sessionExpiresAt, sessionStale, ...account } = row;
    if (sessionStale) stale.push(Number(sessionId));
    found[ask - 1] = { sessionId: Number(sessionId), mustChangePassword: sessionMustChange, expiresAt: sessionExpiresAt.getTime(), account };
  }
  if (stale.length) await markSessionsSeen(db, stale);
  return found;
}

export async function findSessionMember(db: Db, token: string, merchantId: number): Promise<SessionMember | null> {
  if (!token || token.length > 100) return null;
  const [found] = await findSessionMembers(db, [{ token, merchantId }]);
  return found ?? null;
}

/** "Last seen" for the support console, written at most about once a minute per session. */
export async function markSessionsSeen(db: Db, sessionIds: number[]) {
  await db`update sessions set last_seen_at = now() where id = any(${sessionIds}::bigint[])`;
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
