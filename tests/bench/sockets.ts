/**
 * Benchmark (not a test): the gateway's real-time path with many connected members, beside a
 * bare Socket.IO server (bare-io.ts) measured in the same run on the same machine.
 * Prints figures and ratios against the targets; never fails on them.
 *
 *  1. Connect N authenticated clients (one account and one session each, made in bulk in SQL on
 *     a fresh database dropped at the end), socket.io-client over websocket in this process.
 *  2. Per-user push: N `event:logged`, one per user, appended with the gateway's own appendEvent
 *     in transactions on this process's connection (the gateway's relay picks them up through the
 *     NOTIFY sent after the commit, like another node's commit). All N in one commit (delivery
 *     alone), 4 writers committing 100 at a time, and paced at 1,000 events/s. Bare: one emit per
 *     user room, on command over IPC.
 *  3. Winners broadcast: wins booked through the ledger and recordWin (the real path), the
 *     gateway's winners relay broadcasts `winners:updated` (volatile) to the merchant room.
 *     Bare: io.volatile.emit of the same payload. Rate, and fan-out cost of one broadcast.
 *  4. Idle memory per connection: RSS with 0 and with N clients, over N.
 *  5. Relay database work with 10 versus N idle users: pg_stat_database deltas over D seconds.
 *
 * The clients live in this one process, so at high rates this process (parsing every message)
 * is often the bottleneck for both servers; the servers' CPU time per phase is printed too.
 * Usage: npx tsx tests/bench/sockets.ts [--clients 10000] [--duration 10] [--source]
 * (--source runs gateway/src through tsx instead of the gateway/dist bundle). The PostgreSQL
 * server is BENCH_DATABASE_URL's, else postgres://postgres@127.0.0.1:5432/postgres.
 */
import { execSync, fork, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import postgres from 'postgres';
import pino from 'pino';
import { io as connect, type Socket } from 'socket.io-client';
import { BIG_WIN_MIN, type ClientToServerEvents, type LoggedEvent, type ServerToClientEvents, type WinnerEntry } from '@wl/shared';
import type { Sql, Tx } from '../../gateway/src/db/index.js';
import { withCommitSignal } from '../../gateway/src/db/commit-signal.js';
import { appendEvent } from '../../gateway/src/realtime/event-log.js';
import { wakeOtherNodes } from '../../gateway/src/realtime/wake.js';
import { Signals } from '../../gateway/src/db/signals.js';
import { hashToken, newToken } from '../../gateway/src/modules/accounts/secrets.js';
import { postHouseTransfer } from '../../gateway/src/modules/wallet/ledger.js';
import { recordWin } from '../../gateway/src/modules/games/winners.js';
import { RELAY_LEADER_LOCK } from '../../gateway/src/realtime/leader.js';
import net from 'node:net';

const root = path.resolve(import.meta.dirname, '../..');
/** Handshakes in flight at once: well under the listen backlog (511) and the socket lane's queue. */
const CONNECT_IN_FLIGHT = 256;
/** Events per transaction (gateway) or per IPC command (bare), and writers at once. */
const PUSH_BATCH = 100;
const PUSH_WRITERS = 4;
/** The one-commit round is short (a few hundred ms) and noisy: it runs this many times, and the medians count. */
const ONE_REPEATS = 5;
/** Paced round: PACE_BATCH events every PACE_MS, 1,000 events/s. */
const PACE_BATCH = 50;
const PACE_MS = 50;
/**
 * Ledger transfers round: TRANSFER_BATCH transfers (one transaction each, the real write path)
 * every PACE_MS, 200 a second, for at most TRANSFER_SECONDS; the gateway keeps its sweeps at their
 * usual intervals and the bench holds a transaction open (with a transaction id) meanwhile.
 */
const TRANSFER_BATCH = 10;
const TRANSFER_SECONDS = 10;
/** Concurrent win writers during the broadcast rate phase, and single broadcasts timed. */
const WIN_WRITERS = 2;
const FANOUT_SAMPLES = 5;
/** How long a phase waits without any new receipt before it counts the rest as lost. */
const QUIET_MS = 5000;

type BenchSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------- the clients (this process)

/** N sockets and what they received; one handler per socket, set once. */
class Crowd {
  readonly sockets: BenchSocket[] = [];
  /** Per-user push: the round being measured and each client's receive time in it. */
  round = -1;
  recv = new Float64Array(0);
  received = 0;
  lastRecv = 0;
  /**
   * Winners: every receipt, the distinct boards (by their ids: wins commit out of order, so two
   * boards can share a newest id), and the receipts of the broadcast being watched (its newest id).
   */
  boards = 0;
  markers = new Set<string>();
  watch = Number.NaN;
  watched = 0;
  firstWatched = 0;
  lastWatched = 0;
  lastBoard: { list: WinnerEntry[] } | null = null;
  failed = 0;
  /** The transfers round: the first balance change of the ledger's own (not the bench's events) counts. */
  real = false;

  constructor(readonly size: number) {
    this.recv = new Float64Array(size);
  }

  private onEvent(i: number, e: LoggedEvent) {
    const p = e.payload as { version?: number; reason?: string };
    if (e.type !== 'balance:changed') return;
    if (this.real ? p.reason === 'bench' : p.version !== this.round || p.reason !== 'bench') return;
    if (this.recv[i]) return;
    const now = performance.now();
    this.recv[i] = now;
    this.lastRecv = now;
    this.received++;
  }

  private onBoard(p: { list: WinnerEntry[] }) {
    this.boards++;
    this.lastBoard = p;
    const marker = p.list[0]?.id ?? 0;
    this.markers.add(p.list.map((w) => w.id).join(','));
    if (marker === this.watch) {
      const now = performance.now();
      if (this.watched++ === 0) this.firstWatched = now;
      this.lastWatched = now;
    }
  }

  /** Opens sockets `from`..`to`-1, CONNECT_IN_FLIGHT at a time. Returns the milliseconds taken. */
  async open(url: string, auth: (i: number) => Record<string, unknown>, from: number, to: number): Promise<number> {
    const t0 = performance.now();
    let next = from;
    const one = (i: number) =>
      new Promise<void>((resolve) => {
        const s: BenchSocket = connect(url, {
          path: '/socket.io',
          transports: ['websocket'],
          forceNew: true,
          reconnection: false,
          timeout: 120_000,
          auth: auth(i),
        });
        s.on('event:logged', (e) => this.onEvent(i, e));
        s.on('winners:updated', (p) => this.onBoard(p));
        s.once('connect', () => {
          this.sockets.push(s);
          resolve();
        });
        s.once('connect_error', (err) => {
          if (this.failed++ === 0) console.log(`  first refused handshake: ${err.message}`);
          s.close();
          resolve();
        });
      });
    await Promise.all(
      Array.from({ length: Math.min(CONNECT_IN_FLIGHT, to - from) }, async () => {
        while (next < to) await one(next++);
      }),
    );
    return performance.now() - t0;
  }

  /** Closes all but `keep` sockets. */
  async closeDownTo(keep: number) {
    for (const s of this.sockets.splice(keep)) s.disconnect();
    await sleep(1000);
  }
}

/** Resolves when `done()` holds, or after QUIET_MS without `progress()` changing. */
async function settle(done: () => boolean, progress: () => number): Promise<void> {
  let seen = progress();
  let since = performance.now();
  while (!done()) {
    await sleep(10);
    const now = progress();
    if (now !== seen) {
      seen = now;
      since = performance.now();
    } else if (performance.now() - since > QUIET_MS) return;
  }
}

// ---------------------------------------------------------------- measures

/** Resident memory of a process, KiB (/proc/<pid>/status). */
function rssKiB(pid: number): number {
  const m = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) : Number.NaN;
}
/** CPU time (user + system) a process has used so far, ms. */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of the whole line (11 and 12 after "pid (comm) ").
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

