import { describe, expect, it } from 'vitest';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { API, CreditHeldSchema, type HeldCreditPage, type HeldCreditRow, type VendorWalletValue } from '@wl/shared';
import { AppError } from '../../gateway/src/http/errors.js';
import { openGameSession } from '../../gateway/src/modules/vendor-wallet/sessions.js';
import { seamlessCredit, seamlessDebit } from '../../gateway/src/modules/vendor-wallet/wallet.js';
import { createMerchant } from '../support/factories.js';
import { useSite } from '../support/site.js';
import { signInStaff } from '../support/staff.js';
import { connectStaff } from '../support/staff-socket.js';
import { createGame, createVendor, fundedPlayer, journalRows, mainBalance, session, uid, type VendorCredential } from './seamless-fixtures.js';
import { vendorCall } from './seamless-fixtures-http.js';

/**
 * Round rules, win caps and held credits (docs/SEAMLESS.md "Round rules, caps and held credits"):
 * a credit pays only the open debit of its own round, game, currency and player; one above the
 * game's multiplier or the merchant's single-credit cap is held, answered without money, listed
 * for staff, paid once on approval or voided (stake returned) on refusal, and pushed to the
 * merchant's staff sockets.
 */
const MAX_SINGLE = 1_000_000;
const { gw, site } = useSite({ settings: { maxSingleCredit: MAX_SINGLE } });

const at = (path: string, id: number) => path.replace(':id', String(id));
const code = async (p: Promise<unknown>) =>
  p.then(
    () => 'OK',
    (e: unknown) => (e instanceof AppError ? e.code : String(e)),
  );

/** One admin for the file: staff sign-in allows 10 a minute per IP. */
let adminP: ReturnType<typeof signInStaff> | null = null;
const admin = () => (adminP ??= signInStaff(gw, site));

async function player(o: { funds?: number; multiplier?: number | null; vendor?: VendorCredential } = {}) {
  const v = o.vendor ?? (await createVendor(gw.sql, { merchantId: site.id }));
  const g = await createGame(gw.sql, v.code);
  if (o.multiplier != null) await gw.sql`update games set max_win_multiplier = ${o.multiplier} where node_id = ${g.nodeId}`;
  const a = await fundedPlayer(gw.sql, site.id, o.funds ?? 10_000);
  const { token } = await gw.sql.begin((tx) =>
    openGameSession(tx, { accountId: a.id, merchantId: site.id, nodeId: g.nodeId, vendor: v.code, book: 'real', currency: 'PHP' }, 60),
  );
  const call = <T = VendorWalletValue>(path: string, body: unknown) => vendorCall<T>(gw.url(), path, v, body);
  const bet = async (amount: number, roundId = uid('r')) => {
    const txId = uid('bet');
    const r = await call(API.seamlessDebit, { token, txId, roundId, amount });
    expect(r.success, r.code).toBe(true);
    return { txId, roundId };
  };
  return { v, g, a, token, call, bet };
}

async function heldList(status = 'held'): Promise<HeldCreditRow[]> {
  const { api } = await admin();
  const r = await api.call<HeldCreditPage>('GET', `${API.staffHeldCredits}?status=${status}&pageSize=100`);
  expect(r.success, r.code).toBe(true);
  return r.value.list;
}

/** A credit held above the multiplier (10x on a 100 stake): the player, the credit body and its answer. */
async function holdOne() {
  const p = await player({ funds: 1_000, multiplier: 10 });
  const b = await p.bet(100);
  const credit = { txId: uid('win'), roundId: b.roundId, betTxId: b.txId, amount: 5_000 };
  const answer = await p.call(API.seamlessCredit, credit);
  expect(answer.success, answer.code).toBe(true);
  const [row] = (await heldList()).filter((h) => h.txId === credit.txId);
  return { p, b, credit, answer, row: row! };
}

