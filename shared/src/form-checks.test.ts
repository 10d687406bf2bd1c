import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FormatRegistry, Type, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { FORMATS, FORM_BODIES, GENERATED, compilable, generate } from '../scripts/form-checks.js';
import * as generated from './form-checks.generated.js';

/** Every literal a schema names (kinds, periods), so the probes hit the allowed values too. */
function literals(s: TSchema): unknown[] {
  if ('const' in s) return [s.const];
  if (Array.isArray(s.enum)) return s.enum;
  if (Array.isArray(s.anyOf)) return (s.anyOf as TSchema[]).flatMap(literals);
  return [];
}

// The schema side reads a format as the generated file does.
for (const [name, source] of Object.entries(FORMATS)) FormatRegistry.Set(name, new Function(`return ${source}`)() as (value: string) => boolean);

const PROBES: unknown[] = [
  undefined,
  null,
  '',
  'x',
  'EN',
  'zz',
  'host_1',
  'Bad Ref',
  'a'.repeat(70),
  '2026-01-01T00:00:00.000Z',
  '2026-01-01T08:00:00+08:00',
  '2026-13-01T00:00:00Z',
  '2026-01-01 00:00',
  0,
  1,
  -1,
  1.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  359,
  360,
  10_000,
  10_001,
  Number.MAX_SAFE_INTEGER,
  true,
  false,
  [],
  ['EN'],
  ['EN', 'EN'],
  ['EN', 'TH', 'VI', 'CN', 'ID', 'TY', 'EN'],
  ['a'.repeat(30)],
  {},
];

describe('the generated form checks', () => {
  it('are what scripts/form-checks.ts writes now (run `npm run gen -w shared` after changing a schema)', () => {
    expect(fs.readFileSync(GENERATED, 'utf8')).toBe(generate());
  });

  it('judge each property as the schema does', () => {
    const exported = generated as unknown as Record<string, Record<string, (v: unknown) => boolean>>;
    for (const [name, body] of Object.entries(FORM_BODIES)) {
      const checks = exported[name]!;
      expect(Object.keys(checks).sort(), name).toEqual(Object.keys(body.properties).sort());
      for (const [key, property] of Object.entries(body.properties)) {
        const alone = Type.Object({ [key]: compilable(property as TSchema) });
        for (const probe of [...PROBES, ...literals(property as TSchema)]) {
          const expected = Value.Check(alone, probe === undefined ? {} : { [key]: probe });
          expect(checks[key]!(probe), `${name}.${key}(${JSON.stringify(probe)})`).toBe(expected);
        }
      }
    }
  });
});
