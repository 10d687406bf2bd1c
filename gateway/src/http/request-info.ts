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

/**
 * A member route's rate limit per account and address, not per address alone: members behind one
 * address keep their own allowance. `prefix` keeps each family of routes counted apart.
 */
export const perMemberLimit = (prefix: string, max: number) => ({
  max,
  timeWindow: '1 minute',
  keyGenerator: (req: FastifyRequest) => `${prefix}:${req.member?.account.id ?? ''}:${clientIp(req)}`,
});

/**
 * A member route's refusals as the module functions report them (a code and what it concerned),
 * logged with who asked, from where and on which route: `message` names the family of routes.
 */
export const memberRefusalLog = (req: FastifyRequest, message: string) => (code: string, detail: Record<string, unknown>) =>
  req.log.warn({ account: req.member!.account.id, ip: clientIp(req), route: req.routeOptions.url, code, ...detail }, message);