describe('a credit pays only its own open round', () => {
  it("refuses a wrong round id, another player's bet and a closed round, moving nothing", async () => {
    const p = await player({ funds: 1_000 });
    const b = await p.bet(400);
    const wrongRound = await p.call(API.seamlessCredit, { txId: uid('w'), roundId: `${b.roundId}-x`, betTxId: b.txId, amount: 800 });
    expect([wrongRound.status, wrongRound.code]).toEqual([409, 'BET_ROUND_MISMATCH']);
    // The other player's token names them: the bet is not theirs to be paid.
    const other = await player({ vendor: p.v });
    const foreign = await other.call(API.seamlessCredit, { token: other.token, txId: uid('w'), roundId: b.roundId, betTxId: b.txId, amount: 800 });
    expect([foreign.status, foreign.code]).toEqual([404, 'BET_NOT_FOUND']);
    expect(await mainBalance(gw.sql, p.a.id)).toBe(600);
    expect(await mainBalance(gw.sql, other.a.id)).toBe(10_000);

    const win = { txId: uid('w'), roundId: b.roundId, betTxId: b.txId, amount: 800 };
    const paid = await p.call(API.seamlessCredit, win);
    expect(paid.value).toMatchObject({ balance: 1_400, replayed: false });
    expect((await p.call(API.seamlessCredit, { ...win, txId: uid('w') })).code).toBe('BET_ALREADY_SETTLED');
    // The first credit's replay still gets its first answer.
    expect((await p.call(API.seamlessCredit, win)).value).toEqual({ ...paid.value, replayed: true });

    const rolled = await p.bet(100);
    expect((await p.call(API.seamlessRollback, { txId: uid('rb'), refTxId: rolled.txId })).success).toBe(true);
    expect((await p.call(API.seamlessCredit, { txId: uid('w'), roundId: rolled.roundId, betTxId: rolled.txId, amount: 50 })).code).toBe('BET_ROLLED_BACK');
    expect(await mainBalance(gw.sql, p.a.id)).toBe(1_400);
  });

  it('in process: another player, another merchant, another game or currency never meets the bet', async () => {
    const v = await createVendor(gw.sql);
    const g = await createGame(gw.sql, v.code);
    const g2 = await createGame(gw.sql, v.code);
    const a = await fundedPlayer(gw.sql, site.id, 1_000);
    const b = await fundedPlayer(gw.sql, site.id, 1_000);
    const elsewhere = await createMerchant(gw.sql);
    const s = session(a, site.id, v.code, g.nodeId);
    const bet = uid('bet');
    await gw.sql.begin((tx) => seamlessDebit(tx, s, { txId: bet, roundId: 'r1', amount: 300 }));
    const credit = (who: typeof s) => code(gw.sql.begin((tx) => seamlessCredit(tx, who, { txId: uid('w'), roundId: 'r1', betTxId: bet, amount: 600 })));
    expect(await credit(session(b, site.id, v.code, g.nodeId))).toBe('BET_NOT_FOUND');
    expect(await credit({ ...s, merchantId: elsewhere.id })).toBe('BET_NOT_FOUND');
    expect(await credit(session(a, site.id, v.code, g2.nodeId))).toBe('BET_ROUND_MISMATCH');
    expect(await credit({ ...s, currency: 'USD' })).toBe('BET_ROUND_MISMATCH');
    expect(await mainBalance(gw.sql, a.id)).toBe(700);
    expect(await credit(s)).toBe('OK');
    expect(await mainBalance(gw.sql, a.id)).toBe(1_300);
  });
});

