import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet's middleware would set, worked out once: with fixed options (no per-request
 * nonce) they are the same for every answer. (@fastify/helmet builds helmet's middleware again
 * on every request, parsing the Content-Security-Policy each time: about 5% of a cached lobby
 * call's CPU, measured.)
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let called = false;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
    called = true;
  });
  // helmet is synchronous without nonces; anything else would leave answers without headers.
  if (!called) throw new Error('helmet did not finish synchronously');
  return headers;
}

/** Sends the security headers on every answer (a route may still set its own afterwards). */
export function installSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>) {
  const headers = helmetHeaders(options);
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
}