const pct = (xs: number[], p: number) => (xs.length ? xs[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))]! : Number.NaN);

interface PushResult {
  publishMs: number;
  perSec: number;
  p50: number;
  p99: number;
  received: number;
  sent: number;
  cpu: number;
}

/**
 * One round of per-user pushes, one event per connected client. `publish` resolves when the
 * batch is published (gateway: committed; bare: handed to the server); that moment is the
 * event's publish time. `writers`: PUSH_WRITERS publish batches back to back, received/s counted
 * from the first write (so the gateway's figure includes writing the log); `one`: all N in one
 * batch (one transaction), received/s counted from its commit (delivery alone); `paced`: one
 * batch per PACE_MS.
 */
type PushMode = 'writers' | 'one' | 'paced' | 'transfers' | 'flat';
async function pushRound(
  crowd: Crowd,
  pid: number,
  round: number,
  publish: (batch: number[], round: number) => Promise<void>,
  mode: PushMode,
): Promise<PushResult> {
  const paced = mode === 'paced' || mode === 'transfers';
  const n = mode === 'transfers' ? Math.min(crowd.sockets.length, (TRANSFER_SECONDS * 1000 * TRANSFER_BATCH) / PACE_MS) : crowd.sockets.length;
  crowd.real = mode === 'transfers' || mode === 'flat';
  crowd.round = round;
  crowd.recv = new Float64Array(crowd.size);
  crowd.received = 0;
  crowd.lastRecv = 0;
  const pub = new Float64Array(crowd.size);
  const size = mode === 'transfers' ? TRANSFER_BATCH : paced ? PACE_BATCH : mode === 'one' ? n : PUSH_BATCH;
  const batches: number[][] = [];
  for (let i = 0; i < n; i += size) batches.push(Array.from({ length: Math.min(size, n - i) }, (_, k) => i + k));
  const cpu0 = cpuMs(pid);
  const t0 = performance.now();
  const send = async (b: number[]) => {
    if (mode === 'transfers') {
      // One transaction per transfer: each one's own commit time, not the batch's last.
      await Promise.all(b.map((i) => publish([i], round).then(() => void (pub[i] = performance.now()))));
      return;
    }
    await publish(b, round);
    const at = performance.now();
    for (const i of b) pub[i] = at;
  };
  if (paced) {
    const pending: Promise<void>[] = [];
    for (let k = 0; k < batches.length; k++) {
      const wait = t0 + k * PACE_MS - performance.now();
      if (wait > 0) await sleep(wait);
      pending.push(send(batches[k]!));
    }
    await Promise.all(pending);
  } else {
    let next = 0;
    await Promise.all(
      Array.from({ length: PUSH_WRITERS }, async () => {
        while (next < batches.length) await send(batches[next++]!);
      }),
    );
  }
  const publishMs = performance.now() - t0;
  await settle(
    () => crowd.received >= n,
    () => crowd.received,
  );
  const cpu = cpuMs(pid) - cpu0;
  const lat: number[] = [];
  for (let i = 0; i < n; i++) if (crowd.recv[i]) lat.push(crowd.recv[i]! - pub[i]!);
  lat.sort((a, b) => a - b);
  const from = mode === 'one' ? t0 + publishMs : t0;
  return {
    publishMs,
    perSec: crowd.received ? crowd.received / ((crowd.lastRecv - from) / 1000) : 0,
    p50: pct(lat, 50),
    p99: pct(lat, 99),
    received: crowd.received,
    sent: n,
    cpu,
  };
}

/**
 * The ledger alone: the flat round's transfers (PUSH_WRITERS writing batches of PUSH_BATCH, one
 * transaction per transfer) with no client connected. Returns transfers per second.
 */
