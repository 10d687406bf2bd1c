import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { API, IDEMPOTENCY_HEADER, type LoginValue, type ResponsibleSettings } from '@wl/shared';
import { AppError } from '../../gateway/src/http/errors.js';
import { assertDepositAllowed, assertPlayAllowed } from '../../gateway/src/modules/responsible-gaming/responsible.js';
import { post, postHouseTransfer } from '../../gateway/src/modules/wallet/ledger.js';
import { Api } from '../support/api.js';
import { createAccount } from '../support/factories.js';
import { useSite } from '../support/site.js';

/**
 * Responsible gaming (docs/RESPONSIBLE.md) against the real gateway and database: the lowest
 * limit applies over rolling windows of paid and pending deposits, a decrease applies at once, an
 * increase only after 24 hours (time is moved by rewriting the stored times), and self-exclusion
 * blocks deposits and play but never a withdrawal.
 */
const { gw, site } = useSite();

async function member() {
  const u = await createAccount(gw.sql, site.id);
  const api = new Api(gw.url(site.host));
  const r = await api.post<LoginValue>(API.login, { type: 'username', username: u.username, password: u.password }, true);
  expect(r.success).toBe(true);
  api.token = r.value.token;
  return { id: u.id, api };
}

let channelId: number | null = null;
async function channel() {
  if (channelId === null) {
    const [c] = await gw.sql<{ id: string }[]>`
      insert into payment_channels (merchant_id, type, name, currency, min_amount, max_amount)
      values (${site.id}, 'sandbox', 'Test Pay', 'PHP', 1, 100000000) returning id`;
    channelId = Number(c!.id);
  }
  return channelId;
}
/** A deposit order as the cashier writes it; `hoursAgo` moves it back in time. */
async function order(accountId: number, amount: number, o: { hoursAgo?: number; status?: 'pending' | 'paid' | 'failed'; expired?: boolean } = {}) {
  const channelId = await channel();
  const status = o.status ?? 'pending';
  const createdAt = new Date(Date.now() - (o.hoursAgo ?? 0) * 3_600_000);
  const journalId =
    status === 'paid'
      ? (
          await gw.sql.begin((tx) =>
            postHouseTransfer(tx, { key: `rg-dep:${randomUUID()}`, kind: 'deposit', merchantId: site.id, accountId, wallet: 'real', currency: 'PHP', amount }),
          )
        ).journalId
      : null;
  await gw.sql`
    insert into deposit_orders (ref, merchant_id, account_id, channel_id, channel_type, amount, currency, status, client_key, request_hash,
                                journal_id, expires_at, created_at, settled_at)
    values (${randomUUID()}, ${site.id}, ${accountId}, ${channelId}, 'sandbox', ${amount}, 'PHP', ${status}, ${randomUUID()}, 'h',
            ${journalId}, ${o.expired ? new Date(Date.now() - 1000) : new Date(Date.now() + 3_600_000)}, ${createdAt},
            ${status === 'pending' ? null : createdAt})`;
}

/** The code (and value) assertDepositAllowed answers for `amount`, or 'allowed'. */
const depositCheck = (accountId: number, amount: number) =>
  gw.sql
    .begin((tx) => assertDepositAllowed(tx, accountId, amount))
    .then(
      () => ({ code: 'allowed' as string, value: null as Record<string, unknown> | null }),
      (e: unknown) => (e instanceof AppError ? { code: e.code as string, value: e.value } : { code: `other: ${String(e)}`, value: null }),
    );
const playCheck = (accountId: number) =>
  assertPlayAllowed(gw.sql, accountId).then(
    () => 'allowed',
    (e: unknown) => (e instanceof AppError ? e.code : String(e)),
  );

const window = (s: ResponsibleSettings, period: string) => s.limits.find((l) => l.period === period)!;
/** Moves every waiting increase of an account to the past, as if 24 hours had gone by. */
const passTime = (accountId: number) =>
  gw.sql`update deposit_limits set pending_at = now() - interval '1 second' where account_id = ${accountId} and pending_at is not null`;

