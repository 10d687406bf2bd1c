/**
 * Benchmark (not a test): what a flood of encrypted requests costs everybody else. While 50
 * connections post a validly encrypted change-password body from one IP, (a) without a token
 * and (b) with the demo member's token (right old password, mismatched confirmation, so nothing
 * changes), one client reads `/wps/system/status` one request at a time; prints that reader's
 * latency quiet and under each flood, and the flood's rate and answers.
 * Usage: npx tsx tests/bench/decrypt-flood.ts http://127.0.0.1:3000 [seconds] [flood req/s, default: as fast as it goes]
 * (start the gateway with its default ENCRYPTED_RATE_LIMIT to see the budget at work).
 */
import autocannon from 'autocannon';
import { API, encryptPayload, type PublicKeyValue } from '@wl/shared';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const seconds = Number(process.argv[3] ?? 10);
const rate = process.argv[4] ? Number(process.argv[4]) : undefined;

async function statusLatencies(until: () => boolean): Promise<number[]> {
  const out: number[] = [];
  while (!until() || out.length < 20) {
    const t0 = performance.now();
    await (await fetch(base + API.status)).text();
    out.push(performance.now() - t0);
    if (out.length >= 2000) break;
  }
  return out.sort((a, b) => a - b);
}
const p = (xs: number[], q: number) => xs[Math.min(xs.length - 1, Math.floor(xs.length * q))]!.toFixed(1);
const fmt = (xs: number[]) => `p50 ${p(xs, 0.5).padStart(6)} ms   p99 ${p(xs, 0.99).padStart(7)} ms   (${xs.length} reads)`;

async function flood(name: string, path: string, body: string, headers: Record<string, string> = {}) {
  let done = false;
  const run = new Promise<autocannon.Result>((resolve, reject) =>
    autocannon(
      {
        url: base + path,
        method: 'POST',
        connections: 50,
        duration: seconds,
        overallRate: rate,
        headers: { 'content-type': 'application/json', ...headers },
        body,
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    ),
  );
  const reads = statusLatencies(() => done);
  const result = await run;
  done = true;
  const codes = Object.entries(result.statusCodeStats ?? {})
    .map(([code, s]) => `${code}: ${(s as { count: number }).count}`)
    .join(', ');
  console.log(`${`status during ${name}`.padEnd(44)} ${fmt(await reads)}`);
  console.log(`${''.padEnd(44)} flood ${result.requests.average.toFixed(0)} req/s (${codes})`);
}

async function main() {
  const key = ((await (await fetch(base + API.publicKey)).json()) as { value: PublicKeyValue }).value;
  const changePassword = JSON.stringify(await encryptPayload(key, { oldPassword: 'Demo1234', newPassword: 'Other1234', confirmNewPassword: 'Different1' }));
  const login = JSON.stringify(await encryptPayload(key, { username: 'demo', password: 'Demo1234', type: 'username' }));
  const session = (await (await fetch(base + API.login, { method: 'POST', headers: { 'content-type': 'application/json' }, body: login })).json()) as {
    value: { token: string };
  };
  console.log(
    `\n== /wps/system/status read one at a time, quiet and while 50 connections flood an encrypted route (${seconds} s, ${rate ? `${rate} req/s` : 'flat out'}) ==`,
  );
  let quietDone = false;
  setTimeout(() => (quietDone = true), 3000);
  console.log(`${'status, quiet'.padEnd(44)} ${fmt(await statusLatencies(() => quietDone))}`);
  await flood('tokenless POST /wps/member/password', API.password, changePassword);
  await flood('the same with a member token', API.password, changePassword, { authorization: `Bearer ${session.value.token}` });
}

void main();
