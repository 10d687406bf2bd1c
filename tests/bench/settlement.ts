/**
 * Benchmark (not a test): salary settlement (docs/AGENT.md "Settlement") for 10,000
 * agents with 1,000,000 bets in one period, on a fresh database on the PostgreSQL server, dropped
 * at the end. Tree: one root agent > 100 top agents > 99 sub-agents each (10,000 agents under the
 * root), 5 members under each sub-agent (49,500 members). Every one of the 10,000 agents is the
 * earner of a daily_wage contract from its parent, active since the start of yesterday (merchant
 * time); the 1,000,000 bets (journal + two postings each, as the ledger writes them) are spread
 * over yesterday, so one settlement run pays 10,000 (contract, period) pairs and links every bet
 * twice (to its sub-agent's and its top agent's payout).
 * Printed: seed time; a bare baseline: the same per-agent team sums as ONE plain aggregate query,
 * no writes; the run's staging alone (its one read of the day's bets, settlement-stage.ts, then
 * emptied); the whole settlement (settleDue until nothing is due) with payouts/s and links/s; and
 * a check that the amounts paid are exactly 1% (rounded down) of the baseline's per-agent sums and
 * every bet is linked twice.
 * Usage: [BENCH_DATABASE_URL=postgres://...] tsx bench/settlement.ts [--bets 1000000]
 * (npm run bench runs it when BENCH_DATABASE_URL is set). docs/BENCHMARKS.md, "Settlement".
 */
import os from 'node:os';
import postgres from 'postgres';
import { periodBounds } from '@wl/shared';
import { migrate, type Sql } from '@wl/gateway';
import { duePeriods, settleDue } from '../../gateway/src/modules/agent-settlement/settlement.js';
import { clearStage, stageRun } from '../../gateway/src/modules/agent-settlement/settlement-stage.js';

const TOPS = 100;
const SUBS = 99;
const MEMBERS = 5;
const OFFSET = 480;

const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};

export async function seed(sql: Sql, bets: number, day: { start: Date; end: Date }, tops = TOPS): Promise<void> {
  const [m] = await sql<{ id: number }[]>`
    insert into merchants (code, settings) values ('SETTLEBENCH', ${sql.json({ currency: 'PHP', utcOffsetMinutes: OFFSET } as never)}) returning id`;
  const mid = m!.id;
  const [root] = await sql<{ id: string }[]>`insert into accounts (merchant_id, username, password_hash, type) values (${mid}, 'root', 'x', 1) returning id`;
  await sql`insert into accounts (merchant_id, username, password_hash, type, parent_id) select ${mid}, 't' || g, 'x', 1, ${root!.id} from generate_series(1, ${tops}) g`;
  await sql`insert into accounts (merchant_id, username, password_hash, type, parent_id)
    select ${mid}, 's' || t.id || '_' || g, 'x', 1, t.id from accounts t, generate_series(1, ${SUBS}) g where t.parent_id = ${root!.id}`;
  await sql`insert into accounts (merchant_id, username, password_hash, type, parent_id)
    select ${mid}, 'm' || s.id || '_' || g, 'x', 0, s.id from accounts s join accounts t on t.id = s.parent_id, generate_series(1, ${MEMBERS}) g
    where t.parent_id = ${root!.id}`;
  await sql`insert into wallets (account_id, merchant_id, kind, currency, balance) select id, ${mid}, 'real', 'PHP', 0 from accounts where merchant_id = ${mid} and type = 0`;
  const [house] = await sql<
    { id: string }[]
  >`insert into wallets (merchant_id, kind, currency, book, balance) values (${mid}, 'house', 'PHP', 'real', null) returning id`;
  // A daily wage on every agent below the root, from its parent: 1% of valid bets, no thresholds.
  const activated = new Date(day.start.getTime() + 1000);
  await sql`insert into contracts (merchant_id, agent_id, downline_id, type, state, answered_at, activated_at)
    select ${mid}, parent_id, id, 'daily_wage', 'active', ${activated}, ${activated} from accounts where merchant_id = ${mid} and type = 1 and parent_id is not null`;
  await sql`insert into contract_terms (contract_id, version, rate_bp, period, effective_from) select id, 1, 100, 'daily', ${activated} from contracts where merchant_id = ${mid}`;
  // The bets: seeded in SQL, the ledger's balance and append-only triggers off for the seed only
  // (each journal still balances: the member's stake against the house).
  await sql.begin(async (tx) => {
    await tx`set local session_replication_role = replica`;
    await tx`create temp table w on commit drop as select row_number() over (order by id) as n, id from wallets where merchant_id = ${mid} and account_id is not null`;
    const [count] = await tx<{ n: number }[]>`select count(*)::int as n from w`;
    const n = count!.n;
    const span = day.end.getTime() - day.start.getTime() - 1000;
    await tx`
      with j as (
        insert into journal (idempotency_key, request_hash, kind, meta, merchant_id, book, currency, created_at)
        select 'bench-bet:' || g, 'x', 'bet', '{}', ${mid}, 'real', 'PHP', ${day.start}::timestamptz + ((g::bigint * 7919) % ${span}) * interval '1 millisecond'
        from generate_series(1, ${bets}) g returning id
      )
      insert into postings (journal_id, wallet_id, amount, currency, book, balance_after, version)
      select j.id, w.id, -(100 + j.id % 900), 'PHP', 'real', 0, 1 from j join w on w.n = 1 + j.id % ${n}
      union all
      select j.id, ${house!.id}, 100 + j.id % 900, 'PHP', 'real', null, null from j`;
  });
  await sql`analyze`;
}

