import { describe, expect, it, vi } from 'vitest';
import {
  API,
  SETTLEMENT_GRACE_MS,
  periodBounds,
  salaryPayoutKey,
  type ContractPeriod,
  type ContractType,
  type PayoutBetPage,
  type PayoutPage,
  type RevenueReport,
  type SalaryFlags,
} from '@wl/shared';
import type { FastifyBaseLogger } from 'fastify';
import { post, type WalletRef } from '../../gateway/src/modules/wallet/ledger.js';
import { closeTerminated, settleDue, settlePeriod } from '../../gateway/src/modules/agent-settlement/settlement.js';
import { settleBatch } from '../../gateway/src/modules/agent-settlement/settlement-batch.js';
import { clearStage, stageRun } from '../../gateway/src/modules/agent-settlement/settlement-stage.js';
import { Api, signedInApi } from '../support/api.js';
import { createAccount, createMerchant, uniqueName } from '../support/factories.js';
import { useSite } from '../support/site.js';

/**
 * Salary and dividend settlement (docs/AGENT.md "Settlement") on the real PostgreSQL: exact
 * amounts per type from seeded bets, thresholds, a dividend the team won, the payout's bet links,
 * reruns and two runs at once. Tree per test: R (top agent) > A (agent, the earner) > m1 (member),
 * S (sub-agent) > m2; `out` is R's member, outside A's team. Bets are booked through the ledger,
 * then moved into a finished period of the past (journal.created_at), so nothing depends on the clock.
 */
const { gw, site } = useSite();
const OFFSET = 8 * 60; // defaultSettings: UTC+8

async function tree() {
  const R = await createAccount(gw.sql, site.id, { type: 1 });
  const A = await createAccount(gw.sql, site.id, { type: 1, parentId: R.id });
  const m1 = await createAccount(gw.sql, site.id, { parentId: A.id });
  const S = await createAccount(gw.sql, site.id, { type: 1, parentId: A.id });
  const m2 = await createAccount(gw.sql, site.id, { parentId: S.id });
  const out = await createAccount(gw.sql, site.id, { parentId: R.id });
  for (const m of [m1, m2, out]) await book(m.id, 'deposit', 1_000_000, new Date());
  return { R, A, m1, S, m2, out };
}

/** One ledger entry against the house (or `other`), dated `at`; answers its journal id. */
async function book(
  accountId: number,
  kind: string,
  amount: number,
  at: Date,
  wallet: WalletRef = { accountId, kind: 'real' },
  other: WalletRef = { system: 'house' },
): Promise<number> {
  return gw.sql.begin(async (tx) => {
    const r = await post(tx, {
      merchantId: site.id,
      key: `settle-test:${uniqueName()}`,
      kind,
      currency: 'PHP',
      book: 'real',
      meta: {},
      legs: [
        { wallet, amount },
        { wallet: other, amount: -amount },
      ],
    });
    // The ledger is append-only for every role; a test seeding history turns triggers off for
    // this one transaction only (the entry itself went through post(), balanced and locked).
    await tx`set local session_replication_role = replica`;
    await tx`update journal set created_at = ${at} where id = ${r.journalId}`;
    return r.journalId;
  });
}

/** An active contract agent -> downline with version-1 terms agreed `activatedAt` (default: 3 days ago). */
async function contract(
  agentId: number,
  downlineId: number,
  type: ContractType,
  rateBp: number,
  period: ContractPeriod,
  o: { minActiveMembers?: number; minBetAmount?: number; activatedAt?: Date; state?: string } = {},
): Promise<number> {
  const activated = o.activatedAt ?? new Date(Date.now() - 3 * 86_400_000);
  const [c] = await gw.sql<{ id: string }[]>`
    insert into contracts (merchant_id, agent_id, downline_id, type, state, answered_at, activated_at)
    values (${site.id}, ${agentId}, ${downlineId}, ${type}, ${o.state ?? 'active'}, ${activated}, ${activated}) returning id`;
  await gw.sql`insert into contract_terms (contract_id, version, rate_bp, period, min_active_members, min_bet_amount, effective_from)
    values (${c!.id}, 1, ${rateBp}, ${period}, ${o.minActiveMembers ?? 0}, ${o.minBetAmount ?? 0}, ${activated})`;
  return Number(c!.id);
}

