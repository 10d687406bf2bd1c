import fc from 'fast-check';

/**
 * Bad input for every operation of the gateway's OpenAPI document, schemathesis-style: start
 * from a value that fits the documented schema and break one thing, or send something that is
 * not a fitting request at all. Pure generation; sending lives in the fuzz test.
 */

export interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  $ref?: string;
}

interface Param {
  name: string;
  in: 'path' | 'query' | 'header';
  schema: Schema;
}

export interface Operation {
  id: string;
  method: string;
  path: string;
  params: Param[];
  body: { contentType: string; schema: Schema } | null;
  secured: boolean;
  encrypted: boolean;
  /** False when the document promises no JSON answer (redirect routes). */
  answersJson: boolean;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the OpenAPI document is walked as plain JSON
type Doc = { paths: Record<string, Record<string, any>>; components?: { schemas?: Record<string, Schema> } };

export function operationsOf(doc: Doc): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const content = op.requestBody?.content ?? {};
      const contentType = Object.keys(content)[0];
      ops.push({
        id: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        params: (op.parameters ?? []) as Param[],
        body: contentType ? { contentType, schema: content[contentType].schema } : null,
        secured: Array.isArray(op.security) && op.security.length > 0,
        encrypted: /encrypted call/i.test(op.description ?? ''),
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- plain JSON, as above
        answersJson: Object.values<any>(op.responses ?? {}).some((r) => r.content?.['application/json']),
      });
    }
  }
  return ops;
}

/** A value that fits the schema; `full` also fills every optional property. */
export function fitting(schema: Schema, refs: Record<string, Schema>, full = false, level = 0): fc.Arbitrary<unknown> {
  if (schema.$ref) return fitting(refs[schema.$ref.split('/').pop()!] ?? {}, refs, full, level + 1);
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alts = schema.anyOf ?? schema.oneOf;
  if (alts) return fc.oneof(...alts.map((s) => fitting(s, refs, full, level)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string': {
      const max = Math.min(schema.maxLength ?? 24, 24);
      const min = Math.min(schema.minLength ?? 0, max);
      if (schema.pattern) {
        // Fitted to the length by repeating and cutting, never by filtering: a filter that waits
        // for stringMatching to hit an exact length (a 64-character token) would spin for ever.
        const len = { min: schema.minLength ?? 0, max: schema.maxLength ?? 1e6 };
        return fc
          .stringMatching(new RegExp(schema.pattern))
          .map((s) => (s.length >= len.min ? s : s.repeat(Math.ceil(len.min / Math.max(1, s.length)))).slice(0, len.max));
      }
      return fc.string({ minLength: min, maxLength: max });
    }
    case 'integer':
      return fc.integer({ min: Math.max(schema.minimum ?? -1000, -1e9), max: Math.min(schema.maximum ?? 1000, 1e9) });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (level > 3) return fc.constant([]);
      const max = Math.min(schema.maxItems ?? 3, 3);
      return fc.array(fitting(schema.items ?? {}, refs, full, level + 1), { minLength: Math.min(schema.minItems ?? (full ? 1 : 0), max), maxLength: max });
    }
    case 'object': {
      const props = schema.properties ?? {};
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [k, s] of Object.entries(props)) record[k] = fitting(s, refs, full, level + 1);
      return full ? fc.record(record) : fc.record(record, { requiredKeys: (schema.required ?? []).filter((k) => k in props) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * A body whose recursive part (an array of $ref items holding more of the same, like the
 * whitelabel module tree) goes `levels` deep, as JSON text: too deep for JSON.stringify.
 */
export function deepBodyText(schema: Schema, refs: Record<string, Schema>, levels: number, seed: number): string {
  const one = <T>(arb: fc.Arbitrary<T>) => fc.sample(arb, { seed, numRuns: 1 })[0]!;
  const found = recursion(schema, refs);
  if (!found) {
    const key = Object.keys(schema.properties ?? { a: {} })[0] ?? 'a';
    return `{${JSON.stringify(key)}:${'['.repeat(levels)}${']'.repeat(levels)}}`;
  }
  const item = one(fitting(refs[found.ref]!, refs)) as Record<string, unknown>;
  const [pre, post] = JSON.stringify({ ...item, [found.self]: HOLE }).split(`"${HOLE}"`) as [string, string];
  const tree = `${(pre + '[').repeat(levels)}${JSON.stringify({ ...item, [found.self]: [] })}${(']' + post).repeat(levels)}`;
  const body = one(fitting(schema, refs)) as Record<string, unknown>;
  let node = body;
  for (const k of found.at.slice(0, -1)) node = (node[k] ??= {}) as Record<string, unknown>;
  node[found.at[found.at.length - 1]!] = HOLE;
  return JSON.stringify(body).replace(`"${HOLE}"`, `[${tree}]`);
}
const HOLE = 'fuzz-hole-7f3a';

function recursion(schema: Schema, refs: Record<string, Schema>, at: string[] = []): { at: string[]; ref: string; self: string } | null {
  if (at.length > 3) return null;
  for (const [k, s] of Object.entries(schema.properties ?? {})) {
    const ref = s.items?.$ref?.split('/').pop();
    const self = ref && Object.entries(refs[ref]?.properties ?? {}).find(([, p]) => p.items?.$ref?.endsWith(`/${ref}`));
    if (ref && self) return { at: [...at, k], ref, self: self[0] };
    const inner = recursion(s, refs, [...at, k]);
    if (inner) return inner;
  }
  return null;
}

const nest = (n: number): unknown => {
  let v: unknown = 'leaf';
  for (let i = 0; i < n; i++) v = i % 2 ? { a: v } : [v];
  return v;
};

/** One wrong value: types, sizes, NUL bytes, lone surrogates, deep nesting, numbers past bigint. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 6 }).map((s) => `${s}\u0000${s}`),
  fc.constantFrom('\ud800', 'a\udfff', '\udc00\ud800b', '\u0000'),
  fc.string({ unit: 'binary', maxLength: 30 }),
  // 9007199254740993 is not a safe integer on purpose: the gateway must refuse it.
  // eslint-disable-next-line no-loss-of-precision
  fc.constantFrom(1e308, -1e308, 2 ** 53, 2 ** 63, 1e19, -(2 ** 63), 0.5, -1, 0, 9007199254740993),
  fc.constantFrom('x'.repeat(70_000), 'é'.repeat(5_000), '', ' '),
  fc.integer({ min: 40, max: 2_000 }).map(nest),
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(null, true, false, [], {}, [null], { '': '' }),
);

/** Every place inside a value, as a key path; the root is []. */
export function places(v: unknown, at: (string | number)[] = [], out: (string | number)[][] = []) {
  out.push(at);
  if (Array.isArray(v)) v.forEach((x, i) => places(x, [...at, i], out));
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) places(x, [...at, k], out);
  return out;
}

/** The value with one place replaced (or removed when `bad` is the REMOVE marker). */
export const REMOVE = Symbol('remove');
export function breakAt(value: unknown, pick: number, bad: unknown): unknown {
  const all = places(value);
  const at = all[pick % all.length]!;
  if (at.length === 0) return bad === REMOVE ? undefined : bad;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const k of at.slice(0, -1)) node = node[k] as Record<string | number, unknown>;
  const last = at[at.length - 1]!;
  if (bad === REMOVE) delete node[last];
  else node[last] = bad;
  return copy;
}

/** Path parameter spellings that must never reach the database as they are. */
export const badPathSegment = fc.oneof(
  fc.constantFrom(
    'x'.repeat(400),
    '9'.repeat(120),
    '99999999999999999999',
    '9223372036854775808',
    '-1',
    '0',
    '1.5',
    '1e3',
    '%00',
    '1%00',
    '%ED%A0%80',
    '%',
    '%E0%A4%A',
    '%FF',
    '..',
    'null',
    '%20',
    encodeURIComponent('\u{1F600}'),
  ),
  fc.string({ unit: 'binary', maxLength: 20 }).map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, 'x')) || 'x'),
);

