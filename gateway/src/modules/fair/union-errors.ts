import type { TUnion } from '@sinclair/typebox';
import type { FastifySchemaValidationError } from 'fastify';
import { AppError } from '../../http/errors.js';

/**
 * A union body (one object shape per `game` or `source`) fails against every shape at once, so the
 * validator's list names fields of shapes the caller never meant. This keeps only the failures of
 * the shape the discriminator picks, and names the discriminator itself when it picks none: the
 * caller reads VALIDATION_FAILED with the fields they actually got wrong.
 */
type Failure = Pick<FastifySchemaValidationError, 'schemaPath' | 'instancePath' | 'message' | 'params'>;

export function unionFailure(err: { validation?: Failure[] }, body: unknown, union: TUnion, prop: string): AppError {
  const values = union.anyOf.map((shape) => (shape.properties as Record<string, { const?: unknown }>)[prop]?.const);
  const chosen = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[prop] : undefined;
  const branch = values.indexOf(chosen);
  if (branch < 0) return new AppError('VALIDATION_FAILED', { fields: { [prop]: `must be one of ${values.join(', ')}` } });
  const fields: Record<string, string> = {};
  for (const f of err.validation ?? []) {
    if (!f.schemaPath.startsWith(`#/anyOf/${branch}/`)) continue;
    const missing = (f.params as { missingProperty?: string }).missingProperty;
    const path = f.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const field = missing ? (path ? `${path}.${missing}` : missing) : path || 'body';
    fields[field] = f.message ?? 'invalid';
  }
  return new AppError('VALIDATION_FAILED', { fields: Object.keys(fields).length ? fields : { body: 'invalid' } });
}
