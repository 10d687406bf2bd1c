import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import {
  AgentClockSchema,
  AnnouncementPublishedSchema,
  CreditHeldSchema,
  QueueChangedSchema,
  EventPayloadSchemas,
  LoggedEventSchema,
  ResumeAnswerSchema,
  WinnersUpdatedSchema,
} from './realtime-schemas.js';
import { isAgentClock, isAnnouncementPublished, isCreditHeld, isLoggedEvent, isQueueChanged, isResumeAnswer, isWinnersPayload } from './realtime-guards.js';
import type { EventType } from './realtime.js';
import fs from 'node:fs';
import { GENERATED, generate } from '../scripts/realtime-checks.js';

/** Values that fit a schema, built from the schema itself (the kinds realtime-schemas.ts uses). */
function fitting(s: TSchema): fc.Arbitrary<unknown> {
  if ('const' in s) return fc.constant(s.const);
  if (s.anyOf) return fc.oneof(...(s.anyOf as TSchema[]).map(fitting));
  switch (s.type) {
    case 'object': {
      const props = Object.fromEntries(Object.entries(s.properties as Record<string, TSchema>).map(([k, p]) => [k, fitting(p)]));
      return fc.record(props, { requiredKeys: (s.required as string[] | undefined) ?? [] });
    }
    case 'array':
      return fc.array(fitting(s.items as TSchema), { maxLength: 4 });
    case 'integer': {
      const min = Math.max(s.minimum ?? Number.MIN_SAFE_INTEGER, Number.MIN_SAFE_INTEGER);
      const max = Math.min(s.maximum ?? Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
      return fc.oneof(fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) }), fc.constantFrom(min, max));
    }
    case 'string':
      return fc.string({ maxLength: 12 });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      throw new Error(`no generator for ${JSON.stringify(s)}`);
  }
}

/** Another kind of JSON value than `v` (a number for a string, a string for a number, ...). */
const wrongKind = (v: unknown): unknown =>
  typeof v === 'number' ? String(v) : typeof v === 'string' ? 7 : typeof v === 'boolean' ? 'true' : v === null ? 'null' : Array.isArray(v) ? {} : 'x';

type Path = (string | number)[];
/** Every place below the root: object fields and array items, as paths. */
function places(v: unknown, at: Path = [], out: Path[] = []): Path[] {
  if (at.length) out.push(at);
  if (Array.isArray(v)) v.forEach((x, i) => places(x, [...at, i], out));
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) places(x, [...at, k], out);
  return out;
}
function edit(v: unknown, path: Path, change: (parent: Record<string | number, unknown>, key: string | number) => void): unknown {
  const copy = structuredClone(v) as Record<string | number, unknown>;
  let node = copy;
  for (const k of path.slice(0, -1)) node = node[k] as Record<string | number, unknown>;
  change(node, path[path.length - 1]!);
  return copy;
}
const retype = (v: unknown, path: Path) => edit(v, path, (p, k) => (p[k] = wrongKind(p[k])));
const remove = (v: unknown, path: Path) => edit(v, path, (p, k) => delete p[k]);

const types = Object.keys(EventPayloadSchemas) as EventType[];
const cases = [
  { name: 'event:logged', schema: LoggedEventSchema, guard: isLoggedEvent },
  { name: 'winners:updated', schema: WinnersUpdatedSchema, guard: isWinnersPayload },
  { name: 'agent:clock', schema: AgentClockSchema, guard: isAgentClock },
  { name: 'announcement:published', schema: AnnouncementPublishedSchema, guard: isAnnouncementPublished },
  { name: 'credit:held', schema: CreditHeldSchema, guard: isCreditHeld },
  { name: 'queue:changed', schema: QueueChangedSchema, guard: isQueueChanged },
  // An answer's events are read one by one as they are applied (isLoggedEvent): only the answer's own fields here.
  { name: 'events:resume answer', schema: ResumeAnswerSchema, guard: isResumeAnswer, shallow: true },
];

/** The fields a value must have: every field of every object in it that its schema requires. */
function requiredPlaces(value: unknown, name: string): Path[] {
  const v = value as Record<string, unknown>;
  if (name === 'event:logged') {
    const payload = EventPayloadSchemas[v.type as EventType];
    return [['seq'], ['type'], ['payload'], ['at'], ...(payload.required ?? []).map((k: string) => ['payload', k])];
  }
  if (name === 'winners:updated')
    return [
      ['list'],
      ...places(v.list)
        .filter((p) => p.length === 2)
        .map((p) => ['list', ...p]),
    ];
  return Object.keys(v).map((k) => [k]); // every field of each answer shape is required
}

