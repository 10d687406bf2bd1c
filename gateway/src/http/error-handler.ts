import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, fail } from './errors.js';

/**
 * Every failure leaves as an envelope with a code; no stack trace or driver message reaches
 * the caller. Unknown errors are logged with the request id and answered INTERNAL.
 */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.status).send(fail(err.code, err.value, err.message));
    }
    if (err.validation) {
      const fields: Record<string, string> = {};
      for (const v of err.validation) {
        const missing = (v.params as { missingProperty?: string } | undefined)?.missingProperty;
        const field = missing ?? (v.instancePath.replace(/^\//, '').replace(/\//g, '.') || err.validationContext || 'body');
        fields[field] = v.message ?? 'invalid';
      }
      return reply.status(400).send(fail('VALIDATION_FAILED', { fields }));
    }
    if (err.statusCode === 429) {
      return reply.status(429).send(fail('TOO_MANY_REQUESTS'));
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      // Malformed JSON, wrong content type, body too large, ...: the caller's input.
      return reply.status(err.statusCode).send(fail('VALIDATION_FAILED', { reason: err.code ?? 'BAD_REQUEST' }));
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send(fail('INTERNAL'));
  });
}
