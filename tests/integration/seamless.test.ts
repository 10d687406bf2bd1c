import { beforeAll, describe, expect, it } from 'vitest';
import { API, ENUMERATION_MISSES_PER_IP, ENUMERATION_MISSES_PER_TARGET, type VendorWalletValue } from '@wl/shared';
import { openGameSession } from '../../gateway/src/modules/vendor-wallet/sessions.js';
import { sweepTimedOutDebits } from '../../gateway/src/modules/vendor-wallet/timeout.js';
import { startGateway } from '../support/gateway.js';
import { useSite } from '../support/site.js';
import { createGame, createVendor, fundedPlayer, journalRows, mainBalance, uid, type VendorCredential } from './seamless-fixtures.js';
import { vendorCall } from './seamless-fixtures-http.js';

/**
 * The seamless-wallet vendor API (docs/SEAMLESS.md): signed server-to-server calls, idempotent on
 * the vendor's txId, tolerant the way aggregators need, every call one ledger transaction.
 */
const { gw, site } = useSite();
// Vendor calls are throttled per IP (docs/THROTTLES.md); another file's forged calls from this
// address must not spend this file's budget.
beforeAll(async () => {
  await gw.sql`delete from probe_budget where key like 'enum-%:0:vendor:%'`;
});

type V = VendorCredential;

async function player(o: { funds?: number; type?: number; vendor?: V; timeoutSeconds?: number } = {}) {
  const v = o.vendor ?? (await createVendor(gw.sql, { merchantId: site.id, timeoutSeconds: o.timeoutSeconds }));
  const g = await createGame(gw.sql, v.code, { trial: true });
  const a = await fundedPlayer(gw.sql, site.id, o.funds ?? 10_000, o.type ?? 0);
  const book = o.type === 4 ? 'play' : 'real';
  const { token, sessionId } = await gw.sql.begin((tx) =>
    openGameSession(tx, { accountId: a.id, merchantId: site.id, nodeId: g.nodeId, vendor: v.code, book, currency: 'PHP' }, 60),
  );
  // Vendors reach us on any host: the demo site's address, not the member's merchant host.
  const call = <T = VendorWalletValue>(path: string, body: unknown, opts?: Parameters<typeof vendorCall>[4]) => vendorCall<T>(gw.url(), path, v, body, opts);
  return { v, a, token, sessionId, call };
}

const expire = (sessionId: number) => gw.sql`update game_sessions set expires_at = now() - interval '1 second' where id = ${sessionId}`;

