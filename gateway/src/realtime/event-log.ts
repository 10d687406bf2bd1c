import type { EventPayloads, EventType, LoggedEvent } from '@wl/shared';
import type { Db, Tx } from '../db/index.js';

/**
 * Appends a per-user event inside the caller's transaction, so the event exists exactly when
 * the change that caused it does (DESIGN decision 4). The transaction-scoped advisory lock
 * makes event ids commit in id order, which lets the relay read the log with a plain
 * "id > last seen" cursor without ever skipping a row that committed late.
 */
export async function appendEvent<T extends EventType>(tx: Tx, accountId: number, type: T, payload: EventPayloads[T]): Promise<number> {
  await tx`select pg_advisory_xact_lock(7243002)`;
  const [row] = await tx<{ lastSeq: string }[]>`
    insert into account_event_seq (account_id, last_seq) values (${accountId}, 1)
    on conflict (account_id) do update set last_seq = account_event_seq.last_seq + 1
    returning last_seq`;
  const seq = Number(row!.lastSeq);
  await tx`insert into events (account_id, seq, type, payload) values (${accountId}, ${seq}, ${type}, ${tx.json(payload as never)})`;
  return seq;
}

export interface EventRow {
  id: string;
  accountId: string;
  seq: string;
  type: EventType;
  payload: EventPayloads[EventType];
  createdAt: Date;
}

export const toLogged = (r: EventRow): LoggedEvent => ({
  seq: Number(r.seq),
  type: r.type,
  payload: r.payload,
  at: r.createdAt.toISOString(),
});

/** What a reconnecting client missed, oldest first. */
export async function eventsAfter(db: Db, accountId: number, lastSeq: number, limit = 500): Promise<EventRow[]> {
  return db<EventRow[]>`
    select id, account_id, seq, type, payload, created_at from events
    where account_id = ${accountId} and seq > ${lastSeq} order by seq limit ${limit}`;
}