async function ledgerAlone(publish: (batch: number[], round: number) => Promise<void>, n: number, round: number): Promise<number> {
  const t0 = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: PUSH_WRITERS }, async () => {
      while (next < n) {
        const from = next;
        next = Math.min(n, next + PUSH_BATCH);
        await publish(
          Array.from({ length: next - from }, (_, k) => from + k),
          round,
        );
      }
    }),
  );
  return n / ((performance.now() - t0) / 1000);
}

/** Each figure's median over the repeats (they need not come from the same repeat). */
function medianPush(rs: PushResult[]): PushResult {
  const med = (f: (r: PushResult) => number) => {
    const v = rs.map(f).sort((a, b) => a - b);
    return v[Math.floor(v.length / 2)]!;
  };
  return {
    publishMs: med((r) => r.publishMs),
    perSec: med((r) => r.perSec),
    p50: med((r) => r.p50),
    p99: med((r) => r.p99),
    received: Math.min(...rs.map((r) => r.received)),
    sent: rs[0]!.sent,
    cpu: med((r) => r.cpu),
  };
}

interface RateResult {
  boardsPerSec: number;
  perClientPerSec: number;
  complete: number;
  cpu: number;
  cpuPerBoard: number;
  triggered: string;
}
interface FanoutResult {
  toFirst: number;
  toLast: number;
  spread: number;
  reached: number;
}

/** Times single broadcasts: `fire` publishes one whose newest id is the returned marker. */
async function fanout(crowd: Crowd, fire: (k: number) => Promise<{ marker: number; at: number }>): Promise<FanoutResult> {
  const toFirst: number[] = [];
  const toLast: number[] = [];
  const spread: number[] = [];
  let reached = Number.POSITIVE_INFINITY;
  for (let k = 0; k < FANOUT_SAMPLES; k++) {
    crowd.watch = Number.NaN;
    crowd.watched = 0;
    const { marker, at } = await fire(k);
    // Set as soon as the marker is known: the gateway broadcasts only after the NOTIFY this
    // process sends after the commit, the bare server after the IPC message, so none is missed.
    crowd.watch = marker;
    await settle(
      () => crowd.watched >= crowd.sockets.length,
      () => crowd.watched,
    );
    reached = Math.min(reached, crowd.watched);
    if (crowd.watched > 0) {
      toFirst.push(crowd.firstWatched - at);
      toLast.push(crowd.lastWatched - at);
      spread.push(crowd.lastWatched - crowd.firstWatched);
    }
    await sleep(200);
  }
  const med = (xs: number[]) =>
    pct(
      [...xs].sort((a, b) => a - b),
      50,
    );
  return { toFirst: med(toFirst), toLast: med(toLast), spread: med(spread), reached };
}

/** Commits and tuples read in the bench database over `seconds` of idleness. */
/** Waits until the database commits fewer than `calm` transactions a second (at most 120 s). */
async function databaseCalm(sql: Sql, db: string, calm: number): Promise<void> {
  const commits = async () => Number((await sql<{ n: string }[]>`select xact_commit as n from pg_stat_database where datname = ${db}`)[0]!.n);
  const t0 = performance.now();
  let last = await commits();
  while (performance.now() - t0 < 120_000) {
    await sleep(1000);
    const now = await commits();
    if (now - last < calm) break;
    last = now;
  }
  console.log(`  (settled: the database back to idle work after ${((performance.now() - t0) / 1000).toFixed(1)} s)`);
}

async function idleWork(sql: Sql, db: string, seconds: number): Promise<{ xact: number; tup: number; autovacuums: number }> {
  // Statistics reach pg_stat_database when a backend goes idle, at most once a second (a
  // VACUUM's land about 2 s after it ends, measured): wait for the last activity's to land, so
  // the window sees idleness only.
  await sleep(5000);
  // Autovacuum's work counts in the same figures: how often it ran in the window is printed.
  const read = async () =>
    (
      await sql<{ xactCommit: string; tupReturned: string; autovacuums: string }[]>`
    select xact_commit, tup_returned,
           (select coalesce(sum(autovacuum_count + autoanalyze_count), 0) from pg_stat_user_tables) as autovacuums
    from pg_stat_database where datname = ${db}`
    )[0]!;
  const a = await read();
  await sleep(seconds * 1000);
  const b = await read();
  // Minus this function's own first read (one commit, one row); cheap enough to name.
  return {
    xact: (Number(b.xactCommit) - Number(a.xactCommit) - 1) / seconds,
    tup: (Number(b.tupReturned) - Number(a.tupReturned)) / seconds,
    autovacuums: Number(b.autovacuums) - Number(a.autovacuums),
  };
}

// ---------------------------------------------------------------- servers

async function startGateway(
  databaseUrl: string,
  dataDir: string,
  source: boolean,
  redis?: { url: string; prefix: string },
): Promise<{ child: ChildProcess; url: string; entry: string }> {
  const port = 4000 + Math.floor(Math.random() * 900);
  const bundle = path.join(root, 'gateway/dist/main.js');
  const entry = !source && fs.existsSync(bundle) ? ['gateway/dist/main.js'] : ['--import', 'tsx', 'gateway/src/main.ts'];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    CAPTCHA_ENABLED: 'false',
    DATABASE_URL: databaseUrl,
  };
  // One node: no Redis adapter, the relays run in this gateway. Several: fan-out through Redis.
  delete env.REDIS_URL;
  if (redis) Object.assign(env, { REDIS_URL: redis.url, REDIS_PREFIX: redis.prefix });
  delete env.METRICS_PORT;
  // BENCH_CPU_PROF=<dir>: write a V8 CPU profile of the gateway there (open it in Chrome DevTools).
  const prof = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(process.env.BENCH_CPU_PROF)] : [];
  // The bundle as deployed (gateway/scripts/serve.sh: its memory settings), else the sources.
  const [cmd, args] = entry[0] === 'gateway/dist/main.js' ? [path.join(root, 'gateway/scripts/serve.sh'), prof] : [process.execPath, [...prof, ...entry]];
  const child = spawn(cmd, args, { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    try {
      await (await fetch(`${url}/`)).text();
      return { child, url, entry: entry.at(-1)! };
    } catch {
      /* not listening yet */
    }
    if (child.exitCode !== null) throw new Error('gateway exited during start');
    await sleep(50);
  }
}

