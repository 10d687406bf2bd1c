import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, IDEMPOTENCY_HEADER, type LoginValue } from '@wl/shared';
import { postHouseTransfer } from '../../gateway/src/modules/wallet/ledger.js';
import { Api } from '../support/api.js';
import { createAccount } from '../support/factories.js';
import { startGateway, type TestGateway } from '../support/gateway.js';
import { useSite } from '../support/site.js';

/**
 * Money under contention: 200 concurrent debits of 10 on a wallet of 1,000 through two gateway
 * nodes end with exactly 100 successes, a zero balance and a journal that sums to the balances.
 * The debit is a real money call (main wallet -> a vendor sub-wallet); the two nodes are two
 * gateways with their own connection pools on the one database, as two processes would be.
 */
const { gw, site } = useSite();
let second: TestGateway;
beforeAll(async () => {
  second = await startGateway();
  await gw.sql`
    insert into wallet_modes (merchant_id, single, vendors, upline_transfer) values (${site.id}, false, ${['BGS']}, false)
    on conflict (merchant_id) do update set single = false, vendors = excluded.vendors`;
});
afterAll(() => second?.close());

describe('money under concurrency, through two gateway nodes', () => {
  it('200 debits of 10 on 1,000: exactly 100 book, the rest are refused, nothing is lost or doubled', async () => {
    const a = await createAccount(gw.sql, site.id);
    await gw.sql.begin((tx) =>
      postHouseTransfer(tx, { key: `cc-fund:${a.id}`, kind: 'deposit', merchantId: site.id, accountId: a.id, wallet: 'real', currency: 'PHP', amount: 1_000 }),
    );
    const token = (await new Api(gw.url(site.host)).post<LoginValue>(API.login, { type: 'username', username: a.username, password: a.password }, true)).value
      .token;
    const nodes = [gw, second].map((g) => Object.assign(new Api(g.url(site.host)), { token }));

    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        nodes[i % 2]!.call<unknown>('POST', API.walletTransfer, { from: 'main', to: 'BGS', amount: 10 }, { headers: { [IDEMPOTENCY_HEADER]: randomUUID() } }),
      ),
    );
    const codes = answers.map((r) => (r.success ? 'OK' : r.code));
    expect(codes.filter((c) => c === 'OK')).toHaveLength(100);
    expect(codes.filter((c) => c !== 'OK').every((c) => c === 'INSUFFICIENT_BALANCE')).toBe(true);

    const wallets = await gw.sql<{ kind: string; balance: string; posted: string }[]>`
      select w.kind, w.balance, coalesce(sum(p.amount), 0)::text as posted
      from wallets w left join postings p on p.wallet_id = w.id where w.account_id = ${a.id} group by w.id order by w.kind`;
    expect(wallets.map((w) => [w.kind, Number(w.balance), Number(w.posted)])).toEqual([
      ['real', 0, 0],
      ['vendor', 1_000, 1_000],
    ]);
    const [booked] = await gw.sql<{ n: string }[]>`
      select count(*) as n from journal j where j.kind = 'wallet_transfer' and exists (
        select 1 from postings p join wallets w on w.id = p.wallet_id where p.journal_id = j.id and w.account_id = ${a.id})`;
    expect(Number(booked!.n)).toBe(100);
  });
});
