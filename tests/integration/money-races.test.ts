import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type Envelope, type LoginValue, type PayeeAccount, type StaffLoginValue } from '@wl/shared';
import { postHouseTransfer } from '../../gateway/src/modules/wallet/ledger.js';
import { saveWithdrawLimits } from '../../gateway/src/modules/withdrawal/withdraw-limits.js';
import { Api } from '../support/api.js';
import { createAccount, ensureHouseGames } from '../support/factories.js';
import { startGateway, type TestGateway } from '../support/gateway.js';
import { openGameSession } from '../../gateway/src/modules/vendor-wallet/sessions.js';
import { useSite } from '../support/site.js';
import { createGame, createVendor, type VendorCredential } from './seamless-fixtures.js';
import { vendorCall } from './seamless-fixtures-http.js';
import { createAdmin } from '../support/staff.js';

/**
 * Every money path of a member racing the others, through two gateway nodes on one database:
 * withdrawal requests and their refusal by staff, transfers main <-> a game sub-wallet, staff
 * adjustments both ways, in-house game rounds and a third-party vendor's signed debits and credits. Whatever the mix, no call may end in a
 * deadlock (TRY_AGAIN, or the database's deadlock counter moving), no balance goes below zero,
 * every journal is balanced and every balance equals the sum of its postings.
 */
const { gw, site } = useSite({ env: { TRUSTED_PROXY: 'loopback' } });
let second: TestGateway;
let staff: Api[];
const PIN = '246810';
let ipSeq = 0;
const newIp = () => `198.18.${Math.floor(++ipSeq / 250) % 250}.${(ipSeq % 250) + 1}`;

interface Member {
  id: number;
  apis: Api[];
  payeeId: number;
  gameToken: string;
}
let vendor: VendorCredential;
let game: { nodeId: number };

beforeAll(async () => {
  second = await startGateway({ TRUSTED_PROXY: 'loopback' });
  await gw.sql`
    insert into wallet_modes (merchant_id, single, vendors, upline_transfer) values (${site.id}, false, ${['BGS']}, false)
    on conflict (merchant_id) do update set single = false, vendors = excluded.vendors`;
  await ensureHouseGames(gw.sql);
  vendor = await createVendor(gw.sql, { merchantId: site.id });
  game = await createGame(gw.sql, vendor.code);
  // Small amounts and many requests a day, so the races reach the ledger instead of the limits.
  await saveWithdrawLimits(gw.sql, site.id, { minAmount: 1, maxAmount: 1_000_000, dailyCount: 100_000, dailyAmount: 100_000_000, confirmMinutes: 1440 });
  const admin = await createAdmin(gw.sql, site.id);
  staff = await Promise.all(
    [gw, second].map(async (g) => {
      const api = new Api(g.url(site.host), { 'x-forwarded-for': newIp() });
      const r = await api.post<StaffLoginValue>(API.staffLogin, admin);
      api.token = r.value.token;
      return api;
    }),
  );
});
afterAll(() => second?.close());

async function member(funds: number): Promise<Member> {
  const u = await createAccount(gw.sql, site.id, { payeeName: 'Juan Dela Cruz' });
  await gw.sql.begin((tx) =>
    postHouseTransfer(tx, { key: `race-fund:${u.id}`, kind: 'deposit', merchantId: site.id, accountId: u.id, wallet: 'real', currency: 'PHP', amount: funds }),
  );
  const first = new Api(gw.url(site.host), { 'x-forwarded-for': newIp() });
  first.token = (await first.post<LoginValue>(API.login, { type: 'username', username: u.username, password: u.password }, true)).value.token;
  expect((await first.put(API.withdrawPaymentPassword, { paymentPassword: PIN, confirmPaymentPassword: PIN })).success).toBe(true);
  const payee = await first.post<PayeeAccount>(API.withdrawPayees, { bankName: 'BDO', accountName: 'Juan Dela Cruz', accountNumber: '001234567890' });
  // The game sub-wallet exists from the first transfer into it; a transfer out of it before then is refused as a wrong wallet.
  expect((await first.call('POST', API.walletTransfer, { from: 'main', to: 'BGS', amount: 100 }, key())).success).toBe(true);
  const other = Object.assign(new Api(second.url(site.host), { 'x-forwarded-for': newIp() }), { token: first.token });
  // A game session of a third-party vendor, whose server calls the wallet API (debit, then credit).
  const { token: gameToken } = await gw.sql.begin((tx) =>
    openGameSession(tx, { accountId: u.id, merchantId: site.id, nodeId: game.nodeId, vendor: vendor.code, book: 'real', currency: 'PHP' }, 60),
  );
  return { id: u.id, apis: [first, other], payeeId: payee.value.id, gameToken };
}

