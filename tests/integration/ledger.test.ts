import fc from 'fast-check';
import postgres from 'postgres';
import { describe, expect, inject, it } from 'vitest';
import { testDatabaseUrl } from '../support/database.js';
import type { Sql } from '../../gateway/src/db/index.js';
import { LedgerError, post, postHouseTransfer, type PostRequest } from '../../gateway/src/modules/wallet/ledger.js';
import { createAccount } from '../support/factories.js';
import { useSite } from '../support/site.js';

/**
 * The double-entry ledger against the real database (docs/LEDGER.md): idempotency
 * under concurrency, balanced and append-only journals enforced by the database itself, the
 * play book kept apart, holder balances that never go below zero, and a house that is never a
 * row every movement queues on.
 */
const embedded = inject('databaseMaxConnections') === 1;
const { gw, site } = useSite();

const member = async () => (await createAccount(gw.sql, site.id)).id;
const fund = (accountId: number, amount: number, key = `fund:${accountId}:${Math.random()}`) =>
  gw.sql.begin((tx) => postHouseTransfer(tx, { key, kind: 'deposit', merchantId: site.id, accountId, wallet: 'real', currency: 'PHP', amount }));
const transfer = (from: number, to: number, amount: number, key: string): PostRequest => ({
  merchantId: site.id,
  key,
  kind: 'transfer',
  currency: 'PHP',
  book: 'real',
  legs: [
    { wallet: { accountId: from, kind: 'real' }, amount: -amount },
    { wallet: { accountId: to, kind: 'real' }, amount },
  ],
});
const balanceOf = async (accountId: number) =>
  Number((await gw.sql<{ balance: string }[]>`select balance from wallets where account_id = ${accountId} and kind = 'real'`)[0]!.balance);
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => 'booked',
    (e: unknown) => (e instanceof LedgerError ? e.code : `other: ${String(e)}`),
  );

describe('ledger: idempotency', () => {
  it('books concurrent posts of one key once; the others wait and get the first answer', async () => {
    const m = await member();
    const key = `dup:${m}`;
    const results = await Promise.all([1, 2, 3].map(() => fund(m, 700, key)));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.journalId)).size).toBe(1);
    expect(results.map((r) => r.balance)).toEqual([700, 700, 700]);
    expect(await balanceOf(m)).toBe(700);
  });

  it('answers a replay with the first result, not the balance of today', async () => {
    const m = await member();
    const first = await fund(m, 300, `first:${m}`);
    await fund(m, 50);
    const again = await fund(m, 300, `first:${m}`);
    expect(again).toEqual({ ...first, replayed: true });
    expect(again.balance).toBe(300);
    expect(await balanceOf(m)).toBe(350);
  });

  it('refuses the same key with other details, and books nothing', async () => {
    const m = await member();
    await fund(m, 100, `k:${m}`);
    expect(await refusal(fund(m, 101, `k:${m}`))).toBe('IDEMPOTENCY_CONFLICT');
    expect(await balanceOf(m)).toBe(100);
  });
});