describe('seamless wallet: money calls', () => {
  it('answers the balance of a live token', async () => {
    const p = await player({ funds: 4_200 });
    const r = await p.call(API.seamlessBalance, { token: p.token });
    expect(r).toMatchObject({ success: true, value: { balance: 4_200, currency: 'PHP' } });
  });

  it('debits once: a duplicate gets the first answer and one journal row; other details conflict', async () => {
    const p = await player();
    const body = { token: p.token, txId: uid('bet'), roundId: 'r1', amount: 1_500 };
    const first = await p.call(API.seamlessDebit, body);
    expect(first.value).toMatchObject({ balance: 8_500, currency: 'PHP', txId: body.txId, replayed: false });
    const again = await p.call(API.seamlessDebit, body);
    expect(again.value).toEqual({ ...first.value, replayed: true });
    expect((await p.call(API.seamlessDebit, { ...body, amount: 1_600 })).code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await journalRows(gw.sql, p.v.code, body.txId)).toBe(1);
    expect(await mainBalance(gw.sql, p.a.id)).toBe(8_500);
  });

  it('refuses a debit above the balance with nothing booked', async () => {
    const p = await player({ funds: 1_000 });
    const txId = uid();
    expect((await p.call(API.seamlessDebit, { token: p.token, txId, roundId: 'r', amount: 1_001 })).code).toBe('INSUFFICIENT_BALANCE');
    expect(await journalRows(gw.sql, p.v.code, txId)).toBe(0);
    expect(await mainBalance(gw.sql, p.a.id)).toBe(1_000);
  });

  it('credits a bet once; a duplicate credit gets the first answer; an unknown bet is BET_NOT_FOUND', async () => {
    const p = await player({ funds: 1_000 });
    const bet = uid('bet');
    await p.call(API.seamlessDebit, { token: p.token, txId: bet, roundId: 'r', amount: 400 });
    const win = { txId: uid('win'), roundId: 'r', betTxId: bet, amount: 1_000 };
    const first = await p.call(API.seamlessCredit, win);
    expect(first.value).toMatchObject({ balance: 1_600, replayed: false });
    expect((await p.call(API.seamlessCredit, win)).value).toEqual({ ...first.value, replayed: true });
    expect(await journalRows(gw.sql, p.v.code, win.txId)).toBe(1);
    expect((await p.call(API.seamlessCredit, { ...win, txId: uid(), betTxId: uid('nobet') })).code).toBe('BET_NOT_FOUND');
    expect(await mainBalance(gw.sql, p.a.id)).toBe(1_600);
  });

  it('acknowledges a rollback of an unknown bet and refuses that debit when it arrives late', async () => {
    const p = await player({ funds: 1_000 });
    const bet = uid('bet');
    const ack = await p.call(API.seamlessRollback, { token: p.token, txId: uid('rb'), refTxId: bet });
    expect(ack.value).toMatchObject({ balance: 1_000, journalId: null });
    expect((await p.call(API.seamlessDebit, { token: p.token, txId: bet, roundId: 'r', amount: 100 })).code).toBe('BET_ROLLED_BACK');
    expect(await mainBalance(gw.sql, p.a.id)).toBe(1_000);
  });

  it('returns a stake on rollback, and refuses a rollback after a win with money unchanged', async () => {
    const p = await player({ funds: 1_000 });
    const lost = uid('bet');
    await p.call(API.seamlessDebit, { token: p.token, txId: lost, roundId: 'r1', amount: 300 });
    expect((await p.call(API.seamlessRollback, { txId: uid('rb'), refTxId: lost })).value).toMatchObject({ balance: 1_000 });

    const won = uid('bet');
    await p.call(API.seamlessDebit, { token: p.token, txId: won, roundId: 'r2', amount: 300 });
    await p.call(API.seamlessCredit, { txId: uid('win'), roundId: 'r2', betTxId: won, amount: 900 });
    expect(await mainBalance(gw.sql, p.a.id)).toBe(1_600);
    expect((await p.call(API.seamlessRollback, { txId: uid('rb'), refTxId: won })).code).toBe('BET_ALREADY_SETTLED');
    expect(await mainBalance(gw.sql, p.a.id)).toBe(1_600);
  });

  it('pays a win after the token expired, but refuses a new debit', async () => {
    const p = await player({ funds: 1_000 });
    const bet = uid('bet');
    await p.call(API.seamlessDebit, { token: p.token, txId: bet, roundId: 'r', amount: 200 });
    await expire(p.sessionId);
    const win = await p.call(API.seamlessCredit, { token: p.token, txId: uid('win'), roundId: 'r', betTxId: bet, amount: 500 });
    expect(win.value).toMatchObject({ balance: 1_300 });
    expect((await p.call(API.seamlessDebit, { token: p.token, txId: uid(), roundId: 'r2', amount: 100 })).code).toBe('PLAYER_TOKEN_EXPIRED');
    expect((await p.call(API.seamlessBalance, { token: p.token })).code).toBe('PLAYER_TOKEN_EXPIRED');
  });

  it('rolls back a debit nobody settled within the vendor timeout; a late credit is refused', async () => {
    const p = await player({ funds: 1_000, timeoutSeconds: 10 });
    const bet = uid('bet');
    await p.call(API.seamlessDebit, { token: p.token, txId: bet, roundId: 'r', amount: 700 });
    expect(await mainBalance(gw.sql, p.a.id)).toBe(300);
    // Ages the debit past its vendor's timeout instead of waiting for it.
    await gw.sql`update vendor_transactions set created_at = now() - interval '11 seconds' where vendor_code = ${p.v.code} and tx_id = ${bet}`;
    expect(await sweepTimedOutDebits(gw.sql)).toBeGreaterThanOrEqual(1);
    expect(await mainBalance(gw.sql, p.a.id)).toBe(1_000);
    const [j] = await gw.sql<{ kind: string }[]>`select kind from journal where idempotency_key = ${`seamless:${p.v.code}:timeout:${bet}`}`;
    expect(j?.kind).toBe('rollback');
    expect((await p.call(API.seamlessCredit, { txId: uid('win'), roundId: 'r', betTxId: bet, amount: 1_400 })).code).toBe('BET_ROLLED_BACK');
    expect(await mainBalance(gw.sql, p.a.id)).toBe(1_000);
  });

  it('sweeps each timed-out debit once and leaves debits inside their window alone', async () => {
    const p = await player({ funds: 1_000, timeoutSeconds: 10 });
    const old = uid('bet');
    const fresh = uid('bet');
    await p.call(API.seamlessDebit, { token: p.token, txId: old, roundId: 'r1', amount: 100 });
    await p.call(API.seamlessDebit, { token: p.token, txId: fresh, roundId: 'r2', amount: 200 });
    await gw.sql`update vendor_transactions set created_at = now() - interval '11 seconds' where vendor_code = ${p.v.code} and tx_id = ${old}`;
    await sweepTimedOutDebits(gw.sql);
    await sweepTimedOutDebits(gw.sql);
    expect(await mainBalance(gw.sql, p.a.id)).toBe(800);
    const states = await gw.sql<{ txId: string; state: string }[]>`
      select tx_id, state from vendor_transactions where vendor_code = ${p.v.code} and kind = 'debit' order by id`;
    expect(states).toEqual([
      { txId: old, state: 'rolled_back' },
      { txId: fresh, state: 'open' },
    ]);
    expect((await p.call(API.seamlessCredit, { txId: uid('win'), roundId: 'r2', betTxId: fresh, amount: 500 })).value).toMatchObject({ balance: 1_300 });
  });

  it('lets exactly one of the timeout sweep and a racing credit settle a debit', async () => {
    const p = await player({ funds: 2_000, timeoutSeconds: 10 });
    for (let i = 0; i < 4; i++) {
      const bet = uid('bet');
      await p.call(API.seamlessDebit, { token: p.token, txId: bet, roundId: `r${i}`, amount: 100 });
      await gw.sql`update vendor_transactions set created_at = now() - interval '11 seconds' where vendor_code = ${p.v.code} and tx_id = ${bet}`;
      const before = await mainBalance(gw.sql, p.a.id);
      const [credit] = await Promise.all([
        p.call(API.seamlessCredit, { txId: uid('win'), roundId: `r${i}`, betTxId: bet, amount: 400 }),
        sweepTimedOutDebits(gw.sql),
      ]);
      const [debit] = await gw.sql<{ state: string }[]>`select state from vendor_transactions where vendor_code = ${p.v.code} and tx_id = ${bet}`;
      expect(debit!.state).toBe(credit.success ? 'settled' : 'rolled_back');
      if (!credit.success) expect(credit.code).toBe('BET_ROLLED_BACK');
      expect(await mainBalance(gw.sql, p.a.id)).toBe(before + (credit.success ? 400 : 100));
    }
  });

  it("settles every round of a node that died mid-round: the surviving node's sweep rolls them back, 0 left open", async () => {
    // The rounds are debited through a second gateway, which then goes away before any credit
    // (its process ending is what a crash looks like from the database: the debits are committed,
    // nobody will ever send their credit). The surviving node's sweep runs every 300 ms here.
    const v = await createVendor(gw.sql, { merchantId: site.id, timeoutSeconds: 10 });
    const dying = await startGateway();
    const survivor = await startGateway({ DEBIT_SWEEP_MS: '300' });
    try {
      const p = await player({ funds: 10_000, vendor: v });
      const debits = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          vendorCall(dying.url(), API.seamlessDebit, v, { token: p.token, txId: uid('bet'), roundId: `dead-${i}`, amount: 100 }),
        ),
      );
      expect(debits.every((d) => d.success)).toBe(true);
      expect(await mainBalance(gw.sql, p.a.id)).toBe(8_000);
      await dying.close();
      // Past the vendor's 10 s window without waiting for it.
      await gw.sql`update vendor_transactions set created_at = now() - interval '11 seconds' where vendor_code = ${v.code} and kind = 'debit'`;
      const open = async () =>
        (
          await gw.sql<{ n: number }[]>`
        select count(*)::int as n from vendor_transactions where vendor_code = ${v.code} and kind = 'debit' and state = 'open'`
        )[0]!.n;
      const deadline = Date.now() + 15_000;
      while ((await open()) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      expect(await open()).toBe(0);
      expect(await mainBalance(gw.sql, p.a.id)).toBe(10_000);
      const [rolled] = await gw.sql<{ n: number }[]>`
        select count(*)::int as n from vendor_transactions where vendor_code = ${v.code} and kind = 'rollback' and tx_id like 'timeout:%'`;
      expect(rolled!.n).toBe(20);
    } finally {
      await survivor.close();
    }
  });

  it('plays a trial user with play money in the play book', async () => {
    const p = await player({ funds: 5_000, type: 4 });
    const bet = uid('bet');
    const r = await p.call(API.seamlessDebit, { token: p.token, txId: bet, roundId: 'r', amount: 1_000 });
    expect(r.value).toMatchObject({ balance: 4_000 });
    const [j] = await gw.sql<{ book: string }[]>`select book from journal where idempotency_key = ${`seamless:${p.v.code}:${bet}`}`;
    expect(j?.book).toBe('play');
    expect(await mainBalance(gw.sql, p.a.id, 'play')).toBe(4_000);
    expect(await mainBalance(gw.sql, p.a.id, 'real')).toBe(0);
  });

  it('refuses a self-excluded member a new stake', async () => {
    const p = await player({ funds: 1_000 });
    await gw.sql`insert into self_exclusions (account_id, merchant_id, period, ends_at) values (${p.a.id}, ${site.id}, '7d', now() + interval '7 days')`;
    expect((await p.call(API.seamlessDebit, { token: p.token, txId: uid(), roundId: 'r', amount: 100 })).code).toBe('SELF_EXCLUDED');
    expect(await mainBalance(gw.sql, p.a.id)).toBe(1_000);
  });
});