/**
 * The latest period (in merchant time) that is due: ended, grace included, by now. Stepping back
 * from the period holding now holds on every weekday, month end and year end (a fixed "two days
 * ago" lands in the current week from Wednesday on), and a time inside it.
 */
function pastPeriod(period: ContractPeriod) {
  const grace = Math.max(...Object.values(SETTLEMENT_GRACE_MS));
  let p = periodBounds(period, new Date(), OFFSET);
  while (p.end.getTime() + grace > Date.now()) p = periodBounds(period, new Date(p.start.getTime() - 1), OFFSET);
  return { ...p, inside: new Date(p.start.getTime() + 60_000) };
}

const payoutsOf = (contractId: number) =>
  gw.sql<
    {
      id: string;
      amount: string;
      validBet: string;
      profitLoss: string;
      activeMembers: number;
      base: string;
      qualified: boolean;
      journalId: string | null;
      betCount: number;
      periodStart: Date;
      earnerId: string;
      type: string;
    }[]
  >`select * from payouts where contract_id = ${contractId} order by period_start`;
const balanceOf = async (accountId: number) =>
  Number((await gw.sql<{ balance: string }[]>`select balance from wallets where account_id = ${accountId} and kind = 'real'`)[0]!.balance);
const salaryJournals = (accountId: number, kind: string) => gw.sql<{ amount: string; key: string }[]>`
  select p.amount, j.idempotency_key as key from journal j join postings p on p.journal_id = j.id join wallets w on w.id = p.wallet_id
  where w.account_id = ${accountId} and j.kind = ${kind}`;

/** The usual team play in a period: m1 stakes 10,000 and wins 4,000; m2 stakes 6,000, 1,000 rolled back; out stakes 50,000. */
async function play(t: Awaited<ReturnType<typeof tree>>, at: Date) {
  const ids = [
    await book(t.m1.id, 'bet', -10_000, at),
    await book(t.m1.id, 'win', 4_000, at),
    await book(t.m2.id, 'bet', -6_000, at),
    await book(t.m2.id, 'rollback', 1_000, at),
  ];
  await book(t.out.id, 'bet', -50_000, at); // not A's team
  await book(t.m1.id, 'deposit', 5_000, at); // not a bet
  return ids;
}