describe('ledger: what the database enforces', () => {
  it('refuses unbalanced, zero, fractional and unsafe amounts before touching anything', async () => {
    const m = await member();
    const bad: number[][] = [[100, -99], [0, 0], [1.5, -1.5], [Number.MAX_SAFE_INTEGER + 2, -(Number.MAX_SAFE_INTEGER + 2)], [100]];
    for (const amounts of bad) {
      const legs = amounts.map((amount, i) => ({ wallet: i === 0 ? { accountId: m, kind: 'real' as const } : { system: 'house' as const }, amount }));
      expect(
        await refusal(
          gw.sql.begin((tx) => post(tx, { merchantId: site.id, key: `bad:${m}:${amounts.join()}`, kind: 'x', currency: 'PHP', book: 'real', legs })),
        ),
      ).toBe('INVALID_AMOUNT');
    }
    expect(await gw.sql`select 1 from journal where idempotency_key like ${`bad:${m}:%`}`).toHaveLength(0);
  });

  it('rolls back a journal written by hand whose legs do not sum to zero', async () => {
    const m = await member();
    const [w] = await gw.sql<{ id: string }[]>`select id from wallets where account_id = ${m}`;
    const write = gw.sql.begin(async (tx) => {
      const [j] = await tx<
        { id: string }[]
      >`insert into journal (idempotency_key, request_hash, kind, merchant_id, currency) values (${`hand:${m}`}, 'x', 'hand', ${site.id}, 'PHP') returning id`;
      await tx`insert into postings (journal_id, wallet_id, amount, currency, book, balance_after) values (${j!.id}, ${w!.id}, 500, 'PHP', 'real', 500)`;
    });
    await expect(write).rejects.toThrow(/does not balance/);
    expect(await gw.sql`select 1 from journal where idempotency_key = ${`hand:${m}`}`).toHaveLength(0);
  });

  it('keeps the journal append-only, for the application role and everyone else', async () => {
    const m = await member();
    const { journalId } = await fund(m, 100);
    await expect(gw.sql`update journal set kind = 'edited' where id = ${journalId}`).rejects.toThrow(/append-only/);
    await expect(gw.sql`delete from journal where id = ${journalId}`).rejects.toThrow(/append-only/);
    await expect(gw.sql`update postings set amount = amount * 2 where journal_id = ${journalId}`).rejects.toThrow(/append-only/);
    await expect(gw.sql`delete from postings where journal_id = ${journalId}`).rejects.toThrow(/append-only/);
    await expect(gw.sql`truncate postings`).rejects.toThrow(/append-only/);
    expect(await gw.sql`select 1 from postings where journal_id = ${journalId}`).toHaveLength(2);
  });

  it('never lets play money meet real money', async () => {
    const m = await member();
    await fund(m, 1000);
    const mixed = gw.sql.begin((tx) =>
      post(tx, {
        merchantId: site.id,
        key: `mix:${m}`,
        kind: 'x',
        currency: 'PHP',
        book: 'play',
        legs: [
          { wallet: { accountId: m, kind: 'real' }, amount: -100 },
          { wallet: { system: 'house' }, amount: 100 },
        ],
      }),
    );
    expect(await refusal(mixed)).toBe('CURRENCY_MISMATCH');
    expect(await balanceOf(m)).toBe(1000);
  });

  it('never takes a balance below zero', async () => {
    const [a, b] = [await member(), await member()];
    await fund(a, 100);
    expect(await refusal(gw.sql.begin((tx) => post(tx, transfer(a, b, 101, `over:${a}`))))).toBe('INSUFFICIENT_BALANCE');
    expect([await balanceOf(a), await balanceOf(b)]).toEqual([100, 0]);
  });
});

