import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, type LaunchChatValue, type LiveModelInput, type ModelListValue, type StaffLiveModel, type StaffLiveModelsValue } from '@wl/shared';
import { Api } from '../support/api.js';
import { createMerchant } from '../support/factories.js';
import { useSite } from '../support/site.js';
import type { TestGateway } from '../support/gateway.js';
import type { TestSite } from '../support/site.js';
import { member, staffOf } from './promotions-fixtures.js';

/**
 * Live hosts and chat (docs/LIVE-MODELS.md) against the real gateway, database and the built-in
 * demo chat provider over HTTP: the list per site, launching as a guest and as a member, the
 * chat page and its messages (plain text, length, rate), forged and expired sessions, the launch
 * rate per address, the console's edits and tenancy.
 */
const { gw, site } = useSite();

const at = (path: string, id: number) => path.replace(':id', String(id));
const input = (over: Partial<LiveModelInput> = {}): LiveModelInput => ({
  name: 'Aria',
  languages: ['EN'],
  tags: ['Karaoke'],
  hue: 300,
  hostRef: 'aria',
  sort: 0,
  enabled: true,
  ...over,
});

async function addModel(g: TestGateway, s: TestSite, over: Partial<LiveModelInput> = {}): Promise<StaffLiveModel> {
  const r = await (await staffOf(g, s)).api.post<StaffLiveModel>(API.staffLiveModels, input(over));
  expect(r.success, r.code).toBe(true);
  return r.value;
}

/** A host written straight to the database: staff sign-in allows 10 a minute per IP, so only the console's tests use addModel. */
async function insertModel(s: TestSite, over: Partial<LiveModelInput> = {}): Promise<{ id: number }> {
  const m = input(over);
  const [r] = await gw.sql<{ id: string }[]>`
    insert into live_models (merchant_id, name, languages, tags, hue, host_ref, sort, enabled)
    values (${s.id}, ${m.name}, ${m.languages}, ${m.tags}, ${m.hue}, ${m.hostRef}, ${m.sort}, ${m.enabled}) returning id`;
  return { id: Number(r!.id) };
}

