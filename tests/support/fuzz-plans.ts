import fc from 'fast-check';
import {
  REMOVE,
  badAuthorization,
  badEnc,
  badPathSegment,
  badQueryValue,
  badValue,
  breakAt,
  deepBodyText,
  fitting,
  places,
  rawBodies,
  wrongContentTypes,
  type Operation,
  type Schema,
} from './fuzz-input.js';

/** One request to make: what is wrong with it (`kind`) and how it travels. */
export interface Plan {
  kind: string;
  /** Path with parameters filled in, percent-encoded as it goes on the wire. */
  path: string;
  query?: string;
  /** 'valid': a working token of the operation's kind; null: none; else the Authorization header as is. */
  auth: 'valid' | null | string;
  headers?: Record<string, string>;
  contentType?: string;
  /** A JSON value (encrypted first on encrypted routes when `encrypt`), or `raw` text sent as it is. */
  json?: unknown;
  raw?: string;
  encrypt?: boolean;
}

type Refs = Record<string, Schema>;
const paramsIn = (op: Operation, where: string) => op.params.filter((p) => p.in === where);

function fillPath(op: Operation, values: Record<string, unknown>): string {
  return op.path.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? 'x'));
}

/** Valid path parameter values, encoded. */
function pathValues(op: Operation, refs: Refs): fc.Arbitrary<Record<string, string>> {
  const record: Record<string, fc.Arbitrary<string>> = {};
  for (const p of paramsIn(op, 'path')) record[p.name] = fitting(p.schema, refs).map((v) => encodeURIComponent(String(v)) || '1');
  return fc.record(record);
}

const FIXED_SEGMENTS = ['x'.repeat(400), '99999999999999999999', '9223372036854775808', '%00', '%ED%A0%80', '%E0%A4%A', '-1', '0'];
const FIXED_QUERY = ['%00', '%ED%A0%80', 'x'.repeat(5_000), '9'.repeat(30)];
/** Fields that hold a date or a time, by name, and dates a form or a probe may send them. */
const DATE_FIELD = /(birthday|date|day|time|at|^from|^to|until|since)$/i;
const BAD_DATES = ['', ' ', '2021-02-30', '2024-13-45T25:61:00Z', 'not a date', '0000-00-00', '-271821-04-19', '1e400'];

/** The cases every operation gets, whatever the seed: the holes found before, once each. */
export function fixedPlans(op: Operation, refs: Refs, cookies: string[], seed: number): Plan[] {
  const valid = fc.sample(pathValues(op, refs), { seed, numRuns: 1 })[0]!;
  const base: Plan = { kind: '', path: fillPath(op, valid), auth: op.secured ? 'valid' : null };
  const out: Plan[] = [];
  for (const p of paramsIn(op, 'path')) for (const bad of FIXED_SEGMENTS) out.push({ ...base, kind: 'path', path: fillPath(op, { ...valid, [p.name]: bad }) });
  for (const q of paramsIn(op, 'query')) for (const bad of FIXED_QUERY) out.push({ ...base, kind: 'query', query: `${q.name}=${bad}` });
  for (const h of paramsIn(op, 'header'))
    for (const bad of ['\u00ff\u00fe', 'x'.repeat(5_000), '%00']) out.push({ ...base, kind: 'header', headers: { [h.name]: bad } });
  if (op.secured) out.push({ ...base, kind: 'auth', auth: null }, { ...base, kind: 'auth', auth: 'Bearer garbage' });
  for (const c of cookies) for (const v of ['%00', '%ED%A0%80', 'x'.repeat(5_000)]) out.push({ ...base, kind: 'cookie', headers: { cookie: `${c}=${v}` } });
  if (!op.body) {
    out.push(
      { ...base, kind: 'body-on-bodyless', json: { a: 'x\u0000', b: '\ud800' } },
      { ...base, kind: 'body-on-bodyless', raw: '{', contentType: 'application/json' },
    );
    return out;
  }
  const sample = fc.sample(fitting(op.body.schema, refs, true), { seed, numRuns: 1 })[0];
  const all = places(sample);
  const strings = all
    .map((at, i) => ({ at, i }))
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a generated sample of any schema
    .filter(({ at }) => typeof at.reduce<any>((v, k) => v?.[k], sample) === 'string')
    .slice(0, 25);
  for (const { i } of strings) {
    out.push({ ...base, kind: 'nul', json: breakAt(sample, i, 'a\u0000b'), encrypt: true });
    out.push({ ...base, kind: 'lone-surrogate', json: breakAt(sample, i, 'a\ud800b'), encrypt: true });
  }
  for (const i of [...all.keys()].filter((i) => typeof all[i]!.at(-1) === 'string' && DATE_FIELD.test(String(all[i]!.at(-1))))) {
    for (const bad of BAD_DATES) out.push({ ...base, kind: 'date', json: breakAt(sample, i, bad), encrypt: true });
  }
  out.push(
    { ...base, kind: 'deep', raw: deepBodyText(op.body.schema, refs, 4_000, seed), encrypt: true },
    { ...base, kind: 'deep', raw: deepBodyText(op.body.schema, refs, 40, seed), encrypt: true },
    { ...base, kind: 'raw', raw: '{' },
    { ...base, kind: 'raw', raw: '', contentType: 'application/json' },
    { ...base, kind: 'raw', raw: '{"__proto__":{"admin":true}}' },
    { ...base, kind: 'content-type', raw: JSON.stringify(sample), contentType: 'text/plain' },
    { ...base, kind: 'content-type', raw: JSON.stringify(sample), contentType: 'application/xml' },
    { ...base, kind: 'too-large', raw: JSON.stringify({ a: 'x'.repeat(300 * 1024) }) },
    { ...base, kind: 'enc', json: { enc: { alg: 'RSA-OAEP-256+A256GCM', kid: 'x', key: 'AAAA', iv: 'AAAA', data: 'AAAA' } } },
    { ...base, kind: 'enc', json: { enc: 'garbage' } },
    { ...base, kind: 'plain-on-encrypted', json: sample },
  );
  return out;
}