async function startBare(): Promise<{ child: ChildProcess; url: string }> {
  const prof = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(process.env.BENCH_CPU_PROF)] : [];
  const child = fork(path.join(import.meta.dirname, 'bare-io.ts'), [], {
    execArgv: [...prof, '--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m) => resolve((m as { ready: number }).ready));
    child.once('exit', () => reject(new Error('bare server exited during start')));
  });
  return { child, url: `http://127.0.0.1:${port}` };
}

const stop = (child: ChildProcess) =>
  new Promise<void>((r) => {
    if (child.exitCode !== null || child.signalCode !== null) return r();
    child.once('exit', () => r());
    child.kill('SIGTERM');
  });

// ---------------------------------------------------------------- the run

type IdleWork = Awaited<ReturnType<typeof idleWork>>;
interface Side {
  transfers: PushResult;
  /** Server CPU per handshake (ms): the first connect, and everyone again. */
  connectCpu: number;
  againCpu: number;
  /** Gateway: transfers/s of the ledger with no client, then delivered/s of the same flat out with every client. */
  ledgerAlone?: number;
  flat?: PushResult;
  connectMs: number;
  connected: number;
  rss0: number;
  rssN: number;
  burst: PushResult;
  one: PushResult;
  paced: PushResult;
  rate: RateResult;
  fan: FanoutResult;
  idleFew?: IdleWork;
  idleMany?: IdleWork;
}

const FEW = 10;
const pushEvent = (round: number): LoggedEvent<'balance:changed'> => ({
  seq: round + 1,
  type: 'balance:changed',
  at: new Date().toISOString(),
  payload: { balance: 100_000 + round, currency: 'PHP', version: round, reason: 'bench', wallet: 'real' },
});

