import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { API, type ConsolidatedFunds, type LoginValue, type TransferTargetsValue } from '@wl/shared';
import { postHouseTransfer } from '../../gateway/src/modules/wallet/ledger.js';
import { Api, asTrial } from '../support/api.js';
import { createAccount, createMerchant } from '../support/factories.js';
import { useSite } from '../support/site.js';

/**
 * Transfers (docs/TRANSFERS.md): main <-> vendor sub-wallets on a transfer-wallet site,
 * refused on a single-wallet site; agent -> downline and member -> upline (where allowed), every
 * other relation refused with the ledger untouched; replays book once and answer the same.
 */
const { gw, site } = useSite();

async function setMode(merchantId: number, mode: { single: boolean; vendors?: string[]; upline?: boolean }) {
  await gw.sql`
    insert into wallet_modes (merchant_id, single, vendors, upline_transfer) values (${merchantId}, ${mode.single}, ${mode.vendors ?? []}, ${mode.upline ?? false})
    on conflict (merchant_id) do update set single = excluded.single, vendors = excluded.vendors, upline_transfer = excluded.upline_transfer`;
}

async function person(o: { type?: number; parentId?: number; funds?: number; merchant?: { id: number; host: string } } = {}) {
  const m = o.merchant ?? site;
  const a = await createAccount(gw.sql, m.id, { type: o.type, parentId: o.parentId });
  if (o.funds) {
    await gw.sql.begin((tx) =>
      postHouseTransfer(tx, { key: `t-fund:${a.id}`, kind: 'deposit', merchantId: m.id, accountId: a.id, wallet: 'real', currency: 'PHP', amount: o.funds! }),
    );
  }
  const api = new Api(gw.url(m.host));
  api.token = (await api.post<LoginValue>(API.login, { type: 'username', username: a.username, password: a.password }, true)).value.token;
  return { ...a, api };
}

const money = (api: Api, path: string, body: unknown, key = randomUUID()) =>
  api.call<Record<string, unknown>>('POST', path, body, { headers: { 'idempotency-key': key } });
const balances = async (accountId: number) =>
  Object.fromEntries(
    (
      await gw.sql<{ kind: string; vendorCode: string | null; balance: string }[]>`
    select kind, vendor_code, balance from wallets where account_id = ${accountId}`
    ).map((w) => [w.vendorCode ?? w.kind, Number(w.balance)]),
  );
const journalCount = async () => Number((await gw.sql<{ n: string }[]>`select count(*) as n from journal where merchant_id = ${site.id}`)[0]!.n);

