/**
 * Benchmark (not a test): ledger transfers per second and latency (p50, p99) with 50 concurrent
 * writers, each transfer one transaction through the real `post()` (house -> a member's main
 * wallet), on one hot wallet and spread over 1,000 wallets; beside the same SQL statements run
 * in a bare postgres.js loop with no ledger code, in the same run on the same server. The
 * difference is what the ledger's own code costs (netting, fingerprint, checks); the one-wallet
 * figure is what a single busy wallet can take, since every movement of it waits on its row.
 * Usage: BENCH_DATABASE_URL=postgres://... tsx bench/ledger.ts [--duration 12]
 * (npm run bench runs it when BENCH_DATABASE_URL is set). docs/BENCHMARKS.md, "Ledger".
 */
import postgres from 'postgres';
import { migrate, type Sql } from '@wl/gateway';
import type { Tx } from '../../gateway/src/db/index.js';
import { post } from '../../gateway/src/modules/wallet/ledger.js';

const WRITERS = 50;
const WALLETS = 1000;
const ROUNDS = 3;

interface Setup {
  merchantId: number;
  accounts: number[];
  houseId: string;
  walletIds: Map<number, string>;
}

async function setup(sql: Sql): Promise<Setup> {
  await migrate(sql);
  const [m] = await sql<{ id: number }[]>`insert into merchants (code, settings) values (${`LEDGERBENCH${Date.now()}`}, '{}'::jsonb) returning id`;
  const merchantId = m!.id;
  const rows = await sql<{ id: string }[]>`
    insert into accounts (merchant_id, username, password_hash)
    select ${merchantId}, 'lb' || g, 'x' from generate_series(1, ${WALLETS}) g returning id`;
  const accounts = rows.map((r) => Number(r.id));
  const wallets = await sql<{ id: string; accountId: string }[]>`
    insert into wallets (account_id, merchant_id, kind, currency, balance)
    select unnest(${accounts}::bigint[]), ${merchantId}, 'real', 'PHP', 0 returning id, account_id`;
  // One movement opens the house wallet, as the first real one would.
  await sql.begin((tx) => transferByLedger(tx, merchantId, accounts[0]!, 'warm-up'));
  const [house] = await sql<{ id: string }[]>`select id from wallets where account_id is null and merchant_id = ${merchantId} and kind = 'house'`;
  return { merchantId, accounts, houseId: house!.id, walletIds: new Map(wallets.map((w) => [Number(w.accountId), w.id])) };
}

let seq = 0;
const nextKey = () => `bench:${process.pid}:${Date.now()}:${seq++}`;

/** Through the ledger: 1 minor unit from the house to the member. */
const transferByLedger = (tx: Tx, merchantId: number, accountId: number, key = nextKey()) =>
  post(tx, {
    merchantId,
    key,
    kind: 'bench',
    currency: 'PHP',
    book: 'real',
    legs: [
      { wallet: { accountId, kind: 'real' }, amount: 1 },
      { wallet: { system: 'house' }, amount: -1 },
    ],
  });

const WALLET_COLUMNS = ['id', 'account_id', 'kind', 'currency', 'book', 'vendor_code', 'balance', 'version'];
/** The statements `post()` sends for the same transfer, in the same order, written out by hand. */
async function transferBare(tx: Tx, s: Setup, accountId: number): Promise<void> {
  const [j] = await tx<{ id: string }[]>`
    insert into journal (idempotency_key, request_hash, kind, meta, merchant_id, book, currency, staff_id)
    values (${nextKey()}, 'bare', 'bench', ${tx.json({})}, ${s.merchantId}, 'real', 'PHP', ${null})
    on conflict (idempotency_key) do nothing returning id`;
  const [w] = await tx<{ id: string }[]>`
    select ${tx(WALLET_COLUMNS)} from wallets where account_id = ${accountId} and kind = 'real' and vendor_code is not distinct from ${null}`;
  await tx`
    insert into wallets (merchant_id, kind, currency, book, balance) values (${s.merchantId}, 'house', 'PHP', 'real', null)
    on conflict (merchant_id, kind, currency, book) where account_id is null do nothing returning ${tx(WALLET_COLUMNS)}`;
  await tx`select ${tx(WALLET_COLUMNS)} from wallets where account_id is null and merchant_id = ${s.merchantId} and kind = 'house' and currency = 'PHP' and book = 'real'`;
  const [u] = await tx<{ balance: string; version: string }[]>`
    update wallets set balance = balance + 1, version = version + 1 where id = ${w!.id} and balance + 1 >= 0 returning balance, version`;
  const postings = [
    { journal_id: j!.id, wallet_id: w!.id, amount: 1, currency: 'PHP', book: 'real', balance_after: u!.balance, version: u!.version },
    { journal_id: j!.id, wallet_id: s.houseId, amount: -1, currency: 'PHP', book: 'real', balance_after: null, version: null },
  ];
  await tx`insert into postings ${tx(postings, 'journal_id', 'wallet_id', 'amount', 'currency', 'book', 'balance_after', 'version')}`;
  await tx`
    with s as (
      insert into account_event_seq (account_id, last_seq) values (${accountId}, 1)
      on conflict (account_id) do update set last_seq = account_event_seq.last_seq + 1 returning last_seq
    )
    insert into events (account_id, seq, type, payload)
    select ${accountId}, last_seq, 'balance:changed', ${tx.json({ balance: Number(u!.balance), currency: 'PHP', version: Number(u!.version), reason: 'bench', wallet: 'real' })} from s
    returning seq`;
}

