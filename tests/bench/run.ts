/**
 * Benchmark (not a test): prints figures, never fails on a slow machine.
 *  1. Time from starting the gateway to the first page served on the embedded database,
 *     cold (empty data dir: migrate + seed) and warm (second start, data reused).
 *  2. Login requests per second and p99 latency at 50 concurrent clients, beside a bare
 *     Fastify route measured in the same run on the same machine.
 *  3. The home page's first-load JavaScript and LCP beside react + react-dom + socket.io-client
 *     alone (weight.ts).
 *  4. Event-writing transactions per second (50 writers, 1,000 accounts) beside the same
 *     transactions without the event append, on a PostgreSQL server (events.ts).
 *  5. Ledger transfers per second and p50/p99 (50 writers, one hot wallet and 1,000 wallets) through
 *     post() beside the same SQL in a bare driver loop, when BENCH_DATABASE_URL is set (ledger.ts).
 *  6. GCSGAME_gameList requests per second and p99 over the 10,000-game catalogue, a few query
 *     shapes beside a bare Fastify route (games.ts), on the embedded database and, with
 *     BENCH_DATABASE_URL, again on the PostgreSQL server.
 *  7. 10,000 connected sockets: per-user push, winners broadcast, memory and idle database work
 *     beside a bare Socket.IO server, on a fresh database on the PostgreSQL server (sockets.ts).
 *  8. Salary settlement of 10,000 agents with 1,000,000 bets in the period beside one plain aggregate
 *     of the same sums, on a fresh database, when BENCH_DATABASE_URL is set (settlement.ts).
 * Usage: npm run bench [-- --duration 10]; BENCH_DATABASE_URL adds a run on a PostgreSQL server.
 * `--smoke` runs every part for about a second on small sizes (200 sockets, 500 agents, 5,000 bets,
 * one page load): its figures mean nothing, but a bench that no longer runs fails there (bench/smoke.test.ts
 * runs it in `npm test`), so none can rot unnoticed again.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { encryptPayload, type PublicKeyValue } from '@wl/shared';
import { benchEvents } from './events.js';
import { benchLedger } from './ledger.js';
import { benchFlood } from './flood.js';
import { benchWeight } from './weight.js';
import { benchGames } from './games.js';
import { benchSockets } from './sockets.js';
import { benchSettlement } from './settlement.js';
import { argonFloor } from './argon-floor.js';

const root = path.resolve(import.meta.dirname, '../..');
const durationArg = process.argv.indexOf('--duration');
const smoke = process.argv.includes('--smoke');
const duration = smoke ? 1 : durationArg > 0 ? Number(process.argv[durationArg + 1]) : 10;
/** The sizes of a full run, and of a smoke run (every code path, a second each). */
const size = smoke ? { sockets: 200, bets: 5_000, topAgents: 5, pageLoads: 1 } : { sockets: 10_000, bets: 1_000_000, topAgents: 100, pageLoads: 5 };
const CONNECTIONS = 50;

