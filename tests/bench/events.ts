/**
 * Benchmark (not a test): event-writing transactions per second with 50 concurrent writers
 * over 1,000 accounts, beside the same transactions without the event append, in one run on
 * the same PostgreSQL server. Also runs the old design (one global advisory lock per append)
 * for comparison, and a relay during the event run to show every committed event is handed on
 * exactly once.
 * Usage: tsx bench/events.ts [--duration 10]; BENCH_DATABASE_URL picks the server (default:
 * a scratch database on 127.0.0.1:5432).
 */
import postgres from 'postgres';
import pino from 'pino';
import { migrate, type Sql } from '@wl/gateway';
import { appendEvent, type EventRow } from '../../gateway/src/realtime/event-log.js';
import { EventRelay } from '../../gateway/src/realtime/relay.js';
import { wakeOtherNodes } from '../../gateway/src/realtime/wake.js';
import { Signals } from '../../gateway/src/db/signals.js';
import { withCommitSignal } from '../../gateway/src/db/commit-signal.js';

const WRITERS = 50;
const ACCOUNTS = 1000;

type Tx = postgres.TransactionSql<Record<string, never>>;
type Work = (tx: Tx, accountId: number, at: Setup) => Promise<unknown>;

async function scratchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const given = process.env.BENCH_DATABASE_URL;
  if (given) return { url: given, drop: async () => undefined };
  const admin = postgres('postgres://postgres@127.0.0.1:5432/postgres', { max: 1, onnotice: () => {} });
  const name = `wl_bench_${Date.now()}`;
  await admin.unsafe(`create database ${name}`);
  return {
    url: `postgres://postgres@127.0.0.1:5432/${name}`,
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

interface Setup {
  merchantId: number;
  ids: number[];
  houseId: string;
}

async function setup(sql: Sql): Promise<Setup> {
  await migrate(sql);
  const [m] = await sql<{ id: number }[]>`
    insert into merchants (code, settings) values (${`BENCH${Date.now()}`}, '{}'::jsonb) returning id`;
  const rows = await sql<{ id: string }[]>`
    insert into accounts (merchant_id, username, password_hash)
    select ${m!.id}, 'bench' || g, 'x' from generate_series(1, ${ACCOUNTS}) g returning id`;
  const ids = rows.map((r) => Number(r.id));
  await sql`insert into wallets (account_id, merchant_id, kind, currency) select unnest(${ids}::bigint[]), ${m!.id}, 'real', 'PHP'`;
  // The merchant's house wallet, the other side of every movement (a system wallet: never updated).
  const [house] = await sql<{ id: string }[]>`
    insert into wallets (merchant_id, kind, currency, book, balance) values (${m!.id}, 'house', 'PHP', 'real', null) returning id`;
  return { merchantId: m!.id, ids, houseId: house!.id };
}

/** `WRITERS` loops, each running `work` in its own transaction on a random account, for `seconds`. */
async function run(sql: Sql, at: Setup, seconds: number, work: Work): Promise<{ tps: number; committed: number }> {
  const until = performance.now() + seconds * 1000;
  let committed = 0;
  await Promise.all(
    Array.from({ length: WRITERS }, async () => {
      while (performance.now() < until) {
        const id = at.ids[Math.floor(Math.random() * at.ids.length)]!;
        await sql.begin((tx) => work(tx, id, at));
        committed++;
      }
    }),
  );
  return { tps: committed / seconds, committed };
}

let keys = 0;
/**
 * A money movement shaped like the ledger's post(): the journal entry, the member's wallet
 * changed, and two postings (house -1, member +1) that the deferred balance check accepts.
 */
const moveMoney = async (tx: Tx, id: number, at: Setup): Promise<number> => {
  const [j] = await tx<{ id: string }[]>`
    insert into journal (idempotency_key, request_hash, kind, merchant_id, book, currency)
    values (${`bench:${process.pid}:${keys++}`}, 'h', 'bench', ${at.merchantId}, 'real', 'PHP') returning id`;
  const [w] = await tx<{ id: string; balance: string; version: string }[]>`
    update wallets set balance = balance + 1, version = version + 1
    where account_id = ${id} and kind = 'real' returning id, balance, version`;
  await tx`
    insert into postings (journal_id, wallet_id, amount, currency, book, balance_after, version)
    values (${j!.id}, ${w!.id}, 1, 'PHP', 'real', ${w!.balance}, ${w!.version}),
           (${j!.id}, ${at.houseId}, -1, 'PHP', 'real', null, null)`;
  return Number(w!.balance);
};
const withEvent: Work = async (tx, id, at) => {
  const balance = await moveMoney(tx, id, at);
  await appendEvent(tx, id, 'balance:changed', { balance, currency: 'PHP' });
};
const withGlobalLock: Work = async (tx, id, at) => {
  await tx`select pg_advisory_xact_lock(7243002)`; // what every append took before
  await withEvent(tx, id, at);
};
/** The harshest comparison: a one-statement transaction, where the append doubles the work. */
const bareUpdate: Work = (tx, id) => tx`update wallets set balance = balance + 1 where account_id = ${id} and kind = 'real' returning balance`;
const bareUpdateWithEvent: Work = async (tx, id) => {
  const [w] = await tx<{ balance: string }[]>`update wallets set balance = balance + 1 where account_id = ${id} and kind = 'real' returning balance`;
  await appendEvent(tx, id, 'balance:changed', { balance: Number(w!.balance), currency: 'PHP' });
};

export async function benchEvents(seconds: number): Promise<void> {
  let db: Awaited<ReturnType<typeof scratchDatabase>>;
  try {
    db = await scratchDatabase();
  } catch (err) {
    console.log(`(event append benchmark skipped: no PostgreSQL server answered: ${(err as Error).message})`);
    return;
  }
  const pool = postgres(db.url, { max: WRITERS + 5, onnotice: () => {}, transform: postgres.camel }) as unknown as Sql;
  // As in the gateway: commits that appended wake the relay, and one NOTIFY per 20 ms tells
  // the other nodes (none here, but its cost is counted).
  const { sql, commits$ } = withCommitSignal(pool);
  const log = pino({ level: 'silent' });
  try {
    const at = await setup(sql);
    console.log(`\n== event appends: ${WRITERS} concurrent writers over ${ACCOUNTS} accounts, ${seconds} s each, PostgreSQL server ==`);
    const relay = new EventRelay(sql, log, { pollMs: 1000, wake$: commits$ });
    const signals = new Signals(sql);
    const wakes = wakeOtherNodes(signals, commits$, log);
    const seen = new Set<string>();
    let pushedTwice = 0;
    relay.events$.subscribe((r: EventRow) => {
      const key = `${r.accountId}:${r.seq}`;
      if (seen.has(key)) pushedTwice++;
      seen.add(key);
    });
    await relay.start();

    // The machine is shared and noisy: run the variants in alternating rounds and keep each
    // one's median, so a burst of outside load does not land on one variant only.
    const variants: Array<[string, Work]> = [
      ['money', moveMoney],
      ['money+event', withEvent],
      ['money+event+lock', withGlobalLock],
      ['update', bareUpdate],
      ['update+event', bareUpdateWithEvent],
    ];
    const rounds = 3;
    const tps = new Map<string, number[]>();
    let eventsCommitted = 0;
    for (let r = 0; r < rounds; r++) {
      for (const [name, work] of variants) {
        const res = await run(sql, at, seconds / rounds, work);
        if (name.includes('event')) eventsCommitted += res.committed;
        tps.set(name, [...(tps.get(name) ?? []), res.tps]);
      }
    }
    for (let i = 0; i < 200 && seen.size < eventsCommitted; i++) await new Promise((r) => setTimeout(r, 50));
    await relay.stop();
    wakes.unsubscribe();
    signals.close();
    const med = (name: string) => [...tps.get(name)!].sort((a, b) => a - b)[Math.floor(rounds / 2)]!;
    const row = (label: string, name: string, base?: string, note = '') =>
      console.log(`${label.padEnd(46)} ${med(name).toFixed(0).padStart(7)} tx/s${base ? `   ${(med(name) / med(base)).toFixed(2)}x` : ''}${note}`);
    console.log(`(median of ${rounds} alternating rounds of ${(seconds / rounds).toFixed(1)} s)`);
    row('money movement, no event (baseline)', 'money', undefined, '   journal, wallet update, two postings');
    row('+ event append (this design)', 'money+event', 'money', '   target >= 0.70x');
    row('+ event append under one global lock (before)', 'money+event+lock', 'money');
    row('one-statement update, no event', 'update');
    row('one-statement update + event append', 'update+event', 'update', '   (the append is half the work here)');
    console.log(`relay: handed on ${seen.size} of ${eventsCommitted} committed events, ${pushedTwice} twice`);
  } finally {
    await sql.end({ timeout: 5 });
    await db.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const i = process.argv.indexOf('--duration');
  benchEvents(i > 0 ? Number(process.argv[i + 1]) : 10).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
