import { describe, expect, it } from 'vitest';
import { API, FEEDBACK_LIMITS, type FeedbackReceipt, type FeedbackRow, type LoginValue, type MemberMessagePage, type UnreadCount } from '@wl/shared';
import { Api, trialLogin } from '../support/api.js';
import { createAccount, createMerchant } from '../support/factories.js';
import { useSite, type TestSite } from '../support/site.js';
import { signInStaff } from '../support/staff.js';

/**
 * The feedback popup's call and the console's feedback inbox (docs/ENGAGE.md) on the real gateway
 * and database, with the captcha switched on and client addresses taken from X-Forwarded-For (so
 * each test has IPs of its own for the per-IP limit).
 */
const { gw, site } = useSite({ env: { CAPTCHA_ENABLED: 'true', TRUSTED_PROXY: 'loopback' } });

let nextIp = 1;
const freshIp = () => `198.18.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;
const ips = new WeakMap<Api, string>();
function from(ip = freshIp(), s: TestSite = site) {
  const api = new Api(gw.url(s.host), { 'x-forwarded-for': ip });
  ips.set(api, ip);
  return api;
}
const at = (path: string, id: number) => path.replace(':id', String(id));
const text = (n: number) => 'My deposit is missing '.padEnd(n, 'x').slice(0, n);

/** The answer of the captcha image this client was shown (its cookie names the row). */
async function solveCaptcha(api: Api): Promise<string> {
  const r = await api.get<string>(API.captcha);
  expect(r.success, r.code).toBe(true);
  const [c] = await gw.sql<{ answer: string }[]>`select answer from captchas where id = ${api.cookie('wl_captcha')}`;
  return c!.answer;
}

/** One feedback through a client of its own (a new captcha each time), as the popup sends it. */
async function send(api: Api, body: Record<string, unknown>) {
  const fresh = new Api(api.base, { 'x-forwarded-for': ips.get(api)! });
  fresh.token = api.token;
  return fresh.put<FeedbackReceipt>(API.feedback, { captcha: await solveCaptcha(fresh), ...body });
}

async function member(s: TestSite = site, ip = freshIp()) {
  const u = await createAccount(gw.sql, s.id);
  const api = from(ip, s);
  const r = await api.post<LoginValue>(API.login, { type: 'username', username: u.username, password: u.password }, true);
  expect(r.success, r.code).toBe(true);
  api.token = r.value.token;
  return { ...u, api };
}

const stored = async (id: number) =>
  (
    await gw.sql<{ accountId: string | null; sender: string; type: number; content: string; ip: string; status: string }[]>`
    select account_id, sender, type, content, ip, status from feedback where id = ${id}`
  )[0]!;

const staffCache = new Map<string, ReturnType<typeof signInStaff>>();
const staffOf = (s: TestSite = site, role: 'admin' | 'support' = 'admin') => {
  const key = `${s.id}:${role}`;
  if (!staffCache.has(key)) staffCache.set(key, signInStaff(gw, s, role));
  return staffCache.get(key)!;
};

describe('feedback: validation', () => {
  it('names every empty field at once, in the popup\'s order (type 0 "others" is a choice, not empty)', async () => {
    const api = from();
    expect(await api.put(API.feedback, {})).toMatchObject({
      status: 400,
      code: 'FEEDBACK_FIELDS_EMPTY',
      value: { empty: ['type', 'content', 'captcha'], fields: { type: 'rule.required', content: 'rule.required', captcha: 'rule.required' } },
    });
    expect(await api.put(API.feedback, { type: 0, content: '   ' })).toMatchObject({ code: 'FEEDBACK_FIELDS_EMPTY', value: { empty: ['content', 'captcha'] } });
    expect(await api.put(API.feedback, { type: null, content: text(30), captcha: 'abcd' })).toMatchObject({
      code: 'FEEDBACK_FIELDS_EMPTY',
      value: { empty: ['type'] },
    });
    // A type the popup does not list is refused by the schema, with the field named.
    expect(await api.put(API.feedback, { type: 5, content: text(30), captcha: 'abcd' })).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { fields: { type: expect.any(String) } },
    });
  });

  it('takes 20 to 200 characters: 19 and 201 are refused, 20 and 200 are stored', async () => {
    const api = from();
    for (const n of [19, 201]) {
      expect(await send(api, { type: 1, content: text(n) }), `${n}`).toMatchObject({
        status: 400,
        code: 'FEEDBACK_LENGTH',
        value: { min: 20, max: 200, length: n },
      });
    }
    for (const n of [20, 200]) {
      const r = await send(api, { type: 1, content: text(n) });
      expect(r.success, `${n}: ${r.code}`).toBe(true);
      expect((await stored(r.value.id)).content).toHaveLength(n);
    }
    // Counted by character as the database counts: twenty emoji are twenty characters, not forty.
    expect((await send(api, { type: 1, content: '😀'.repeat(19) })).code).toBe('FEEDBACK_LENGTH');
    const emoji = await send(api, { type: 1, content: '😀'.repeat(20) });
    expect(emoji.success, emoji.code).toBe(true);
    expect((await stored(emoji.value.id)).content).toBe('😀'.repeat(20));
    // Counted after trimming and after tags are removed: what is stored is what is counted.
    expect((await send(api, { type: 1, content: `   ${text(19)}   ` })).code).toBe('FEEDBACK_LENGTH');
    expect((await send(api, { type: 1, content: `<b>${text(19)}</b>` })).code).toBe('FEEDBACK_LENGTH');
  });

  it('stores plain text: tags and scripts removed, the characters people type kept', async () => {
    const r = await send(from(), { type: 3, content: '<b>Game</b> froze <script>alert(1)</script><img src=x onerror=alert(2)>at 5 < 10 & "spin"' });
    expect(r.success, r.code).toBe(true);
    expect((await stored(r.value.id)).content).toBe('Game froze at 5 < 10 & "spin"');
  });

  it('checks the captcha, once: a wrong or reused answer is refused and nothing is stored', async () => {
    const api = from();
    const before = (await gw.sql<{ n: number }[]>`select count(*)::int as n from feedback where merchant_id = ${site.id}`)[0]!.n;
    await solveCaptcha(api);
    expect(await api.put(API.feedback, { type: 2, content: text(40), captcha: 'zzzz' })).toMatchObject({ code: 'CAPTCHA_INVALID', value: { captcha: true } });
    const fresh = from();
    const answer = await solveCaptcha(fresh);
    expect((await fresh.put(API.feedback, { type: 2, content: text(40), captcha: answer })).success).toBe(true);
    expect((await fresh.put(API.feedback, { type: 2, content: text(41), captcha: answer })).code).toBe('CAPTCHA_INVALID');
    const after = (await gw.sql<{ n: number }[]>`select count(*)::int as n from feedback where merchant_id = ${site.id}`)[0]!.n;
    expect(after).toBe(before + 1);
  });
});

describe('feedback: who sent it', () => {
  it("records a member's account and username (whatever `sender` says), a guest as typed, and refuses a dead token", async () => {
    const m = await member();
    const mine = await send(m.api, { type: 4, content: text(30), sender: 'someone-else' });
    expect(mine.success, mine.code).toBe(true);
    expect(await stored(mine.value.id)).toMatchObject({ accountId: String(m.id), sender: m.username, type: 4 });

    const guest = await send(from('198.19.7.7'), { type: 0, content: text(30), sender: '<i>Ana</i>' });
    expect(await stored(guest.value.id)).toMatchObject({ accountId: null, sender: 'Ana', ip: '198.19.7.7', status: 'new' });

    const dead = from();
    dead.token = 'not-a-session-token';
    expect((await send(dead, { type: 0, content: text(30) })).code).toBe('TOKEN_INVALID');
  });

  it("keeps a member's token to its own site", async () => {
    const other = await createMerchant(gw.sql);
    const m = await member(other);
    const onDemo = from(undefined, site);
    onDemo.token = m.api.token;
    expect((await send(onDemo, { type: 0, content: text(30) })).code).toBe('TOKEN_INVALID');
  });
});

describe('feedback: rate limits', () => {
  it('allows a member five an hour from any address; another member on that address goes on', async () => {
    const ip = freshIp();
    const m = await member(site, ip);
    for (let i = 0; i < FEEDBACK_LIMITS.perMember; i++) expect((await send(m.api, { type: 1, content: text(30 + i) })).success).toBe(true);
    const moved = from();
    moved.token = m.api.token;
    const refused = await send(moved, { type: 1, content: text(40) });
    expect(refused).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
    expect((refused.value as unknown as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0);
    const neighbour = await member(site, ip);
    expect((await send(neighbour.api, { type: 1, content: text(30) })).success).toBe(true);
  });

  it('allows an address twenty an hour, guests and members together; another address goes on', async () => {
    const ip = freshIp();
    const guest = from(ip);
    for (let i = 0; i < FEEDBACK_LIMITS.perIp; i++) expect((await send(guest, { type: 0, content: text(30) })).success, `${i}`).toBe(true);
    expect((await send(guest, { type: 0, content: text(30) })).code).toBe('TOO_MANY_REQUESTS');
    const m = await member(site, ip);
    expect((await send(m.api, { type: 0, content: text(30) })).code).toBe('TOO_MANY_REQUESTS');
    expect((await send(from(), { type: 0, content: text(30) })).success).toBe(true);
  });

  it('lets exactly five of ten parallel sends of one member through', async () => {
    const m = await member();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => {
        const api = from();
        api.token = m.api.token;
        return send(api, { type: 3, content: text(25 + i) });
      }),
    );
    expect(results.filter((r) => r.success)).toHaveLength(FEEDBACK_LIMITS.perMember);
    expect(results.filter((r) => !r.success).map((r) => r.code)).toEqual(Array(10 - FEEDBACK_LIMITS.perMember).fill('TOO_MANY_REQUESTS'));
    const [n] = await gw.sql<{ n: number }[]>`select count(*)::int as n from feedback where account_id = ${m.id}`;
    expect(n!.n).toBe(FEEDBACK_LIMITS.perMember);
  });
});

describe('feedback: the console inbox', () => {
  it("lists by type and status, opens, replies into the member's messages with the badge pushed, and closes", async () => {
    const { api: staff, username: staffName } = await staffOf(site, 'support');
    const m = await member();
    const sent = await send(m.api, { type: 6, content: 'How do I become an agent of this site?' });
    const id = sent.value.id;

    const apply = await staff.get<{ list: FeedbackRow[]; total: number }>(`${API.staffFeedback}?type=6&status=new&pageSize=100`);
    const row = apply.value.list.find((f) => f.id === id)!;
    expect(row).toMatchObject({ type: 6, status: 'new', sender: m.username, accountId: m.id, canReply: true, replies: [] });
    expect(apply.value.list.every((f) => f.type === 6 && f.status === 'new')).toBe(true);
    expect((await staff.get<{ list: FeedbackRow[] }>(`${API.staffFeedback}?type=1&pageSize=100`)).value.list.some((f) => f.id === id)).toBe(false);

    const opened = await staff.put<FeedbackRow>(at(API.staffFeedbackStatus, id), { status: 'read' });
    expect(opened.value).toMatchObject({ status: 'read', readBy: staffName });

    const unreadBefore = (await m.api.get<UnreadCount>(API.unreadCount)).value.unreadMessages;
    const reply = await staff.post<FeedbackRow>(at(API.staffFeedbackReply, id), {
      title: 'About becoming an agent',
      body: 'Open the agent page and <b>apply</b> there.',
    });
    expect(reply.success, reply.code).toBe(true);
    expect(reply.value).toMatchObject({
      status: 'replied',
      replies: [{ staff: staffName, title: 'About becoming an agent', body: 'Open the agent page and apply there.' }],
    });
    const messageId = reply.value.replies[0]!.messageId!;

    // The member's messages (messageV2) have it, unread, from customer service; the count moved and was pushed.
    const inbox = await m.api.get<MemberMessagePage>(API.messages);
    expect(inbox.value.list[0]).toMatchObject({
      id: messageId,
      title: 'About becoming an agent',
      body: 'Open the agent page and apply there.',
      from: 'staff',
      read: false,
    });
    expect(inbox.value.unreadMessages).toBe(unreadBefore + 1);
    const events = await gw.sql<{ type: string; payload: Record<string, unknown> }[]>`
      select type, payload from events where account_id = ${m.id} and type in ('message:received', 'unread:changed') order by seq`;
    expect(events.slice(-2)).toEqual([
      { type: 'message:received', payload: { id: messageId, title: 'About becoming an agent', from: 'staff' } },
      { type: 'unread:changed', payload: { unreadMessages: unreadBefore + 1 } },
    ]);

    const closed = await staff.put<FeedbackRow>(at(API.staffFeedbackStatus, id), { status: 'closed' });
    expect(closed.value.status).toBe('closed');
    expect((await staff.get<FeedbackRow>(at(API.staffFeedbackItem, id))).value).toMatchObject({ status: 'closed', replies: [{ messageId }] });
  });

  it('has no inbox to reply to for a guest or a trial account, and refuses an empty reply', async () => {
    const { api: staff } = await staffOf();
    const guest = await send(from(), { type: 0, content: text(30) });
    expect((await staff.post(at(API.staffFeedbackReply, guest.value.id), { title: 'Hi', body: 'Thanks' })).code).toBe('FEEDBACK_NO_INBOX');
    const trial = from();
    const play = await trialLogin(trial);
    const fromTrial = await send(trial, { type: 0, content: text(30) });
    expect(fromTrial.success, fromTrial.code).toBe(true);
    expect((await staff.get<FeedbackRow>(at(API.staffFeedbackItem, fromTrial.value.id))).value).toMatchObject({
      canReply: false,
      accountId: play.user.id,
    });
    expect((await staff.post(at(API.staffFeedbackReply, fromTrial.value.id), { title: 'Hi', body: 'Thanks' })).code).toBe('FEEDBACK_NO_INBOX');
    const m = await member();
    const mine = await send(m.api, { type: 0, content: text(30) });
    expect(await staff.post(at(API.staffFeedbackReply, mine.value.id), { title: '<b></b>', body: 'Thanks' })).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { fields: { title: expect.any(String) } },
    });
    expect((await staff.post(at(API.staffFeedbackReply, mine.value.id), { title: 'Hi' })).code).toBe('VALIDATION_FAILED');
  });

  it('shows each site only its own feedback, and refuses members and guests', async () => {
    const other = await createMerchant(gw.sql);
    const { api: otherStaff } = await staffOf(other);
    const m = await member();
    const mine = await send(m.api, { type: 2, content: text(30) });
    expect((await otherStaff.get<{ list: FeedbackRow[] }>(`${API.staffFeedback}?pageSize=100`)).value.list).toEqual([]);
    expect((await otherStaff.get(at(API.staffFeedbackItem, mine.value.id))).code).toBe('FEEDBACK_NOT_FOUND');
    expect((await otherStaff.put(at(API.staffFeedbackStatus, mine.value.id), { status: 'closed' })).code).toBe('FEEDBACK_NOT_FOUND');
    expect((await otherStaff.post(at(API.staffFeedbackReply, mine.value.id), { title: 'Hi', body: 'Thanks' })).code).toBe('FEEDBACK_NOT_FOUND');
    expect((await stored(mine.value.id)).status).toBe('new');
    expect((await m.api.get(API.staffFeedback)).code).toBe('TOKEN_INVALID');
    expect((await from().get(API.staffFeedback)).code).toBe('TOKEN_MISSING');
  });
});
