import type { FastifyRequest } from 'fastify';

/** What a request says about its caller: bearer token, address, browser. */
export function bearer(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  return m ? m[1]! : null;
}

/** The caller's address: the socket's peer, or X-Forwarded-For from a TRUSTED_PROXY only. */
export const clientIp = (req: FastifyRequest) => req.ip ?? '';
export const userAgent = (req: FastifyRequest) => String(req.headers['user-agent'] ?? '').slice(0, 300);
