/**
 * Benchmark (not a test): GCSGAME_gameList requests per second and p99 over the 10,000-game demo
 * catalogue (docs/GAMES.md), for a few query shapes (a category page, a deep page, a vendor page,
 * a keyword search), beside a bare Fastify route answering a page of the same size, in one run on
 * the same machine. Prints figures; asserts nothing.
 * Usage: run by tests/bench/run.ts against its gateway, or alone against a running gateway:
 *   npx tsx tests/bench/games.ts --base http://127.0.0.1:3000 [--duration 10]
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { API, encryptPayload, type PublicKeyValue } from '@wl/shared';

const CONNECTIONS = 50;

function cannon(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => autocannon(opts, (err, res) => (err ? reject(err) : resolve(res))));
}
const line = (name: string, r: autocannon.Result) =>
  `${name.padEnd(34)} ${r.requests.average.toFixed(0).padStart(8)} req/s   p50 ${String(r.latency.p50).padStart(5)} ms   p99 ${String(r.latency.p99).padStart(5)} ms   non-2xx ${r.non2xx}   errors ${r.errors}`;

async function demoToken(base: string): Promise<string> {
  const key = ((await (await fetch(`${base}${API.publicKey}`)).json()) as { value: PublicKeyValue }).value;
  const body = JSON.stringify(await encryptPayload(key, { username: 'demo', password: 'Demo1234', type: 'username' }));
  const r = (await (await fetch(`${base}${API.login}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })).json()) as {
    success: boolean;
    value: { token: string };
  };
  if (!r.success) throw new Error(`demo login failed: ${JSON.stringify(r)}`);
  return r.value.token;
}

export async function benchGames(base: string, duration: number) {
  const token = await demoToken(base);
  const headers = { authorization: `Bearer ${token}` };
  const shapes: Array<[string, string]> = [
    ['gameList RNG page 1', 'gameType=RNG&pageNo=1&pageSize=20'],
    ['gameList RNG page 400', 'gameType=RNG&pageNo=400&pageSize=20'],
    ['gameList vendor page', 'vassalage=JADE_SLOTS&gameType=RNG&pageNo=3&pageSize=20'],
    ['gameList search "dragon"', 'gameType=ALL&keyword=dragon&pageNo=1&pageSize=20'],
    // Orders: popular counts this site's players of each game over 30 days (recent games).
    ['gameList RNG popular page 1', 'gameType=RNG&sort=popular&pageNo=1&pageSize=20'],
    ['gameList RNG A-Z page 1', 'gameType=RNG&sort=name&pageNo=1&pageSize=20'],
  ];
  const first = (await (await fetch(`${base}${API.gameList}?${shapes[0]![1]}`, { headers })).json()) as { success: boolean; value: { total: number } };
  if (!first.success) throw new Error(`gameList does not work: ${JSON.stringify(first)}`);
  const page = JSON.stringify(first);

  const bare = Fastify();
  bare.get('/bare', async (_req, reply) => reply.type('application/json').send(page));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const barePort = (bare.server.address() as { port: number }).port;

  console.log(`\n== game list over the demo catalogue (${first.value.total} RNG games), ${CONNECTIONS} clients, ${duration} s each ==`);
  console.log(line('bare Fastify route (same page)', await cannon({ url: `http://127.0.0.1:${barePort}/bare`, connections: CONNECTIONS, duration })));
  for (const [name, query] of shapes) {
    console.log(line(name, await cannon({ url: `${base}${API.gameList}?${query}`, connections: CONNECTIONS, duration, headers })));
  }
  // The header's search, no token (guests).
  console.log(line('public search "dragon"', await cannon({ url: `${base}${API.gameSearch}?keyword=dragon`, connections: CONNECTIONS, duration })));
  await bare.close();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  benchGames(arg('--base') ?? 'http://127.0.0.1:3000', Number(arg('--duration') ?? 10)).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