describe('settlement: each type pays exactly', () => {
  it("dividend: rate of the team loss, linked to the period's bets, one ledger entry to the earner", async () => {
    const t = await tree();
    const p = pastPeriod('daily');
    const bets = await play(t, p.inside);
    await book(t.m1.id, 'bet', -99_000, new Date(p.end.getTime() + 1000)); // the next period: not in
    const id = await contract(t.R.id, t.A.id, 'dividend', 500, 'daily');
    const before = await balanceOf(t.A.id);
    expect(await settlePeriod(gw.sql, id, p.start)).toBe('paid');
    // valid 10,000 + 5,000 = 15,000; wins 4,000; P&L -11,000; 5% of 11,000 = 550.
    const [row] = await payoutsOf(id);
    expect(row).toMatchObject({
      amount: '550',
      validBet: '15000',
      profitLoss: '-11000',
      activeMembers: 2,
      base: '11000',
      qualified: true,
      betCount: 2,
      type: 'dividend',
    }); // 2 stakes; the win and the rollback are no bets
    expect(row!.periodStart.toISOString()).toBe(p.start.toISOString());
    expect(await balanceOf(t.A.id)).toBe(before + 550);
    expect(await salaryJournals(t.A.id, 'salary.dividend')).toEqual([{ amount: '550', key: `salary:${id}:${p.start.toISOString()}` }]);
    const linked = await gw.sql<{ journalId: string }[]>`select journal_id from payout_bets where payout_id = ${row!.id} order by journal_id`;
    expect(linked.map((l) => Number(l.journalId))).toEqual([...bets].sort((a, b) => a - b));
  });

  it('dividend: the team won, so nothing is paid but the period is recorded', async () => {
    const t = await tree();
    const p = pastPeriod('weekly');
    await book(t.m1.id, 'bet', -1_000, p.inside);
    await book(t.m1.id, 'win', 3_000, p.inside);
    const id = await contract(t.R.id, t.A.id, 'dividend', 500, 'weekly', { activatedAt: new Date(p.start.getTime() - 86_400_000) });
    expect(await settlePeriod(gw.sql, id, p.inside)).toBe('zero');
    expect(await payoutsOf(id)).toMatchObject([{ amount: '0', profitLoss: '2000', base: '0', journalId: null, betCount: 1 }]);
    expect(await salaryJournals(t.A.id, 'salary.dividend')).toEqual([]);
  });

  it('daily wage: rate of valid bets when both thresholds are met, nothing when one is not', async () => {
    const t = await tree();
    const p = pastPeriod('daily');
    await play(t, p.inside);
    const met = await contract(t.R.id, t.A.id, 'daily_wage', 100, 'daily', { minActiveMembers: 2, minBetAmount: 15_000 });
    expect(await settlePeriod(gw.sql, met, p.start)).toBe('paid');
    expect(await payoutsOf(met)).toMatchObject([{ amount: '150', base: '15000', qualified: true }]);
    expect(await salaryJournals(t.A.id, 'salary.daily')).toMatchObject([{ amount: '150' }]);

    const t2 = await tree();
    await play(t2, p.inside);
    const fewMembers = await contract(t2.R.id, t2.A.id, 'daily_wage', 100, 'daily', { minActiveMembers: 3 });
    expect(await settlePeriod(gw.sql, fewMembers, p.start)).toBe('zero');
    expect(await payoutsOf(fewMembers)).toMatchObject([{ amount: '0', base: '15000', qualified: false, betCount: 2 }]);

    const t3 = await tree();
    await play(t3, p.inside);
    const fewBets = await contract(t3.R.id, t3.A.id, 'daily_wage', 100, 'daily', { minBetAmount: 15_001 });
    expect(await settlePeriod(gw.sql, fewBets, p.start)).toBe('zero');
    expect(await salaryJournals(t3.A.id, 'salary.daily')).toEqual([]);
  });

  it('hourly and real-time salary: the hour and the 5-minute window, rounded down', async () => {
    const t = await tree();
    const h = pastPeriod('hourly');
    await book(t.m1.id, 'bet', -12_345, h.inside);
    await book(t.m2.id, 'bet', -1, new Date(h.end.getTime() + 1)); // next hour
    const hourly = await contract(t.R.id, t.A.id, 'hourly_salary', 33, 'hourly', { minActiveMembers: 1 });
    expect(await settlePeriod(gw.sql, hourly, h.start)).toBe('paid');
    expect(await payoutsOf(hourly)).toMatchObject([{ amount: '40', base: '12345', activeMembers: 1 }]); // 12,345 x 0.33% = 40.7

    const t2 = await tree();
    const w = pastPeriod('five_minutes');
    await book(t2.m2.id, 'bet', -7_000, w.inside);
    await book(t2.m1.id, 'bet', -3_000, new Date(w.start.getTime() - 1)); // the window before
    const rt = await contract(t2.R.id, t2.A.id, 'realtime_salary', 150, 'five_minutes');
    expect(await settlePeriod(gw.sql, rt, w.start)).toBe('paid');
    expect(await payoutsOf(rt)).toMatchObject([{ amount: '105', base: '7000', betCount: 1 }]);
    expect(await salaryJournals(t2.A.id, 'salary.realtime')).toMatchObject([{ amount: '105' }]);
  });

  it('does not settle a period before its end + grace', async () => {
    const t = await tree();
    const now = periodBounds('five_minutes', new Date(), OFFSET);
    const rt = await contract(t.R.id, t.A.id, 'realtime_salary', 150, 'five_minutes', { activatedAt: new Date(now.start.getTime() - 1) });
    expect(await settlePeriod(gw.sql, rt, now.start, new Date(now.end.getTime() + 59_000))).toBe('not-due');
    expect(await payoutsOf(rt)).toEqual([]);
  });
});

