import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import postgres from 'postgres';
import { createClient } from 'redis';
import { io } from 'socket.io-client';
import { API, type LoginValue } from '@wl/shared';
import type { Sql } from '@wl/gateway';
import { Api } from '../support/api.js';
import { testDatabaseUrl } from '../support/database.js';
import { createAccount, createMerchant } from '../support/factories.js';
import { Nginx, fetchFrom, requireNginx, type LogLine } from '../support/nginx.js';
import { Follower, MAIN, leaderOf, startPair, type GatewayNode } from '../support/nodes.js';
import { type TestSocket, type Transports } from '../support/socket.js';
import { postHouseTransfer } from '../../gateway/src/modules/wallet/ledger.js';

/**
 * The docker-compose topology as processes: two built gateways on one database, fan-out through
 * Redis (127.0.0.1:6379 or TEST_REDIS_URL, under a key prefix of this file's own), and the real
 * nginx running the shipped deploy/nginx.conf with only its upstream servers swapped for the two
 * local ports. Clients connect the way the browser does: polling first, then websocket.
 */
const embedded = inject('databaseMaxConnections') === 1;
const SHARED_REDIS = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const BROWSER: Transports = ['polling', 'websocket'];

describe.skipIf(embedded)('two gateway nodes behind the shipped nginx config', () => {
  const prefix = `p${randomBytes(4).toString('hex')}`;
  let sql: Sql;
  let site: Awaited<ReturnType<typeof createMerchant>>;
  let nodes: [GatewayNode, GatewayNode] | undefined;
  let proxy: Nginx | undefined;
  /** The node nginx sends this machine's clients to, and the other one. */
  let served: GatewayNode;
  let other: GatewayNode;

  const upstream = (n: GatewayNode) => `127.0.0.1:${n.port}`;
  const credit = async (accountId: number, amount: number, key: string) => {
    await sql.begin((tx) => postHouseTransfer(tx, { key, kind: 'test-credit', merchantId: site.id, accountId, wallet: 'real', currency: 'PHP', amount }));
    // Wakes the relays as a node's own commit does.
    await sql`select pg_notify('wl_events', '')`;
  };
  const sockets = async (n: GatewayNode) => Number(/^wl_sockets_connected (\d+)$/m.exec(await n.metrics())?.[1] ?? NaN);
  async function member() {
    const u = await createAccount(sql, site.id);
    const api = new Api(proxy!.url);
    const token = (await api.post<LoginValue>(API.login, { type: 'username', username: u.username, password: u.password }, true)).value.token;
    return { ...u, token };
  }

  beforeAll(async () => {
    requireNginx();
    if (!fs.existsSync(MAIN)) throw new Error(`${MAIN} is missing: run npm run build -w gateway first`);
    const url = await testDatabaseUrl();
    sql = postgres(url, { max: 4, onnotice: () => {}, transform: postgres.camel }) as unknown as Sql;
    site = await createMerchant(sql);
    // A transfer wallet to move money into on the other node (docs/TRANSFERS.md).
    await sql`insert into wallet_modes (merchant_id, single, vendors) values (${site.id}, false, ${['BGS']})`;
    // nginx is the only client the nodes trust to say who the caller is, as TRUSTED_PROXY in docker-compose.yml.
    nodes = await startPair({ DATABASE_URL: url, REDIS_URL: SHARED_REDIS, REDIS_PREFIX: prefix, TRUSTED_PROXY: '127.0.0.1' });
    const [leader, follower] = await leaderOf(nodes);
    // ip_hash puts every 127.0.0.x client in one slot of the upstream list. The relaying node goes
    // in the slot nginx does not pick, so a push to a proxied socket has to cross Redis.
    for (const order of [
      [follower, leader],
      [leader, follower],
    ]) {
      await proxy?.stop();
      proxy = await Nginx.start(
        site.host,
        order.map((n) => n.port),
      );
      await (await fetch(`${proxy.url}${API.status}`)).text();
      if ((await proxy.logWhen((l) => l.length > 0)).at(-1)?.upstream === upstream(follower)) break;
    }
    const states = nodes.map((n) => `${n.port}: ${n.proc ? (n.proc.signalCode ?? n.proc.exitCode ?? 'running') : 'stopped'}`).join(', ');
    expect(proxy!.log().at(-1)?.upstream, `nodes ${states}; nginx: ${JSON.stringify(proxy!.log())}\n${proxy!.errorLog()}`).toBe(upstream(follower));
    [served, other] = [follower, leader];
  });

  afterAll(async () => {
    await proxy?.stop();
    for (const n of nodes ?? []) await n.stop();
    await sql?.end({ timeout: 2 });
    const redis = createClient({ url: SHARED_REDIS });
    await redis.connect();
    await redis.del([`${prefix}:socket.io`, `${prefix}:relay:cursor`]);
    await redis.quit();
  });

  it('a polling handshake that upgrades to websocket stays on one node', async () => {
    const m = await member();
    const s: TestSocket = io(proxy!.url, { path: '/socket.io', auth: { token: m.token }, transports: BROWSER, reconnection: false, forceNew: true });
    await new Promise<void>((resolve, reject) => {
      s.once('connect', () => resolve());
      s.once('connect_error', reject);
    });
    // A poll that reached the node without the session would have failed the handshake above.
    if (s.io.engine.transport.name !== 'websocket') await new Promise((r) => s.io.engine.once('upgrade', r));
    expect(s.io.engine.transport.name).toBe('websocket');
    const sid = s.io.engine.id;
    expect([await sockets(served), await sockets(other)]).toEqual([1, 0]);
    s.disconnect();
    // The websocket's line is logged when it closes.
    const ofSid = (l: LogLine) => l.uri.includes(`sid=${sid}`);
    const lines = (await proxy!.logWhen((l) => l.some((x) => ofSid(x) && x.uri.includes('transport=websocket')))).filter(ofSid);
    expect(lines.some((l) => l.uri.includes('transport=polling'))).toBe(true);
    expect(lines.find((l) => l.uri.includes('transport=websocket'))?.status).toBe('101');
    expect(new Set(lines.map((l) => l.upstream))).toEqual(new Set([upstream(served)]));
  });

  it("passes the caller's address on in X-Forwarded-For", async () => {
    const u = await createAccount(sql, site.id);
    // Sent from 127.0.0.2, while nginx reaches the nodes from 127.0.0.1: the node can only learn
    // 127.0.0.2 from the header nginx adds.
    const api = new Api(proxy!.url, {}, fetchFrom('127.0.0.2'));
    const login = await api.post<LoginValue>(API.login, { type: 'username', username: u.username, password: u.password }, true);
    expect(login.success).toBe(true);
    const ips = await sql<{ ip: string }[]>`select ip from account_ips where account_id = ${u.id}`;
    expect(ips.map((r) => String(r.ip))).toEqual(['127.0.0.2']);
  });

  it('a socket through the proxy gets the balance push of money moved on the other node', async () => {
    const m = await member();
    await credit(m.id, 10_000, `proxy:${m.id}:fund`);
    const page = await new Follower(() => [proxy!.url], m.token, BROWSER).connect(0);
    await page.reach(1);
    // Straight to the other node's port, which also runs the relay: the push reaches the socket
    // on the served node through Redis only.
    expect(await served.isLeader()).toBe(false);
    const direct = new Api(other.url(site.host));
    direct.token = m.token;
    const moved = await direct.call('POST', API.walletTransfer, { from: 'main', to: 'BGS', amount: 3_500 }, { headers: { 'idempotency-key': randomUUID() } });
    expect(moved.success).toBe(true);
    const main = () => page.applied.find((e) => e.seq > 1 && e.type === 'balance:changed' && (e.payload as { wallet?: string }).wallet !== 'vendor');
    while (!main()) await new Promise((r) => setTimeout(r, 20));
    expect(main()!.payload).toMatchObject({ balance: 6_500 });
    expect(page.reconnects).toBe(0);
    page.close();
  });

  it("when the socket's node dies, nginx sends the reconnect to the survivor, which replays what it missed, once", async () => {
    const m = await member();
    const page = await new Follower(() => [proxy!.url], m.token, BROWSER).connect(0);
    const n = 40;
    let killed!: () => void;
    const afterKill = new Promise<void>((r) => (killed = r));
    const writer = (async () => {
      for (let i = 1; i <= n; i++) {
        // Past 20 the writes wait for the kill: the rest commit while the page is reconnecting.
        if (i === 21) await afterKill;
        await credit(m.id, 1 + (i % 7), `proxy-kill:${m.id}:${i}`);
        await new Promise((r) => setTimeout(r, 5));
      }
    })();
    await page.reach(10);
    const before = proxy!.log().length;
    await served.kill();
    killed();
    await writer;
    await page.reach(n);
    expect(page.reconnects).toBeGreaterThanOrEqual(1);
    expect(page.applied.map((e) => e.seq)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
    const [w] = await sql<{ balance: string }[]>`select balance from wallets where account_id = ${m.id} and kind = 'real'`;
    expect(page.applied.at(-1)!.payload).toMatchObject({ balance: Number(w!.balance) });
    // Every new handshake (no sid yet) after the kill ended on the survivor, after the dead node
    // refused it at first. Requests of the old session still in flight are not handshakes.
    const handshake = (l: LogLine) => l.uri.startsWith('/socket.io/') && !l.uri.includes('sid=');
    const since = (await proxy!.logWhen((l) => l.slice(before).some((x) => handshake(x) && x.upstream.endsWith(upstream(other))))).slice(before);
    const handshakes = since.filter(handshake);
    expect(handshakes.length).toBeGreaterThan(0);
    for (const l of handshakes) expect(l.upstream.split(', ').at(-1)).toBe(upstream(other));
    expect(await sockets(other)).toBeGreaterThanOrEqual(1);
    page.close();
  });
});
