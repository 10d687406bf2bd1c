import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorStatus, type ErrorCode } from '@wl/shared';
import { AppError, fail } from './errors.js';

/**
 * Fastify's own refusals, by its error code: each gets a code of our catalogue, so a caller can
 * tell a body that is too large from one that is not JSON. VALIDATION_FAILED is kept for schema
 * failures and the input guard (http/input-guard.ts).
 */
const FRAMEWORK_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'BODY_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'MALFORMED_REQUEST',
  FST_ERR_BAD_URL: 'MALFORMED_REQUEST',
  FST_ERR_MAX_PARAM_LENGTH: 'URI_TOO_LONG',
  FST_ERR_NOT_FOUND: 'NOT_FOUND',
};
/** When only the status is known (a plugin's error): the closest code. */
const STATUS_CODES: Record<number, ErrorCode> = {
  404: 'NOT_FOUND',
  408: 'REQUEST_TIMEOUT',
  413: 'BODY_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  431: 'HEADERS_TOO_LARGE',
};

/** The code and HTTP status for a 4xx error that is not ours; the status stays what it was. */
export function codeForClientError(err: { code?: string; statusCode?: number }): { code: ErrorCode; status: number } {
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
  const code = (err.code && FRAMEWORK_CODES[err.code]) || STATUS_CODES[status] || 'MALFORMED_REQUEST';
  return { code, status: FRAMEWORK_CODES[err.code ?? ''] ? ErrorStatus[code] : status };
}

/** deadlock_detected, serialization_failure, lock_not_available: the transaction was undone, not broken. */
const TRANSIENT_SQLSTATES = new Set(['40P01', '40001', '55P03']);

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
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      const { code, status } = codeForClientError(err);
      // The rate limiter's error carries the envelope its errorResponseBuilder made (retryAfterSeconds).
      const limited = code === 'TOO_MANY_REQUESTS' ? ((err as { value?: Record<string, unknown> }).value ?? null) : null;
      const value = code === 'BODY_TOO_LARGE' ? { maxBytes: req.routeOptions.bodyLimit ?? null } : limited;
      return reply.status(status).send(fail(code, value));
    }
    // A lock conflict the database resolved by cancelling this transaction (deadlock, a
    // serialisation failure, a lock timeout): everything it wrote is gone, and every money call
    // is idempotent, so the client may simply ask again with the same key.
    if (TRANSIENT_SQLSTATES.has((err as { code?: string }).code ?? '')) {
      req.log.warn({ err }, 'transaction cancelled by a lock conflict; answered TRY_AGAIN');
      return reply.status(503).header('retry-after', '1').send(fail('TRY_AGAIN'));
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send(fail('INTERNAL'));
  });
}

/**
 * Fastify's `frameworkErrors` option: the router's refusals (a path segment longer than
 * maxParamLength, a path that does not percent-decode) happen before any route or hook, and
 * would otherwise leave in Fastify's own JSON shape.
 */
export function frameworkErrors(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const { code, status } = codeForClientError(err);
  void reply.header('x-request-id', req.id).status(status).send(fail(code));
}

/**
 * Fastify's `clientErrorHandler` option: Node's HTTP parser refused the bytes (not HTTP at all,
 * headers too large, too slow), so there is no request to answer through Fastify. The envelope
 * is written as a raw HTTP response and the connection closed.
 */
export function clientErrorHandler(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const code: ErrorCode =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 'REQUEST_TIMEOUT' : err.code === 'HPE_HEADER_OVERFLOW' ? 'HEADERS_TOO_LARGE' : 'MALFORMED_REQUEST';
  const status = ErrorStatus[code];
  const body = JSON.stringify(fail(code));
  this.log.debug({ err: err.message, code: err.code }, 'unreadable request');
  if (!socket.writable) return void socket.destroy();
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    () => socket.destroy(),
  );
}