describe('settlement: reruns and races', () => {
  it('the sweep settles every due period once; a rerun pays nothing twice', async () => {
    const t = await tree();
    const activatedAt = new Date(Date.now() - 3 * 86_400_000);
    const p = pastPeriod('daily');
    await play(t, p.inside);
    const id = await contract(t.R.id, t.A.id, 'daily_wage', 100, 'daily', { activatedAt });
    await settleDue(gw.sql);
    const first = await payoutsOf(id);
    // Every finished day since the activation (its own day included), each once; the bets' day pays 150.
    const expected = periodBounds('daily', activatedAt, OFFSET).start;
    expect(first[0]!.periodStart.toISOString()).toBe(expected.toISOString());
    expect(first.filter((r) => r.amount !== '0').map((r) => [r.periodStart.toISOString(), r.amount])).toEqual([[p.start.toISOString(), '150']]);
    const balance = await balanceOf(t.A.id);
    await settleDue(gw.sql);
    expect(await settlePeriod(gw.sql, id, p.start)).toBe('settled-before');
    expect(await payoutsOf(id)).toEqual(first);
    expect(await balanceOf(t.A.id)).toBe(balance);
  });

  it('two runs at once pay once (the same period twice, and two sweeps)', async () => {
    const t = await tree();
    const p = pastPeriod('daily');
    await play(t, p.inside);
    const id = await contract(t.R.id, t.A.id, 'dividend', 500, 'daily');
    const answers = await Promise.all([settlePeriod(gw.sql, id, p.start), settlePeriod(gw.sql, id, p.inside), settlePeriod(gw.sql, id, p.start)]);
    expect(answers.sort()).toEqual(['paid', 'settled-before', 'settled-before']);
    expect(await salaryJournals(t.A.id, 'salary.dividend')).toHaveLength(1);

    const t2 = await tree();
    await play(t2, p.inside);
    const id2 = await contract(t2.R.id, t2.A.id, 'dividend', 500, 'daily');
    await Promise.all([settleDue(gw.sql), settleDue(gw.sql), settleDue(gw.sql)]);
    await settleDue(gw.sql); // whichever run lost the lock, this one finishes the job
    expect((await payoutsOf(id2)).filter((r) => r.amount !== '0').map((r) => r.amount)).toEqual(['550']);
    expect(await salaryJournals(t2.A.id, 'salary.dividend')).toEqual([{ amount: '550', key: `salary:${id2}:${p.start.toISOString()}` }]);
  });
});

/**
 * m1's play through a game wallet: one `bet.transfer` moving 1,000 from its main wallet to its
 * `SLOT` wallet (two postings of the team in ONE journal: a stake of 1,000 and a win of 1,000),
 * then a `bet.round` stake of 300 and a `bet.round` win of 700. Stakes 1,300, wins 1,700, 3 journals.
 */
async function gameWalletPlay(m1: number, at: Date): Promise<number[]> {
  const slot: WalletRef = { accountId: m1, kind: 'vendor', vendor: 'SLOT' };
  return [
    await book(m1, 'bet.transfer', -1_000, at, { accountId: m1, kind: 'real' }, slot),
    await book(m1, 'bet.round', -300, at, slot),
    await book(m1, 'bet.round', 700, at, slot),
  ];
}

const periodOf = async (contractId: number, start: Date) => (await payoutsOf(contractId)).find((r) => r.periodStart.getTime() === start.getTime());
const linksOf = async (payoutId: string) =>
  (await gw.sql<{ journalId: string }[]>`select journal_id from payout_bets where payout_id = ${payoutId} order by journal_id`).map((l) => Number(l.journalId));

describe('settlement: the bet count', () => {
  /** m1 stakes 5 times and wins 3 of them: 8 betting journals, 5 bets. */
  async function fiveStakesThreeWins(t: Awaited<ReturnType<typeof tree>>, at: Date) {
    for (let i = 0; i < 5; i++) await book(t.m1.id, 'bet', -1_000, at);
    for (let i = 0; i < 3; i++) await book(t.m1.id, 'win', 1_500, at);
  }

  it("counts stakes only, one pair alone and in the sweep's batches alike", async () => {
    const p = pastPeriod('daily');
    const activatedAt = new Date(p.start.getTime() - 1000);
    const alone = await tree();
    await fiveStakesThreeWins(alone, p.inside);
    const aloneId = await contract(alone.R.id, alone.A.id, 'daily_wage', 100, 'daily', { activatedAt });
    expect(await settlePeriod(gw.sql, aloneId, p.start)).toBe('paid');
    const [row] = await payoutsOf(aloneId);
    expect(row).toMatchObject({ betCount: 5, validBet: '5000' });
    expect((await linksOf(row!.id)).length).toBe(8); // the line still lists the wins with their stakes

    const swept = await tree();
    await fiveStakesThreeWins(swept, p.inside);
    const sweptId = await contract(swept.R.id, swept.A.id, 'daily_wage', 100, 'daily', { activatedAt });
    await settleDue(gw.sql, new Date());
    expect(await periodOf(sweptId, p.start)).toMatchObject({ betCount: 5, validBet: '5000' });
  });
});