describe('deposit limits', () => {
  it('starts with no limit and nothing used, and is for members only', async () => {
    const { api } = await member();
    const r = await api.get<ResponsibleSettings>(API.responsible);
    expect(r.value).toEqual({
      currency: 'PHP',
      available: null,
      exclusion: null,
      limits: ['day', 'week', 'month'].map((period) => ({ period, limit: null, used: 0, remaining: null, pending: null })),
    });
    expect((await new Api(gw.url(site.host)).get(API.responsible)).code).toBe('TOKEN_MISSING');
  });

  it('applies the lowest limit over rolling windows of paid and pending deposits', async () => {
    const { id, api } = await member();
    await api.put(API.responsibleLimits, { day: 10_000, week: 15_000, month: 50_000 });
    await order(id, 3_000, { status: 'paid', hoursAgo: 30 }); // week and month only
    await order(id, 4_000, { hoursAgo: 2 }); // pending: counts everywhere
    await order(id, 2_000, { status: 'paid', hoursAgo: 1 });
    await order(id, 9_000, { status: 'failed', hoursAgo: 1 }); // does not count
    await order(id, 9_000, { hoursAgo: 1, expired: true }); // pending but past its time: does not count
    await order(id, 9_000, { status: 'paid', hoursAgo: 24 * 31 }); // outside the month
    const s = (await api.get<ResponsibleSettings>(API.responsible)).value;
    expect(window(s, 'day')).toMatchObject({ limit: 10_000, used: 6_000, remaining: 4_000 });
    expect(window(s, 'week')).toMatchObject({ limit: 15_000, used: 9_000, remaining: 6_000 });
    expect(window(s, 'month')).toMatchObject({ limit: 50_000, used: 9_000, remaining: 41_000 });
    expect(s.available).toBe(4_000);
    expect((await depositCheck(id, 4_000)).code).toBe('allowed');
    expect(await depositCheck(id, 4_001)).toEqual({
      code: 'DEPOSIT_LIMIT_EXCEEDED',
      value: { period: 'day', limit: 10_000, used: 6_000, remaining: 4_000, amount: 4_001 },
    });
    // Lower the week below the day's room: the week binds now.
    await api.put(API.responsibleLimits, { week: 11_000 });
    expect((await depositCheck(id, 2_001)).value).toMatchObject({ period: 'week', remaining: 2_000 });
  });

  it('applies a decrease at once and an increase or removal only after 24 hours, showing both', async () => {
    const { id, api } = await member();
    await api.put(API.responsibleLimits, { day: 5_000 });
    const lowered = (await api.put<ResponsibleSettings>(API.responsibleLimits, { day: 2_000 })).value;
    expect(window(lowered, 'day')).toMatchObject({ limit: 2_000, pending: null });
    expect((await depositCheck(id, 2_001)).code).toBe('DEPOSIT_LIMIT_EXCEEDED');

    const raised = (await api.put<ResponsibleSettings>(API.responsibleLimits, { day: 8_000, month: null })).value;
    const pending = window(raised, 'day').pending!;
    expect(window(raised, 'day').limit).toBe(2_000);
    expect(pending.amount).toBe(8_000);
    const wait = new Date(pending.effectiveAt).getTime() - Date.now();
    expect(wait).toBeGreaterThan(23.9 * 3_600_000);
    expect(wait).toBeLessThanOrEqual(24 * 3_600_000);
    expect(window(raised, 'month')).toMatchObject({ limit: null, pending: null }); // removing what is not set changes nothing
    expect((await depositCheck(id, 2_001)).code).toBe('DEPOSIT_LIMIT_EXCEEDED');

    await passTime(id);
    const later = (await api.get<ResponsibleSettings>(API.responsible)).value;
    expect(window(later, 'day')).toMatchObject({ limit: 8_000, pending: null });
    expect((await depositCheck(id, 8_000)).code).toBe('allowed');

    const removing = (await api.put<ResponsibleSettings>(API.responsibleLimits, { day: null })).value;
    expect(window(removing, 'day')).toMatchObject({ limit: 8_000, pending: { amount: null } });
    await passTime(id);
    expect(window((await api.get<ResponsibleSettings>(API.responsible)).value, 'day')).toMatchObject({ limit: null, pending: null });
    expect((await depositCheck(id, 1_000_000)).code).toBe('allowed');
  });

  it('lets only one of two orders opened at once take the last room', async () => {
    const { id, api } = await member();
    await api.put(API.responsibleLimits, { day: 1_000 });
    const channelId = await channel();
    const results = await Promise.all(
      [0, 1].map(() =>
        gw.sql
          .begin(async (tx) => {
            await assertDepositAllowed(tx, id, 700);
            await tx`
        insert into deposit_orders (ref, merchant_id, account_id, channel_id, channel_type, amount, currency, client_key, request_hash, expires_at)
        values (${randomUUID()}, ${site.id}, ${id}, ${channelId}, 'sandbox', 700, 'PHP', ${randomUUID()}, 'h', now() + interval '1 hour')`;
          })
          .then(
            () => 'ok',
            (e: AppError) => e.code,
          ),
      ),
    );
    expect(results.sort()).toEqual(['DEPOSIT_LIMIT_EXCEEDED', 'ok']);
  });

  it('is checked by the deposit route when an order is opened', async () => {
    const { api } = await member();
    const channelId = await channel();
    const open = (amount: number) => api.call('POST', API.depositOrders, { channelId, amount }, { headers: { [IDEMPOTENCY_HEADER]: randomUUID() } });
    await api.put(API.responsibleLimits, { day: 5_000 });
    expect((await open(3_000)).success).toBe(true);
    expect(await open(2_001)).toMatchObject({ code: 'DEPOSIT_LIMIT_EXCEEDED', value: { period: 'day', remaining: 2_000 } });
    await api.post(API.responsibleExclusion, { period: '1d', confirm: true });
    expect(await open(100)).toMatchObject({ status: 403, code: 'SELF_EXCLUDED' });
  });

  it('refuses bad input with VALIDATION_FAILED', async () => {
    const { api } = await member();
    for (const body of [{}, { day: 0 }, { day: -5 }, { day: 1.5 }, { day: '' }, { day: false }, { hour: 100 }, { day: 1e14 }]) {
      expect((await api.put(API.responsibleLimits, body)).code, JSON.stringify(body)).toBe('VALIDATION_FAILED');
    }
    for (const body of [{ period: '7d' }, { period: '7d', confirm: false }, { period: '2d', confirm: true }]) {
      expect((await api.post(API.responsibleExclusion, body)).code, JSON.stringify(body)).toBe('VALIDATION_FAILED');
    }
  });
});

