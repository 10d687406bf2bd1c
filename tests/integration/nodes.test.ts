import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { testDatabaseUrl } from '../support/database.js';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import postgres from 'postgres';
import { createClient } from 'redis';
import { API, type LoggedEvent, type LoginValue } from '@wl/shared';
import type { Sql } from '@wl/gateway';
import { Api } from '../support/api.js';
import { createAccount, createMerchant } from '../support/factories.js';
import { connectSocket, type TestSocket } from '../support/socket.js';
import { Follower, MAIN, leaderOf, startPair, waitForOutput, type GatewayNode } from '../support/nodes.js';
import { freePort } from '../../gateway/src/db/embedded.js';
import { postHouseTransfer } from '../../gateway/src/modules/wallet/ledger.js';

/**
 * Two gateway processes (the built gateway/dist/main.js: run `npm run build` first) on the run's
 * database, sharing fan-out through Redis (docs/REALTIME.md "Many nodes"). The shared Redis is
 * TEST_REDIS_URL or 127.0.0.1:6379, with a key prefix of this run's own; the Redis-restart case
 * starts a redis-server of its own on a free port, so nobody else's Redis is restarted.
 */
const embedded = inject('databaseMaxConnections') === 1;
const SHARED_REDIS = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Every socket event of `socket`, as it arrived. */
function record(socket: TestSocket): LoggedEvent[] {
  const seen: LoggedEvent[] = [];
  socket.on('event:logged', (e) => seen.push(e));
  return seen;
}

