import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { API } from '@wl/shared';
import { signedInApi, Api } from '../support/api.js';
import { createAccount, createMerchant } from '../support/factories.js';
import { startGateway, type TestGateway } from '../support/gateway.js';

/**
 * Each node's caches kept true by the cache bus (db/cache-bus.ts), with two gateways on one
 * database as two nodes. Session lookups (modules/accounts/session-cache.ts): A member's calls stop reading the session from the database once
 * it is cached, and a revocation written anywhere (another node, an operator's SQL) is refused on
 * every node as soon as that node's cache bus has proven it is current past the revocation.
 * The embedded database has no LISTEN: there every lookup reads the database (not tested here).
 */
const embedded = inject('databaseMaxConnections') === 1;

describe.skipIf(embedded)('node caches on two nodes', () => {
  let a: TestGateway;
  let b: TestGateway;
  let merchant: { id: number; host: string };

  beforeAll(async () => {
    a = await startGateway();
    b = await startGateway();
    merchant = await createMerchant(a.sql);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  /** Resolves once `gw`'s bus has proven that every change committed before `t` reached it. */
  async function currentPast(gw: TestGateway, t: number) {
    while (gw.ctx.cacheBus.currentAt <= t) await new Promise((r) => setTimeout(r, 20));
  }

  async function signedInOnBoth() {
    const acc = await createAccount(a.sql, merchant.id);
    const onA = await signedInApi(a.url(merchant.host), acc);
    const onB = new Api(b.url(merchant.host));
    onB.token = onA.token;
    await currentPast(b, Date.now());
    return { acc, onA, onB };
  }

  it('answers repeated calls of a session from memory', async () => {
    const { onB } = await signedInOnBoth();
    expect((await onB.get(API.memberInfo)).success).toBe(true);
    const before = { ...b.ctx.sessions.reads };
    for (let i = 0; i < 5; i++) expect((await onB.get(API.memberInfo)).success).toBe(true);
    expect(b.ctx.sessions.reads.hit - before.hit).toBe(5);
    expect(b.ctx.sessions.reads.miss - before.miss).toBe(0);
  });

  it('refuses a session logged out on the other node, once the bus is current past the logout', async () => {
    const { onA, onB } = await signedInOnBoth();
    expect((await onB.get(API.memberInfo)).success).toBe(true);
    const out = await onA.del(API.logout);
    expect(out, JSON.stringify(out)).toMatchObject({ success: true });
    await currentPast(b, Date.now());
    expect((await onB.get(API.memberInfo)).code).toBe('TOKEN_INVALID');
  });

  it('refuses a session revoked by hand in the database (an operator), on both nodes', async () => {
    const { acc, onA, onB } = await signedInOnBoth();
    expect((await onA.get(API.memberInfo)).success).toBe(true);
    expect((await onB.get(API.memberInfo)).success).toBe(true);
    await a.sql`update sessions set revoked_at = now(), revoked_reason = 'kicked' where account_id = ${acc.id}`;
    const t = Date.now();
    await Promise.all([currentPast(a, t), currentPast(b, t)]);
    expect((await onA.get(API.memberInfo)).code).toBe('TOKEN_INVALID');
    expect((await onB.get(API.memberInfo)).code).toBe('TOKEN_INVALID');
  });

  it("sees an account disabled on another node, and a member's own change at once on their node", async () => {
    const { acc, onA, onB } = await signedInOnBoth();
    // The member's own write: their next call on the same node reads the account afresh.
    await onB.get(API.memberInfo);
    const to = (await onA.get<{ language: string }>(API.memberInfo)).value!.language === 'TH' ? 'VI' : 'TH';
    const put = await onA.call('PUT', API.memberLanguage, { language: to });
    expect(put, JSON.stringify(put)).toMatchObject({ success: true });
    expect((await onA.get<{ language: string }>(API.memberInfo)).value!.language).toBe(to);
    await a.sql`update accounts set status = 'disabled' where id = ${acc.id}`;
    await currentPast(b, Date.now());
    expect((await onB.get(API.memberInfo)).code).toBe('TOKEN_INVALID');
  });

  it('drops lobby answers on every node when a site hides a vendor', async () => {
    const guest = new Api(b.url(merchant.host));
    const hot = async () => (await guest.get<{ list: Array<{ vassalage: string }> }>(API.hotGames)).value!.list;
    const first = await hot();
    const hidden = first[0]!.vassalage;
    expect(await hot()).toEqual(first);
    await a.sql`insert into merchant_vendors (merchant_id, vendor_code, enabled) values (${merchant.id}, ${hidden}, false)`;
    await currentPast(b, Date.now());
    expect((await hot()).map((g) => g.vassalage)).not.toContain(hidden);
  });

  it('drops the home lists on every node when a notice is added', async () => {
    // The notices need a member token; the answer is the same for every member of the site.
    const member = await signedInApi(b.url(merchant.host), await createAccount(a.sql, merchant.id));
    const titles = async () => (await member.get<Array<{ title: string }>>(API.homeNotices)).value!.map((n) => n.title);
    const before = await titles();
    expect(await titles()).toEqual(before);
    await a.sql`insert into home_notices (merchant_id, title, content) values (${merchant.id}, 'Cache test', 'A notice')`;
    await currentPast(b, Date.now());
    expect(await titles()).toContain('Cache test');
  });
});