/** Random cases: a fixed number per operation, reproducible from the seed. */
export function randomPlan(op: Operation, refs: Refs, cookies: string[]): fc.Arbitrary<Plan> {
  const valid = pathValues(op, refs);
  const base = (path: Record<string, string>): Plan => ({ kind: '', path: fillPath(op, path), auth: op.secured ? 'valid' : null });
  const arbs: fc.Arbitrary<Plan>[] = [fc.tuple(valid, badAuthorization).map(([p, auth]) => ({ ...base(p), kind: 'auth', auth }))];
  const pathNames = paramsIn(op, 'path').map((p) => p.name);
  if (pathNames.length) {
    arbs.push(fc.tuple(valid, fc.constantFrom(...pathNames), badPathSegment).map(([p, name, bad]) => ({ ...base({ ...p, [name]: bad }), kind: 'path' })));
  }
  const queryNames = [...paramsIn(op, 'query').map((p) => p.name), 'zz'];
  arbs.push(
    fc.tuple(valid, fc.constantFrom(...queryNames), badQueryValue, fc.boolean()).map(([p, name, bad, twice]) => ({
      ...base(p),
      kind: 'query',
      query: twice ? `${name}=${bad}&${name}=1` : `${name}=${bad}`,
    })),
  );
  for (const h of paramsIn(op, 'header')) {
    arbs.push(
      fc
        .tuple(valid, fc.string({ unit: 'binary-ascii', maxLength: 40 }))
        .map(([p, v]) => ({ ...base(p), kind: 'header', headers: { [h.name]: v.replace(/[\x00-\x1f\x7f]/g, '').trim() || 'x' } })),
    );
  }
  if (cookies.length) {
    arbs.push(
      fc.tuple(valid, fc.constantFrom(...cookies), badQueryValue).map(([p, c, v]) => ({ ...base(p), kind: 'cookie', headers: { cookie: `${c}=${v}` } })),
    );
  }
  if (!op.body) {
    arbs.push(fc.tuple(valid, badValue).map(([p, json]) => ({ ...base(p), kind: 'body-on-bodyless', json })));
    return fc.oneof(...arbs);
  }
  const body = fitting(op.body.schema, refs);
  arbs.push(
    fc
      .tuple(valid, body, fc.nat(), fc.oneof(badValue, fc.constant(REMOVE)))
      .map(([p, v, pick, bad]) => ({ ...base(p), kind: 'field', json: breakAt(v, pick, bad), encrypt: true })),
    fc.tuple(valid, badValue).map(([p, json]) => ({ ...base(p), kind: 'whole', json, encrypt: true })),
    fc.tuple(valid, rawBodies).map(([p, raw]) => ({ ...base(p), kind: 'raw', raw, contentType: 'application/json' })),
    fc.tuple(valid, body, wrongContentTypes).map(([p, v, contentType]) => ({ ...base(p), kind: 'content-type', raw: JSON.stringify(v), contentType })),
    fc.tuple(valid, badEnc).map(([p, json]) => ({ ...base(p), kind: 'enc', json })),
    fc.tuple(valid, fc.dictionary(fc.string({ maxLength: 10 }), badQueryValue, { maxKeys: 4 })).map(([p, form]) => ({
      ...base(p),
      kind: 'form',
      contentType: 'application/x-www-form-urlencoded',
      raw: Object.entries(form)
        .map(([k, v]) => `${encodeURIComponent(k)}=${v}`)
        .join('&'),
    })),
  );
  return fc.oneof(...arbs);
}
