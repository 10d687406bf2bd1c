import { REPLAY_EXPORT_MAX, REPLAY_RANGE_MAX_DAYS, type ReplayEvent } from '@wl/shared';
import type { Db } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import { parseRange } from '../wallet/records.js';

/**
 * Support replay (docs/REPLAY.md): the events one account was sent, read back from the event log
 * (realtime/event-log.ts) by time range, oldest first, paged by sequence. Every read names the
 * merchant: another merchant's account is NOT_FOUND, exactly like one that does not exist.
 */

const DAY_MS = 86_400_000;

export interface ReplayRange {
  from: Date;
  to: Date;
  types: string[] | null;
}

/** `to` defaults to now, `from` to 24 hours before `to`; at most REPLAY_RANGE_MAX_DAYS wide. */
export function replayRange(q: { from?: string; to?: string; types?: string }, now = new Date()): ReplayRange {
  const r = parseRange(q.from, q.to);
  const to = r.to ?? now;
  const from = r.from ?? new Date(to.getTime() - DAY_MS);
  if (from.getTime() >= to.getTime()) throw new AppError('DATE_RANGE_INVALID');
  if (to.getTime() - from.getTime() > REPLAY_RANGE_MAX_DAYS * DAY_MS) throw new AppError('DATE_RANGE_INVALID', { maxDays: REPLAY_RANGE_MAX_DAYS });
  const types = q.types ? [...new Set(q.types.split(','))] : null;
  return { from, to, types };
}

export interface ReplayAccount {
  id: number;
  username: string;
  type: number;
  currency: string;
}

export async function replayAccount(db: Db, merchantId: number, accountId: number): Promise<ReplayAccount | null> {
  const [a] = await db<{ id: string; username: string; type: number; currency: string | null }[]>`
    select a.id, a.username, a.type,
           (select w.currency from wallets w where w.account_id = a.id and w.kind in ('real', 'play') order by w.kind = 'real' desc limit 1) as currency
    from accounts a where a.id = ${accountId} and a.merchant_id = ${merchantId}`;
  return a ? { id: Number(a.id), username: a.username, type: a.type, currency: a.currency ?? '' } : null;
}

interface Row {
  seq: string;
  type: string;
  payload: unknown;
  createdAt: Date;
}
const toEvent = (r: Row): ReplayEvent => ({ seq: Number(r.seq), type: r.type, payload: r.payload, at: new Date(r.createdAt).toISOString() });

/** Up to `limit` events of the range after `afterSeq`, and whether more follow. */
export async function replayEvents(db: Db, accountId: number, range: ReplayRange, afterSeq: number, limit: number) {
  const rows = await db<Row[]>`
    select seq, type, payload, created_at from events
    where account_id = ${accountId} and created_at >= ${range.from} and created_at < ${range.to} and seq > ${afterSeq}
      ${range.types ? db`and type = any(${range.types}::text[])` : db``}
    order by seq limit ${limit + 1}`;
  const more = rows.length > limit;
  const events = rows.slice(0, limit).map(toEvent);
  return { events, more, nextAfterSeq: more ? events[events.length - 1]!.seq : null };
}

/**
 * The sign-ins of the range, oldest first, as `session:started` entries: a login is kept in the
 * sessions table (when, from which address), not in the event stream the member is pushed.
 */
export async function replaySignIns(db: Db, accountId: number, range: ReplayRange, limit: number): Promise<ReplayEvent[]> {
  if (range.types && !range.types.includes('session:started')) return [];
  const rows = await db<{ id: string; ip: string; createdAt: Date }[]>`
    select id, ip, created_at from sessions
    where account_id = ${accountId} and created_at >= ${range.from} and created_at < ${range.to}
    order by created_at, id limit ${limit}`;
  return rows.map((r) => ({
    seq: -Number(r.id),
    type: 'session:started',
    payload: { sessionId: Number(r.id), ip: r.ip },
    at: new Date(r.createdAt).toISOString(),
  }));
}

/**
 * Where the member's header stood when the range began: the newest main-wallet balance and the
 * newest unread count before `from` (each at most one row), so a replay of the last hour does not
 * start from an empty header.
 */
export async function stateBefore(db: Db, accountId: number, from: Date): Promise<ReplayEvent[]> {
  const rows = await db<Row[]>`
    (select seq, type, payload, created_at from events
     where account_id = ${accountId} and created_at < ${from} and type = 'balance:changed'
       and coalesce(payload->>'wallet', 'real') in ('real', 'play')
     order by created_at desc, seq desc limit 1)
    union all
    (select seq, type, payload, created_at from events
     where account_id = ${accountId} and created_at < ${from} and type = 'unread:changed'
     order by created_at desc, seq desc limit 1)`;
  return rows.map(toEvent).sort((a, b) => a.seq - b.seq);
}

/** The whole range for a download, cut at REPLAY_EXPORT_MAX (and said so). */
export async function exportEvents(db: Db, accountId: number, range: ReplayRange, max = REPLAY_EXPORT_MAX) {
  const { events, more } = await replayEvents(db, accountId, range, 0, max);
  return { events, truncated: more };
}