describe('wallet mode and transfers between wallets', () => {
  it('moves money main -> vendor and back, and consolidated funds add up', async () => {
    await setMode(site.id, { single: false, vendors: ['BGS', 'DS88'] });
    const m = await person({ funds: 10_000 });
    const mode = await m.api.get<{ isSingle: boolean; vendors: string[] }>(API.merchantWallet);
    expect(mode.value).toEqual({ isSingle: false, vendors: ['BGS', 'DS88'] });

    const into = await money(m.api, API.walletTransfer, { from: 'main', to: 'BGS', amount: 3_500 });
    expect(into.success).toBe(true);
    expect(into.value.balances).toEqual([
      { wallet: 'main', balance: 6_500, version: 2 },
      { wallet: 'BGS', balance: 3_500, version: 1 },
    ]);
    const back = await money(m.api, API.walletTransfer, { from: 'BGS', to: 'main', amount: 1_000 });
    expect(back.success).toBe(true);
    expect(await balances(m.id)).toEqual({ real: 7_500, BGS: 2_500 });

    const funds = await m.api.get<ConsolidatedFunds>(API.consolidatedFunds);
    expect(funds.value).toMatchObject({
      isSingle: false,
      currency: 'PHP',
      total: 10_000,
      main: { wallet: 'main', balance: 7_500 },
      wallets: [
        { wallet: 'BGS', balance: 2_500 },
        { wallet: 'DS88', balance: 0 },
      ],
    });
  });

  it('refuses overdrafts, unknown vendors and vendor -> vendor with nothing booked', async () => {
    await setMode(site.id, { single: false, vendors: ['BGS', 'DS88'] });
    const m = await person({ funds: 1_000 });
    const before = await journalCount();
    expect((await money(m.api, API.walletTransfer, { from: 'main', to: 'BGS', amount: 1_001 })).code).toBe('INSUFFICIENT_BALANCE');
    expect((await money(m.api, API.walletTransfer, { from: 'main', to: 'NOPE', amount: 10 })).code).toBe('TRANSFER_WALLET_INVALID');
    expect((await money(m.api, API.walletTransfer, { from: 'BGS', to: 'DS88', amount: 10 })).code).toBe('TRANSFER_WALLET_INVALID');
    expect((await money(m.api, API.walletTransfer, { from: 'main', to: 'main', amount: 10 })).code).toBe('TRANSFER_WALLET_INVALID');
    expect((await money(m.api, API.walletTransfer, { from: 'main', to: 'BGS', amount: 0 })).code).toBe('VALIDATION_FAILED');
    expect((await m.api.post(API.walletTransfer, { from: 'main', to: 'BGS', amount: 10 })).code).toBe('VALIDATION_FAILED');
    expect(await journalCount()).toBe(before);
    expect(await balances(m.id)).toEqual({ real: 1_000 });
  });

  it('books a replayed key once and answers the same; the same key with another amount is refused', async () => {
    await setMode(site.id, { single: false, vendors: ['BGS'] });
    const m = await person({ funds: 5_000 });
    const key = randomUUID();
    const first = await money(m.api, API.walletTransfer, { from: 'main', to: 'BGS', amount: 2_000 }, key);
    const again = await money(m.api, API.walletTransfer, { from: 'main', to: 'BGS', amount: 2_000 }, key);
    expect(again).toEqual(first);
    expect(await balances(m.id)).toEqual({ real: 3_000, BGS: 2_000 });
    expect((await money(m.api, API.walletTransfer, { from: 'main', to: 'BGS', amount: 2_001 }, key)).code).toBe('IDEMPOTENCY_CONFLICT');
    // The key is the caller's: another member using the same key books their own transfer.
    const other = await person({ funds: 5_000 });
    expect((await money(other.api, API.walletTransfer, { from: 'main', to: 'BGS', amount: 2_000 }, key)).success).toBe(true);
    expect(await balances(other.id)).toEqual({ real: 3_000, BGS: 2_000 });
  });

  it('refuses transfers into sub-wallets on a single-wallet site, but lets an old sub-wallet be emptied', async () => {
    const single = await createMerchant(gw.sql);
    const m = await person({ funds: 5_000, merchant: single });
    expect((await m.api.get(API.merchantWallet)).value).toEqual({ isSingle: true, vendors: [] });
    expect((await money(m.api, API.walletTransfer, { from: 'main', to: 'BGS', amount: 100 })).code).toBe('WALLET_MODE_SINGLE');
    expect((await money(m.api, API.walletTransfer, { from: 'BGS', to: 'main', amount: 100 })).code).toBe('WALLET_MODE_SINGLE');
    expect(await balances(m.id)).toEqual({ real: 5_000 });
    // Was a transfer-wallet site, then switched: the balance comes back, nothing new goes in.
    await setMode(single.id, { single: false, vendors: ['BGS'] });
    expect((await money(m.api, API.walletTransfer, { from: 'main', to: 'BGS', amount: 400 })).success).toBe(true);
    await setMode(single.id, { single: true });
    expect((await money(m.api, API.walletTransfer, { from: 'main', to: 'BGS', amount: 1 })).code).toBe('WALLET_MODE_SINGLE');
    expect((await money(m.api, API.walletTransfer, { from: 'BGS', to: 'main', amount: 400 })).success).toBe(true);
    expect((await m.api.get<ConsolidatedFunds>(API.consolidatedFunds)).value).toMatchObject({
      isSingle: true,
      total: 5_000,
      wallets: [{ wallet: 'BGS', balance: 0 }],
    });
  });

  it('needs a member token and refuses trial accounts', async () => {
    expect((await new Api(gw.url(site.host)).get(API.consolidatedFunds)).code).toBe('TOKEN_MISSING');
    const trial = await asTrial(new Api(gw.url(site.host)));
    expect((await money(trial, API.walletTransfer, { from: 'main', to: 'BGS', amount: 1 })).code).toBe('TRIAL_NOT_ALLOWED');
  });
});