export async function benchSockets(opts: { clients: number; duration: number; source?: boolean; serverUrl?: string }): Promise<void> {
  const n = opts.clients;
  const seconds = opts.duration;
  const limit = Number(execSync('ulimit -n', { shell: '/bin/sh' }).toString().trim());
  console.log(`\n== real time: ${n} connected clients, gateway beside a bare Socket.IO server ==`);
  console.log(`ulimit -n ${limit} (this process holds ${n} client sockets; each server process holds ${n}); CPU cores: ${os.cpus().length}`);
  if (Number.isFinite(limit) && limit < n + 500) console.log(`  the file limit is below ${n + 500}: raise it (ulimit -n ${n + 2000}) or lower --clients`);

  // A fresh database on the server, dropped at the end.
  const base = opts.serverUrl ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  const dbName = `wl_bench_sockets_${Date.now()}`;
  await admin.unsafe(`create database ${dbName}`);
  const dbUrl = Object.assign(new URL(base), { pathname: `/${dbName}` }).toString();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-bench-sockets-'));
  const pool = postgres(dbUrl, { max: PUSH_WRITERS + 2, onnotice: () => {}, transform: postgres.camel }) as unknown as Sql;
  // This process is "another node": its commits of events send the NOTIFY the gateway listens to.
  const { sql, commits$ } = withCommitSignal(pool);
  const signals = new Signals(sql);
  const wakes = wakeOtherNodes(signals, commits$, pino({ level: 'silent' }));
  const children: ChildProcess[] = [];
  const crowds: Crowd[] = [];
  try {
    // ---- gateway
    const t0 = performance.now();
    const gw = await startGateway(dbUrl, dataDir, !!opts.source);
    children.push(gw.child);
    console.log(`gateway (${gw.entry}) migrated, seeded and listening in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    const t1 = performance.now();
    // Setup on a connection of its own, closed before any measure: a backend's statistics (the
    // VACUUM's hundreds of commits) are flushed for sure when it exits.
    const setup = postgres(dbUrl, { max: 1, onnotice: () => {}, transform: postgres.camel }) as unknown as Sql;
    const [merchant] = await setup<{ id: number }[]>`select id from merchants where settings->'domains' ? '127.0.0.1' order by id limit 1`;
    const merchantId = merchant!.id;
    const [game] = await setup<{ nodeId: string }[]>`select node_id from games where game_code = 'BGS_SLOT'`;
    const nodeId = Number(game!.nodeId);
    const accounts = await setup<{ id: string }[]>`
      insert into accounts (merchant_id, username, password_hash, first_login)
      select ${merchantId}, 'bench' || g, 'not-a-login', false from generate_series(1, ${2 * n}) g returning id`;
    // Accounts n..2n-1 never connect: the flat-out round's baseline writes to them.
    const ids = accounts.map((a) => Number(a.id));
    await setup`insert into wallets (account_id, merchant_id, kind, currency) select unnest(${ids}::bigint[]), ${merchantId}, 'real', 'PHP'`;
    const tokens = ids.slice(0, n).map(() => newToken());
    for (let i = 0; i < n; i += 5000) {
      const hashes = tokens.slice(i, i + 5000).map((t) => hashToken(t).toString('hex'));
      await setup`
        insert into sessions (account_id, token_hash, expires_at)
        select a, decode(h, 'hex'), now() + interval '1 day' from unnest(${ids.slice(i, Math.min(n, i + 5000))}::bigint[], ${hashes}::text[]) as t(a, h)`;
    }
    // Fresh statistics now, so autovacuum has no reason to run during the idle windows.
    await setup`vacuum analyze`;
    await setup.end();
    console.log(`${n} accounts, wallets and sessions created in SQL in ${((performance.now() - t1) / 1000).toFixed(1)} s`);

    const gCrowd = new Crowd(n);
    crowds.push(gCrowd);
    const gDrivers: Drivers = {
      push: async (batch, round) => {
        await sql.begin(async (tx: Tx) => {
          await Promise.all(batch.map((i) => appendEvent(tx, ids[i]!, 'balance:changed', pushEvent(round).payload)));
        });
      },
      // The real write path: one ledger transfer per user, each in its own transaction (its
      // balance:changed event is appended by the ledger), below the big-win threshold.
      transfer: async (batch, round) => {
        await Promise.all(
          batch.map((i) =>
            sql.begin((tx: Tx) =>
              postHouseTransfer(tx, {
                key: `bench-transfer:${dbName}:${round}:${i}`,
                kind: 'win',
                merchantId,
                accountId: ids[i]!,
                wallet: 'real',
                currency: 'PHP',
                amount: 1,
              }),
            ),
          ),
        );
      },
      holdOpen: async () => {
        const held = postgres(dbUrl, { max: 1, onnotice: () => {} });
        let end!: () => void;
        const ended = new Promise<void>((r) => (end = r));
        let opened!: () => void;
        const open = new Promise<void>((r) => (opened = r));
        const tx = held.begin(async (t) => {
          await t`select txid_current()`;
          opened();
          await ended;
        });
        await open;
        return async () => {
          end();
          await tx;
          await held.end();
        };
      },
      // The real path: a win booked through the ledger and recordWin, in one transaction; the
      // commit's NOTIFY wakes the gateway's winners relay, which broadcasts the new board.
      win: (() => {
        let k = 0;
        return async () => {
          const i = k++;
          const amount = BIG_WIN_MIN + (i % 1000);
          const accountId = ids[i % Math.min(ids.length, 50)]!;
          return sql.begin(async (tx: Tx) => {
            const p = await postHouseTransfer(tx, {
              key: `bench-win:${dbName}:${i}`,
              kind: 'win',
              merchantId,
              accountId,
              wallet: 'real',
              currency: 'PHP',
              amount,
            });
            await recordWin(tx, { merchantId, accountId, nodeId, journalId: p.journalId, amount, currency: 'PHP', book: 'real' });
            const [w] = await tx<{ id: string }[]>`select id from winners where journal_id = ${p.journalId}`;
            return Number(w!.id);
          });
        };
      })(),
      // Idle is about 20 commits a second here (pings, the relay's poll, the jobs' checks).
      settle: () => databaseCalm(sql, dbName, 40),
      idle: (phase) =>
        idleWork(sql, dbName, seconds).then(
          (r) => (
            console.log(
              `  database work with ${phase} idle users: ${r.xact.toFixed(1)} commits/s, ${r.tup.toFixed(0)} tuples read/s, ${r.autovacuums} autovacuum runs`,
            ),
            r
          ),
        ),
    };
    const g = await measureSide('gateway', gw.child.pid!, gw.url, gCrowd, (i) => ({ token: tokens[i] }), gDrivers, seconds);
    const board = gCrowd.lastBoard ?? { list: [] };
    await gCrowd.closeDownTo(0);
    await stop(gw.child);
    const cross = await measureCrossNode(dbUrl, dataDir, !!opts.source, tokens, gDrivers);

    // ---- bare
    const bare = await startBare();
    children.push(bare.child);
    const bCrowd = new Crowd(n);
    crowds.push(bCrowd);
    let marker = -1;
    const b = await measureSide(
      'bare',
      bare.child.pid!,
      bare.url,
      bCrowd,
      (i) => ({ user: i }),
      {
        push: async (batch, round) => {
          const e = pushEvent(round);
          bare.child.send({ cmd: 'push', items: batch.map((i) => [i, e]) });
        },
        // The same balance:changed as the ledger's (reason not 'bench'), one per user.
        transfer: async (batch, round) => {
          const e = pushEvent(round);
          bare.child.send({ cmd: 'push', items: batch.map((i) => [i, { ...e, payload: { ...e.payload, reason: 'win' } }]) });
        },
        broadcast: async () => {
          const m = marker--;
          const list = board.list.length ? board.list.map((w, k) => (k === 0 ? { ...w, id: m } : w)) : [{ id: m } as WinnerEntry];
          bare.child.send({ cmd: 'broadcast', payload: { list } });
          return m;
        },
        flood: (ms) =>
          new Promise<number>((resolve) => {
            bare.child.once('message', (r) => resolve((r as { flooded: number }).flooded));
            bare.child.send({ cmd: 'flood', payload: board, ms });
          }),
      },
      seconds,
    );
    await bCrowd.closeDownTo(0);
    await stop(bare.child);

    printSummary(n, seconds, g, b, JSON.stringify(board).length, cross);
  } finally {
    for (const c of crowds) for (const s of c.sockets.splice(0)) s.disconnect();
    for (const c of children) await stop(c);
    wakes.unsubscribe();
    signals.close();
    await pool.end({ timeout: 5 });
    await admin.unsafe(`drop database if exists ${dbName} with (force)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

interface Drivers {
  push: (batch: number[], round: number) => Promise<void>;
  /** One balance change per user in the batch (gateway: a ledger transfer each, in its own transaction). */
  transfer: (batch: number[], round: number) => Promise<void>;
  /** Gateway: opens a transaction that holds a transaction id; resolves with its release. */
  holdOpen?: () => Promise<() => Promise<void>>;
  /**
   * Gateway: resolves once the database is back to idle work (the sweeps done with what the
   * last round left them), so one round's aftermath does not weigh on the next.
   */
  settle?: () => Promise<void>;
  /** Gateway: books one win, resolves with the new winner's id once committed. */
  win?: () => Promise<number>;
  /** Bare: one broadcast whose newest id is the returned marker. */
  broadcast?: () => Promise<number>;
  /** Bare: broadcasts back to back for ms; resolves with how many were emitted. */
  flood?: (ms: number) => Promise<number>;
  idle?: (phase: string) => Promise<IdleWork>;
}

async function measureSide(
  name: string,
  pid: number,
  url: string,
  crowd: Crowd,
  auth: (i: number) => Record<string, unknown>,
  d: Drivers,
  seconds: number,
): Promise<Side> {
  const n = crowd.size;
  await sleep(1000);
  const rss0 = rssKiB(pid);
  // A few first: the idle window with FEW users, then everyone else.
  await crowd.open(url, auth, 0, Math.min(FEW, n));
  const idleFew = d.idle ? await d.idle(String(crowd.sockets.length)) : undefined;
  const cpu0 = cpuMs(pid);
  const wC = process.hrtime.bigint() / 1000n;
  const connectMs = await crowd.open(url, auth, Math.min(FEW, n), n);
  if (process.env.BENCH_CPU_PROF) console.log(`  profile window (connect): ${wC} ${process.hrtime.bigint() / 1000n}`);
  console.log(
    `${name}: ${crowd.sockets.length} of ${n} connected (${n - Math.min(FEW, n)} in ${(connectMs / 1000).toFixed(1)} s, ${((n - Math.min(FEW, n)) / (connectMs / 1000)).toFixed(0)}/s; server CPU ${(cpuMs(pid) - cpu0).toFixed(0)} ms), ${crowd.failed} refused`,
  );
  const connectCpu = (cpuMs(pid) - cpu0) / (n - Math.min(FEW, n));
  // Let joins, timers and buffers settle before reading memory.
  await sleep(3000);
  const rssN = rssKiB(pid);
  console.log(
    `  RSS ${(rss0 / 1024).toFixed(0)} MiB idle, ${(rssN / 1024).toFixed(0)} MiB with ${crowd.sockets.length} clients: ${((rssN - rss0) / crowd.sockets.length).toFixed(1)} KiB per connection`,
  );
  const idleMany = d.idle ? await d.idle(String(crowd.sockets.length)) : undefined;
  // Everyone again, as after a node's restart behind a proxy: the gateway now has every session
  // in its cache (the first connect read them), as it has when a page's calls came first.
  await crowd.closeDownTo(0);
  const cpuA = cpuMs(pid);
  await crowd.open(url, auth, 0, n);
  const againCpu = (cpuMs(pid) - cpuA) / n;
  console.log(`  all ${crowd.sockets.length} again${d.win ? ' (sessions cached by the gateway)' : ''}: server CPU ${(againCpu * n).toFixed(0)} ms`);
  await sleep(2000);

  const show = (what: string, r: PushResult) =>
    console.log(
      `  ${what.padEnd(22)} ${r.received}/${r.sent} received, all published in ${r.publishMs.toFixed(0)} ms, ${r.perSec.toFixed(0)} events/s received, publish to receive p50 ${r.p50.toFixed(1)} ms p99 ${r.p99.toFixed(1)} ms, server CPU ${r.cpu.toFixed(0)} ms`,
    );
  const burst = await pushRound(crowd, pid, 1, d.push, 'writers');
  show('per-user push, writers', burst);
  const ones: PushResult[] = [];
  const w0 = process.hrtime.bigint() / 1000n;
  for (let k = 0; k < ONE_REPEATS; k++) ones.push(await pushRound(crowd, pid, 10 + k, d.push, 'one'));
  // Monotonic microseconds, the clock of a V8 CPU profile's samples: to cut the window out of it.
  if (process.env.BENCH_CPU_PROF) console.log(`  profile window (one-commit rounds): ${w0} ${process.hrtime.bigint() / 1000n}`);
  const one = medianPush(ones);
  console.log(
    `  per-user push, one commit x${ONE_REPEATS}: ${ones.map((r) => r.perSec.toFixed(0)).join(', ')} events/s; CPU ${ones.map((r) => r.cpu.toFixed(0)).join(', ')} ms`,
  );
  show('per-user push, one commit (medians)', one);
  const paced = await pushRound(crowd, pid, 3, d.push, 'paced');
  show('per-user push, paced', paced);
  // What a player sees while the rest of the site works: real transfers at 200/s, the sweeps at
  // their usual intervals, and a transaction left open beside them (an operator's psql).
  const release = d.holdOpen ? await d.holdOpen() : null;
  const transfers = await pushRound(crowd, pid, 4, d.transfer, 'transfers');
  await release?.();
  show(`ledger transfers, 200/s${release ? ', a transaction open' : ''}`, transfers);

  // Broadcast rate: gateway wins committed back to back by WIN_WRITERS; bare emits back to back.
  crowd.boards = 0;
  crowd.markers.clear();
  const cpuR = cpuMs(pid);
  const tR = performance.now();
  const wR = process.hrtime.bigint() / 1000n;
  let triggered: string;
  let distinct: number;
  if (d.win) {
    let wins = 0;
    const until = tR + seconds * 1000;
    await Promise.all(
      Array.from({ length: WIN_WRITERS }, async () => {
        while (performance.now() < until) {
          await d.win!();
          wins++;
        }
      }),
    );
    await sleep(1000);
    distinct = crowd.markers.size;
    triggered = `${(wins / seconds).toFixed(0)} wins/s committed`;
  } else {
    const flooded = await d.flood!(seconds * 1000);
    await sleep(1000);
    distinct = flooded;
    triggered = `${(flooded / seconds).toFixed(0)} emits/s`;
  }
  if (process.env.BENCH_CPU_PROF) console.log(`  profile window (broadcast rate): ${wR} ${process.hrtime.bigint() / 1000n}`);
  const rate: RateResult = {
    boardsPerSec: distinct / seconds,
    perClientPerSec: crowd.boards / crowd.sockets.length / seconds,
    complete: distinct ? crowd.boards / (distinct * crowd.sockets.length) : 0,
    cpu: cpuMs(pid) - cpuR,
    cpuPerBoard: distinct ? (cpuMs(pid) - cpuR) / distinct : Number.NaN,
    triggered,
  };
  console.log(
    `  winners broadcast rate: ${triggered}, ${rate.boardsPerSec.toFixed(1)} distinct broadcasts/s, ${rate.perClientPerSec.toFixed(1)} received per client per second (${(rate.complete * 100).toFixed(0)}% of sockets x broadcasts; volatile), server CPU ${rate.cpu.toFixed(0)} ms (${rate.cpuPerBoard.toFixed(1)} ms per broadcast)`,
  );

  await sleep(1000);
  const fan = await fanout(crowd, async () => {
    if (d.win) {
      const marker = await d.win();
      return { marker, at: performance.now() };
    }
    const at = performance.now();
    return { marker: await d.broadcast!(), at };
  });
  console.log(
    `  one broadcast (median of ${FANOUT_SAMPLES}): publish to first receipt ${fan.toFirst.toFixed(1)} ms, to the last ${fan.toLast.toFixed(1)} ms (first to last ${fan.spread.toFixed(1)} ms), at least ${fan.reached} of ${crowd.sockets.length} reached`,
  );

  // The real write path flat out, last (each transfer leaves its sweeps work to do): first to
  // accounts with no socket (the ledger's own rate, nobody to push to), then to every client.
  // Two rounds of each, alternating; the means and medians are kept.
  let alone: number | undefined;
  let flat: PushResult | undefined;
  if (d.settle) {
    const alones: number[] = [];
    const flats: PushResult[] = [];
    const toSpare = (batch: number[], round: number) =>
      d.transfer(
        batch.map((i) => i + n),
        round,
      );
    for (let k = 0; k < 2; k++) {
      await d.settle();
      alones.push(await ledgerAlone(toSpare, n, 20 + k));
      await d.settle();
      flats.push(await pushRound(crowd, pid, 30 + k, d.transfer, 'flat'));
    }
    await d.settle();
    alone = (alones[0]! + alones[1]!) / 2;
    flat = medianPush(flats);
    console.log(
      `  ledger transfers flat out (${PUSH_WRITERS} writers x ${PUSH_BATCH}), to ${n} accounts without a socket: ${alones.map((a) => a.toFixed(0)).join(', ')}/s; to every client: ${flats.map((r) => r.perSec.toFixed(0)).join(', ')} delivered/s`,
    );
    show('ledger transfers flat out (medians)', flat);
  }

  return {
    connectMs,
    connectCpu,
    againCpu,
    connected: crowd.sockets.length,
    rss0,
    rssN,
    burst,
    one,
    paced,
    transfers,
    ledgerAlone: alone,
    flat,
    rate,
    fan,
    idleFew,
    idleMany,
  };
}

/** Redis for the cross-node round: REDIS_URL, else the local server when one answers. */
async function findRedis(): Promise<string | null> {
  const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const { hostname, port } = new URL(url);
  const open = await new Promise<boolean>((resolve) => {
    const s = net.connect({ host: hostname, port: Number(port || 6379) });
    s.setTimeout(1000);
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
    s.once('timeout', () => (s.destroy(), resolve(false)));
  });
  return open ? url : null;
}

/**
 * The transfers round again with two gateways sharing Redis: node A holds the relay lead (it
 * starts alone and takes the lock), every client connects to node B, so each push is read by A
 * and reaches its socket through the Redis streams adapter. Same clients, pace, sweeps and open
 * transaction as the single-node round.
 */
async function measureCrossNode(dbUrl: string, dataDir: string, source: boolean, tokens: string[], d: Drivers): Promise<PushResult | null> {
  const redis = await findRedis();
  if (!redis) {
    console.log('cross-node: no Redis answers (REDIS_URL or 127.0.0.1:6379): round skipped');
    return null;
  }
  const prefix = `wl_bench_${Date.now()}`;
  const watch = postgres(dbUrl, { max: 1, onnotice: () => {} });
  const children: ChildProcess[] = [];
  const crowd = new Crowd(tokens.length);
  try {
    const a = await startGateway(dbUrl, dataDir, source, { url: redis, prefix });
    children.push(a.child);
    while ((await watch`select 1 from pg_locks where locktype = 'advisory' and objid = ${RELAY_LEADER_LOCK} and granted`).length === 0) await sleep(100);
    const b = await startGateway(dbUrl, dataDir, source, { url: redis, prefix });
    children.push(b.child);
    await crowd.open(b.url, (i) => ({ token: tokens[i] }), 0, tokens.length);
    await sleep(2000);
    await d.settle?.();
    const release = d.holdOpen ? await d.holdOpen() : null;
    const r = await pushRound(crowd, b.child.pid!, 5, d.transfer, 'transfers');
    await release?.();
    console.log(
      `cross-node (relay on node A, ${crowd.sockets.length} clients on node B, Redis streams adapter): ledger transfers 200/s, a transaction open ${r.received}/${r.sent} received, publish to receive p50 ${r.p50.toFixed(1)} ms p99 ${r.p99.toFixed(1)} ms`,
    );
    return r;
  } finally {
    for (const s of crowd.sockets.splice(0)) s.disconnect();
    for (const c of children.reverse()) await stop(c);
    await watch.end();
  }
}

function printSummary(n: number, seconds: number, g: Side, b: Side, boardBytes: number, cross: PushResult | null) {
  const row = (what: string, gv: number, bv: number, unit: string, ratio: number, target: string) =>
    console.log(
      `${what.padEnd(44)} ${fmt(gv).padStart(10)} ${fmt(bv).padStart(10)}  ${unit.padEnd(9)} ${Number.isFinite(ratio) ? ratio.toFixed(2).padStart(6) + 'x' : '     -'}  ${target}`,
    );
  const fmt = (v: number) => (Number.isFinite(v) ? (Math.abs(v) >= 100 ? v.toFixed(0) : v.toFixed(1)) : '-');
  console.log(`\n-- summary: ${n} clients, ${seconds} s windows; the machine is shared, figures are noisy --`);
  console.log(`${'measure'.padEnd(44)} ${'gateway'.padStart(10)} ${'bare'.padStart(10)}  ${'unit'.padEnd(9)} ${'ratio'.padStart(7)}  target`);
  row(`connect ${n} clients (authenticated vs bare)`, g.connectMs / 1000, b.connectMs / 1000, 's', b.connectMs / g.connectMs, '(bare/gateway speed)');
  row(
    '  handshake: server CPU each',
    g.connectCpu * 1000,
    b.connectCpu * 1000,
    'µs',
    g.connectCpu / b.connectCpu,
    '<= 1.5x (every session read from the database)',
  );
  row('  same, sessions cached (all again)', g.againCpu * 1000, b.againCpu * 1000, 'µs', g.againCpu / b.againCpu, '<= 1.5x');
  row(`per-user push, ${n} in one commit: received`, g.one.perSec, b.one.perSec, 'events/s', g.one.perSec / b.one.perSec, '>= 0.8x');
  row('  same: p99 commit->receive', g.one.p99, b.one.p99, 'ms', g.one.p99 / b.one.p99, '(lower is better)');
  row(
    '  same: server CPU per 1,000 events',
    (g.one.cpu * 1000) / g.one.sent,
    (b.one.cpu * 1000) / b.one.sent,
    'ms',
    g.one.cpu / g.one.sent / (b.one.cpu / b.one.sent),
    '(lower is better)',
  );
  row(
    `per-user push, ${PUSH_WRITERS} writers x ${PUSH_BATCH}: received`,
    g.burst.perSec,
    b.burst.perSec,
    'events/s',
    g.burst.perSec / b.burst.perSec,
    '(gateway: includes writing the log)',
  );
  row('  same: p99 publish->receive', g.burst.p99, b.burst.p99, 'ms', g.burst.p99 / b.burst.p99, '(lower is better)');
  row('per-user push, 1,000/s paced: p99', g.paced.p99, b.paced.p99, 'ms', g.paced.p99 / b.paced.p99, '(lower is better)');
  row(
    'ledger transfers 200/s, tx open: p99',
    g.transfers.p99,
    b.transfers.p99,
    'ms',
    g.transfers.p99 / b.transfers.p99,
    `gateway - bare ${(g.transfers.p99 - b.transfers.p99).toFixed(1)} ms, target <= 25 ms; received ${g.transfers.received}/${g.transfers.sent}`,
  );
  if (g.flat && g.ledgerAlone)
    row(
      'ledger transfers flat out: delivered vs alone',
      g.flat.perSec,
      g.ledgerAlone,
      'per s',
      g.flat.perSec / g.ledgerAlone,
      `>= 0.9x (pushing adds at most 10%); received ${g.flat.received}/${g.flat.sent}`,
    );
  if (cross)
    row(
      'cross-node transfers 200/s: p99',
      cross.p99,
      g.transfers.p99,
      'ms',
      cross.p99 / g.transfers.p99,
      `vs one node: + ${(cross.p99 - g.transfers.p99).toFixed(1)} ms, target <= 25 ms; received ${cross.received}/${cross.sent}`,
    );
  // Both servers' received rates are bound by this process, which parses every frame of every
  // client: the gateway's also by how many wins the starved writers commit. What a server can
  // push is 1 / its CPU per broadcast, and that is the ratio held to the target.
  row(
    `winners broadcast (${boardBytes} B): capacity`,
    1000 / g.rate.cpuPerBoard,
    1000 / b.rate.cpuPerBoard,
    'per CPU s',
    b.rate.cpuPerBoard / g.rate.cpuPerBoard,
    '>= 0.9x',
  );
  row('  same: server CPU per broadcast', g.rate.cpuPerBoard, b.rate.cpuPerBoard, 'ms', g.rate.cpuPerBoard / b.rate.cpuPerBoard, '(lower is better)');
  row(
    '  same: received per client',
    g.rate.perClientPerSec,
    b.rate.perClientPerSec,
    'per s',
    g.rate.perClientPerSec / b.rate.perClientPerSec,
    '(bench-bound, see BENCHMARKS.md)',
  );
  row('one broadcast: first to last receipt', g.fan.spread, b.fan.spread, 'ms', g.fan.spread / b.fan.spread, '(fan-out cost; lower is better)');
  row('one broadcast: publish to last receipt', g.fan.toLast, b.fan.toLast, 'ms', g.fan.toLast / b.fan.toLast, '(gateway adds commit + relay read)');
  const perConn = (s: Side) => (s.rssN - s.rss0) / s.connected;
  row('idle memory per connection', perConn(g), perConn(b), 'KiB', perConn(g) / perConn(b), '<= 1.5x');
  if (g.idleFew && g.idleMany) {
    console.log(
      `relay database work, idle: ${g.idleFew.xact.toFixed(1)} commits/s with ${FEW} users, ${g.idleMany.xact.toFixed(1)} with ${g.connected} (${(g.idleMany.xact / g.idleFew.xact).toFixed(2)}x; target: independent of users); tuples read/s ${g.idleFew.tup.toFixed(0)} vs ${g.idleMany.tup.toFixed(0)}`,
    );
  }
}

// Run alone: npx tsx tests/bench/sockets.ts [--clients 10000] [--duration 10] [--source]
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const arg = (name: string, dflt: number) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? Number(process.argv[i + 1]) : dflt;
  };
  benchSockets({ clients: arg('--clients', 10_000), duration: arg('--duration', 10), source: process.argv.includes('--source') }).then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
