import { describe, expect, inject, it } from 'vitest';
import { API, RESUME_MAX_GAP, RESUME_PAGE_SIZE, type LoginValue } from '@wl/shared';
import { startGateway } from '../support/gateway.js';
import { useSite } from '../support/site.js';
import { Api } from '../support/api.js';
import { createAccount, createMerchant } from '../support/factories.js';
import { SyncClient, connectSocket, nextEvent, resume } from '../support/socket.js';
import { postHouseTransfer } from '../../gateway/src/modules/wallet/ledger.js';
import { appendEvent } from '../../gateway/src/realtime/event-log.js';

/** The embedded fallback: one connection, one gateway, no LISTEN (no second node to test). */
const embedded = inject('databaseMaxConnections') === 1;
// No safety-net poll: every push in this file must come from a commit's wake-up. Expired
// sessions are swept every 200 ms.
const { gw, site } = useSite({ env: { RELAY_POLL_MS: '999999', SESSION_SWEEP_MS: '200', TRUSTED_PROXY: 'loopback' } });

const credit = (accountId: number, amount: number, key: string) =>
  gw.sql.begin((tx) => postHouseTransfer(tx, { key, kind: 'test-credit', merchantId: site.id, accountId, wallet: 'real', currency: 'PHP', amount }));

async function member(host = site.host, merchantId = site.id) {
  const u = await createAccount(gw.sql, merchantId);
  const api = new Api(gw.url(host));
  const token = (await api.post<LoginValue>(API.login, { type: 'username', username: u.username, password: u.password }, true)).value.token;
  api.token = token;
  return { ...u, token, api };
}

/** Appends `n` events for the account in one transaction (a long history, quickly). */
const appendMany = (accountId: number, n: number) =>
  gw.sql.begin(async (tx) => {
    for (let i = 0; i < n; i++) await appendEvent(tx, accountId, 'unread:changed', { unreadMessages: i });
  });