describe('credits above the caps are held', () => {
  it("holds a credit above the game's multiplier: no money, listed, replayed alike, the round closed to others", async () => {
    const { p, b, credit, answer, row } = await holdOne();
    expect(answer.value).toEqual({ balance: 900, currency: 'PHP', txId: credit.txId, journalId: null, replayed: false, held: true });
    expect(await mainBalance(gw.sql, p.a.id)).toBe(900);
    expect(await journalRows(gw.sql, p.v.code, credit.txId)).toBe(0);
    expect(row).toMatchObject({
      accountId: p.a.id,
      vendor: p.v.code,
      nodeId: p.g.nodeId,
      roundId: b.roundId,
      betTxId: b.txId,
      stake: 100,
      amount: 5_000,
      multiplier: 50,
      reason: 'multiplier',
      maxMultiplier: 10,
      status: 'held',
      reviewedAt: null,
    });
    expect((await p.call(API.seamlessCredit, credit)).value).toEqual({ ...answer.value, replayed: true });
    expect((await p.call(API.seamlessCredit, { ...credit, amount: 900 })).code).toBe('IDEMPOTENCY_CONFLICT');
    expect((await p.call(API.seamlessCredit, { ...credit, txId: uid('w'), amount: 900 })).code).toBe('BET_ALREADY_SETTLED');
    expect((await p.call(API.seamlessRollback, { txId: uid('rb'), refTxId: b.txId })).code).toBe('BET_ALREADY_SETTLED');
    // The debit timeout leaves a held round alone.
    const [d] = await gw.sql<{ state: string }[]>`select state from vendor_transactions where vendor_code = ${p.v.code} and tx_id = ${b.txId}`;
    expect(d!.state).toBe('held');
    expect(await mainBalance(gw.sql, p.a.id)).toBe(900);
  });

  it("holds a credit above the merchant's single-credit cap within the multiplier", async () => {
    const p = await player({ funds: 10_000 });
    const b = await p.bet(5_000);
    const credit = { txId: uid('win'), roundId: b.roundId, betTxId: b.txId, amount: MAX_SINGLE + 1 };
    const answer = await p.call(API.seamlessCredit, credit);
    expect(answer.value).toMatchObject({ balance: 5_000, journalId: null, held: true });
    expect((await p.call(API.seamlessCredit, credit)).value).toEqual({ ...answer.value, replayed: true });
    const row = (await heldList()).find((h) => h.txId === credit.txId);
    expect(row).toMatchObject({ reason: 'single_credit', maxSingleCredit: MAX_SINGLE, maxMultiplier: 5_000 });
    // At the cap exactly is paid.
    const b2 = await p.bet(1_000);
    const atCap = await p.call(API.seamlessCredit, { txId: uid('win'), roundId: b2.roundId, betTxId: b2.txId, amount: MAX_SINGLE });
    expect(atCap.value).toMatchObject({ balance: 4_000 + MAX_SINGLE });
    expect(atCap.value.held).toBeUndefined();
  });

  it('takes the single-credit cap from the site settings admins save', async () => {
    const other = await createMerchant(gw.sql);
    const otherAdmin = await signInStaff(gw, other);
    expect((await otherAdmin.api.put(API.staffSettings, { maxSingleCredit: 0 })).code).toBe('VALIDATION_FAILED');
    expect((await otherAdmin.api.put(API.staffSettings, { maxSingleCredit: 2_000 })).success).toBe(true);
    const v = await createVendor(gw.sql, { merchantId: other.id });
    const g = await createGame(gw.sql, v.code);
    const a = await fundedPlayer(gw.sql, other.id, 1_000);
    const s = session(a, other.id, v.code, g.nodeId);
    const pay = async (amount: number) => {
      const bet = uid('bet');
      await gw.sql.begin((tx) => seamlessDebit(tx, s, { txId: bet, roundId: 'r', amount: 100 }));
      return gw.sql.begin((tx) => seamlessCredit(tx, s, { txId: uid('w'), roundId: 'r', betTxId: bet, amount }));
    };
    expect((await pay(2_000)).held).toBeUndefined();
    expect(await pay(2_001)).toMatchObject({ held: true, journalId: null });
    const [h] = await gw.sql<{ reason: string; maxSingleCredit: string }[]>`select reason, max_single_credit from held_credits where account_id = ${a.id}`;
    expect([h!.reason, Number(h!.maxSingleCredit)]).toEqual(['single_credit', 2_000]);
  });

  it('pays an approved credit once under 5 concurrent approvals, logged with the reason', async () => {
    const { p, credit, answer, row } = await holdOne();
    const { api, id: staffId } = await admin();
    const tries = await Promise.all(
      Array.from({ length: 5 }, () => api.put<HeldCreditRow>(at(API.staffHeldCreditApprove, row.id), { reason: 'Checked with the vendor' })),
    );
    expect(tries.filter((t) => t.success)).toHaveLength(1);
    expect(tries.filter((t) => !t.success).map((t) => t.code)).toEqual(Array(4).fill('HELD_CREDIT_REVIEWED'));
    expect(tries.find((t) => t.success)!.value).toMatchObject({ status: 'approved', note: 'Checked with the vendor', reviewedAt: expect.any(String) });
    expect(await mainBalance(gw.sql, p.a.id)).toBe(900 + 5_000);
    expect(await journalRows(gw.sql, p.v.code, credit.txId)).toBe(1);
    // The vendor's replay reads its first answer; the round is settled for good.
    expect((await p.call(API.seamlessCredit, credit)).value).toEqual({ ...answer.value, replayed: true });
    expect((await p.call(API.seamlessRollback, { txId: uid('rb'), refTxId: credit.betTxId })).code).toBe('BET_ALREADY_SETTLED');
    const logged = await gw.sql<{ accountId: string; details: { body: { reason: string } } }[]>`
      select account_id, details from staff_actions where staff_id = ${staffId} and action = 'PUT held-credits/:id/approve' and details->'params'->>'id' = ${String(row.id)}`;
    expect(logged).toHaveLength(1);
    expect([Number(logged[0]!.accountId), logged[0]!.details.body.reason]).toEqual([p.a.id, 'Checked with the vendor']);
    expect((await heldList('approved')).some((h) => h.id === row.id)).toBe(true);
  });

  it('refuses: the win is void, the stake returned, the round closed', async () => {
    const { p, credit, row } = await holdOne();
    const { api } = await admin();
    expect((await api.put(at(API.staffHeldCreditRefuse, row.id), { reason: '   ' })).code).toBe('REASON_REQUIRED');
    expect((await api.put(at(API.staffHeldCreditRefuse, row.id), {})).code).toBe('VALIDATION_FAILED');
    const refused = await api.put<HeldCreditRow>(at(API.staffHeldCreditRefuse, row.id), { reason: "Payout above the game's paytable" });
    expect(refused.value).toMatchObject({ status: 'refused', note: "Payout above the game's paytable" });
    expect(await mainBalance(gw.sql, p.a.id)).toBe(1_000);
    expect((await api.put(at(API.staffHeldCreditApprove, row.id), { reason: 'again' })).code).toBe('HELD_CREDIT_REVIEWED');
    expect(await mainBalance(gw.sql, p.a.id)).toBe(1_000);
    expect((await p.call(API.seamlessCredit, { ...credit, txId: uid('w'), amount: 10 })).code).toBe('BET_ROLLED_BACK');
    expect((await p.call(API.seamlessRollback, { txId: uid('rb'), refTxId: credit.betTxId })).value).toMatchObject({ journalId: null, balance: 1_000 });
    expect((await heldList()).some((h) => h.id === row.id)).toBe(false);
  });

  it("is a risk review: risk staff read and decide, support sees nothing, another merchant's staff see nothing", async () => {
    const { row } = await holdOne();
    const support = await signInStaff(gw, site, 'support');
    const refused = await support.api.call<HeldCreditPage>('GET', API.staffHeldCredits);
    expect([refused.status, refused.code]).toEqual([403, 'FORBIDDEN']);
    const tried = await support.api.put(at(API.staffHeldCreditApprove, row.id), { reason: 'mine' });
    expect([tried.status, tried.code]).toEqual([403, 'FORBIDDEN']);
    const risk = await signInStaff(gw, site, 'risk');
    const list = await risk.api.call<HeldCreditPage>('GET', API.staffHeldCredits);
    expect(list.value.list.some((h) => h.id === row.id)).toBe(true);
    expect(list.value.utcOffsetMinutes).toBe(480);
    const other = await createMerchant(gw.sql);
    const foreign = await signInStaff(gw, other);
    expect((await foreign.api.call<HeldCreditPage>('GET', API.staffHeldCredits)).value.list).toEqual([]);
    expect((await foreign.api.put(at(API.staffHeldCreditApprove, row.id), { reason: 'x' })).code).toBe('HELD_CREDIT_NOT_FOUND');
    expect((await heldList()).find((h) => h.id === row.id)!.status).toBe('held');
  });
});

