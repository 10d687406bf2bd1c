import http from 'node:http';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { API, encryptPayload, type LoginValue, type PublicKeyValue, type StaffLoginValue } from '@wl/shared';
import { useSite } from '../support/site.js';
import { Api } from '../support/api.js';
import { createAccount } from '../support/factories.js';
import { createAdmin } from '../support/staff.js';
import { operationsOf, type Operation, type Schema } from '../support/fuzz-input.js';
import { fixedPlans, randomPlan, type Plan } from '../support/fuzz-plans.js';

/**
 * Every operation of the OpenAPI document (operations added later are picked up from it) gets
 * generated bad input; no answer may be a 5xx and every answer must be the JSON envelope,
 * except the redirects of the operations documented without a JSON answer. The seed is fixed
 * and printed: FUZZ_SEED=<n> reproduces a run, FUZZ_RUNS=<n> changes the random cases per operation.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_240_605);
const RUNS = Number(process.env.FUZZ_RUNS ?? 70);
/**
 * Every request comes from a loopback address of its own: per-IP counters of other tests never
 * see the fuzz traffic, and a route's per-IP rate limit does not hide its deeper code paths
 * after the first few cases (rate limits have tests of their own).
 */
let sent = 0;
const nextSource = () => `127.9.${(Math.floor(sent / 250) % 250) + 1}.${(sent % 250) + 1}`;

const { gw, site } = useSite();
let doc: { paths: Record<string, Record<string, unknown>>; components?: { schemas?: Record<string, Schema> } };
let publicKey: PublicKeyValue;
const tokens = { member: '', staff: '' };

interface Answer {
  status: number;
  type: string;
  text: string;
  setCookies: string[];
}

function send(method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  sent++;
  return new Promise((resolve, reject) => {
    const req = http.request({ host: site.host, port: gw.port, method, path, headers, agent: false, localAddress: nextSource() }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          type: String(res.headers['content-type'] ?? ''),
          text: Buffer.concat(chunks).toString('utf8'),
          setCookies: [res.headers['set-cookie'] ?? []].flat(),
        }),
      );
    });
    req.on('error', reject);
    // Always framed: a GET body without a length would be read as the next request.
    if (body !== undefined) req.setHeader('content-length', Buffer.byteLength(body));
    if (body !== undefined) req.write(body);
    req.end();
  });
}

async function memberToken() {
  const u = await createAccount(gw.sql, site.id);
  const api = new Api(gw.url(site.host));
  const r = await api.post<LoginValue>(API.login, { type: 'username', username: u.username, password: u.password }, true);
  if (!r.success) throw new Error(`fuzz member login failed: ${r.code}`);
  return r.value.token;
}
let admin: { username: string; password: string };
async function staffToken() {
  const r = await new Api(gw.url(site.host)).post<StaffLoginValue>(API.staffLogin, admin);
  if (!r.success) throw new Error(`fuzz staff login on its own site failed: ${r.code}`);
  return r.value.token;
}
const kindOf = (op: Operation) => (op.path.startsWith('/wps/support/') ? 'staff' : 'member');

/**
 * Between operations: an admin case that happened to be valid may have changed the site (into
 * maintenance, say), so its settings go back and the gateway's one-second cache is let expire;
 * a logout or password change among the cases ends a token, so a new one is made.
 */
async function resetBetweenOperations(settings: unknown) {
  const [changed] = await gw.sql<{ changed: boolean }[]>`
    update merchants set settings = ${gw.sql.json(settings as never)} where id = ${site.id} and settings <> ${gw.sql.json(settings as never)} returning true as changed`;
  if (changed) await new Promise((r) => setTimeout(r, 1_100));
  const check = async (path: string, token: string) => JSON.parse((await send('GET', path, { authorization: `Bearer ${token}` })).text).success === true;
  if (!(await check(API.memberInfo, tokens.member))) tokens.member = await memberToken();
  if (!(await check(API.staffMe, tokens.staff))) tokens.staff = await staffToken();
}

async function toRequest(op: Operation, plan: Plan) {
  const headers: Record<string, string> = { ...plan.headers };
  if (plan.auth === 'valid') headers.authorization = `Bearer ${tokens[kindOf(op)]}`;
  else if (plan.auth) headers.authorization = plan.auth;
  let body = plan.raw;
  if (plan.json !== undefined) body = JSON.stringify(plan.json);
  if (plan.encrypt && op.encrypted && body !== undefined) {
    try {
      body = JSON.stringify(await encryptPayload(publicKey, JSON.parse(body)));
    } catch {
      // Too deep to re-encode: it goes as it is (and must be refused as such).
    }
  }
  if (body !== undefined) headers['content-type'] = plan.contentType ?? 'application/json';
  const path = plan.query ? `${plan.path}?${plan.query}` : plan.path;
  return { method: op.method, path, headers, body };
}