describe('settlement: the sweep in batches', () => {
  it('pays exactly what one pair alone pays: figures, amounts and links, game wallets and bet.* included', async () => {
    const p = pastPeriod('daily');
    const activatedAt = new Date(p.start.getTime() - 1000);
    const worlds = [];
    for (let i = 0; i < 2; i++) {
      const t = await tree();
      const bets = [...(await play(t, p.inside)), ...(await gameWalletPlay(t.m1.id, p.inside))];
      const dividend = await contract(t.R.id, t.A.id, 'dividend', 500, 'daily', { activatedAt });
      const wage = await contract(t.A.id, t.S.id, 'daily_wage', 100, 'daily', { activatedAt, minActiveMembers: 1 });
      worlds.push({ t, bets, dividend, wage });
    }
    const [alone, swept] = worlds as [(typeof worlds)[0], (typeof worlds)[0]];
    expect(await settlePeriod(gw.sql, alone.dividend, p.start)).toBe('paid');
    expect(await settlePeriod(gw.sql, alone.wage, p.start)).toBe('paid');
    const log = { warn: vi.fn(), error: vi.fn() };
    await settleDue(gw.sql, new Date(), log as unknown as FastifyBaseLogger);
    expect(log.warn).not.toHaveBeenCalled(); // the batches themselves paid, not the one-by-one retry

    const figures = (r: Awaited<ReturnType<typeof periodOf>>) =>
      r && {
        amount: r.amount,
        validBet: r.validBet,
        profitLoss: r.profitLoss,
        activeMembers: r.activeMembers,
        base: r.base,
        qualified: r.qualified,
        betCount: r.betCount,
      };
    // Valid 15,000 + 1,300; wins 4,000 + 1,700; P&L -10,600; 5% = 530. S's team is m2 alone: 1% of 5,000.
    const dividend = await periodOf(swept.dividend, p.start);
    expect(figures(dividend)).toEqual({
      amount: '530',
      validBet: '16300',
      profitLoss: '-10600',
      activeMembers: 2,
      base: '10600',
      qualified: true,
      betCount: 4,
    }); // stakes: 2 + bet.transfer + one bet.round
    expect(figures(dividend)).toEqual(figures(await periodOf(alone.dividend, p.start)));
    const wage = await periodOf(swept.wage, p.start);
    expect(figures(wage)).toMatchObject({ amount: '50', validBet: '5000', activeMembers: 1, betCount: 1 });
    expect(figures(wage)).toEqual(figures(await periodOf(alone.wage, p.start)));

    // Every betting journal of the team once (the bet.transfer has two postings in the team).
    expect(await linksOf(dividend!.id)).toEqual([...swept.bets].sort((a, b) => a - b));
    expect((await linksOf(wage!.id)).length).toBe(2);
    expect(await salaryJournals(swept.t.A.id, 'salary.dividend')).toEqual([{ amount: '530', key: salaryPayoutKey(swept.dividend, p.start) }]);
    expect(await salaryJournals(swept.t.S.id, 'salary.daily')).toEqual([{ amount: '50', key: salaryPayoutKey(swept.wage, p.start) }]);
  });

  it('a failing period does not hold back its batch: the others are paid, it is logged and left for the next run', async () => {
    const p = pastPeriod('daily');
    const t = await tree();
    await play(t, p.inside);
    const t2 = await tree();
    await play(t2, p.inside);
    const ok = await contract(t.R.id, t.A.id, 'dividend', 500, 'daily');
    const bad = await contract(t2.R.id, t2.A.id, 'dividend', 500, 'daily');
    // Another entry holds the bad period's ledger key: its booking is refused (IDEMPOTENCY_CONFLICT).
    await gw.sql.begin((tx) =>
      post(tx, {
        merchantId: site.id,
        key: salaryPayoutKey(bad, p.start),
        kind: 'salary.dividend',
        currency: 'PHP',
        book: 'real',
        meta: {},
        legs: [
          { wallet: { accountId: t2.A.id, kind: 'real' }, amount: 1 },
          { wallet: { system: 'house' }, amount: -1 },
        ],
      }),
    );
    const log = { warn: vi.fn(), error: vi.fn() };
    try {
      await settleDue(gw.sql, new Date(), log as unknown as FastifyBaseLogger);
      expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ pairs: expect.any(Number) }), expect.stringContaining('one by one'));
      expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ contractId: bad, periodStart: p.start }), expect.any(String));
      expect(await periodOf(ok, p.start)).toMatchObject({ amount: '550', betCount: 2 });
      expect(await periodOf(bad, p.start)).toBeUndefined();
      // Its other periods (nothing to pay) were settled all the same.
      expect((await payoutsOf(bad)).length).toBeGreaterThan(0);
    } finally {
      // Not due any more, so later runs on this database do not retry it forever.
      await gw.sql`update contracts set closed_at = activated_at where id = ${bad}`;
    }
  });

  it('a batch never reads a stage that a later run replaced', async () => {
    const t = await tree();
    const p = pastPeriod('daily');
    await play(t, p.inside);
    const id = await contract(t.R.id, t.A.id, 'dividend', 500, 'daily');
    const window = { merchantId: site.id, earnerId: t.A.id, start: p.start, end: p.end };
    const pair = [{ contractId: id, periodStart: p.start }];
    // Two runs staging in turn: the earlier run's batch finds its stage gone and pays nothing.
    const earlier = await stageRun(gw.sql, [window]);
    const later = await stageRun(gw.sql, [window]);
    await expect(settleBatch(gw.sql, pair, new Date(), earlier)).rejects.toThrow(/is gone/);
    expect(await payoutsOf(id)).toEqual([]);
    expect(await settleBatch(gw.sql, pair, new Date(), later)).toEqual(['paid']);
    await clearStage(gw.sql, later);
    expect(await payoutsOf(id)).toMatchObject([{ amount: '550', betCount: 2 }]);
  });
});