type Op =
  | { kind: 'withdraw' | 'toGame' | 'fromGame' | 'credit' | 'debit' | 'bet' | 'vendorRound'; who: number; node: number; amount: number }
  | { kind: 'refuse'; who: number; node: number };

const opArb = (members: number): fc.Arbitrary<Op> =>
  fc.oneof(
    fc.record({
      kind: fc.constantFrom('withdraw', 'toGame', 'fromGame', 'credit', 'debit', 'bet', 'vendorRound'),
      who: fc.nat(members - 1),
      node: fc.nat(1),
      amount: fc.integer({ min: 100, max: 4_000 }),
    }),
    fc.record({ kind: fc.constant('refuse' as const), who: fc.nat(members - 1), node: fc.nat(1) }),
  );

// A fresh address per call: per-IP rate limits have tests of their own and would hide the races.
const key = () => ({ headers: { 'idempotency-key': randomUUID(), 'x-forwarded-for': newIp() } });
const at = (path: string, id: number) => path.replace(':id', String(id));

async function run(op: Op, m: Member): Promise<Envelope<unknown>> {
  const api = m.apis[op.node]!;
  const admin = staff[op.node]!;
  switch (op.kind) {
    case 'withdraw':
      return api.call('POST', API.withdraw, { amount: op.amount, payeeAccountId: m.payeeId, paymentPassword: PIN }, key());
    case 'toGame':
      return api.call('POST', API.walletTransfer, { from: 'main', to: 'BGS', amount: op.amount }, key());
    case 'fromGame':
      return api.call('POST', API.walletTransfer, { from: 'BGS', to: 'main', amount: op.amount }, key());
    case 'credit':
      return admin.call('POST', at(API.staffAccountAdjust, m.id), { direction: 'credit', amount: op.amount, reason: 'race test' }, key());
    case 'debit':
      return admin.call('POST', at(API.staffAccountAdjust, m.id), { direction: 'debit', amount: op.amount, reason: 'race test' }, key());
    case 'bet':
      return api.call('POST', API.bgsBet.replace(':game', 'BGS_DICE'), { amount: op.amount, params: { target: 5000, over: true } }, key());
    case 'vendorRound': {
      // The vendor's server, reaching either node: the stake, then the round's result (0 to 2x).
      const base = [gw, second][op.node]!.url();
      const txId = `race-${randomUUID()}`;
      const roundId = `round-${randomUUID()}`;
      const debit = await vendorCall(base, API.seamlessDebit, vendor, { token: m.gameToken, txId, roundId, amount: op.amount });
      if (!debit.success) return debit;
      return vendorCall(base, API.seamlessCredit, vendor, { txId: `win-${txId}`, roundId, betTxId: txId, amount: op.amount * (op.amount % 3) });
    }
    case 'refuse': {
      const [w] = await gw.sql<{ id: string }[]>`select id from withdrawals where account_id = ${m.id} and status = 'requested' order by random() limit 1`;
      if (!w) return { success: true, code: 'NOTHING', message: '', value: null };
      return admin.call('PUT', at(API.staffWithdrawalReject, Number(w.id)), { reason: 'race test' }, key());
    }
  }
}