type Work = (tx: Tx, accountId: number) => Promise<unknown>;

/** `WRITERS` loops for `seconds`, each transfer its own transaction; latency per transaction. */
async function run(sql: Sql, pick: () => number, seconds: number, work: Work): Promise<{ tps: number; latencies: number[] }> {
  const until = performance.now() + seconds * 1000;
  const latencies: number[] = [];
  await Promise.all(
    Array.from({ length: WRITERS }, async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        await sql.begin((tx) => work(tx, pick()));
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return { tps: latencies.length / seconds, latencies };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export async function benchLedger(databaseUrl: string, seconds = 12): Promise<void> {
  const sql = postgres(databaseUrl, { max: WRITERS + 5, onnotice: () => {}, transform: postgres.camel }) as unknown as Sql;
  try {
    const s = await setup(sql);
    const hot = s.accounts[0]!;
    const spread = () => s.accounts[Math.floor(Math.random() * s.accounts.length)]!;
    const variants: Array<[string, () => number, Work]> = [
      ['post(), one wallet', () => hot, (tx, id) => transferByLedger(tx, s.merchantId, id)],
      ['bare SQL, one wallet', () => hot, (tx, id) => transferBare(tx, s, id)],
      [`post(), ${WALLETS} wallets`, spread, (tx, id) => transferByLedger(tx, s.merchantId, id)],
      [`bare SQL, ${WALLETS} wallets`, spread, (tx, id) => transferBare(tx, s, id)],
    ];
    console.log(
      `\n== ledger transfers: ${WRITERS} concurrent writers, house -> member, PostgreSQL server, ${ROUNDS} alternating rounds of ${(seconds / ROUNDS).toFixed(1)} s ==`,
    );
    const results = new Map<string, { tps: number[]; latencies: number[] }>();
    // Alternating rounds, median throughput: a burst of outside load on a shared machine does not
    // land on one variant only.
    for (let r = 0; r < ROUNDS; r++) {
      for (const [name, pick, work] of variants) {
        const res = await run(sql, pick, seconds / ROUNDS, work);
        const acc = results.get(name) ?? { tps: [], latencies: [] };
        acc.tps.push(res.tps);
        acc.latencies.push(...res.latencies);
        results.set(name, acc);
      }
    }
    for (const [name] of variants) {
      const { tps, latencies } = results.get(name)!;
      const median = [...tps].sort((a, b) => a - b)[Math.floor(ROUNDS / 2)]!;
      const sorted = [...latencies].sort((a, b) => a - b);
      const base = name.startsWith('post()') ? results.get(name.replace('post()', 'bare SQL')) : undefined;
      const ratio = base ? `   ${(median / [...base.tps].sort((a, b) => a - b)[Math.floor(ROUNDS / 2)]!).toFixed(2)}x bare` : '';
      console.log(
        `${name.padEnd(24)} ${median.toFixed(0).padStart(7)} transfers/s   p50 ${percentile(sorted, 50).toFixed(1).padStart(6)} ms   p99 ${percentile(sorted, 99).toFixed(1).padStart(6)} ms   (${sorted.length} transfers)${ratio}`,
      );
    }
    // The books still balance after the run: every journal sums to zero, and each member's
    // balance is the sum of its postings.
    const [check] = await sql<{ total: string; drift: string }[]>`
      select (select coalesce(sum(p.amount), 0) from postings p join wallets w on w.id = p.wallet_id where w.merchant_id = ${s.merchantId}) as total,
             (select count(*) from wallets w where w.merchant_id = ${s.merchantId} and w.account_id is not null
                and w.balance <> (select coalesce(sum(amount), 0) from postings where wallet_id = w.id)) as drift`;
    console.log(`check: merchant postings sum ${check!.total} (0 expected), member wallets off their postings: ${check!.drift}`);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.BENCH_DATABASE_URL;
  const i = process.argv.indexOf('--duration');
  if (!url) {
    console.log('(set BENCH_DATABASE_URL=postgres://... to run the ledger benchmark)');
  } else {
    benchLedger(url, i > 0 ? Number(process.argv[i + 1]) : 12).catch((err) => {
      console.error(err);
      process.exit(1);
    });
  }
}