describe('ledger: concurrency', () => {
  it.skipIf(embedded)('200 concurrent debits of 10 on 1,000 from two connection pools: exactly 100 succeed', async () => {
    const m = await member();
    await fund(m, 1000);
    // A second pool stands for a second gateway process: the row lock, not the process, decides.
    const other = postgres(await testDatabaseUrl(), { max: 10, onnotice: () => {}, transform: postgres.camel }) as unknown as Sql;
    try {
      const debit = (sql: Sql, i: number) =>
        refusal(
          sql.begin((tx) =>
            post(tx, {
              merchantId: site.id,
              key: `d:${m}:${i}`,
              kind: 'debit',
              currency: 'PHP',
              book: 'real',
              legs: [
                { wallet: { accountId: m, kind: 'real' }, amount: -10 },
                { wallet: { system: 'house' }, amount: 10 },
              ],
            }),
          ),
        );
      const outcomes = await Promise.all(Array.from({ length: 200 }, (_, i) => debit(i % 2 ? other : gw.sql, i)));
      expect(outcomes.filter((o) => o === 'booked')).toHaveLength(100);
      expect(outcomes.filter((o) => o !== 'booked').every((o) => o === 'INSUFFICIENT_BALANCE')).toBe(true);
    } finally {
      await other.end();
    }
    expect(await balanceOf(m)).toBe(0);
    const [sum] = await gw.sql<
      { sum: string }[]
    >`select coalesce(sum(p.amount), 0)::text as sum from postings p join wallets w on w.id = p.wallet_id where w.account_id = ${m}`;
    expect(Number(sum!.sum)).toBe(0);
  });

  it.skipIf(embedded)('does not queue one member behind another on the house', async () => {
    const [a, b] = [await member(), await member()];
    const held = await gw.sql.reserve();
    try {
      await held`begin`;
      await post(held as unknown as Parameters<typeof post>[0], {
        merchantId: site.id,
        key: `held:${a}`,
        kind: 'deposit',
        currency: 'PHP',
        book: 'real',
        legs: [
          { wallet: { accountId: a, kind: 'real' }, amount: 5 },
          { wallet: { system: 'house' }, amount: -5 },
        ],
      });
      // a's movement is still open and has posted to the house; b's must not wait for it.
      const other = await gw.sql.begin(async (tx) => {
        await tx`set local lock_timeout = '2s'`;
        return post(tx, {
          merchantId: site.id,
          key: `free:${b}`,
          kind: 'deposit',
          currency: 'PHP',
          book: 'real',
          legs: [
            { wallet: { accountId: b, kind: 'real' }, amount: 7 },
            { wallet: { system: 'house' }, amount: -7 },
          ],
        });
      });
      expect(other.replayed).toBe(false);
      await held`commit`;
    } finally {
      held.release();
    }
    expect([await balanceOf(a), await balanceOf(b)]).toEqual([5, 7]);
  });

  it('keeps every journal balanced and every holder balance equal to its postings, whatever is thrown at it', async () => {
    const accounts = [await member(), await member(), await member()];
    const op = fc.oneof(
      fc.record({ t: fc.constant('deposit' as const), to: fc.nat(2), amount: fc.integer({ min: 1, max: 500 }) }),
      fc.record({ t: fc.constant('withdraw' as const), from: fc.nat(2), amount: fc.integer({ min: 1, max: 500 }) }),
      fc.record({ t: fc.constant('transfer' as const), from: fc.nat(2), to: fc.nat(2), amount: fc.integer({ min: 1, max: 500 }) }),
      fc.record({ t: fc.constant('rollback' as const), to: fc.nat(2), amount: fc.integer({ min: 1, max: 500 }) }),
    );
    let n = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        for (const o of ops) {
          const key = `prop:${accounts[0]}:${n++}`;
          const legs: PostRequest['legs'] =
            o.t === 'deposit'
              ? [
                  { wallet: { accountId: accounts[o.to]!, kind: 'real' }, amount: o.amount },
                  { wallet: { system: 'payment_clearing' }, amount: -o.amount },
                ]
              : o.t === 'withdraw'
                ? [
                    { wallet: { accountId: accounts[o.from]!, kind: 'real' }, amount: -o.amount },
                    { wallet: { system: 'payment_clearing' }, amount: o.amount },
                  ]
                : o.t === 'transfer'
                  ? [
                      { wallet: { accountId: accounts[o.from]!, kind: 'real' }, amount: -o.amount },
                      { wallet: { accountId: accounts[o.to]!, kind: 'real' }, amount: o.amount },
                    ]
                  : [
                      { wallet: { accountId: accounts[o.to]!, kind: 'real' }, amount: o.amount },
                      { wallet: { system: 'house' }, amount: -o.amount },
                    ];
          const booked = gw.sql.begin(async (tx) => {
            await post(tx, { merchantId: site.id, key, kind: o.t, currency: 'PHP', book: 'real', legs });
            // A rollback: the movement is booked, then the transaction around it fails.
            if (o.t === 'rollback') throw new Error('rolled back on purpose');
          });
          await booked.catch((e: unknown) => {
            if (!(e instanceof LedgerError) && !(e instanceof Error && e.message === 'rolled back on purpose')) throw e;
          });
        }
        const unbalanced = await gw.sql`select journal_id from postings group by journal_id, currency having sum(amount) <> 0`;
        expect(unbalanced).toHaveLength(0);
        const drift = await gw.sql`
          select w.id from wallets w left join postings p on p.wallet_id = w.id
          where w.account_id = any(${accounts}) group by w.id, w.balance having w.balance <> coalesce(sum(p.amount), 0)`;
        expect(drift).toHaveLength(0);
        const [total] = await gw.sql<{ sum: string }[]>`
          select coalesce(sum(p.amount), 0)::text as sum from postings p join journal j on j.id = p.journal_id where j.merchant_id = ${site.id}`;
        expect(Number(total!.sum)).toBe(0);
      }),
      { numRuns: 25, seed: 20261123 },
    );
  });
});