describe('seamless wallet: refusals of the call itself', () => {
  it('refuses bad signatures, unknown vendors, old timestamps and malformed bodies with codes, never 500', async () => {
    const p = await player({ funds: 1_000 });
    await gw.sql`delete from probe_budget where key like 'enum-%:0:vendor:%'`;
    const body = { token: p.token, txId: uid(), roundId: 'r', amount: 100 };
    const bad = await p.call(API.seamlessDebit, body, { signature: '0'.repeat(64) });
    expect([bad.status, bad.code]).toEqual([401, 'SIGNATURE_INVALID']);
    expect((await vendorCall(gw.url(), API.seamlessDebit, { code: 'NO_SUCH_VENDOR', operatorId: `op_${'0'.repeat(32)}`, secret: 'x' }, body)).code).toBe(
      'SIGNATURE_INVALID',
    );
    expect((await vendorCall(gw.url(), API.seamlessDebit, { ...p.v, secret: 'wrong' }, body)).code).toBe('SIGNATURE_INVALID');
    expect((await p.call(API.seamlessDebit, body, { headers: { 'x-signature': '' } })).code).toBe('SIGNATURE_INVALID');
    expect((await p.call(API.seamlessDebit, body, { timestamp: Date.now() - 301_000 })).code).toBe('REQUEST_EXPIRED');
    expect((await p.call(API.seamlessDebit, body, { timestamp: Date.now() + 301_000 })).code).toBe('REQUEST_EXPIRED');
    // Signed, but not the body the API takes.
    expect((await p.call(API.seamlessDebit, null, { raw: '{"token":' })).code).toBe('MALFORMED_JSON');
    expect((await p.call(API.seamlessDebit, { ...body, amount: -5 })).code).toBe('VALIDATION_FAILED');
    expect((await p.call(API.seamlessDebit, { ...body, amount: 1.5 })).code).toBe('VALIDATION_FAILED');
    expect((await p.call(API.seamlessDebit, { token: p.token })).code).toBe('VALIDATION_FAILED');
    expect((await p.call(API.seamlessDebit, { ...body, token: 'x'.repeat(40) })).code).toBe('PLAYER_TOKEN_INVALID');
    expect(await mainBalance(gw.sql, p.a.id)).toBe(1_000);
  });

  it("counts signature refusals per vendor and per IP; a vendor's count never blocks its signed calls", async () => {
    const p = await player({ funds: 1_000 });
    const clear = () => gw.sql`delete from probe_budget where key like 'enum-%:0:vendor:%'`;
    await clear();
    try {
      const body = { token: p.token };
      const forged = () => p.call(API.seamlessBalance, body, { signature: 'f'.repeat(64) });
      for (let i = 0; i < ENUMERATION_MISSES_PER_TARGET; i++) expect((await forged()).code).toBe('SIGNATURE_INVALID');
      expect((await forged()).code).toBe('TOO_MANY_REQUESTS');
      expect((await p.call(API.seamlessBalance, body)).success).toBe(true);
      const stranger = { code: 'NO_SUCH_VENDOR', operatorId: `op_${'0'.repeat(32)}`, secret: 'x' };
      for (let i = ENUMERATION_MISSES_PER_TARGET; i < ENUMERATION_MISSES_PER_IP; i++) {
        expect((await vendorCall(gw.url(), API.seamlessBalance, stranger, body)).code).toBe('SIGNATURE_INVALID');
      }
      const after = await p.call(API.seamlessBalance, body);
      expect([after.status, after.code]).toEqual([429, 'TOO_MANY_REQUESTS']);
    } finally {
      await clear();
    }
    expect((await p.call(API.seamlessBalance, { token: p.token })).success).toBe(true);
  });

  it('documents the four calls in the OpenAPI document with the signature headers', async () => {
    type Doc = {
      paths: Record<string, { post?: { parameters?: Array<{ name: string; in: string }>; security?: unknown[] } }>;
      components: { securitySchemes: Record<string, { type: string; in?: string; name?: string }> };
    };
    const doc = (await (await fetch(gw.url() + '/docs/json')).json()) as Doc;
    // The signature header is the security scheme's own; the other two are the operation's.
    expect(doc.components.securitySchemes.vendorSignature).toMatchObject({ type: 'apiKey', in: 'header', name: 'x-signature' });
    for (const path of [API.seamlessBalance, API.seamlessDebit, API.seamlessCredit, API.seamlessRollback]) {
      const op = doc.paths[path]?.post;
      expect(op?.security).toEqual([{ vendorSignature: [] }]);
      expect(
        op?.parameters
          ?.filter((x) => x.in === 'header')
          .map((x) => x.name)
          .sort(),
      ).toEqual(['x-operator-id', 'x-timestamp', 'x-vendor-code']);
    }
  });

  it('refuses a token of another vendor', async () => {
    const p = await player({ funds: 1_000 });
    const other = await createVendor(gw.sql, { merchantId: site.id });
    const r = await vendorCall(gw.url(), API.seamlessDebit, other, { token: p.token, txId: uid(), roundId: 'r', amount: 100 });
    expect(r.code).toBe('PLAYER_TOKEN_INVALID');
  });
});