describe('realtime: delivery', () => {
  it('refuses a socket without a valid token', async () => {
    await expect(connectSocket(gw.url(site.host), 'bad-token')).rejects.toThrow('TOKEN_INVALID');
  });

  it('refuses a page of another origin, and lets the site\'s own pages in (docs/REALTIME.md "Origins")', async () => {
    const m = await member();
    await expect(connectSocket(gw.url(site.host), m.token, { headers: { origin: 'https://evil.example' } })).rejects.toThrow('ORIGIN_NOT_ALLOWED');
    const own = await connectSocket(gw.url(site.host), m.token, { headers: { origin: gw.url(site.host) } });
    own.close();
  });

  it('pushes balance changes from the durable log, and replays what a client missed', async () => {
    const m = await member();
    const socket = await connectSocket(gw.url(site.host), m.token);
    const pushed = nextEvent(socket, 'balance:changed');
    await credit(m.id, 1234, `t:${m.id}:1`);
    const e = await pushed;
    expect(e.payload).toMatchObject({ balance: 1234, currency: 'PHP', wallet: 'real', reason: 'test-credit', version: 1 });
    socket.disconnect();

    await credit(m.id, 100, `t:${m.id}:2`);
    await credit(m.id, 100, `t:${m.id}:3`);
    const again = await connectSocket(gw.url(site.host), m.token);
    const answer = await resume(again, e.seq);
    if (!answer.ok || 'resync' in answer) throw new Error(`unexpected answer ${JSON.stringify(answer)}`);
    expect(answer.events.map((x) => x.seq)).toEqual([e.seq + 1, e.seq + 2]);
    expect(answer.events.at(-1)!.payload).toMatchObject({ balance: 1434, currency: 'PHP' });
    expect(answer.more).toBe(false);
    again.disconnect();
  });

  it.skipIf(embedded)('pushes an event whose wake-up came while an older transaction was still running', async () => {
    const m = await member();
    const socket = await connectSocket(gw.url(site.host), m.token);
    // An unrelated transaction that holds a transaction id, as a slow report or another
    // database's work would: it keeps pg_snapshot_xmin below the credit's transaction.
    const old = await gw.sql.reserve();
    try {
      await old`begin`;
      await old`select pg_current_xact_id()`;
      const pushed = nextEvent(socket, 'balance:changed');
      await credit(m.id, 500, `h:${m.id}:1`); // commits and wakes the relay, which must wait
      await new Promise((r) => setTimeout(r, 100));
      await old`rollback`; // nothing else will wake the relay: the poll is off in this file
      expect((await pushed).payload).toMatchObject({ balance: 500, currency: 'PHP' });
    } finally {
      old.release();
      socket.disconnect();
    }
  });

  it('a client that missed 1 and 2 and gets 3 live before its replay answer ends with 1, 2, 3', async () => {
    const m = await member();
    await credit(m.id, 100, `r:${m.id}:1`);
    await credit(m.id, 100, `r:${m.id}:2`);
    const client = new SyncClient(gw.url(site.host), m.token, 0);
    let release!: () => void;
    client.hold = new Promise<void>((r) => (release = r));
    await client.connect(); // asked for everything after 0, answer held back
    // Under load the relay may still be pushing 1 and 2 live; the test is about 3.
    const live = nextEvent(client.socket!, 'balance:changed', (e) => e.seq === 3);
    await credit(m.id, 100, `r:${m.id}:3`);
    await live; // the live push arrived first
    expect(client.seqs).toEqual([]); // ... and waits
    release();
    await client.reach(3);
    expect(client.seqs).toEqual([1, 2, 3]);
    expect(client.applied.at(-1)!.payload).toMatchObject({ balance: 300, currency: 'PHP' });
    client.disconnect();
  });

  it('pages a long replay until the client is caught up', async () => {
    const m = await member();
    const total = RESUME_PAGE_SIZE * 2 + 200;
    await appendMany(m.id, total);
    const socket = await connectSocket(gw.url(site.host), m.token);
    const pages = [];
    for (let from = 0, more = true; more;) {
      const answer = await resume(socket, from);
      if (!answer.ok || 'resync' in answer) throw new Error(`unexpected answer ${JSON.stringify(answer)}`);
      pages.push(answer.events.length);
      from = answer.events.at(-1)!.seq;
      more = answer.more;
    }
    expect(pages).toEqual([RESUME_PAGE_SIZE, RESUME_PAGE_SIZE, 200]);
    socket.disconnect();

    // The browser's client gets there whatever mix of pages and live pushes it is given.
    const client = await new SyncClient(gw.url(site.host), m.token, 0).connect();
    await client.reach(total);
    expect(client.seqs).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    client.disconnect();
  });

  it('a gap too long to replay (or no baseline) tells the client to reload its state', async () => {
    const m = await member();
    await appendMany(m.id, RESUME_MAX_GAP + 5);
    const socket = await connectSocket(gw.url(site.host), m.token);
    expect(await resume(socket, 2)).toMatchObject({ ok: true, resync: true, lastSeq: RESUME_MAX_GAP + 5 });
    expect(await resume(socket, null)).toMatchObject({ ok: true, resync: true, lastSeq: RESUME_MAX_GAP + 5 });
    expect(await resume(socket, 10)).toMatchObject({ ok: true, more: true });
    expect(await resume(socket, -1 as never)).toEqual({ ok: false, code: 'VALIDATION_FAILED' });
    socket.disconnect();
  });

  it('a commit wakes the relay by itself: no poll and no kick needed', async () => {
    const m = await member();
    const socket = await connectSocket(gw.url(site.host), m.token);
    const pushed = nextEvent(socket, 'unread:changed');
    await gw.sql.begin((tx) => appendEvent(tx, m.id, 'unread:changed', { unreadMessages: 4 }));
    expect((await pushed).payload).toEqual({ unreadMessages: 4 });
    socket.disconnect();
  });

  // Needs a second gateway node on the same server; the embedded database serves one process.
  it.skipIf(embedded)("a commit on another gateway node wakes this node's relay (NOTIFY after commit)", async () => {
    const other = await startGateway();
    try {
      const m = await member();
      const socket = await connectSocket(gw.url(site.host), m.token);
      const pushed = nextEvent(socket, 'unread:changed');
      await other.sql.begin((tx) => appendEvent(tx, m.id, 'unread:changed', { unreadMessages: 5 }));
      expect((await pushed).payload).toEqual({ unreadMessages: 5 });
      socket.disconnect();
    } finally {
      await other.close();
    }
  });
});

