import { describe, expect, it } from 'vitest';
import {
  API,
  ENUMERATION_MISSES_PER_TARGET,
  TRIAL_TYPE,
  type MemberInfo,
  type MemberMessagePage,
  type OpenedMessage,
  type SendMessageValue,
  type SentMessage,
  type UnreadCount,
} from '@wl/shared';
import { PUSH_BATCH, drainBroadcasts } from '../../gateway/src/modules/messages/broadcast-push.js';
import { sendSystemMessage } from '../../gateway/src/modules/messages/send.js';
import { Api, signedInApi, trialLogin } from '../support/api.js';
import { createAccount, createMerchant, uniqueName } from '../support/factories.js';
import { useSite, type TestSite } from '../support/site.js';
import { signInStaff } from '../support/staff.js';

/**
 * Internal messages (docs/MESSAGES.md) against the real gateway and database: sending to one
 * member, a list and everyone; the derived unread count behind CSP_unreadCount and member info;
 * the events appended with each change; read, read all, delete; tenancy; validation and refusals.
 */
const { gw, site } = useSite();

const at = (id: number) => API.message.replace(':id', String(id));
const msg = (over: Record<string, unknown> = {}) => ({
  audience: 'one',
  title: 'Weekend bonus',
  body: 'Deposit today and get 10% more.\nSee the promotions page.',
  ...over,
});

/** One staff member per site and role for the whole file: staff sign-in allows 10 a minute per IP. */
const staffCache = new Map<string, Promise<Awaited<ReturnType<typeof signInStaff>>>>();
function staffOf(s: TestSite, role: 'admin' | 'support' = 'admin') {
  const key = `${s.id}:${role}`;
  if (!staffCache.has(key)) staffCache.set(key, signInStaff(gw, s, role));
  return staffCache.get(key)!;
}

async function member(s: TestSite = site) {
  const u = await createAccount(gw.sql, s.id);
  const api = await signedInApi(gw.url(s.host), u);
  return { ...u, api };
}

/** Every event appended for the account, oldest first. */
async function events(accountId: number) {
  return gw.sql<{ type: string; payload: Record<string, unknown> }[]>`select type, payload from events where account_id = ${accountId} order by seq`;
}
const messageEvents = async (accountId: number) => (await events(accountId)).filter((e) => e.type === 'message:received' || e.type === 'unread:changed');

/**
 * The send starts the push in the background and a sweep runs too; whichever node holds the job's
 * lock does the work, so help drain and wait until the message says every account was pushed.
 */
