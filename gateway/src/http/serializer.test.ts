import { describe, expect, it } from 'vitest';
import fastJsonStringify from 'fast-json-stringify';
import { ErrorEnvelope, EnvelopeOf } from '@wl/shared';
import { Type } from '@sinclair/typebox';
import { sharedSerializers } from './serializer.js';

const route = (schema: unknown, httpStatus = '200') => ({ method: 'GET', url: '/x', httpStatus, schema });

describe('sharedSerializers', () => {
  it('compiles an error envelope once for every route that answers with it', () => {
    const compile = sharedSerializers()({}, {});
    const a = compile(route(ErrorEnvelope, '4xx'));
    const b = compile(route(structuredClone(ErrorEnvelope), '5xx'));
    expect(b).toBe(a);
  });

  it('keeps different schemas apart', () => {
    const compile = sharedSerializers()({}, {});
    expect(compile(route(EnvelopeOf(Type.Number())))).not.toBe(compile(route(EnvelopeOf(Type.String()))));
  });

  it('writes what fast-json-stringify writes, unknown properties left out', () => {
    const compile = sharedSerializers()({}, {});
    const body = { success: false, code: 'X', message: 'm', value: { fields: { a: 'b' } }, secret: 'never' };
    expect(compile(route(ErrorEnvelope))(body)).toBe(fastJsonStringify(ErrorEnvelope)(body));
    expect(compile(route(ErrorEnvelope))(body)).not.toContain('never');
    expect(compile(route(ErrorEnvelope))({ ...body, value: null })).toBe('{"success":false,"code":"X","message":"m","value":null}');
  });
});