describe('settlement: termination at period end', () => {
  it('a termination_requested contract closes at the end of the period of the request, after that period is paid', async () => {
    const t = await tree();
    const p = pastPeriod('daily');
    await play(t, p.inside);
    const id = await contract(t.R.id, t.A.id, 'daily_wage', 100, 'daily', { activatedAt: new Date(p.start.getTime() - 86_400_000) });
    await gw.sql`update contracts set state = 'termination_requested', termination_requested_by = 'agent' where id = ${id}`;
    await gw.sql`update contracts set termination_requested_at = ${p.inside} where id = ${id}`;
    expect(await closeTerminated(gw.sql, new Date(p.end.getTime() - 1))).toBe(0);
    expect(await closeTerminated(gw.sql, new Date())).toBeGreaterThanOrEqual(1);
    const [c] = await gw.sql<{ state: string; endReason: string; closedAt: Date }[]>`select state, end_reason, closed_at from contracts where id = ${id}`;
    expect(c).toMatchObject({ state: 'terminated', endReason: 'period_end' });
    expect(c!.closedAt.toISOString()).toBe(p.end.toISOString());
    const events = await gw.sql<{ payload: unknown }[]>`select payload from events where account_id = ${t.A.id} and type = 'contract:changed'`;
    expect(events.map((e) => e.payload)).toEqual([{ id, type: 'daily_wage', state: 'terminated' }]);
    // The last period is still paid; nothing after the close.
    await settleDue(gw.sql);
    const paid = await payoutsOf(id);
    expect(paid.at(-1)!.periodStart.toISOString()).toBe(p.start.toISOString());
    expect(paid.at(-1)!.amount).toBe('150');
  });

  it('the trigger stamps when a termination was asked for', async () => {
    const t = await tree();
    const id = await contract(t.R.id, t.A.id, 'dividend', 100, 'weekly');
    await gw.sql`update contracts set state = 'termination_requested', termination_requested_by = 'downline' where id = ${id}`;
    const [c] = await gw.sql<{ at: Date | null }[]>`select termination_requested_at as at from contracts where id = ${id}`;
    expect(c!.at).not.toBeNull();
    await gw.sql`update contracts set state = 'active', termination_requested_by = null where id = ${id}`;
    expect((await gw.sql<{ at: Date | null }[]>`select termination_requested_at as at from contracts where id = ${id}`)[0]!.at).toBeNull();
  });
});