describe('staff alert', () => {
  const connect = (host: string, token: string | undefined) => connectStaff(gw, host, token);

  it("pushes credit:held to the merchant's staff who may review it, after the hold commits, and to no one else", async () => {
    await expect(connect(site.host, undefined)).rejects.toThrow('TOKEN_INVALID');
    await expect(connect(site.host, 'not-a-staff-token')).rejects.toThrow('TOKEN_INVALID');
    const { api } = await admin();
    const mine = await connect(site.host, api.token!);
    const other = await createMerchant(gw.sql);
    const otherStaff = await signInStaff(gw, other);
    await expect(connect(site.host, otherStaff.api.token!)).rejects.toThrow('TOKEN_INVALID');
    const theirs = await connect(other.host, otherStaff.api.token!);
    // Support of the same site: connected, but its role may not review held credits.
    const supportSocket = await connect(site.host, (await signInStaff(gw, site, 'support')).api.token!);
    const elsewhere: unknown[] = [];
    theirs.on('credit:held', (a) => elsewhere.push(a));
    supportSocket.on('credit:held', (a) => elsewhere.push(a));
    try {
      const got = new Promise<unknown>((resolve) => mine.on('credit:held', (a) => resolve(a)));
      const { p, row } = await holdOne();
      const alert = await got;
      expect(TypeCompiler.Compile(CreditHeldSchema).Check(alert)).toBe(true);
      expect(alert).toEqual({
        id: row.id,
        username: row.username,
        vendor: p.v.code,
        gameName: row.gameName,
        amount: 5_000,
        currency: 'PHP',
        reason: 'multiplier',
      });
      await new Promise((r) => setTimeout(r, 200));
      expect(elsewhere).toEqual([]);
    } finally {
      mine.close();
      theirs.close();
      supportSocket.close();
    }
  });
});