describe('seamless wallet: concurrency', () => {
  it('books the same debit sent 10 times at once exactly once', async () => {
    const p = await player({ funds: 1_000 });
    const body = { token: p.token, txId: uid('bet'), roundId: 'r', amount: 250 };
    const all = await Promise.all(Array.from({ length: 10 }, () => p.call(API.seamlessDebit, body)));
    expect(all.every((r) => r.success)).toBe(true);
    expect(all.filter((r) => !r.value.replayed)).toHaveLength(1);
    expect(new Set(all.map((r) => r.value.journalId)).size).toBe(1);
    expect(await journalRows(gw.sql, p.v.code, body.txId)).toBe(1);
    expect(await mainBalance(gw.sql, p.a.id)).toBe(750);
  });

  it('lets exactly one of a credit and a rollback of the same bet win', async () => {
    const p = await player({ funds: 2_000 });
    for (let i = 0; i < 5; i++) {
      const bet = uid('bet');
      await p.call(API.seamlessDebit, { token: p.token, txId: bet, roundId: `r${i}`, amount: 100 });
      const before = await mainBalance(gw.sql, p.a.id);
      const [credit, rollback] = await Promise.all([
        p.call(API.seamlessCredit, { txId: uid('win'), roundId: `r${i}`, betTxId: bet, amount: 300 }),
        p.call(API.seamlessRollback, { txId: uid('rb'), refTxId: bet }),
      ]);
      expect([credit.success, rollback.success].filter(Boolean)).toHaveLength(1);
      expect(credit.success ? rollback.code : credit.code).toBe(credit.success ? 'BET_ALREADY_SETTLED' : 'BET_ROLLED_BACK');
      expect(await mainBalance(gw.sql, p.a.id)).toBe(before + (credit.success ? 300 : 100));
    }
  });
});
