import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { API, BIG_WIN_MIN, REPLAY_EXPORT_MAX, type LoginValue, type ReplayExport, type ReplayPage, type StaffActionRow } from '@wl/shared';
import { appendEvent } from '../../gateway/src/realtime/event-log.js';
import { postHouseTransfer } from '../../gateway/src/modules/wallet/ledger.js';
import { recordWin } from '../../gateway/src/modules/games/winners.js';
import { Api } from '../support/api.js';
import { createAccount, createMerchant } from '../support/factories.js';
import { useSite } from '../support/site.js';
import { signInStaff } from '../support/staff.js';

/**
 * Support replay (docs/REPLAY.md): one account's event stream by time range, paged by sequence,
 * filtered by type, within the merchant only, exported as a bounded file; every replay read and
 * every staff write lands in the staff action log, which only admins read.
 */
const { gw, site } = useSite();
const at = (p: string, id: number) => p.replace(':id', String(id));
type PageOf<T> = { list: T[]; total: number };

async function member(merchantId = site.id) {
  return createAccount(gw.sql, merchantId);
}
const fund = (accountId: number, amount: number, merchantId = site.id) =>
  gw.sql.begin((tx) =>
    postHouseTransfer(tx, { key: `replay:${randomUUID()}`, kind: 'deposit', merchantId, accountId, wallet: 'real', currency: 'PHP', amount }),
  );
const unread = (accountId: number, n: number) => gw.sql.begin((tx) => appendEvent(tx, accountId, 'unread:changed', { unreadMessages: n }));
/** Moves an event back in time, as if it had been written then. */
const age = (accountId: number, seq: number, hours: number) =>
  gw.sql`update events set created_at = now() - make_interval(hours => ${hours}) where account_id = ${accountId} and seq = ${seq}`;
const actions = (staffId: number, action: string) =>
  gw.sql<
    { accountId: string | null; details: Record<string, unknown> }[]
  >`select account_id, details from staff_actions where staff_id = ${staffId} and action = ${action} order by id`;