/** The same per-agent figures (valid bet, active members over the subtree) as one plain aggregate, no writes. */
async function baseline(sql: Sql, day: { start: Date; end: Date }): Promise<{ agentId: string; active: string; valid: string }[]> {
  return sql<{ agentId: string; active: string; valid: string }[]>`
    with recursive up(agent_id, account_id, depth) as (
      select parent_id, id, 1 from accounts where parent_id is not null
      union all
      select a.parent_id, up.account_id, up.depth + 1 from up join accounts a on a.id = up.agent_id where a.parent_id is not null and up.depth < 64
    )
    select up.agent_id, count(distinct w.account_id) as active, -sum(p.amount) as valid
    from up join wallets w on w.account_id = up.account_id and w.kind in ('real', 'vendor') and w.book = 'real'
      join postings p on p.wallet_id = w.id join journal j on j.id = p.journal_id
    where j.created_at >= ${day.start} and j.created_at < ${day.end} and j.kind = 'bet'
    group by up.agent_id`;
}

/** What the run must pay: 1% of each earner's team valid bets, rounded down (previewEarnings). */
async function expectedTotal(sql: Sql, sums: { agentId: string; valid: string }[]): Promise<number> {
  const earners = new Set((await sql<{ id: string }[]>`select downline_id as id from contracts`).map((r) => r.id));
  return sums.filter((r) => earners.has(r.agentId)).reduce((n, r) => n + Math.floor((Number(r.valid) * 100) / 10_000), 0);
}

/** `tops` top agents of 99 sub-agents each: 100 (10,000 agents) in a full run, fewer in a smoke run. */
export async function benchSettlement(serverUrl: string, bets = 1_000_000, tops = TOPS): Promise<void> {
  console.log(`\n== settlement: ${tops * (SUBS + 1)} agents, ${bets.toLocaleString('en')} bets in one day; CPU cores: ${os.cpus().length} ==`);
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const dbName = `wl_bench_settle_${Date.now()}`;
  await admin.unsafe(`create database ${dbName}`);
  const url = Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString();
  const sql = postgres(url, { max: 4, onnotice: () => {}, transform: postgres.camel }) as unknown as Sql;
  try {
    await migrate(sql);
    const day = periodBounds('daily', new Date(Date.now() - 86_400_000), OFFSET);
    let t0 = performance.now();
    await seed(sql, bets, day, tops);
    console.log(`seed (SQL, generate_series): ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    t0 = performance.now();
    const sums = await baseline(sql, day);
    const bareMs = performance.now() - t0;
    console.log(`bare baseline: per-agent team sums for ${sums.length} agents in one aggregate query, no writes: ${(bareMs / 1000).toFixed(1)} s`);

    // The run's read on its own: what the staging costs before any payout is written.
    const due = await duePeriods(sql, new Date());
    t0 = performance.now();
    const stage = await stageRun(
      sql,
      due.map((d) => ({ merchantId: d.merchantId, earnerId: d.earnerId, start: d.periodStart, end: d.periodEnd })),
    );
    console.log(`staging alone (the run's one read of the day's bets, ${due.length} pairs): ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    await clearStage(sql, stage);

    t0 = performance.now();
    let paid = 0;
    for (;;) {
      const r = await settleDue(sql, new Date());
      if (r.paid + r.zero === 0) break;
      paid += r.paid + r.zero;
    }
    const ms = performance.now() - t0;
    const [links] = await sql<{ n: number }[]>`select count(*)::int as n from payout_bets`;
    const [sum] = await sql<{ n: string }[]>`select sum(amount)::bigint as n from payouts`;
    console.log(
      `settlement: ${paid} payouts in ${(ms / 1000).toFixed(1)} s = ${(paid / (ms / 1000)).toFixed(0)} payouts/s; ` +
        `${links!.n.toLocaleString('en')} bet links = ${(links!.n / (ms / 1000)).toFixed(0)} links/s; paid ${sum!.n} minor units`,
    );
    console.log(`settlement / bare baseline: ${(ms / bareMs).toFixed(1)}x`);
    const expected = await expectedTotal(sql, sums);
    console.log(
      `check: paid ${sum!.n} = 1% of the baseline's sums ${expected}: ${Number(sum!.n) === expected ? 'yes' : 'NO'}; ` +
        `links = 2 x bets: ${links!.n === 2 * bets ? 'yes' : 'NO'}`,
    );
  } finally {
    await sql.end();
    await admin.unsafe(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchSettlement(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres', arg('--bets', 1_000_000));
}
