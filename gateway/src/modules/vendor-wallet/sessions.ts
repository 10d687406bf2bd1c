import { createHash, randomBytes } from 'node:crypto';
import type { Db, Tx } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import type { PlayerSession } from './wallet.js';

/**
 * Game sessions: what a launched game plays with. The vendor holds a random token; we keep its
 * sha256 only. A session names the member, the merchant, the vendor, the game and the book, so a
 * vendor call never needs the merchant of the Host header, and a token only works for the vendor
 * credential of that merchant. Tokens are short-lived (GAME_SESSION_MINUTES of idle time, renewed
 * by each accepted balance or stake, never past SESSION_MAX_HOURS after launch) and a relaunch of
 * the same vendor's game ends the member's earlier ones.
 */

/** However busy the play, a token is replaced by a new launch at least this often. */
export const SESSION_MAX_HOURS = 12;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function openGameSession(
  tx: Tx,
  s: Omit<PlayerSession, 'sessionId'>,
  minutes: number,
): Promise<{ token: string; sessionId: number; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const [row] = await tx<{ id: string; expiresAt: Date }[]>`
    insert into game_sessions (token_hash, account_id, merchant_id, node_id, vendor_code, book, currency, expires_at)
    values (${hashToken(token)}, ${s.accountId}, ${s.merchantId}, ${s.nodeId}, ${s.vendor}, ${s.book}, ${s.currency},
            now() + make_interval(mins => ${minutes}))
    returning id, expires_at`;
  return { token, sessionId: Number(row!.id), expiresAt: row!.expiresAt };
}

interface SessionRow {
  id: string;
  accountId: string;
  merchantId: number;
  nodeId: string;
  vendorCode: string;
  book: 'real' | 'play';
  currency: string;
  expired: boolean;
  active: boolean;
}

const toSession = (r: SessionRow): PlayerSession => ({
  sessionId: Number(r.id),
  accountId: Number(r.accountId),
  merchantId: r.merchantId,
  nodeId: Number(r.nodeId),
  vendor: r.vendorCode,
  book: r.book,
  currency: r.currency,
});

/** Who calls: the vendor and the merchant its credential belongs to (vendor-wallet/signature.ts). */
export interface Caller {
  vendor: string;
  merchantId: number;
}

/**
 * The session of a token of this vendor on this merchant, live or not (null: no such token for
 * this caller). A token of another merchant is unknown here, whoever signed the call.
 */
async function findSession(db: Db, c: Caller, token: string): Promise<SessionRow | null> {
  const [row] = await db<SessionRow[]>`
    select s.id, s.account_id, s.merchant_id, s.node_id, s.vendor_code, s.book, s.currency,
           s.expires_at <= now() as expired, a.status = 'active' as active
    from game_sessions s join accounts a on a.id = s.account_id
    where s.token_hash = ${hashToken(token)} and s.vendor_code = ${c.vendor} and s.merchant_id = ${c.merchantId}`;
  return row ?? null;
}

/**
 * For balance and debit: the token must be this caller's, live, and its member active. Each
 * accepted use pushes the idle expiry `minutes` ahead (at most SESSION_MAX_HOURS after launch);
 * the write is skipped while the expiry is still more than half a lifetime away.
 */
export async function liveSession(db: Db, c: Caller, token: string, minutes?: number): Promise<PlayerSession> {
  const row = await findSession(db, c, token);
  if (!row || !row.active) throw new AppError('PLAYER_TOKEN_INVALID');
  if (row.expired) throw new AppError('PLAYER_TOKEN_EXPIRED');
  if (minutes) {
    await db`
      update game_sessions set expires_at = least(created_at + make_interval(hours => ${SESSION_MAX_HOURS}), now() + make_interval(mins => ${minutes}))
      where id = ${row.id} and expires_at > now() and expires_at < now() + make_interval(secs => ${minutes * 30})`;
  }
  return toSession(row);
}

/** For credit and rollback, which must work after the token expired: whatever the token names, if anything. */
export async function anySession(db: Db, c: Caller, token: string | undefined): Promise<PlayerSession | null> {
  const row = token ? await findSession(db, c, token) : null;
  return row ? toSession(row) : null;
}

/**
 * A relaunch: the member's earlier, still live sessions of this vendor end now, so their tokens
 * can no longer stake (PLAYER_TOKEN_EXPIRED). Rounds they already debited still settle: a credit
 * or rollback finds its player through the bet.
 */
export async function endVendorSessions(tx: Tx, accountId: number, vendor: string): Promise<number> {
  const ended = await tx`
    update game_sessions set expires_at = now()
    where account_id = ${accountId} and vendor_code = ${vendor} and expires_at > now()`;
  return ended.count;
}

/** The session a debit was booked under: a win finds its player through the bet, not the token. */
export async function betSession(db: Db, c: Caller, betTxId: string): Promise<PlayerSession | null> {
  const [row] = await db<{ sessionId: string | null; accountId: string; merchantId: number; nodeId: string; book: 'real' | 'play'; currency: string }[]>`
    select session_id, account_id, merchant_id, node_id, book, currency from vendor_transactions
    where vendor_code = ${c.vendor} and tx_id = ${betTxId} and kind = 'debit' and merchant_id = ${c.merchantId}`;
  if (!row) return null;
  return {
    sessionId: row.sessionId === null ? null : Number(row.sessionId),
    accountId: Number(row.accountId),
    merchantId: row.merchantId,
    nodeId: Number(row.nodeId),
    vendor: c.vendor,
    book: row.book,
    currency: row.currency,
  };
}

/** Players in a game right now (sessions not yet expired), for the lobby's live counts. */
export async function livePlayers(db: Db, nodeIds: number[]): Promise<Map<number, number>> {
  const rows = await db<{ nodeId: string; n: number }[]>`
    select node_id, count(distinct account_id)::int as n from game_sessions
    where node_id = any(${nodeIds}::bigint[]) and expires_at > now() group by node_id`;
  return new Map(rows.map((r) => [Number(r.nodeId), r.n]));
}