describe('replay API', () => {
  it('pages by sequence, oldest first, with the next cursor, and filters by type', async () => {
    const u = await member();
    for (let i = 1; i <= 4; i++) await fund(u.id, 100 * i);
    for (let i = 1; i <= 3; i++) await unread(u.id, i);
    const { api } = await signInStaff(gw, site, 'support');

    const seqs: number[] = [];
    let after = 0;
    let pages = 0;
    for (;;) {
      const r = await api.get<ReplayPage>(`${at(API.staffAccountEvents, u.id)}?limit=3&afterSeq=${after}`);
      expect(r.success).toBe(true);
      pages++;
      seqs.push(...r.value.events.map((e) => e.seq));
      expect(r.value.account).toMatchObject({ id: u.id, username: u.username, currency: 'PHP' });
      if (!r.value.more) {
        expect(r.value.nextAfterSeq).toBeNull();
        break;
      }
      after = r.value.nextAfterSeq!;
    }
    expect(pages).toBe(3);
    expect(seqs).toEqual([1, 2, 3, 4, 5, 6, 7]);

    const balances = await api.get<ReplayPage>(`${at(API.staffAccountEvents, u.id)}?types=balance:changed`);
    expect(balances.value.events.map((e) => e.type)).toEqual(Array(4).fill('balance:changed'));
    expect((balances.value.events.at(-1)!.payload as { balance: number }).balance).toBe(1000);
    const two = await api.get<ReplayPage>(`${at(API.staffAccountEvents, u.id)}?types=unread:changed,balance:changed`);
    expect(two.value.events).toHaveLength(7);
  });

  it('defaults to the last 24 hours, starts from the state before the range, and refuses bad ranges', async () => {
    const u = await member();
    await fund(u.id, 500); // seq 1
    await unread(u.id, 2); // seq 2
    await fund(u.id, 700); // seq 3
    await age(u.id, 1, 48);
    await age(u.id, 2, 47);
    const { api } = await signInStaff(gw, site, 'support');
    const url = at(API.staffAccountEvents, u.id);

    const r = await api.get<ReplayPage>(url);
    expect(r.value.events.map((e) => e.seq)).toEqual([3]);
    expect(Date.parse(r.value.to) - Date.parse(r.value.from)).toBe(86_400_000);
    expect(r.value.before.map((e) => [e.seq, e.type])).toEqual([
      [1, 'balance:changed'],
      [2, 'unread:changed'],
    ]);

    const wide = new Date(Date.now() - 3 * 86_400_000).toISOString();
    expect((await api.get<ReplayPage>(`${url}?from=${wide}`)).value.events.map((e) => e.seq)).toEqual([1, 2, 3]);
    // A later page is a page turn: no baseline again.
    expect((await api.get<ReplayPage>(`${url}?from=${wide}&afterSeq=1`)).value.before).toEqual([]);

    const to = new Date();
    const tooWide = await api.get(`${url}?from=${new Date(to.getTime() - 32 * 86_400_000).toISOString()}&to=${to.toISOString()}`);
    expect(tooWide).toMatchObject({ status: 400, code: 'DATE_RANGE_INVALID', value: { maxDays: 31 } });
    expect((await api.get(`${url}?from=${to.toISOString()}&to=${wide}`)).code).toBe('DATE_RANGE_INVALID');
    expect((await api.get(`${url}?from=yesterday`)).code).toBe('VALIDATION_FAILED');
    expect((await api.get(`${url}?types=DROP TABLE`)).code).toBe('VALIDATION_FAILED');
    expect((await api.get(`${url}?limit=501`)).code).toBe('VALIDATION_FAILED');
  });

  it("answers another merchant's account NOT_FOUND, counts the misses, and refuses another merchant's token", async () => {
    const other = await createMerchant(gw.sql);
    const theirs = await member(other.id);
    await fund(theirs.id, 100, other.id);
    const { api, id } = await signInStaff(gw, site, 'support');

    const miss = await api.get(at(API.staffAccountEvents, theirs.id));
    expect(miss).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect((await api.get(at(API.staffAccountEventsExport, theirs.id))).code).toBe('NOT_FOUND');
    expect(await actions(id, 'replay:view')).toHaveLength(0);

    const onTheirHost = new Api(gw.url(other.host));
    onTheirHost.token = api.token;
    expect((await onTheirHost.get(at(API.staffAccountEvents, theirs.id))).code).toBe('TOKEN_INVALID');

    // Ten misses per staff member an hour (two spent above); then even a real account waits.
    for (let i = 0; i < 8; i++) expect((await api.get(at(API.staffAccountEvents, theirs.id))).code).toBe('NOT_FOUND');
    const mine = await member();
    const blocked = await api.get<{ retryAfterSeconds: number }>(at(API.staffAccountEvents, mine.id));
    expect(blocked.code).toBe('TOO_MANY_REQUESTS');
    expect(blocked.value.retryAfterSeconds).toBeGreaterThan(0);
  });

  it('exports the range as a file, cut at the bound and saying so, and logs it', async () => {
    const u = await member();
    const n = REPLAY_EXPORT_MAX + 5;
    // Written straight into the log: 20,005 appends through the API would only test patience.
    await gw.sql`insert into events (account_id, seq, type, payload)
                 select ${u.id}, g, 'unread:changed', jsonb_build_object('unreadMessages', g) from generate_series(1, ${n}) g`;
    await gw.sql`insert into account_event_seq (account_id, last_seq) values (${u.id}, ${n})`;
    const { api, id, username } = await signInStaff(gw, site, 'support');

    const res = await fetch(gw.url(site.host) + at(API.staffAccountEventsExport, u.id), { headers: { authorization: `Bearer ${api.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="events-${u.username}-\\d{4}-\\d{2}-\\d{2}\\.json"$`));
    const file = (await res.json()) as ReplayExport;
    expect(file).toMatchObject({ truncated: true, limit: REPLAY_EXPORT_MAX, count: REPLAY_EXPORT_MAX, exportedBy: username, account: { id: u.id } });
    expect(file.events).toHaveLength(REPLAY_EXPORT_MAX);
    expect(file.events[0]!.seq).toBe(1);
    expect(file.events.at(-1)!.seq).toBe(REPLAY_EXPORT_MAX);

    const small = await fetch(`${gw.url(site.host)}${at(API.staffAccountEventsExport, u.id)}?types=balance:changed`, {
      headers: { authorization: `Bearer ${api.token}` },
    });
    expect(await small.json()).toMatchObject({ truncated: false, count: 0, types: ['balance:changed'] });

    const logged = await actions(id, 'replay:export');
    expect(logged).toHaveLength(2);
    expect(Number(logged[0]!.accountId)).toBe(u.id);
    expect(logged[0]!.details).toMatchObject({ count: REPLAY_EXPORT_MAX, truncated: true });
  });
});

describe('staff action log', () => {
  it('logs replay views once per range opened and every staff write with its target, redacted', async () => {
    const u = await member();
    await fund(u.id, 250);
    const memberApi = new Api(gw.url(site.host));
    const login = await memberApi.post<LoginValue>(API.login, { type: 'username', username: u.username, password: u.password }, true);
    expect(login.success).toBe(true);
    const staff = await signInStaff(gw, site, 'admin');

    await staff.api.get(`${at(API.staffAccountEvents, u.id)}?types=balance:changed`);
    await staff.api.get(`${at(API.staffAccountEvents, u.id)}?afterSeq=1`);
    const views = await actions(staff.id, 'replay:view');
    expect(views).toHaveLength(1);
    expect(views[0]!.details).toMatchObject({ types: ['balance:changed'] });

    const [s] = await gw.sql<{ id: string }[]>`select id from sessions where account_id = ${u.id}`;
    expect((await staff.api.del(at(API.staffRevokeSession, Number(s!.id)))).success).toBe(true);
    const adjust = await staff.api.call(
      'POST',
      at(API.staffAccountAdjust, u.id),
      { direction: 'credit', amount: 1000, reason: 'goodwill' },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(adjust.success).toBe(true);
    // A refused write is not an action.
    expect(
      (
        await staff.api.call(
          'POST',
          at(API.staffAccountAdjust, u.id),
          { direction: 'credit', amount: -1, reason: 'x' },
          { headers: { 'idempotency-key': randomUUID() } },
        )
      ).success,
    ).toBe(false);

    const revoked = await actions(staff.id, 'DELETE sessions/:id');
    expect(revoked).toHaveLength(1);
    expect(Number(revoked[0]!.accountId)).toBe(u.id);
    const adjusted = await actions(staff.id, 'POST accounts/:id/adjustments');
    expect(adjusted).toHaveLength(1);
    expect(Number(adjusted[0]!.accountId)).toBe(u.id);
    expect(adjusted[0]!.details).toMatchObject({
      method: 'POST',
      route: API.staffAccountAdjust,
      body: { direction: 'credit', amount: 1000, reason: 'goodwill' },
      status: 200,
    });

    // The log: admins only, this merchant only, filtered.
    const list = await staff.api.get<PageOf<StaffActionRow>>(`${API.staffActions}?staffId=${staff.id}`);
    expect(list.success).toBe(true);
    expect(list.value.list.map((r) => r.action)).toEqual(['POST accounts/:id/adjustments', 'DELETE sessions/:id', 'replay:view']);
    expect(list.value.list[2]).toMatchObject({ staffUsername: staff.username, accountId: u.id, accountUsername: u.username });
    const byAction = await staff.api.get<PageOf<StaffActionRow>>(`${API.staffActions}?staffId=${staff.id}&action=sessions`);
    expect(byAction.value.list.map((r) => r.action)).toEqual(['DELETE sessions/:id']);
    const byAccount = await staff.api.get<PageOf<StaffActionRow>>(`${API.staffActions}?accountId=${u.id}&action=replay:view`);
    expect(byAccount.value.total).toBe(1);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await staff.api.get<PageOf<StaffActionRow>>(`${API.staffActions}?staffId=${staff.id}&from=${future}`)).value.total).toBe(0);

    const support = await signInStaff(gw, site, 'support');
    expect((await support.api.get(API.staffActions)).code).toBe('FORBIDDEN');
    const other = await createMerchant(gw.sql);
    const otherAdmin = await signInStaff(gw, other, 'admin');
    expect((await otherAdmin.api.get<PageOf<StaffActionRow>>(`${API.staffActions}?staffId=${staff.id}`)).value.total).toBe(0);

    // A logged body is shown as it was sent, whatever its keys (a key ending in "_" once made the list answer 500).
    const odd = { route: '/wps/support/x', body: { odd_: 1, '': 2, snake_case: 3 } };
    await gw.sql`insert into staff_actions (merchant_id, staff_id, action, details, ip) values (${site.id}, ${staff.id}, 'POST x', ${gw.sql.json(odd)}, '127.0.0.1')`;
    const withOdd = await staff.api.get<PageOf<StaffActionRow>>(`${API.staffActions}?staffId=${staff.id}&action=POST x`);
    expect(withOdd.status).toBe(200);
    expect(withOdd.value.list[0]!.details).toEqual(odd);
  });
});