describe('transfers to the upline and downline', () => {
  it('lets an agent send to its downline at any depth, and lists them', async () => {
    await setMode(site.id, { single: true, upline: false });
    const agent = await person({ type: 1, funds: 50_000 });
    const direct = await person({ parentId: agent.id });
    const subAgent = await person({ type: 2, parentId: agent.id });
    const deep = await person({ parentId: subAgent.id });
    const targets = await agent.api.get<TransferTargetsValue>(API.transferTargets);
    expect(targets.value.isAgent).toBe(true);
    expect(targets.value.upline).toBeNull();
    expect(targets.value.downline.list.map((t) => [t.username, t.depth]).sort()).toEqual(
      [
        [direct.username, 1],
        [subAgent.username, 1],
        [deep.username, 2],
      ].sort(),
    );
    const res = await money(agent.api, API.transferRelation, { username: deep.username.toUpperCase(), amount: 1_200 });
    expect(res.value).toMatchObject({ amount: 1_200, to: deep.username, relation: 'downline', balance: 48_800 });
    expect((await money(agent.api, API.transferRelation, { username: direct.username, amount: 300 })).success).toBe(true);
    expect(await balances(agent.id)).toEqual({ real: 48_500 });
    expect(await balances(deep.id)).toEqual({ real: 1_200 });
    expect(await balances(direct.id)).toEqual({ real: 300 });
  });

  it('lets a member send to its upline only where the site allows it', async () => {
    const agent = await person({ type: 1 });
    const m = await person({ parentId: agent.id, funds: 2_000 });
    await setMode(site.id, { single: true, upline: false });
    expect((await m.api.get<TransferTargetsValue>(API.transferTargets)).value.upline).toBeNull();
    expect((await money(m.api, API.transferRelation, { username: agent.username, amount: 500 })).code).toBe('TRANSFER_RELATION_NOT_ALLOWED');
    expect(await balances(agent.id)).toEqual({ real: 0 });
    await setMode(site.id, { single: true, upline: true });
    expect((await m.api.get<TransferTargetsValue>(API.transferTargets)).value.upline).toMatchObject({ username: agent.username, relation: 'upline' });
    const res = await money(m.api, API.transferRelation, { username: agent.username, amount: 500 });
    expect(res.value).toMatchObject({ relation: 'upline', balance: 1_500 });
    expect(await balances(agent.id)).toEqual({ real: 500 });
    await setMode(site.id, { single: true, upline: false });
  });

  it('refuses every other relation with the ledger untouched', async () => {
    await setMode(site.id, { single: true, upline: true });
    const agent = await person({ type: 1, funds: 10_000 });
    const mine = await person({ parentId: agent.id, funds: 1_000 });
    const otherAgent = await person({ type: 1, funds: 1_000 });
    const theirs = await person({ parentId: otherAgent.id });
    const sibling = await person({ parentId: agent.id });
    const foreign = await createMerchant(gw.sql);
    const elsewhere = await createAccount(gw.sql, foreign.id);
    const before = await journalCount();
    const refused = async (api: Api, username: string) => (await money(api, API.transferRelation, { username, amount: 100 })).code;
    expect(await refused(agent.api, theirs.username)).toBe('TRANSFER_RELATION_NOT_ALLOWED'); // another agent's downline
    expect(await refused(agent.api, otherAgent.username)).toBe('TRANSFER_RELATION_NOT_ALLOWED'); // another agent
    expect(await refused(agent.api, agent.username)).toBe('TRANSFER_RELATION_NOT_ALLOWED'); // oneself
    expect(await refused(mine.api, sibling.username)).toBe('TRANSFER_RELATION_NOT_ALLOWED'); // a member to a sibling
    expect(await refused(otherAgent.api, mine.username)).toBe('TRANSFER_RELATION_NOT_ALLOWED');
    expect(await refused(agent.api, elsewhere.username)).toBe('TRANSFER_RELATION_NOT_ALLOWED'); // another merchant's account
    expect(await refused(agent.api, 'nobody-here')).toBe('TRANSFER_RELATION_NOT_ALLOWED'); // unknown: same answer
    expect(await journalCount()).toBe(before);
    expect(await balances(agent.id)).toEqual({ real: 10_000 });
    expect(await balances(theirs.id)).toEqual({ real: 0 });
    await setMode(site.id, { single: true, upline: false });
  });

  it('replays a relation transfer once', async () => {
    await setMode(site.id, { single: true });
    const agent = await person({ type: 41, funds: 3_000 });
    const d = await person({ parentId: agent.id });
    const key = randomUUID();
    const first = await money(agent.api, API.transferRelation, { username: d.username, amount: 1_000 }, key);
    expect(await money(agent.api, API.transferRelation, { username: d.username, amount: 1_000 }, key)).toEqual(first);
    expect(await balances(d.id)).toEqual({ real: 1_000 });
    expect((await money(agent.api, API.transferRelation, { username: d.username, amount: 999 }, key)).code).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('books a relation transfer sent twice at once with one key once, both answers the same', async () => {
    await setMode(site.id, { single: true });
    const agent = await person({ type: 41, funds: 3_000 });
    const d = await person({ parentId: agent.id });
    const key = randomUUID();
    const [a, b] = await Promise.all([0, 1].map(() => money(agent.api, API.transferRelation, { username: d.username, amount: 1_000 }, key)));
    expect(a!.success, a!.code).toBe(true);
    expect(b).toEqual(a);
    expect(await balances(d.id)).toEqual({ real: 1_000 });
    expect(await balances(agent.id)).toEqual({ real: 2_000 });
  });

  it('counts relation refusals per account: probing names stops after ten an hour', async () => {
    const other = await createMerchant(gw.sql);
    const agent = await person({ type: 1, funds: 1_000, merchant: other });
    const d = await person({ parentId: agent.id, merchant: other });
    for (let i = 0; i < 10; i++) {
      expect((await money(agent.api, API.transferRelation, { username: `ghost${i}`, amount: 1 })).code).toBe('TRANSFER_RELATION_NOT_ALLOWED');
    }
    const spent = await money(agent.api, API.transferRelation, { username: d.username, amount: 1 });
    expect(spent.code).toBe('TOO_MANY_REQUESTS');
    expect(await balances(d.id)).toEqual({ real: 0 });
    // Another account from the same IP still transfers: the account's budget is spent, not the IP's.
    const agent2 = await person({ type: 1, funds: 1_000, merchant: other });
    const d2 = await person({ parentId: agent2.id, merchant: other });
    expect((await money(agent2.api, API.transferRelation, { username: d2.username, amount: 1 })).success).toBe(true);
  });
});