async function untilPushed(id: number) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    await drainBroadcasts(gw.sql);
    const [m] = await gw.sql<{ pushed: boolean }[]>`select pushed from messages where id = ${id}`;
    if (m!.pushed) return;
    if (Date.now() > deadline) throw new Error(`broadcast ${id} was never fully pushed`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function unread(api: Api) {
  const count = await api.get<UnreadCount>(API.unreadCount);
  const info = await api.get<MemberInfo>(API.memberInfo);
  // CSP_unreadCount and member info must always agree: one derived count behind both.
  expect(info.value.unreadMessages).toBe(count.value.unreadMessages);
  return count.value.unreadMessages;
}

describe('messages: one member', () => {
  it('arrives with its events, opens as read, deletes, and the count follows each step', async () => {
    const { api: staff, username: staffName } = await staffOf(site, 'support');
    const m = await member();
    expect(await unread(m.api)).toBe(0);

    const sent = await staff.post<SendMessageValue>(API.staffMessages, msg({ usernames: [m.username.toUpperCase()] }));
    expect(sent.success, sent.code).toBe(true);
    expect(sent.value.recipients).toBe(1);
    expect(await unread(m.api)).toBe(1);
    expect(await messageEvents(m.id)).toEqual([
      { type: 'message:received', payload: { id: sent.value.id, title: 'Weekend bonus', from: 'staff' } },
      { type: 'unread:changed', payload: { unreadMessages: 1 } },
    ]);

    const list = await m.api.get<MemberMessagePage>(API.messages);
    expect(list.value).toMatchObject({ total: 1, unreadMessages: 1 });
    expect(list.value.list[0]).toMatchObject({ id: sent.value.id, title: 'Weekend bonus', from: 'staff', read: false });
    expect(list.value.list[0]!.body).toContain('\nSee the promotions page.');

    const opened = await m.api.get<OpenedMessage>(at(sent.value.id));
    expect(opened.value).toMatchObject({ message: { id: sent.value.id, read: true }, unreadMessages: 0 });
    expect(await unread(m.api)).toBe(0);
    // Opening it again changes nothing, so nothing more is pushed.
    await m.api.get(at(sent.value.id));
    expect((await messageEvents(m.id)).map((e) => [e.type, e.payload.unreadMessages])).toEqual([
      ['message:received', undefined],
      ['unread:changed', 1],
      ['unread:changed', 0],
    ]);

    const sentList = await staff.get<{ list: SentMessage[] }>(API.staffMessages);
    expect(sentList.value.list[0]).toMatchObject({
      id: sent.value.id,
      audience: 'one',
      sender: staffName,
      recipient: m.username,
      recipients: 1,
      read: 1,
      from: 'staff',
    });

    expect((await m.api.del<UnreadCount>(at(sent.value.id))).value).toEqual({ unreadMessages: 0 });
    expect((await m.api.get<MemberMessagePage>(API.messages)).value.total).toBe(0);
    expect((await m.api.get(at(sent.value.id))).code).toBe('MESSAGE_NOT_FOUND');
    expect((await m.api.del(at(sent.value.id))).code).toBe('MESSAGE_NOT_FOUND');
  });

  it('deleting an unread message lowers the count and pushes it', async () => {
    const { api: staff } = await staffOf(site);
    const m = await member();
    const a = await staff.post<SendMessageValue>(API.staffMessages, msg({ usernames: [m.username], title: 'First' }));
    await staff.post<SendMessageValue>(API.staffMessages, msg({ usernames: [m.username], title: 'Second' }));
    expect(await unread(m.api)).toBe(2);
    const page = await m.api.get<MemberMessagePage>(API.messages);
    expect(page.value.list.map((x) => x.title)).toEqual(['Second', 'First']);
    expect((await m.api.del<UnreadCount>(at(a.value.id))).value.unreadMessages).toBe(1);
    expect((await events(m.id)).at(-1)).toEqual({ type: 'unread:changed', payload: { unreadMessages: 1 } });
    expect((await m.api.post<UnreadCount>(API.messagesReadAll)).value.unreadMessages).toBe(0);
    expect((await events(m.id)).at(-1)).toEqual({ type: 'unread:changed', payload: { unreadMessages: 0 } });
  });

  it('a system message has no sender and reaches the member like any other', async () => {
    const m = await member();
    const id = await gw.sql.begin((tx) => sendSystemMessage(tx, site.id, [m.id], 'Deposit received', 'Your deposit was credited.'));
    expect(await unread(m.api)).toBe(1);
    expect((await m.api.get<MemberMessagePage>(API.messages)).value.list[0]).toMatchObject({ id, from: 'system' });
    expect((await events(m.id)).at(-2)).toEqual({ type: 'message:received', payload: { id, title: 'Deposit received', from: 'system' } });
  });
});

describe('messages: a list of members', () => {
  it('refuses the whole list when a name is unknown, naming it, and sends nothing', async () => {
    const { api: staff } = await staffOf(site);
    const [a, b] = [await member(), await member()];
    const ghost = uniqueName('ghost');
    const [before] = await gw.sql<{ n: number }[]>`select count(*)::int as n from messages where merchant_id = ${site.id}`;
    const r = await staff.post(API.staffMessages, msg({ audience: 'list', usernames: [a.username, ghost, b.username] }));
    expect(r.code).toBe('RECIPIENTS_UNKNOWN');
    expect(r.status).toBe(400);
    expect(r.value).toEqual({ usernames: [ghost] });
    const [after] = await gw.sql<{ n: number }[]>`select count(*)::int as n from messages where merchant_id = ${site.id}`;
    expect(after!.n).toBe(before!.n);
    expect(await messageEvents(a.id)).toEqual([]);
  });

  it('reaches each named member once, with their own counts and events', async () => {
    const { api: staff } = await staffOf(site);
    const [a, b, c] = [await member(), await member(), await member()];
    await staff.post(API.staffMessages, msg({ usernames: [c.username], title: 'Earlier' }));
    const r = await staff.post<SendMessageValue>(
      API.staffMessages,
      msg({ audience: 'list', usernames: [a.username, b.username, c.username, a.username.toUpperCase()] }),
    );
    expect(r.value.recipients).toBe(3);
    expect(await unread(a.api)).toBe(1);
    expect(await unread(c.api)).toBe(2);
    expect((await events(c.id)).at(-1)).toEqual({ type: 'unread:changed', payload: { unreadMessages: 2 } });
    await b.api.get(at(r.value.id));
    const sent = (await staff.get<{ list: SentMessage[] }>(API.staffMessages)).value.list.find((x) => x.id === r.value.id);
    expect(sent).toMatchObject({ audience: 'list', recipients: 3, read: 1, recipient: null });
  });
});

describe('messages: everyone', () => {
  it('is stored once, counted for every member at once, pushed in batches, and not shown to later accounts', async () => {
    const s = await createMerchant(gw.sql);
    const { api: staff } = await staffOf(s);
    const [a, b] = [await member(s), await member(s)];
    await createAccount(gw.sql, s.id, { type: TRIAL_TYPE });

    expect((await staff.post(API.staffMessages, msg({ audience: 'everyone' }))).code).toBe('VALIDATION_FAILED');
    const r = await staff.post<SendMessageValue>(API.staffMessages, msg({ audience: 'everyone', title: 'Maintenance tonight', confirm: true }));
    expect(r.success, r.code).toBe(true);
    expect(r.value.recipients).toBe(2);
    const [rows] = await gw.sql<{ n: number }[]>`select count(*)::int as n from message_states where message_id = ${r.value.id}`;
    expect(rows!.n).toBe(0);
    // The count is derived: right before any push has gone out.
    expect(await unread(a.api)).toBe(1);

    const later = await member(s);
    expect(await unread(later.api)).toBe(0);
    expect((await later.api.get<MemberMessagePage>(API.messages)).value.total).toBe(0);

    await untilPushed(r.value.id);
    for (const x of [a, b]) {
      expect(await messageEvents(x.id)).toEqual([
        { type: 'message:received', payload: { id: r.value.id, title: 'Maintenance tonight', from: 'staff' } },
        { type: 'unread:changed', payload: { unreadMessages: 1 } },
      ]);
    }
    expect(await messageEvents(later.id)).toEqual([]);

    expect((await a.api.get<OpenedMessage>(at(r.value.id))).value.unreadMessages).toBe(0);
    expect(await unread(b.api)).toBe(1);
    expect((await b.api.post<UnreadCount>(API.messagesReadAll)).value.unreadMessages).toBe(0);
    expect((await b.api.get<MemberMessagePage>(API.messages)).value.list[0]).toMatchObject({ id: r.value.id, read: true });
    expect((await b.api.del<UnreadCount>(at(r.value.id))).value.unreadMessages).toBe(0);
    expect((await b.api.get<MemberMessagePage>(API.messages)).value.total).toBe(0);
    expect((await a.api.get<MemberMessagePage>(API.messages)).value.total).toBe(1);
    const sent = (await staff.get<{ list: SentMessage[] }>(API.staffMessages)).value.list[0];
    expect(sent).toMatchObject({ id: r.value.id, audience: 'everyone', recipients: 2, read: 2 });
  });
});

describe('messages: everyone, at size', () => {
  it('pushes a broadcast to 1,201 accounts in batches of PUSH_BATCH, each exactly once', async () => {
    const s = await createMerchant(gw.sql);
    const { api: staff } = await staffOf(s);
    // Rows straight into the table: the push reads accounts, it never signs anyone in.
    await gw.sql`insert into accounts (merchant_id, username, password_hash) select ${s.id}, 'bulk' || g, 'x' from generate_series(1, 1201) g`;
    const r = await staff.post<SendMessageValue>(API.staffMessages, msg({ audience: 'everyone', confirm: true }));
    expect(r.value.recipients).toBe(1201);
    await untilPushed(r.value.id);
    const [pushed] = await gw.sql<{ accounts: number; received: number; unread: number }[]>`
      select count(distinct e.account_id)::int as accounts,
             count(*) filter (where e.type = 'message:received')::int as received,
             count(*) filter (where e.type = 'unread:changed' and (e.payload->>'unreadMessages')::int = 1)::int as unread
      from events e join accounts a on a.id = e.account_id where a.merchant_id = ${s.id}`;
    expect(pushed).toEqual({ accounts: 1201, received: 1201, unread: 1201 });
    expect(PUSH_BATCH).toBeLessThan(1201);
  });
});

describe('messages: tenancy', () => {
  it("another merchant's members and staff never see or reach this site's messages", async () => {
    const other = await createMerchant(gw.sql);
    const { api: staffA } = await staffOf(site);
    const { api: staffB } = await staffOf(other);
    const mine = await member();
    const theirs = await member(other);
    const sent = await staffA.post<SendMessageValue>(API.staffMessages, msg({ usernames: [mine.username] }));
    const everyone = await staffA.post<SendMessageValue>(API.staffMessages, msg({ audience: 'everyone', confirm: true }));
    expect(everyone.success).toBe(true);

    expect(await unread(theirs.api)).toBe(0);
    expect((await theirs.api.get<MemberMessagePage>(API.messages)).value.total).toBe(0);
    expect((await theirs.api.get(at(sent.value.id))).code).toBe('MESSAGE_NOT_FOUND');
    expect((await theirs.api.get(at(everyone.value.id))).code).toBe('MESSAGE_NOT_FOUND');
    expect((await theirs.api.del(at(sent.value.id))).code).toBe('MESSAGE_NOT_FOUND');
    // Staff of the other site cannot name this site's member, nor list this site's messages.
    const cross = await staffB.post(API.staffMessages, msg({ usernames: [mine.username] }));
    expect(cross.code).toBe('RECIPIENTS_UNKNOWN');
    expect((await staffB.get<{ list: SentMessage[] }>(API.staffMessages)).value.list).toEqual([]);
    // A member token is refused on the other site's host altogether.
    const elsewhere = new Api(gw.url(other.host));
    elsewhere.token = mine.api.token;
    expect((await elsewhere.get(API.messages)).code).toBe('TOKEN_INVALID');
  });
});

describe('messages: validation and refusals', () => {
  it('checks title, body and audience; nothing is stored for a refused send', async () => {
    const { api: staff } = await staffOf(site, 'support');
    const m = await member();
    const refused = [
      msg({ usernames: [m.username], title: '' }),
      msg({ usernames: [m.username], title: 'x'.repeat(101) }),
      msg({ usernames: [m.username], title: '   ' }),
      msg({ usernames: [m.username], title: 'two\nlines' }),
      msg({ usernames: [m.username], body: 'y'.repeat(2001) }),
      msg({ usernames: [m.username], body: ' \n ' }),
      msg({ usernames: [m.username, uniqueName()] }),
      msg({ usernames: [] }),
      msg({ audience: 'list', usernames: [] }),
      msg({ audience: 'list', usernames: Array.from({ length: 1001 }, (_, i) => `u${i}`) }),
      msg({ audience: 'everyone', usernames: [m.username], confirm: true }),
      msg({ audience: 'nobody', usernames: [m.username] }),
      { ...msg({ usernames: [m.username] }), html: true },
    ];
    for (const body of refused) {
      const r = await staff.post(API.staffMessages, body);
      expect([r.status, r.code], JSON.stringify(body).slice(0, 80)).toEqual([400, 'VALIDATION_FAILED']);
    }
    expect(await unread(m.api)).toBe(0);
    // The longest allowed message goes through, HTML kept as the text it is.
    const ok = await staff.post<SendMessageValue>(
      API.staffMessages,
      msg({ usernames: [m.username], title: 't'.repeat(100), body: `<b>${'b'.repeat(1993)}</b>` }),
    );
    expect(ok.success, ok.code).toBe(true);
    expect((await m.api.get<OpenedMessage>(at(ok.value.id))).value.message.body).toMatch(/^<b>b+<\/b>$/);
  });

  it('refuses missing tokens, trial accounts, member tokens on staff routes and staff tokens on member routes', async () => {
    const { api: staff } = await staffOf(site);
    const m = await member();
    const guest = new Api(gw.url(site.host));
    for (const path of [API.unreadCount, API.messages, at(1)]) expect((await guest.get(path)).code).toBe('TOKEN_MISSING');
    expect((await guest.post(API.staffMessages, msg({ usernames: [m.username] }))).code).toBe('TOKEN_MISSING');

    const trial = new Api(gw.url(site.host));
    const free = await trialLogin(trial);
    for (const path of [API.unreadCount, API.messages]) expect((await trial.get(path)).code).toBe('TRIAL_NOT_ALLOWED');
    expect((await trial.post(API.messagesReadAll)).code).toBe('TRIAL_NOT_ALLOWED');
    expect((await trial.get<MemberInfo>(API.memberInfo)).value.unreadMessages).toBe(0);
    // Trial accounts never receive messages: their names are unknown to a send.
    expect((await staff.post(API.staffMessages, msg({ usernames: [free.user.userName] }))).code).toBe('RECIPIENTS_UNKNOWN');

    expect((await m.api.post(API.staffMessages, msg({ usernames: [m.username] }))).code).toBe('TOKEN_INVALID');
    expect((await staff.get(API.messages)).code).toBe('TOKEN_INVALID');
    expect((await m.api.get('/wps/member/messages/abc')).code).toBe('VALIDATION_FAILED');
  });

  it('counts unknown message ids per account, then refuses with TOO_MANY_REQUESTS', async () => {
    const m = await member();
    for (let i = 0; i < ENUMERATION_MISSES_PER_TARGET; i++) expect((await m.api.get(at(900_000_000 + i))).code).toBe('MESSAGE_NOT_FOUND');
    const r = await m.api.get(at(900_000_999));
    expect(r.code).toBe('TOO_MANY_REQUESTS');
    // Another member on the same IP keeps their own budget (the IP allows more than one account's).
    const other = await member();
    expect((await other.api.get(at(900_000_000))).code).toBe('MESSAGE_NOT_FOUND');
  });

  it('counts unknown recipients per staff member', async () => {
    // A staff member of their own: the budget is per staff member.
    const { api: staff } = await signInStaff(gw, site);
    for (let i = 0; i < ENUMERATION_MISSES_PER_TARGET; i++)
      expect((await staff.post(API.staffMessages, msg({ usernames: [uniqueName('nope')] }))).code).toBe('RECIPIENTS_UNKNOWN');
    expect((await staff.post(API.staffMessages, msg({ usernames: [uniqueName('nope')] }))).code).toBe('TOO_MANY_REQUESTS');
  });
});
