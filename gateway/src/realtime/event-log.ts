import type { EventPayloads, EventType, LoggedEvent } from '@wl/shared';
import type { Db, Tx } from '../db/index.js';
import { markEventsWritten } from '../db/commit-signal.js';
import { countAppended } from '../metrics/metrics.js';

/** The channel a node notifies after committing events; every node's relay listens to it. */
export const EVENTS_CHANNEL = 'wl_events';

/**
 * Appends a per-user event inside the caller's transaction, so the event exists exactly when
 * the change that caused it does: no event without its change, no change without its event. Only the account's own sequence row is
 * locked, so unrelated accounts never wait on each other; the relay's cursor (relay.ts) is
 * what keeps delivery lossless without a global lock. The transaction is marked so that its
 * commit wakes the relays (db/commit-signal.ts, realtime/wake.ts): no caller has to remember to.
 */
export async function appendEvent<T extends EventType>(tx: Tx, accountId: number, type: T, payload: EventPayloads[T]): Promise<number> {
  const [row] = await tx<{ seq: string }[]>`
    with s as (
      insert into account_event_seq (account_id, last_seq) values (${accountId}, 1)
      on conflict (account_id) do update set last_seq = account_event_seq.last_seq + 1
      returning last_seq
    )
    insert into events (account_id, seq, type, payload)
    select ${accountId}, last_seq, ${type}, ${tx.json(payload as never)} from s
    returning seq`;
  markEventsWritten(tx, accountId);
  countAppended(type);
  return Number(row!.seq);
}

export interface EventRow {
  txid: string;
  accountId: string;
  seq: string;
  type: EventType;
  payload: EventPayloads[EventType];
  createdAt: Date;
}

/** A row as the event it was: appendEvent stores a type with its own payload, so the pair holds. */
export const toLogged = (r: Pick<EventRow, 'seq' | 'type' | 'payload' | 'createdAt'>): LoggedEvent =>
  ({
    seq: Number(r.seq),
    type: r.type,
    payload: r.payload,
    at: r.createdAt.toISOString(),
  }) as LoggedEvent;

/** The account's newest sequence (0 before its first event). */
export async function lastSeqOf(db: Db, accountId: number): Promise<number> {
  const [row] = await db<{ lastSeq: string }[]>`select last_seq from account_event_seq where account_id = ${accountId}`;
  return row ? Number(row.lastSeq) : 0;
}

/**
 * Parses, in place, a `payload` read as `payload::text`. Read as jsonb, the pool's camel
 * transform would walk every value and rebuild it key by key (postgres.camel renames JSON keys
 * too); payloads are written from camelCase objects already, and on the relay's path that walk
 * was the biggest cost per event after the socket write itself.
 */
export function withPayloads<R extends { payload: unknown }>(rows: R[]): R[] {
  for (const r of rows) if (typeof r.payload === 'string') r.payload = JSON.parse(r.payload);
  return rows;
}

/** What a reconnecting client missed, oldest first, one page at a time. */
export async function eventsAfter(db: Db, accountId: number, lastSeq: number, limit: number): Promise<EventRow[]> {
  return withPayloads(
    await db<EventRow[]>`
    select account_id, seq, type, payload::text as payload, created_at from events
    where account_id = ${accountId} and seq > ${lastSeq} order by seq limit ${limit}`,
  );
}