/** Refusals a race may rightly give: not enough money, or a row another call moved first. */
const FAIR = new Set(['INSUFFICIENT_BALANCE', 'WITHDRAW_STATE_INVALID', 'BET_OUT_OF_RANGE']);

const deadlocks = async () => Number((await gw.sql<{ n: string }[]>`select deadlocks as n from pg_stat_database where datname = current_database()`)[0]!.n);

async function ledgerProblems(ids: number[]): Promise<string[]> {
  const unbalanced = await gw.sql<{ journalId: string }[]>`
    select p.journal_id from postings p where p.journal_id in (
      select p2.journal_id from postings p2 join wallets w on w.id = p2.wallet_id where w.account_id = any(${ids}::bigint[]))
    group by p.journal_id, p.currency having sum(p.amount) <> 0`;
  const drift = await gw.sql<{ id: string; balance: string; posted: string }[]>`
    select w.id, w.balance, coalesce(sum(p.amount), 0)::text as posted from wallets w left join postings p on p.wallet_id = w.id
    where w.account_id = any(${ids}::bigint[]) group by w.id having w.balance <> coalesce(sum(p.amount), 0) or w.balance < 0`;
  return [...unbalanced.map((u) => `journal ${u.journalId} unbalanced`), ...drift.map((d) => `wallet ${d.id}: balance ${d.balance}, postings ${d.posted}`)];
}

describe('money paths racing each other', () => {
  it('10 withdrawals and 10 transfers of one member at once: no deadlock', async () => {
    const m = await member(100_000);
    const before = await deadlocks();
    const ops: Op[] = Array.from({ length: 20 }, (_, i) => ({ kind: i % 2 ? 'withdraw' : 'toGame', who: 0, node: i % 2, amount: 1_000 }));
    const codes = (await Promise.all(ops.map((op) => run(op, m)))).map((r) => (r.success ? 'OK' : r.code));
    expect(codes).toEqual(ops.map(() => 'OK'));
    // The server counts a deadlock when it breaks one; its statistics reach the view within a second.
    await new Promise((r) => setTimeout(r, 1_500));
    expect(await deadlocks()).toBe(before);
    expect(await ledgerProblems([m.id])).toEqual([]);
  });

  it('random concurrent money operations for a few members: no deadlock, nothing negative, every journal balanced', async () => {
    const members = await Promise.all([member(20_000), member(20_000), member(5_000)]);
    const before = await deadlocks();
    const seen = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(fc.array(opArb(members.length), { minLength: 10, maxLength: 30 }), async (ops) => {
        const answers = await Promise.all(ops.map((op) => run(op, members[op.who]!)));
        for (const [i, a] of answers.entries()) {
          const code = a.success ? 'OK' : a.code;
          seen.set(`${ops[i]!.kind}:${code}`, (seen.get(`${ops[i]!.kind}:${code}`) ?? 0) + 1);
          if (!a.success && !FAIR.has(a.code)) throw new Error(`${ops[i]!.kind} answered ${a.code}: ${a.message}`);
        }
        expect(await ledgerProblems(members.map((m) => m.id))).toEqual([]);
      }),
      { numRuns: 12, seed: 20_261_128 },
    );
    await new Promise((r) => setTimeout(r, 1_500));
    expect(await deadlocks()).toBe(before);
    console.log(
      `[money-races] answers: ${[...seen]
        .sort()
        .map(([k, n]) => `${k} ${n}`)
        .join(', ')}`,
    );
    // The mix really raced: money moved on every path.
    for (const kind of ['withdraw', 'toGame', 'fromGame', 'credit', 'debit', 'bet', 'vendorRound']) expect(seen.get(`${kind}:OK`) ?? 0).toBeGreaterThan(0);
  }, 240_000);
});
