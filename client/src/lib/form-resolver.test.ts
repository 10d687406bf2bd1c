import { describe, expect, it, vi } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { liveModelInput, vipTaskInput } from '@wl/shared/form-checks';
import { SCHEMA_INVALID, schemaResolver, setServerErrors } from './form-resolver';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<never>;
const run = <V extends object>(resolver: (v: V, c: unknown, o: never) => unknown, values: V) =>
  resolver(values, undefined, options as never) as {
    values: Record<string, unknown>;
    errors: Record<string, { type: string; message: string }>;
  };

const model = { name: 'Mia', languages: ['EN'], tags: [], hue: 330, hostRef: 'host_1', sort: 0, enabled: true };

describe('schemaResolver', () => {
  it('hands the body on when every property passes', () => {
    const out = run(schemaResolver(liveModelInput), model);
    expect(out).toEqual({ values: model, errors: {} });
  });

  it('names each failing field with the schema type and an i18n key', () => {
    const out = run(schemaResolver(liveModelInput, { messages: { hue: 'liveModels.admin.problem.hue' } }), {
      ...model,
      name: '',
      hue: 360,
      languages: ['EN', 'EN'],
    });
    expect(out.values).toEqual({});
    expect(out.errors).toEqual({
      name: { type: 'schema', message: SCHEMA_INVALID },
      hue: { type: 'schema', message: 'liveModels.admin.problem.hue' },
      languages: { type: 'schema', message: SCHEMA_INVALID },
    });
  });

  it('checks the body the values make, and reports a property beside the field it comes from', () => {
    type Draft = { title: string; target: string; spins: string };
    const resolver = schemaResolver<Draft, Record<string, unknown>>(vipTaskInput, {
      toBody: (d) => ({
        title: d.title,
        kind: 'rounds',
        period: 'weekly',
        target: Number(d.target),
        rewardSpins: Number(d.spins),
        rewardBonus: 0,
        minLevel: 1,
        active: true,
      }),
      fields: { rewardSpins: 'spins', target: (d) => (d.title === 'elsewhere' ? 'title' : 'target') },
    });
    const bad = run(resolver, { title: 'Bet', target: '0', spins: '101' });
    expect(Object.keys(bad.errors).sort()).toEqual(['spins', 'target']);
    expect(Object.keys(run(resolver, { title: 'elsewhere', target: '0', spins: '1' }).errors)).toEqual(['title']);
    const good = run(resolver, { title: 'Bet', target: '5', spins: '1' });
    expect(good.errors).toEqual({});
    expect(good.values).toMatchObject({ target: 5, rewardSpins: 1 });
  });

  it('asks the rules across fields every time; a field failing its own check shows that one', () => {
    const resolver = schemaResolver(liveModelInput, { rules: () => ({ tags: 'rule.key', sort: 'rule.other' }) });
    expect(run(resolver, { ...model, sort: -1 }).errors).toEqual({
      sort: { type: 'schema', message: SCHEMA_INVALID },
      tags: { type: 'rule', message: 'rule.key' },
    });
    expect(run(resolver, model).values).toEqual({});
  });

  it('hands the form context to the body, the messages and the rules', () => {
    type Ctx = { min: number };
    const resolver = schemaResolver<{ hue: string }, Record<string, unknown>, Ctx>(liveModelInput, {
      toBody: (v, c) => ({ ...model, hue: Number(v.hue) + c.min }),
      messages: { hue: (v, c) => `hue.${v.hue}.${c.min}` },
      rules: (body, _v, c) => (c.min > 100 ? { root: 'too.much' } : {}),
    });
    const out = resolver({ hue: '300' }, { min: 100 }, options as never) as { errors: Record<string, { message: string }> };
    expect(out.errors).toEqual({ hue: { type: 'schema', message: 'hue.300.100' } });
    const root = resolver({ hue: '1' }, { min: 101 }, options as never) as { errors: Record<string, { message: string }> };
    expect(root.errors).toEqual({ root: { type: 'rule', message: 'too.much' } });
  });
});

describe('schemaResolver with lists', () => {
  it('nests an error named by a path into a list', () => {
    type Draft = { rows: { weight: string }[] };
    const resolver = schemaResolver<Draft, Record<string, unknown>>(liveModelInput, {
      toBody: () => model,
      rules: (_b, d) => Object.fromEntries(d.rows.map((r, i) => [`rows.${i}.weight`, Number(r.weight) >= 1 ? undefined : 'w'])),
    });
    const out = run(resolver, { rows: [{ weight: '1' }, { weight: '0' }] });
    expect(out.errors).toEqual({ rows: [undefined, { weight: { type: 'rule', message: 'w' } }] });
  });
});

describe('setServerErrors', () => {
  it("sets the gateway's per-field codes on their fields as server errors", () => {
    const setError = vi.fn();
    setServerErrors({ setError } as never, { hostRef: 'HOST_TAKEN', rateBp: 'TOO_HIGH' }, (f, code) => `x.${f}.${code}`, { rateBp: 'rate' } as never);
    expect(setError.mock.calls).toEqual([
      ['hostRef', { type: 'server', message: 'x.hostRef.HOST_TAKEN' }],
      ['rate', { type: 'server', message: 'x.rateBp.TOO_HIGH' }],
    ]);
  });
});