describe('realtime: sessions and tenants', () => {
  it("a token of one merchant is refused on another merchant's host", async () => {
    const other = await createMerchant(gw.sql);
    const m = await member();
    await expect(connectSocket(gw.url(other.host), m.token)).rejects.toThrow('TOKEN_INVALID');
    (await connectSocket(gw.url(site.host), m.token)).disconnect();
  });

  it('a database error during the handshake is temporary, never TOKEN_INVALID', async () => {
    const m = await member();
    // A real database error for the session lookup, for a moment.
    await gw.sql`alter table sessions rename to sessions_away`;
    try {
      await expect(connectSocket(gw.url(site.host), m.token)).rejects.toThrow('UNAVAILABLE');
    } finally {
      await gw.sql`alter table sessions_away rename to sessions`;
    }
    (await connectSocket(gw.url(site.host), m.token)).disconnect();
  });

  it('maintenance and a region block refuse the handshake (temporarily), as they refuse HTTP', async () => {
    const shop = await createMerchant(gw.sql, { regionRestriction: true, blockedIps: ['203.0.113.0/24'] });
    const m = await member(shop.host, shop.id);
    await expect(connectSocket(gw.url(shop.host), m.token, { headers: { 'x-forwarded-for': '203.0.113.9' } })).rejects.toThrow('REGION_BLOCKED');
    (await connectSocket(gw.url(shop.host), m.token, { headers: { 'x-forwarded-for': '198.51.100.9' } })).disconnect();
    await gw.ctx.merchants.update(gw.sql, shop.id, { maintenance: true });
    await expect(connectSocket(gw.url(shop.host), m.token)).rejects.toThrow('MAINTENANCE');
    await gw.ctx.merchants.update(gw.sql, shop.id, { maintenance: false });
    (await connectSocket(gw.url(shop.host), m.token)).disconnect();
  });

  it('another session of the same account ending does not end this one', async () => {
    const m = await member();
    const second = (await m.api.post<LoginValue>(API.login, { type: 'username', username: m.username, password: m.password }, true)).value.token;
    const client = await new SyncClient(gw.url(site.host), m.token, null).connect();
    await client.settled();
    expect(client.resyncs).toBe(1); // a fresh login takes its baseline from the server
    const api2 = new Api(gw.url(site.host));
    api2.token = second;
    expect((await api2.del(API.logout)).success).toBe(true);
    await client.reach(1);
    expect(client.applied[0]).toMatchObject({ type: 'session:revoked', payload: { reason: 'logout' } });
    expect(client.socket!.connected).toBe(true);
    client.disconnect();
  });

  it('a session that expires gets session:revoked (expired) and its sockets are closed', async () => {
    const m = await member();
    const socket = await connectSocket(gw.url(site.host), m.token);
    const closed = new Promise<string>((r) => socket.once('disconnect', r));
    const revoked = nextEvent(socket, 'session:revoked');
    await gw.sql`update sessions set expires_at = now() where account_id = ${m.id}`;
    expect((await revoked).payload.reason).toBe('expired');
    expect(await closed).toBe('io server disconnect');
    expect((await m.api.get(API.memberInfo)).code).toBe('TOKEN_INVALID');
  });
});

describe('realtime: flooding', () => {
  it('caps the sockets of one session', async () => {
    const m = await member();
    const open = [];
    for (let i = 0; i < 8; i++) open.push(await connectSocket(gw.url(site.host), m.token));
    await expect(connectSocket(gw.url(site.host), m.token)).rejects.toThrow('TOO_MANY_CONNECTIONS');
    open.pop()!.disconnect();
    await new Promise((r) => setTimeout(r, 100)); // the server sees the close
    open.push(await connectSocket(gw.url(site.host), m.token));
    open.forEach((s) => s.disconnect());
  });

  it('a socket that floods client events is disconnected, and other members are still served', async () => {
    const flooder = await member();
    const other = await member();
    const socket = await connectSocket(gw.url(site.host), flooder.token);
    const closed = new Promise<string>((r) => socket.once('disconnect', r));
    for (let i = 0; i < 5000; i++) socket.emit('events:resume', { lastSeq: 0 }, () => undefined);
    expect(await closed).toBe('io server disconnect');
    const info = await other.api.get(API.memberInfo);
    expect(info.success).toBe(true);
  });
});