/** The chat page's own calls, as its script makes them. */
const tokenOf = (chatUrl: string) => new URL(chatUrl, 'http://x').searchParams.get('s')!;
async function chatCall<T>(base: string, method: 'GET' | 'POST', token: string, body?: Record<string, unknown>) {
  const res = await fetch(`${base}/demo-chat/api/messages${method === 'GET' ? `?s=${encodeURIComponent(token)}&after=0` : ''}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify({ s: token, ...body }) : undefined,
  });
  return { status: res.status, ...((await res.json()) as { success: boolean; code: string; value: T }) };
}
type Read = { messages: { id: number; from: 'host' | 'me'; text: string }[]; typing: boolean };

/** Waits (bounded) for the host's answer after the person's last message. */
async function hostAnswer(base: string, token: string, afterId: number) {
  for (let i = 0; i < 60; i++) {
    const r = await chatCall<Read>(base, 'GET', token);
    const answer = r.value.messages.find((m) => m.from === 'host' && m.id > afterId);
    if (answer) return answer;
    await new Promise((res) => setTimeout(res, 250));
  }
  throw new Error('the host never answered');
}

const launches = async (modelId: number) =>
  Number((await gw.sql<{ n: string }[]>`select count(*) as n from live_chat_launches where model_id = ${modelId}`)[0]!.n);

afterEach(() => {
  vi.useRealTimers();
});

describe('live models: the list (CBS_modelList)', () => {
  it("shows a site its enabled hosts, on air first, with the provider's status and viewers; no token needed", async () => {
    const s = await createMerchant(gw.sql);
    await addModel(gw, s, { name: 'Fiona', hostRef: 'fiona', sort: 0 });
    const aria = await addModel(gw, s, { name: 'Aria', hostRef: 'aria', sort: 5, languages: ['EN', 'TY'], tags: ['Karaoke', 'Chit-chat'] });
    await addModel(gw, s, { name: 'Bella', hostRef: 'bella', enabled: false });
    const guest = new Api(gw.url(s.host));
    const r = await guest.get<ModelListValue>(API.modelList);
    expect(r.success, r.code).toBe(true);
    expect(r.value.list.map((m) => [m.name, m.online])).toEqual([
      ['Aria', true],
      ['Fiona', false],
    ]);
    expect(r.value.total).toBe(2);
    const [first, second] = r.value.list;
    expect(first).toMatchObject({ id: aria.id, languages: ['EN', 'TY'], tags: ['Karaoke', 'Chit-chat'] });
    expect(first!.viewers).toBeGreaterThan(0);
    expect(second!.viewers).toBe(0);
    // Paged: the second page of one holds the offline host.
    const page2 = await guest.get<ModelListValue>(`${API.modelList}?pageNo=2&pageSize=1`);
    expect(page2.value.list.map((m) => m.name)).toEqual(['Fiona']);
    expect((await guest.get(`${API.modelList}?pageSize=51`)).code).toBe('VALIDATION_FAILED');
    // The avatar is generated art of this site's host.
    const art = await fetch(gw.url(s.host) + first!.avatarUrl);
    expect(art.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await art.text()).toMatch(/^<svg [^>]*aria-label="Aria"/);
  });

  it('seeds the demo site with eight hosts of the demo provider, six on air', async () => {
    const r = await new Api(gw.url()).get<ModelListValue>(API.modelList);
    expect(r.value.total).toBe(8);
    expect(r.value.list.filter((m) => m.online)).toHaveLength(6);
    expect(r.value.list.slice(-2).map((m) => m.online)).toEqual([false, false]);
  });

  it("keeps sites apart: another site's hosts, avatars and launches are not this site's", async () => {
    const other = await createMerchant(gw.sql);
    const theirs = await addModel(gw, other, { name: 'Elena', hostRef: 'elena' });
    const mine = new Api(gw.url(site.host));
    expect((await mine.get<ModelListValue>(API.modelList)).value.list.map((m) => m.id)).not.toContain(theirs.id);
    expect((await mine.post(API.launchChat, { modelId: theirs.id })).code).toBe('MODEL_NOT_FOUND');
    expect((await fetch(gw.url(site.host) + theirs.avatarUrl)).status).toBe(404);
    const staff = await staffOf(gw, site);
    expect((await staff.api.get<StaffLiveModelsValue>(API.staffLiveModels)).value.list.map((m) => m.id)).not.toContain(theirs.id);
    expect((await staff.api.put(at(API.staffLiveModel, theirs.id), input({ name: 'Taken over', hostRef: 'elena' }))).code).toBe('MODEL_NOT_FOUND');
    expect(await launches(theirs.id)).toBe(0);
  });
});

describe('live models: opening a chat (CBS_launchChat)', () => {
  it("lets a guest chat as Guest-nnnn: the page, the greeting, a message and the host's scripted answer", async () => {
    const s = await createMerchant(gw.sql);
    const m = await insertModel(s, { name: 'Aria', hostRef: 'aria' });
    const base = gw.url(s.host);
    const r = await new Api(base).post<LaunchChatValue>(API.launchChat, { modelId: m.id });
    expect(r.success, r.code).toBe(true);
    expect(r.value.displayName).toMatch(/^Guest-\d{4}$/);
    expect(r.value.chatUrl).toMatch(/^\/demo-chat\/room\?s=/);
    expect(Date.parse(r.value.expiresAt)).toBeGreaterThan(Date.now());
    const page = await fetch(base + r.value.chatUrl);
    expect(page.status).toBe(200);
    // The site's CSP covers the page: its script is a file of this origin, no inline script.
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).toContain('<h1 class="chat__host">Aria</h1>');
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    const token = tokenOf(r.value.chatUrl);
    const first = await chatCall<Read>(base, 'GET', token);
    expect(first.value.messages).toEqual([expect.objectContaining({ from: 'host', text: expect.stringContaining(r.value.displayName) })]);
    const said = await chatCall<{ message: { id: number; text: string; from: string } }>(base, 'POST', token, { text: '  hello   there ' });
    expect(said.value.message).toMatchObject({ from: 'me', text: 'hello there' });
    const answer = await hostAnswer(base, token, said.value.message.id);
    expect(answer.text.length).toBeGreaterThan(0);
    expect(await launches(m.id)).toBe(1);
  });

  it('lets a member chat under its nickname; a token that is no longer good is refused', async () => {
    const s = await createMerchant(gw.sql);
    const m = await insertModel(s, { name: 'Daisy', hostRef: 'daisy' });
    const who = await member(gw, s);
    await gw.sql`update accounts set nickname = 'LuckyStar' where id = ${who.id}`;
    const r = await who.api.post<LaunchChatValue>(API.launchChat, { modelId: m.id });
    expect(r.value.displayName).toBe('LuckyStar');
    const [row] = await gw.sql<{ accountId: string; displayName: string }[]>`select account_id, display_name from live_chat_launches where model_id = ${m.id}`;
    expect(row).toEqual({ accountId: String(who.id), displayName: 'LuckyStar' });
    const stale = new Api(gw.url(s.host));
    stale.token = 'x'.repeat(40);
    expect((await stale.post(API.launchChat, { modelId: m.id })).code).toBe('TOKEN_INVALID');
  });

  it('refuses a switched-off, unknown or offline host with a clear code and records nothing', async () => {
    const s = await createMerchant(gw.sql);
    const off = await insertModel(s, { name: 'Bella', hostRef: 'bella', enabled: false });
    const away = await insertModel(s, { name: 'Hana', hostRef: 'hana' });
    const guest = new Api(gw.url(s.host));
    expect(await guest.post(API.launchChat, { modelId: off.id })).toMatchObject({ status: 404, code: 'MODEL_NOT_FOUND' });
    expect(await guest.post(API.launchChat, { modelId: 987_654_321 })).toMatchObject({ status: 404, code: 'MODEL_NOT_FOUND' });
    expect(await guest.post(API.launchChat, { modelId: away.id })).toMatchObject({ status: 409, code: 'MODEL_OFFLINE' });
    expect((await guest.post(API.launchChat, { modelId: 'x' })).code).toBe('VALIDATION_FAILED');
    expect((await launches(off.id)) + (await launches(away.id))).toBe(0);
  });

  it('allows 10 launches a minute from one address on a site, then TOO_MANY_REQUESTS', async () => {
    const s = await createMerchant(gw.sql);
    const m = await insertModel(s, { name: 'Grace', hostRef: 'grace' });
    const guest = new Api(gw.url(s.host));
    for (let i = 0; i < 10; i++) expect((await guest.post(API.launchChat, { modelId: m.id })).success).toBe(true);
    expect(await guest.post(API.launchChat, { modelId: m.id })).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
    expect(await launches(m.id)).toBe(10);
  });
});

describe('live models: the chat session', () => {
  const open = async () => {
    const s = await createMerchant(gw.sql);
    const m = await insertModel(s, { name: 'Chloe', hostRef: 'chloe' });
    const base = gw.url(s.host);
    const r = await new Api(base).post<LaunchChatValue>(API.launchChat, { modelId: m.id });
    return { base, token: tokenOf(r.value.chatUrl) };
  };

  it('refuses forged tokens: another signature, another session id, another expiry, garbage', async () => {
    const { base, token } = await open();
    const [sid, exp, mac] = token.split('.') as [string, string, string];
    const forged = [
      `${sid}.${exp}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`,
      `${'A'.repeat(22)}.${exp}.${mac}`,
      `${sid}.${Number(exp) + 3_600_000}.${mac}`,
      'not-a-token',
    ];
    for (const f of forged) {
      expect(await chatCall(base, 'GET', f)).toMatchObject({ status: 401, code: 'CHAT_SESSION_INVALID' });
      expect((await chatCall(base, 'POST', f, { text: 'hi' })).code).toBe('CHAT_SESSION_INVALID');
      const page = await fetch(`${base}/demo-chat/room?s=${encodeURIComponent(f)}`);
      expect(page.status).toBe(401);
      expect(await page.text()).toContain('This chat link is not valid');
    }
    // Nobody opens sessions at the provider without the gateway's signature.
    const direct = await fetch(`${base}/demo-chat/v1/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ hostRef: 'chloe', hostName: 'Chloe', displayName: 'Admin' }),
    });
    expect(((await direct.json()) as { code: string }).code).toBe('SIGNATURE_INVALID');
    expect((await chatCall<Read>(base, 'GET', token)).success).toBe(true);
  });

  it('refuses a session once its 20 minutes are over', async () => {
    const { base, token } = await open();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 21 * 60_000);
    expect(await chatCall(base, 'GET', token)).toMatchObject({ status: 401, code: 'CHAT_SESSION_EXPIRED' });
    const page = await fetch(`${base}/demo-chat/room?s=${encodeURIComponent(token)}`);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain('This chat has ended');
  });

  it('keeps messages plain text of 1 to 300 characters, never markup', async () => {
    const { base, token } = await open();
    const xss = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    const said = await chatCall<{ message: { text: string } }>(base, 'POST', token, { text: xss });
    expect(said.value.message.text).toBe(xss);
    const read = await chatCall<Read>(base, 'GET', token);
    expect(read.value.messages.some((m) => m.text === xss)).toBe(true);
    // The page never carries messages in its markup: its script adds them as text.
    expect(await (await fetch(`${base}/demo-chat/room?s=${encodeURIComponent(token)}`)).text()).not.toContain('onerror');
    for (const text of ['', '   \n\t ', '\u200b\u200b', 'x'.repeat(301)]) {
      expect(await chatCall(base, 'POST', token, { text })).toMatchObject({ status: 400, code: 'CHAT_MESSAGE_INVALID' });
    }
    expect((await chatCall(base, 'POST', token, { text: '🙂'.repeat(300) })).success).toBe(true);
    expect((await chatCall(base, 'POST', token, { text: { html: '<b>' } })).code).toBe('VALIDATION_FAILED');
  });

  it('allows 20 messages a minute in one chat, then TOO_MANY_REQUESTS', async () => {
    const { base, token } = await open();
    for (let i = 0; i < 20; i++) expect((await chatCall(base, 'POST', token, { text: `message ${i}` })).success).toBe(true);
    expect(await chatCall(base, 'POST', token, { text: 'one more' })).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
  });
});

