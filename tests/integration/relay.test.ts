import { describe, expect, inject, it } from 'vitest';
import pino from 'pino';
import { useSite } from '../support/site.js';
import { createAccount } from '../support/factories.js';
import { appendEvent, type EventRow } from '../../gateway/src/realtime/event-log.js';
import { EventRelay } from '../../gateway/src/realtime/relay.js';

const { gw, site } = useSite();

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/**
 * The embedded fallback has one connection: transactions cannot overlap there, so there is no
 * concurrency to test and a transaction held open would hold everyone.
 */
const embedded = inject('databaseMaxConnections') === 1;

describe('event log and relay', () => {
  it.skipIf(embedded)('appends for unrelated accounts never wait on each other', async () => {
    const a = await createAccount(gw.sql, site.id);
    const b = await createAccount(gw.sql, site.id);
    let releaseA!: () => void;
    let aAppended!: () => void;
    const appendedA = new Promise<void>((r) => (aAppended = r));
    const txA = gw.sql.begin(async (tx) => {
      await appendEvent(tx, a.id, 'unread:changed', { unreadMessages: 1 });
      aAppended();
      await new Promise<void>((r) => (releaseA = r)); // A's transaction stays open
    });
    await appendedA;
    // With a global append lock B would wait for A and hit the lock timeout.
    const seqB = await gw.sql.begin(async (tx) => {
      await tx`set local lock_timeout = '2s'`;
      return appendEvent(tx, b.id, 'unread:changed', { unreadMessages: 1 });
    });
    expect(seqB).toBe(1);
    releaseA();
    await txA;
  });

  it('under many concurrent writers, no committed event is missed or pushed twice, and none that rolled back is pushed', async () => {
    const accounts = await Promise.all(Array.from({ length: 12 }, () => createAccount(gw.sql, site.id)));
    const lateAccount = await createAccount(gw.sql, site.id);
    const relay = new EventRelay(gw.sql, pino({ level: 'silent' }), { pollMs: 20, batch: 50 });
    const pushed: EventRow[] = [];
    relay.events$.subscribe((r) => pushed.push(r));
    await relay.start();

    const committed = new Set<string>();
    // A transaction that takes an early id and commits last: an id cursor would skip it. (Its
    // account is its own: writers to the same account would queue behind it, by design.)
    let releaseLate = () => {};
    let lateAppended!: () => void;
    const lateReady = new Promise<void>((r) => (lateAppended = r));
    const late = gw.sql.begin(async (tx) => {
      const seq = await appendEvent(tx, lateAccount.id, 'unread:changed', { unreadMessages: -1 });
      lateAppended();
      if (!embedded) await new Promise<void>((r) => (releaseLate = r));
      return `${lateAccount.id}:${seq}`;
    });
    await lateReady;

    const writer = async (w: number) => {
      for (let i = 0; i < 15; i++) {
        const acct = accounts[(w * 7 + i) % accounts.length]!.id;
        const rollBack = (w + i) % 5 === 0;
        try {
          const key = await gw.sql.begin(async (tx) => {
            const seq = await appendEvent(tx, acct, 'unread:changed', { unreadMessages: w * 100 + i });
            if ((w + i) % 3 === 0) await sleep(5 + ((w * i) % 20)); // commit later than others
            if (rollBack) throw new Error('roll back');
            return `${acct}:${seq}`;
          });
          committed.add(key);
        } catch (err) {
          if ((err as Error).message !== 'roll back') throw err;
        }
      }
    };
    await Promise.all(Array.from({ length: 16 }, (_, w) => writer(w)));
    releaseLate();
    committed.add(await late);

    const mine = new Set([...accounts, lateAccount].map((a) => a.id));
    const ours = () => pushed.filter((r) => mine.has(Number(r.accountId)));
    for (let i = 0; i < 500 && ours().length < committed.size; i++) await sleep(20);
    await sleep(200); // anything pushed twice would show up by now
    await relay.stop();

    const keys = ours().map((r) => `${r.accountId}:${r.seq}`);
    expect(new Set(keys).size).toBe(keys.length); // never twice
    expect(new Set(keys)).toEqual(committed); // never missed, never a rolled-back one
    // Each account's events are handed on in sequence order, 1, 2, 3, ...
    for (const a of [...accounts, lateAccount]) {
      const seqs = ours()
        .filter((r) => Number(r.accountId) === a.id)
        .map((r) => Number(r.seq));
      expect(seqs).toEqual(seqs.map((_, i) => i + 1));
    }
  });
});