async function startGateway(
  dataDir: string,
  port: number,
  databaseUrl = '',
  via: 'bundle' | 'npm start' = 'bundle',
): Promise<{ child: ChildProcess; ms: number }> {
  const t0 = performance.now();
  // The JavaScript bundle `npm start` runs (npm run bench builds it), else the sources through tsx;
  // or the whole `npm start` (its build check included), in a process group so stop() ends it all.
  const entry = fs.existsSync(path.join(root, 'gateway/dist/main.js')) ? ['gateway/dist/main.js'] : ['--import', 'tsx', 'gateway/src/main.ts'];
  // The bundle as deployed (gateway/scripts/serve.sh: its memory settings), else the sources.
  const [cmd, args] =
    via === 'npm start'
      ? ['npm', ['start', '--silent']]
      : entry[0] === 'gateway/dist/main.js'
        ? [path.join(root, 'gateway/scripts/serve.sh'), []]
        : [process.execPath, entry];
  const child = spawn(cmd, args, {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '1000000',
      ENCRYPTED_RATE_LIMIT: '1000000',
      CAPTCHA_ENABLED: 'false',
      DATABASE_URL: databaseUrl,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: via === 'npm start',
  });
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/`);
      if (res.ok) {
        await res.text();
        return { child, ms: performance.now() - t0 };
      }
    } catch {
      /* not listening yet */
    }
    if (child.exitCode !== null) throw new Error('gateway exited during start');
    await new Promise((r) => setTimeout(r, 25));
  }
}

const stop = (child: ChildProcess) =>
  new Promise<void>((r) => {
    child.once('exit', () => r());
    // A detached child leads its own process group (npm, sh, node): end the whole group.
    if (child.spawnargs[0] === 'npm' && child.pid) process.kill(-child.pid, 'SIGTERM');
    else child.kill('SIGTERM');
  });

function cannon(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => autocannon(opts, (err, res) => (err ? reject(err) : resolve(res))));
}
const line = (name: string, r: autocannon.Result) =>
  `${name.padEnd(28)} ${r.requests.average.toFixed(0).padStart(8)} req/s   p50 ${String(r.latency.p50).padStart(5)} ms   p99 ${String(r.latency.p99).padStart(5)} ms   non-2xx ${r.non2xx}   errors ${r.errors}`;

async function main() {
  if (!fs.existsSync(path.join(root, 'client/dist/index.html'))) {
    console.log('client/dist missing: run `npm run build` first so the first page is the real site.');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-bench-'));
  const port = 3900 + Math.floor(Math.random() * 90);
  console.log(`\n== start-up on the embedded database (PGlite, ${dataDir}) ==`);
  const cold = await startGateway(dataDir, port);
  console.log(`cold start (migrate + seed) to first page: ${cold.ms.toFixed(0)} ms`);
  await stop(cold.child);
  const warm = await startGateway(dataDir, port);
  console.log(`warm start (data reused) to first page:    ${warm.ms.toFixed(0)} ms`);
  await stop(warm.child);
  // What a person typing `npm start` twice waits for: the build check (the client is rebuilt
  // only when its inputs changed, the gateway bundle is rebuilt in well under a second) plus
  // the start. The first may rebuild the client; the second has nothing to rebuild.
  for (const which of ['first', 'second']) {
    const run = await startGateway(dataDir, port, '', 'npm start');
    console.log(`npm start, ${which} run (data reused) to first page: ${run.ms.toFixed(0)} ms`);
    await stop(run.child);
  }
  const again = await startGateway(dataDir, port);

  const base = `http://127.0.0.1:${port}`;
  await benchWeight(base, size.pageLoads);
  const key = ((await (await fetch(`${base}/wps/system/publicKey`)).json()) as { value: PublicKeyValue }).value;
  const body = JSON.stringify(await encryptPayload(key, { username: 'demo', password: 'Demo1234', type: 'username' }));
  const check = await (await fetch(`${base}/wps/session/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })).json();
  if (!(check as { success: boolean }).success) throw new Error(`login does not work: ${JSON.stringify(check)}`);

  const bare = Fastify();
  bare.post('/bare', async () => ({ success: true, code: 'OK', message: 'OK', value: null }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const barePort = (bare.server.address() as { port: number }).port;

  console.log(`\n== ${CONNECTIONS} concurrent clients, ${duration} s each, same machine, same run ==`);
  const bareRes = await cannon({
    url: `http://127.0.0.1:${barePort}/bare`,
    method: 'POST',
    connections: CONNECTIONS,
    duration,
    body: '{}',
    headers: { 'content-type': 'application/json' },
  });
  console.log(line('bare Fastify route', bareRes));
  const loginRes = await cannon({
    url: `${base}/wps/session/login`,
    method: 'POST',
    connections: CONNECTIONS,
    duration,
    body,
    headers: { 'content-type': 'application/json' },
  });
  console.log(line('login (embedded PGlite)', loginRes));
  console.log('login = RSA-OAEP + AES-GCM decrypt, Argon2id verify (19 MiB, t=2), session insert; CPU cores:', os.cpus().length);
  // The login's own floor, in this process while the gateway idles: its Argon2id verify alone.
  const floor = await argonFloor(CONNECTIONS, duration);
  console.log(
    `${'bare Argon2id verify loop'.padEnd(28)} ${floor.toFixed(0).padStart(8)} verifies/s (${CONNECTIONS} at a time)   login / floor: ${(loginRes.requests.average / floor).toFixed(2)}x   target >= 0.85x`,
  );

  await benchFlood(base);
  await benchGames(base, duration);
  await stop(again.child);
  // The same login on a PostgreSQL server, when one is given (e.g. the machine's own).
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) {
    const server = await startGateway(dataDir, port, serverUrl);
    const serverKey = ((await (await fetch(`${base}/wps/system/publicKey`)).json()) as { value: PublicKeyValue }).value;
    const serverBody = JSON.stringify(await encryptPayload(serverKey, { username: 'demo', password: 'Demo1234', type: 'username' }));
    const serverRes = await cannon({
      url: `${base}/wps/session/login`,
      method: 'POST',
      connections: CONNECTIONS,
      duration,
      body: serverBody,
      headers: { 'content-type': 'application/json' },
    });
    console.log(line('login (PostgreSQL server)', serverRes));
    console.log(`login (PostgreSQL server) / Argon2id floor: ${(serverRes.requests.average / floor).toFixed(2)}x   target >= 0.85x`);
    // The game list again, the gateway's queries now on the server rather than in-process WASM.
    console.log('(game list below: PostgreSQL server)');
    await benchGames(base, duration);
    await stop(server.child);
  } else {
    console.log('(set BENCH_DATABASE_URL=postgres://... to measure the same login on a PostgreSQL server)');
  }
  await bare.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  await benchEvents(duration);
  await benchSockets({ clients: size.sockets, duration });
  if (serverUrl) {
    await benchLedger(serverUrl, duration);
    await benchSettlement(serverUrl, size.bets, size.topAgents);
  } else console.log('(set BENCH_DATABASE_URL=postgres://... to measure ledger transfers and settlement on a PostgreSQL server)');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
