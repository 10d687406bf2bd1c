/**
 * Benchmark (not a test): one socket (a free-play one) floods `events:resume` while a member
 * reads `/wps/member/info`; prints that member's latency quiet and under the flood, in the
 * same run on the same gateway.
 */
import { io } from 'socket.io-client';
import { API, GATEWAY_VERSION_HEADER, encryptPayload, type ClientToServerEvents, type PublicKeyValue, type ServerToClientEvents } from '@wl/shared';
import type { Socket } from 'socket.io-client';

const FLOOD = 5000;
const READS = 60;

async function json<T>(res: Response): Promise<T> {
  return ((await res.json()) as { value: T }).value;
}

async function readLatencies(base: string, token: string): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < READS; i++) {
    const t0 = performance.now();
    const res = await fetch(`${base}${API.memberInfo}`, { headers: { authorization: `Bearer ${token}` } });
    await res.text();
    out.push(performance.now() - t0);
  }
  return out.sort((a, b) => a - b);
}

const fmt = (xs: number[]) => `p50 ${xs[Math.floor(xs.length / 2)]!.toFixed(1).padStart(6)} ms   max ${xs.at(-1)!.toFixed(1).padStart(7)} ms`;

export async function benchFlood(base: string): Promise<void> {
  const key = await json<PublicKeyValue>(await fetch(`${base}/wps/system/publicKey`));
  const body = JSON.stringify(await encryptPayload(key, { username: 'demo', password: 'Demo1234', type: 'username' }));
  const member = await json<{ token: string }>(await fetch(`${base}${API.login}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body }));
  const trial = await json<{ token: string }>(
    await fetch(`${base}${API.loginFreePlay}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [GATEWAY_VERSION_HEADER]: '3' },
      body: JSON.stringify(await encryptPayload(key, { platform: 'W', random: 'b'.repeat(32) })),
    }),
  );

  console.log(`\n== one free-play socket sends ${FLOOD} events:resume while a member reads ${API.memberInfo} (${READS} reads) ==`);
  const quiet = await readLatencies(base, member.token);
  console.log(`${'member info, quiet'.padEnd(34)} ${fmt(quiet)}`);

  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(base, {
    path: '/socket.io',
    auth: { token: trial.token },
    transports: ['websocket'],
    reconnection: false,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  let answered = 0;
  const closed = new Promise<string>((r) => socket.once('disconnect', r));
  for (let i = 0; i < FLOOD; i++) socket.emit('events:resume', { lastSeq: 0 }, () => answered++);
  const flooded = await readLatencies(base, member.token);
  const reason = await Promise.race([closed, new Promise<string>((r) => setTimeout(() => r('still connected'), 2000))]);
  socket.close();
  console.log(`${'member info, during the flood'.padEnd(34)} ${fmt(flooded)}`);
  console.log(`flooding socket: ${answered} of ${FLOOD} requests answered, then ${reason}`);
}