describe('live models: the console', () => {
  it('lets admins add and change hosts with checked input; support staff read only', async () => {
    const s = await createMerchant(gw.sql);
    const admin = await staffOf(gw, s);
    const made = await addModel(gw, s, { name: ' <b>Aria</b>  Rose ', tags: ['<i>Karaoke</i>', 'karaoke', 'Dance'], hostRef: 'aria' });
    expect(made).toMatchObject({ name: 'Aria Rose', tags: ['Karaoke', 'Dance'], enabled: true, online: true, chats24h: 0, updatedBy: admin.username });
    const put = (over: Partial<LiveModelInput>) => admin.api.put<StaffLiveModel>(at(API.staffLiveModel, made.id), input({ hostRef: 'aria', ...over }));
    expect((await put({ name: '<b></b>' })).value).toMatchObject({ fields: { name: 'required' } });
    expect((await put({ languages: ['XX'] })).value).toMatchObject({ fields: { languages: 'unknown' } });
    expect((await put({ tags: ['  '] })).value).toMatchObject({ fields: { tags: 'required' } });
    for (const bad of [{ hostRef: 'Bad Ref!' }, { hue: 400 }, { sort: -1 }, { name: 'x'.repeat(41) }]) expect((await put(bad)).code).toBe('VALIDATION_FAILED');
    await addModel(gw, s, { name: 'Bella', hostRef: 'bella' });
    expect((await put({ hostRef: 'bella' })).value).toMatchObject({ fields: { hostRef: 'taken' } });
    expect((await admin.api.put(at(API.staffLiveModel, 987_654_321), input({ hostRef: 'zed' }))).code).toBe('MODEL_NOT_FOUND');
    // Switched off: gone from the site's list, kept in the console.
    const off = await put({ name: 'Aria', enabled: false, sort: 7 });
    expect(off.value).toMatchObject({ enabled: false, sort: 7 });
    expect((await new Api(gw.url(s.host)).get<ModelListValue>(API.modelList)).value.list.map((m) => m.name)).toEqual(['Bella']);
    const support = await staffOf(gw, s, 'support');
    const seen = await support.api.get<StaffLiveModelsValue>(API.staffLiveModels);
    expect(seen.value.list.map((m) => [m.name, m.enabled])).toEqual([
      ['Bella', true],
      ['Aria', false],
    ]);
    expect(seen.value.providerReachable).toBe(true);
    expect(seen.value.hosts.map((h) => h.ref)).toContain('hana');
    expect((await support.api.put(at(API.staffLiveModel, made.id), input())).code).toBe('FORBIDDEN');
    expect((await new Api(gw.url(s.host)).get(API.staffLiveModels)).code).toBe('TOKEN_MISSING');
  });
});