describe('self-exclusion', () => {
  it('blocks deposits and play but never a withdrawal, and cannot be cut short', async () => {
    const { id, api } = await member();
    await gw.sql.begin((tx) =>
      postHouseTransfer(tx, { key: `rg-fund:${id}`, kind: 'deposit', merchantId: site.id, accountId: id, wallet: 'real', currency: 'PHP', amount: 50_000 }),
    );
    expect((await depositCheck(id, 100)).code).toBe('allowed');
    expect(await playCheck(id)).toBe('allowed');

    const started = await api.post<ResponsibleSettings>(API.responsibleExclusion, { period: '7d', confirm: true });
    expect(started.success).toBe(true);
    const until = started.value.exclusion!.endsAt!;
    expect(started.value.exclusion).toMatchObject({ period: '7d' });
    expect(new Date(until).getTime() - new Date(started.value.exclusion!.startsAt).getTime()).toBe(7 * 24 * 3_600_000);

    expect(await depositCheck(id, 100)).toEqual({ code: 'SELF_EXCLUDED', value: { until, period: '7d' } });
    expect(await playCheck(id)).toBe('SELF_EXCLUDED');
    // A withdrawal asks no responsible-gaming question: the hold to payment clearing books.
    const held = await gw.sql.begin((tx) =>
      post(tx, {
        merchantId: site.id,
        key: `rg-withdraw:${id}`,
        kind: 'withdrawal',
        currency: 'PHP',
        book: 'real',
        legs: [
          { wallet: { accountId: id, kind: 'real' }, amount: -20_000 },
          { wallet: { system: 'payment_clearing' }, amount: 20_000 },
        ],
      }),
    );
    expect(held.balances[0]!.balance).toBe(30_000);

    // Shorter: refused with the running end. Longer: accepted. Nothing undoes it.
    expect(await api.post(API.responsibleExclusion, { period: '1d', confirm: true })).toMatchObject({ status: 403, code: 'SELF_EXCLUDED', value: { until } });
    const longer = await api.post<ResponsibleSettings>(API.responsibleExclusion, { period: 'permanent', confirm: true });
    expect(longer.value.exclusion).toMatchObject({ period: 'permanent', endsAt: null });
    expect(await gw.sql`select 1 from self_exclusions where account_id = ${id}`).toHaveLength(2);
  });

  it('ends by itself when its time is over', async () => {
    const { id, api } = await member();
    await api.post(API.responsibleExclusion, { period: '1d', confirm: true });
    expect(await playCheck(id)).toBe('SELF_EXCLUDED');
    await gw.sql`update self_exclusions set starts_at = now() - interval '2 days', ends_at = now() - interval '1 day' where account_id = ${id}`;
    expect(await playCheck(id)).toBe('allowed');
    expect((await depositCheck(id, 100)).code).toBe('allowed');
    expect((await api.get<ResponsibleSettings>(API.responsible)).value.exclusion).toBeNull();
  });

  it('is per account: another member is not touched', async () => {
    const a = await member();
    const b = await member();
    await a.api.post(API.responsibleExclusion, { period: '30d', confirm: true });
    await a.api.put(API.responsibleLimits, { day: 100 });
    expect(await playCheck(b.id)).toBe('allowed');
    expect((await depositCheck(b.id, 1_000)).code).toBe('allowed');
    expect((await b.api.get<ResponsibleSettings>(API.responsible)).value).toMatchObject({ exclusion: null, available: null });
  });
});