function isEnvelope(a: Answer): boolean {
  if (!a.type.startsWith('application/json')) return false;
  try {
    const b = JSON.parse(a.text) as Record<string, unknown>;
    return typeof b.success === 'boolean' && typeof b.code === 'string' && b.code !== '' && typeof b.message === 'string' && 'value' in b;
  } catch {
    return false;
  }
}

beforeAll(async () => {
  doc = JSON.parse((await send('GET', '/docs/json', {})).text);
  publicKey = JSON.parse((await send('GET', API.publicKey, {})).text).value;
  tokens.member = await memberToken();
  admin = await createAdmin(gw.sql, site.id);
  tokens.staff = await staffToken();
});

describe('fuzzing every documented operation', () => {
  it('never answers 5xx and always answers the envelope', async () => {
    const ops = operationsOf(doc as never);
    const refs = doc.components?.schemas ?? {};
    expect(ops.length).toBeGreaterThanOrEqual(39);
    // Cookie names the site sets (the captcha's, ...): their values are input too.
    const cookies = new Set<string>();
    for (const op of ops.filter((o) => o.method === 'GET' && !o.path.includes('{'))) {
      for (const c of (await send('GET', op.path, {})).setCookies) cookies.add(c.split('=')[0]!);
    }
    // Encrypted calls are not all marked in the document: a plain body tells (ENCRYPTION_REQUIRED).
    for (const op of ops.filter((o) => o.body)) {
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${tokens[kindOf(op)]}` };
      const probe = await send(op.method, op.path.replace(/\{\w+\}/g, '1'), headers, '{}');
      if (JSON.parse(probe.text).code === 'ENCRYPTION_REQUIRED') op.encrypted = true;
    }
    console.log(
      `[fuzz] seed ${SEED}, ${RUNS} random cases per operation, ${ops.length} operations (${ops.filter((o) => o.encrypted).length} encrypted), cookies: ${[...cookies].join(', ') || 'none'}`,
    );

    const settings = (await gw.sql<{ settings: unknown }[]>`select settings from merchants where id = ${site.id}`)[0]!.settings;
    const failures: string[] = [];
    const codes = new Map<string, number>();
    let requests = 0,
      fiveXx = 0,
      nonEnvelope = 0;
    for (const [i, op] of ops.entries()) {
      const perOp = new Map<string, number>();
      const plans = [...fixedPlans(op, refs, [...cookies], SEED + i), ...fc.sample(randomPlan(op, refs, [...cookies]), { seed: SEED + i, numRuns: RUNS })];
      for (const [n, plan] of plans.entries()) {
        const r = await toRequest(op, plan);
        const a = await send(r.method, r.path, r.headers, r.body).catch((err: Error): Answer => ({
          status: 0,
          type: '',
          text: `no answer: ${err.message}`,
          setCookies: [],
        }));
        requests++;
        const envelope = isEnvelope(a);
        const code = envelope ? (JSON.parse(a.text).code as string) : `(${a.status} ${a.type || 'no type'})`;
        codes.set(code, (codes.get(code) ?? 0) + 1);
        perOp.set(code, (perOp.get(code) ?? 0) + 1);
        // A site an admin case put into maintenance answers 503 MAINTENANCE on purpose: not a crash.
        const crashed = a.status >= 500 && code !== 'MAINTENANCE';
        const redirect = !op.answersJson && a.status >= 300 && a.status < 400;
        if (crashed) fiveXx++;
        if (!envelope && !redirect) nonEnvelope++;
        if (crashed || (!envelope && !redirect)) {
          failures.push(
            `${op.id} #${n} ${plan.kind}: ${a.status} ${a.text.slice(0, 160)} <- ${r.method} ${r.path.slice(0, 120)} ${String(r.body ?? '').slice(0, 160)}`,
          );
        }
      }
      if (process.env.FUZZ_VERBOSE) console.log(`[fuzz] ${op.id}: ${[...perOp].map(([c, k]) => `${c} ${k}`).join(', ')}`);
      await resetBetweenOperations(settings);
    }
    console.log(`[fuzz] ${ops.length} operations, ${requests} requests, ${fiveXx} x 5xx, ${nonEnvelope} outside the envelope`);
    console.log(
      `[fuzz] answers by code: ${[...codes]
        .sort((a, b) => b[1] - a[1])
        .map(([c, k]) => `${c} ${k}`)
        .join(', ')}`,
    );
    if (failures.length) console.log(`[fuzz] seed ${SEED} failures:\n${failures.slice(0, 60).join('\n')}`);
    expect(failures).toEqual([]);
  }, 300_000);
});