describe.skipIf(embedded)('many gateway nodes sharing Redis', () => {
  let url: string;
  let sql: Sql;
  let site: Awaited<ReturnType<typeof createMerchant>>;
  let nodes: [GatewayNode, GatewayNode];

  /** A credit booked by "some node" (this process), waking the relays the way a node does. */
  const credit = async (accountId: number, amount: number, key: string) => {
    await sql.begin((tx) => postHouseTransfer(tx, { key, kind: 'test-credit', merchantId: site.id, accountId, wallet: 'real', currency: 'PHP', amount }));
    await sql`select pg_notify('wl_events', '')`;
  };
  const balanceOf = async (accountId: number) => {
    const [w] = await sql<{ balance: string }[]>`select balance from wallets where account_id = ${accountId} and kind = 'real'`;
    return Number(w!.balance);
  };
  async function member(node: GatewayNode) {
    const u = await createAccount(sql, site.id);
    const api = new Api(node.url(site.host));
    const token = (await api.post<LoginValue>(API.login, { type: 'username', username: u.username, password: u.password }, true)).value.token;
    return { ...u, token };
  }

  beforeAll(async () => {
    if (!fs.existsSync(MAIN)) throw new Error(`${MAIN} is missing: run npm run build first`);
    url = await testDatabaseUrl();
    sql = postgres(url, { max: 4, onnotice: () => {}, transform: postgres.camel }) as unknown as Sql;
    site = await createMerchant(sql);
  });
  afterAll(async () => {
    await sql?.end({ timeout: 2 });
  });

  describe('on a shared Redis', () => {
    const prefix = `t${randomBytes(4).toString('hex')}`;
    beforeAll(async () => {
      nodes = await startPair({ DATABASE_URL: url, REDIS_URL: SHARED_REDIS, REDIS_PREFIX: prefix });
    });
    afterAll(async () => {
      for (const n of nodes ?? []) await n.stop();
      // Leave nothing of this run in the shared Redis.
      const redis = createClient({ url: SHARED_REDIS });
      await redis.connect();
      await redis.del([`${prefix}:socket.io`, `${prefix}:relay:cursor`]);
      await redis.quit();
    });

    it('an event pushed by one node reaches a socket on the other exactly once, and no event is pushed twice', async () => {
      const [leader, other] = await leaderOf(nodes);
      const m = await member(leader);
      // Two sockets of the account on the node that does not relay (every push crosses Redis)
      // and one on the relaying node.
      const far1 = await connectSocket(other.url(site.host), m.token);
      const far2 = await connectSocket(other.url(site.host), m.token);
      const near = await connectSocket(leader.url(site.host), m.token);
      const seen = [record(far1), record(far2), record(near)];
      const n = 40;
      for (let i = 1; i <= n; i++) await credit(m.id, 10, `nodes:${m.id}:${i}`);
      const all = Array.from({ length: n }, (_, i) => i + 1);
      // Wait until each socket has every sequence, then a further event: anything pushed twice
      // would have arrived before the marker that follows it.
      while (seen.some((s) => new Set(s.map((e) => e.seq)).size < n)) await new Promise((r) => setTimeout(r, 20));
      await credit(m.id, 10, `nodes:${m.id}:marker`);
      while (seen.some((s) => !s.some((e) => e.seq === n + 1))) await new Promise((r) => setTimeout(r, 20));
      for (const s of seen) expect(s.map((e) => e.seq)).toEqual([...all, n + 1]);
      expect(seen[0]!.at(-1)!.payload).toMatchObject({ balance: (n + 1) * 10 });
      for (const s of [far1, far2, near]) s.disconnect();
    });

    it('serves /metrics on the metrics port only', async () => {
      const [leader] = await leaderOf(nodes);
      const res = await fetch(`http://127.0.0.1:${leader.metricsPort}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/plain');
      const text = await res.text();
      expect(text).toMatch(/^wl_events_pushed_total\{type="balance:changed"\} [1-9]/m);
      expect(text).toMatch(/^wl_relay_lag_seconds_count [1-9]/m);
      expect(text).toMatch(/^wl_sockets_connected \d+$/m);
      // HTTP latency is labelled by the route's pattern, never the raw URL.
      expect(text).toMatch(/wl_http_request_duration_seconds_count\{method="POST",route="\/wps\/session\/login",status="200"\} [1-9]/);
      expect(text).toContain('process_cpu_seconds_total');
      // The public port does not serve them (the site's page or the API's NOT_FOUND instead).
      const pub = await fetch(`${leader.url('127.0.0.1')}/metrics`);
      expect(await pub.text()).not.toContain('wl_relay_lag_seconds');
      expect((await fetch(`http://127.0.0.1:${leader.metricsPort}/other`)).status).toBe(404);
    });

    it('a client whose node is killed mid-stream reconnects to the other and ends with every change once, equal to the database', async () => {
      const [leader, other] = await leaderOf(nodes);
      const m = await member(other);
      // Connected to the relaying node: killing it also moves the relay to the survivor.
      let alive = [leader, other];
      const page = await new Follower(() => alive.map((n) => n.url(site.host)), m.token).connect(0);
      // Another page of the account on the survivor stays connected: the changes committed while
      // nobody relayed reach it only if the new leader continues where the old one stopped.
      const stays = await new Follower(() => [other.url(site.host)], m.token).connect(0);
      const n = 60;
      let killed!: () => void;
      const afterKill = new Promise<void>((r) => (killed = r));
      const writer = (async () => {
        for (let i = 1; i <= n; i++) {
          // Changes stream on while the node dies; past 40 they wait for the kill, so it
          // always lands mid-stream, and the next ones commit while the relay changes hands.
          if (i === 41) await afterKill;
          await credit(m.id, 1 + (i % 7), `kill:${m.id}:${i}`);
          await new Promise((r) => setTimeout(r, 5));
        }
      })();
      await page.reach(15);
      alive = [other];
      await leader.kill();
      killed();
      await writer;
      await page.reach(n);
      await stays.reach(n);
      const all = Array.from({ length: n }, (_, i) => i + 1);
      expect(page.reconnects).toBeGreaterThanOrEqual(1);
      expect(page.applied.map((e) => e.seq)).toEqual(all);
      expect(page.applied.at(-1)!.payload).toMatchObject({ balance: await balanceOf(m.id) });
      // Live all along, without a reconnect: the successor pushed from the old leader's position.
      expect(stays.reconnects).toBe(0);
      expect(stays.applied.map((e) => e.seq)).toEqual(all);
      // The survivor took the relay over.
      expect((await leaderOf([other]))[0]).toBe(other);
      page.close();
      stays.close();
    });

    it('killed again and again mid-stream, the leader or not: every page ends equal to the log within 2 s', async () => {
      const lastSeqs = async (ids: number[]) =>
        new Map(
          (
            await sql<{ accountId: string; lastSeq: string }[]>`
        select account_id, last_seq from account_event_seq where account_id = any(${ids}::bigint[])`
          ).map((r) => [Number(r.accountId), Number(r.lastSeq)]),
        );
      // The case before killed one node for good: both run here.
      for (const n of nodes) if (!n.proc) await n.start();
      let alive: GatewayNode[] = [...nodes];
      const members = [];
      for (let i = 0; i < 4; i++) members.push(await member(nodes[i % 2]!));
      // Two pages per member, preferring different nodes: each kill moves some of them.
      const pages = await Promise.all(
        members.flatMap((m) => [
          new Follower(() => alive.map((n) => n.url(site.host)), m.token).connect(null),
          new Follower(() => [...alive].reverse().map((n) => n.url(site.host)), m.token).connect(null),
        ]),
      );
      let writing = true;
      let written = 0;
      const writer = (async () => {
        while (writing) {
          const m = members[written % members.length]!;
          await credit(m.id, 1 + (written % 5), `rekill:${m.id}:${written}`);
          written++;
          await new Promise((r) => setTimeout(r, 3));
        }
      })();
      try {
        for (let round = 0; round < 4; round++) {
          await new Promise((r) => setTimeout(r, 400));
          // Even rounds kill the relaying node, odd rounds the other one.
          const [leader, other] = await leaderOf(alive);
          const victim = round % 2 === 0 ? leader : other;
          alive = alive.filter((n) => n !== victim);
          await victim.kill();
          await new Promise((r) => setTimeout(r, 600));
          await victim.start();
          alive = [...nodes];
        }
      } finally {
        // However the rounds end, the writer stops before the file closes its database.
        writing = false;
        await writer;
      }
      const stopped = Date.now();
      const ids = members.map((m) => m.id);
      const log = await lastSeqs(ids);
      const equal = () => pages.every((p, i) => p.lastSeq === log.get(ids[Math.floor(i / 2)]!));
      while (!equal() && Date.now() - stopped < 2_000) await new Promise((r) => setTimeout(r, 20));
      const behind = pages
        .map((p, i) => ({ page: i, applied: p.lastSeq, log: log.get(ids[Math.floor(i / 2)]!), reconnects: p.reconnects }))
        .filter((x) => x.applied !== x.log);
      expect(behind, `pages behind the log 2 s after the last write (${written} writes)`).toEqual([]);
      for (const p of pages) {
        // Each page applied every sequence once, in order, across all its connections.
        const seqs = p.applied.map((e) => e.seq);
        expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, k) => seqs[0]! + k));
        p.close();
      }
      expect(pages.some((p) => p.reconnects > 0)).toBe(true);
      // Five node boots: each takes seconds on a loaded machine. The 2 s bound above is the measure.
    }, 120_000);
  });

  describe('when Redis restarts', () => {
    let redis: ChildProcess | null = null;
    let redisPort = 0;
    const redisOut: string[] = [];
    const startRedis = async () => {
      redis = spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      redis.stdout!.on('data', (d: Buffer) => redisOut.push(d.toString()));
      await waitForOutput(redis, 'Ready to accept connections', redisOut);
    };
    const killRedis = () => {
      const p = redis;
      redis = null;
      if (!p || p.exitCode !== null) return Promise.resolve();
      redisOut.length = 0;
      return new Promise<void>((r) => {
        p.once('exit', () => r());
        p.kill('SIGKILL');
      });
    };

    beforeAll(async () => {
      redisPort = await freePort();
      await startRedis();
      nodes = await startPair({ DATABASE_URL: url, REDIS_URL: `redis://127.0.0.1:${redisPort}`, REDIS_PREFIX: `r${randomBytes(4).toString('hex')}` });
    });
    afterAll(async () => {
      for (const n of nodes ?? []) await n.stop();
      await killRedis();
    });

    it('loses nothing: sockets that may have missed a push reconnect and replay', async () => {
      const [leader, other] = await leaderOf(nodes);
      const m = await member(other);
      // On the node that does not relay: every live push to it crosses Redis.
      const page = await new Follower(() => [other.url(site.host), leader.url(site.host)], m.token).connect(0);
      const n = 50;
      let written = 0;
      let down!: () => void;
      let caughtUp!: () => void;
      const redisDown = new Promise<void>((r) => (down = r));
      const pageCaughtUp = new Promise<void>((r) => (caughtUp = r));
      const writer = (async () => {
        for (let i = 1; i <= n; i++) {
          // Past 20 the writes wait until Redis is gone; past 35 until the page has 35. So the
          // last changes before that check were pushed while Redis was away, and no later push
          // can reveal the gap to the client: only the resync after the outage brings them.
          if (i === 21) await redisDown;
          if (i === 36) await pageCaughtUp;
          await credit(m.id, 5, `redis:${m.id}:${i}`);
          written = i;
          await new Promise((r) => setTimeout(r, 5));
        }
      })();
      await page.reach(10);
      await killRedis(); // the stream and everything in flight are gone
      down();
      while (written < 35) await new Promise((r) => setTimeout(r, 10));
      await startRedis();
      await page.reach(35);
      caughtUp();
      await writer;
      await page.reach(n);
      expect(page.reconnects).toBeGreaterThanOrEqual(1);
      expect(page.applied.map((e) => e.seq)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
      expect(page.applied.at(-1)!.payload).toMatchObject({ balance: await balanceOf(m.id) });
      // And the leader's relay lived through the outage: it pushes the next change. (The page may
      // be told to replay once more by a connection that came back late, so the push is read off
      // the leader's counter rather than off the page's connection.)
      const pushed = async () => Number(/^wl_events_pushed_total\{type="balance:changed"\} (\d+)/m.exec(await leader.metrics())?.[1] ?? 0);
      const before = await pushed();
      await credit(m.id, 5, `redis:${m.id}:after`);
      while ((await pushed()) === before) await new Promise((r) => setTimeout(r, 20));
      await page.reach(n + 1);
      expect(page.applied.map((e) => e.seq)).toEqual(Array.from({ length: n + 1 }, (_, i) => i + 1));
      expect(page.applied.at(-1)!.payload).toMatchObject({ balance: await balanceOf(m.id) });
      page.close();
    });
  });
});