describe('realtime guards agree with the schemas', () => {
  for (const { name, schema, guard, shallow } of cases) {
    const check = TypeCompiler.Compile(schema);
    const valid = fitting(schema);
    const placesOf = (v: unknown) => places(v).filter((p) => !shallow || p.length === 1);

    it(`${name}: every value built from the schema passes the guard`, () => {
      fc.assert(
        fc.property(valid, (v) => {
          expect(check.Check(v)).toBe(true);
          expect(guard(v)).toBe(true);
        }),
        { numRuns: 500 },
      );
    });

    it(`${name}: a field of the wrong type fails both`, () => {
      fc.assert(
        fc.property(valid, fc.nat(), (v, pick) => {
          const all = placesOf(v);
          fc.pre(all.length > 0);
          const bad = retype(v, all[pick % all.length]!);
          expect(check.Check(bad)).toBe(false);
          expect(guard(bad)).toBe(false);
        }),
        { numRuns: 500 },
      );
    });

    it(`${name}: a missing field fails both`, () => {
      fc.assert(
        fc.property(valid, fc.nat(), (v, pick) => {
          const required = requiredPlaces(v, name);
          fc.pre(required.length > 0);
          const bad = remove(v, required[pick % required.length]!);
          expect(check.Check(bad)).toBe(false);
          expect(guard(bad)).toBe(false);
        }),
        { numRuns: 500 },
      );
    });

    it(`${name}: not an object at all fails both`, () => {
      for (const bad of [null, undefined, 1, 'x', [], true]) {
        expect(check.Check(bad)).toBe(false);
        expect(guard(bad)).toBe(false);
      }
    });
  }

  it("event:logged: an unknown type, or another type's payload, fails both", () => {
    const check = TypeCompiler.Compile(LoggedEventSchema);
    const unknown = fc.string({ maxLength: 20 }).filter((t) => !(types as string[]).includes(t));
    fc.assert(
      fc.property(fitting(LoggedEventSchema), unknown, (v, type) => {
        const bad = { ...(v as object), type };
        expect(check.Check(bad)).toBe(false);
        expect(isLoggedEvent(bad)).toBe(false);
      }),
      { numRuns: 300 },
    );
    // A payload valid for another type: caught where that payload lacks a required field of this one.
    const swapped = { seq: 1, type: 'unread:changed', payload: { balance: 1, currency: 'PHP' }, at: 'x' };
    expect(check.Check(swapped)).toBe(false);
    expect(isLoggedEvent(swapped)).toBe(false);
  });

  it('sequence numbers and counts out of range fail both', () => {
    const check = TypeCompiler.Compile(LoggedEventSchema);
    const base = { seq: 1, type: 'unread:changed', payload: { unreadMessages: 0 }, at: 'x' };
    for (const bad of [
      { ...base, seq: 0 },
      { ...base, seq: -3 },
      { ...base, seq: 1.5 },
      { ...base, seq: 2 ** 53 },
      { ...base, payload: { unreadMessages: -1 } },
    ]) {
      expect(check.Check(bad)).toBe(false);
      expect(isLoggedEvent(bad)).toBe(false);
    }
  });

  it('the one intended difference: a field the contract does not name passes the guard (old pages keep working)', () => {
    const v = { seq: 1, type: 'unread:changed', payload: { unreadMessages: 2, newField: 'x' }, at: 'x' };
    expect(TypeCompiler.Compile(LoggedEventSchema).Check(v)).toBe(false);
    expect(isLoggedEvent(v)).toBe(true);
  });

  it('a prototype name is not an event type', () => {
    for (const type of ['constructor', '__proto__', 'toString']) expect(isLoggedEvent({ seq: 1, type, payload: {}, at: 'x' })).toBe(false);
  });
});

describe('the generated browser checks', () => {
  it('are what the schemas compile to today (run `npm run gen -w shared` after changing a schema)', () => {
    expect(fs.readFileSync(GENERATED, 'utf8')).toBe(generate());
  });
});