describe('win:big', () => {
  it('is logged for the winner in the winning transaction, real money and big wins only', async () => {
    const u = await member();
    const [g] = await gw.sql<{ nodeId: string; name: string }[]>`select node_id, name from games where game_code = 'BGS_SLOT'`;
    const nodeId = Number(g!.nodeId);
    const win = (amount: number, book: 'real' | 'play' = 'real') =>
      gw.sql.begin(async (tx) => {
        const p = await postHouseTransfer(tx, {
          key: `win:${randomUUID()}`,
          kind: 'win',
          merchantId: site.id,
          accountId: u.id,
          wallet: 'real',
          currency: 'PHP',
          amount,
        });
        return recordWin(tx, { merchantId: site.id, accountId: u.id, nodeId, journalId: p.journalId, amount, currency: 'PHP', book });
      });
    await win(BIG_WIN_MIN - 1);
    await win(BIG_WIN_MIN, 'play');
    await win(BIG_WIN_MIN + 5);
    const rows = await gw.sql<{ payload: unknown }[]>`select payload from events where account_id = ${u.id} and type = 'win:big'`;
    expect(rows.map((r) => r.payload)).toEqual([{ nodeId, gameName: g!.name, amount: BIG_WIN_MIN + 5, currency: 'PHP' }]);
  });
});