/** Query values as they travel (already percent-encoded, so the raw bytes reach the parser). */
export const badQueryValue = fc.oneof(
  fc.constantFrom('%00', 'a%00b', '%ED%A0%80', '%C3', '%', '9'.repeat(30), '-1', '1.5', '1e309', 'x'.repeat(5_000), '', 'true', '[]'),
  fc.string({ unit: 'binary', maxLength: 20 }).map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, 'x'))),
);

/** Bodies that are not JSON at all, or JSON the parser refuses. */
export const rawBodies = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":',
    'nul',
    '\u0000',
    '{"a":1}}',
    "{'a':1}",
    '[1,]',
    '{"__proto__":{"x":1}}',
    '{"constructor":{"prototype":{"x":1}}}',
    '"\\ud800"',
    '{"a":"\\u0000"}',
    ' ',
    '\ufeff{}',
  ),
  fc.string({ unit: 'binary', maxLength: 60 }),
);

export const wrongContentTypes = fc.constantFrom(
  'text/plain',
  'application/xml',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  'application/json; charset=latin1',
  'application/x-www-form-urlencoded',
  'application/jsonx',
  '*/*',
  'application/json; charset=utf-16',
);

/** Authorization header values: random bearer tokens and malformed schemes (headers are Latin-1). */
export const badAuthorization = fc.oneof(
  fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 80 }).map((s) => `Bearer ${s.replace(/[\x00-\x1f\x7f]/g, 'a').trim() || 'a'}`),
  fc.constantFrom('Bearer', 'Bearer ', 'Basic YWRtaW46YWRtaW4=', 'bearer x y', `Bearer ${'a'.repeat(4_000)}`, 'Bearer \u00ff\u00fe', 'Bearer %00'),
);

/** Garbage in the `{ enc }` wrapper of encrypted calls. */
export const badEnc = fc
  .oneof(
    fc.record({
      alg: fc.constantFrom('RSA-OAEP-256+A256GCM', 'none', ''),
      kid: fc.string({ maxLength: 70 }),
      key: fc.oneof(fc.base64String({ maxLength: 400 }), fc.string({ maxLength: 20 })),
      iv: fc.oneof(fc.base64String({ maxLength: 24 }), fc.string({ maxLength: 40 })),
      data: fc.oneof(fc.base64String({ maxLength: 200 }), fc.string({ maxLength: 20 })),
    }),
    badValue,
  )
  .map((enc) => ({ enc }));
