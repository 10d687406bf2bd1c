import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * How the gateway and a chat provider prove their calls to each other (docs/LIVE-MODELS.md
 * "Provider API"): hex HMAC-SHA256 of `${timestamp}.${METHOD} ${path}.${body}` with the shared
 * secret, in `x-signature`, beside `x-timestamp` (ms). A call older than `SIGNATURE_WINDOW_MS`
 * is refused, so a captured call cannot be replayed later.
 */
export const SIGNATURE_WINDOW_MS = 5 * 60_000;

export function signCall(secret: string, timestamp: string, method: string, path: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${method.toUpperCase()} ${path}.${body}`).digest('hex');
}

export function checkCall(
  secret: string,
  h: { timestamp?: string; signature?: string },
  method: string,
  path: string,
  body: string,
  now = Date.now(),
): boolean {
  if (!h.timestamp || !h.signature || !/^\d{10,16}$/.test(h.timestamp) || !/^[0-9a-f]{64}$/.test(h.signature)) return false;
  if (Math.abs(now - Number(h.timestamp)) > SIGNATURE_WINDOW_MS) return false;
  const want = Buffer.from(signCall(secret, h.timestamp, method, path, body), 'hex');
  return timingSafeEqual(want, Buffer.from(h.signature, 'hex'));
}