describe('salary API: own data only', () => {
  async function signedIn(u: { username: string; password: string }, host = site.host) {
    return signedInApi(gw.url(host), u);
  }
  const betsOf = (id: number) => API.agentSalaryPayoutBets.replace(':id', String(id));

  it("lists the earner's payouts, opens a line's bets, flags and income; siblings and other sites see nothing", async () => {
    const t = await tree();
    const B = await createAccount(gw.sql, site.id, { type: 1, parentId: t.R.id }); // A's sibling
    const p = pastPeriod('daily');
    const bets = await play(t, p.inside);
    const div = await contract(t.R.id, t.A.id, 'dividend', 500, 'daily');
    await contract(t.R.id, t.A.id, 'daily_wage', 100, 'daily');
    expect(await settlePeriod(gw.sql, div, p.start)).toBe('paid');
    const A = await signedIn(t.A);
    const list = await A.get<PayoutPage>(`${API.agentSalaryPayouts}?type=dividend`);
    expect(list.value).toMatchObject({
      total: 1,
      totalAmount: 550,
      list: [{ contractId: div, amount: 550, base: 11_000, betCount: 2, earner: { id: t.A.id }, agent: { id: t.R.id } }],
    });
    const payoutId = list.value.list[0]!.id;
    expect((await A.get<PayoutPage>(`${API.agentSalaryPayouts}?type=dividend&from=${p.end.toISOString()}`)).value.total).toBe(0);
    expect((await A.get<PayoutPage>(`${API.agentSalaryPayouts}?type=daily_wage`)).value.total).toBe(0);

    // The line's bets: exactly the period's betting journals of the team, from the member's side.
    const lines = await A.get<PayoutBetPage>(`${betsOf(payoutId)}?pageSize=100`);
    expect(lines.value.total).toBe(4);
    expect(lines.value.list.map((l) => l.journalId).sort((a, b) => a - b)).toEqual([...bets].sort((a, b) => a - b));
    const sum = (k: 'stake' | 'valid' | 'win') => lines.value.list.reduce((n, l) => n + l[k], 0);
    expect([sum('stake'), sum('valid'), sum('win')]).toEqual([16_000, 15_000, 4_000]);
    expect(lines.value.list.find((l) => l.kind === 'rollback')).toMatchObject({ username: t.m2.username, stake: 0, valid: -1_000, win: 0 });

    // The agent who gave the contract sees it as given; R is not its earner.
    const R = await signedIn(t.R);
    expect((await R.get<PayoutPage>(`${API.agentSalaryPayouts}?type=dividend&side=given`)).value.list.map((x) => x.id)).toEqual([payoutId]);
    expect((await R.get<PayoutPage>(`${API.agentSalaryPayouts}?type=dividend`)).value.total).toBe(0);
    expect((await R.get<PayoutBetPage>(betsOf(payoutId))).value.total).toBe(4);

    expect((await A.get<SalaryFlags>(API.agentSalaryFlags)).value).toEqual({ enableCt: true, salary: true, hourSalary: false, agentRealtimeSalary: false });
    expect((await R.get<SalaryFlags>(API.agentSalaryFlags)).value).toEqual({ enableCt: false, salary: false, hourSalary: false, agentRealtimeSalary: false });

    const income = await A.get<RevenueReport>(API.agentRevenue);
    expect(income.value.totals).toEqual({ dividend: 550, daily_wage: 0, hourly_salary: 0, realtime_salary: 0, total: 550 });
    expect(income.value.days).toHaveLength(1);

    // A sibling agent, A's own member, a member of another site: the line does not exist for them.
    const other = await createMerchant(gw.sql);
    const O = await createAccount(gw.sql, other.id, { type: 1 });
    for (const api of [await signedIn(B), await signedIn(t.m1), await signedIn(t.S), await signedIn(O, other.host)]) {
      expect((await api.get(betsOf(payoutId))).code).toBe('NOT_FOUND');
      expect((await api.get<PayoutPage>(`${API.agentSalaryPayouts}?type=dividend`)).value.total).toBe(0);
      expect((await api.get<RevenueReport>(API.agentRevenue)).value.totals.total).toBe(0);
    }
    expect((await (await signedIn(t.m1)).get(`${API.agentSalaryPayouts}?type=dividend&side=given`)).code).toBe('AGENT_ONLY');
    expect((await new Api(gw.url(site.host)).get(API.agentSalaryFlags)).code).toBe('TOKEN_MISSING');
  });
});
