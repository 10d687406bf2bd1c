import { describe, expect, inject, it } from 'vitest';
import pino from 'pino';
import postgres from 'postgres';
import type { Sql } from '@wl/gateway';
import { useSite } from '../support/site.js';
import { createAccount, houseMove } from '../support/factories.js';
import { testDatabaseUrl } from '../support/database.js';
import { connectSocket, nextEvent } from '../support/socket.js';
import { member } from './promotions-fixtures.js';
import { appendEvent, type EventRow } from '../../gateway/src/realtime/event-log.js';
import { EventRelay } from '../../gateway/src/realtime/relay.js';
import { withCommitSignal } from '../../gateway/src/db/commit-signal.js';

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

  it.skipIf(embedded)('woken by commits, hands on every event once and in order, while an old transaction holds the scan back', async () => {
    const { sql, commits$ } = withCommitSignal(postgres(await testDatabaseUrl(), { max: 20, onnotice: () => {}, transform: postgres.camel }) as unknown as Sql);
    const accounts = await Promise.all(Array.from({ length: 8 }, () => createAccount(gw.sql, site.id)));
    // A scan every minute: within this test only the wake-ups can hand anything on.
    const relay = new EventRelay(sql, pino({ level: 'silent' }), { pollMs: 60_000, wake$: commits$, listen: false });
    const pushed: EventRow[] = [];
    relay.events$.subscribe((r) => pushed.push(r));
    await relay.start();
    // A transaction with an id of its own, left open on the same server: the scan cannot pass it.
    let release = () => {};
    const old = sql.begin(async (tx) => {
      await tx`select pg_current_xact_id()`;
      await new Promise<void>((r) => (release = r));
    });
    try {
      const committed = new Set<string>();
      await Promise.all(
        Array.from({ length: 10 }, async (_, w) => {
          for (let i = 0; i < 12; i++) {
            const acct = accounts[(w * 3 + i) % accounts.length]!.id;
            const rollBack = (w + i) % 4 === 0;
            try {
              const key = await sql.begin(async (tx) => {
                const seq = await appendEvent(tx, acct, 'unread:changed', { unreadMessages: w * 100 + i });
                if ((w + i) % 3 === 0) await sleep(3 + ((w * i) % 9));
                if (rollBack) throw new Error('roll back');
                return `${acct}:${seq}`;
              });
              committed.add(key);
            } catch (err) {
              if ((err as Error).message !== 'roll back') throw err;
            }
          }
        }),
      );
      for (let i = 0; i < 250 && pushed.length < committed.size; i++) await sleep(20);
      await sleep(200); // anything pushed twice would show up by now
      const keys = pushed.map((r) => `${r.accountId}:${r.seq}`);
      expect(new Set(keys).size).toBe(keys.length);
      expect(new Set(keys)).toEqual(committed);
      for (const a of accounts) {
        const seqs = pushed.filter((r) => Number(r.accountId) === a.id).map((r) => Number(r.seq));
        expect(seqs).toEqual(seqs.map((_, i) => i + 1));
      }
    } finally {
      release();
      await old;
      await relay.stop();
      await sql.end({ timeout: 2 });
    }
  });

  it.skipIf(embedded)('a balance push reaches the member while an idle transaction stays open elsewhere on the server', async () => {
    const m = await member(gw, site);
    const socket = await connectSocket(gw.url(site.host), m.api.token!);
    // An operator's psql session left open after a write: it has a transaction id and holds it.
    const operator = postgres(await testDatabaseUrl(), { max: 1, onnotice: () => {} });
    let release = () => {};
    let ended = false;
    const idle = operator
      .begin(async (tx) => {
        await tx`select pg_current_xact_id()`;
        await new Promise<void>((r) => (release = r));
      })
      .finally(() => (ended = true));
    try {
      await sleep(50);
      const pushed = nextEvent(socket, 'balance:changed');
      const t0 = performance.now();
      await houseMove(gw.sql, { merchantId: site.id, accountId: m.id, kind: 'deposit', amount: 1_234 });
      // Up to 30 s: the old relay would have waited for the idle transaction to end.
      const event = await Promise.race([pushed, sleep(30_000).then(() => null)]);
      const ms = performance.now() - t0;
      const arrivedWhileOpen = !ended;
      expect(event?.payload).toMatchObject({ balance: 1_234 });
      expect(arrivedWhileOpen).toBe(true);
      console.log(`balance push with an idle transaction open on the server: ${ms.toFixed(0)} ms after the commit began`);
    } finally {
      release();
      await idle;
      await operator.end({ timeout: 2 });
      socket.close();
    }
  });
});
