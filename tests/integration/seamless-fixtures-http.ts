import { createHmac } from 'node:crypto';
import type { Envelope } from '@wl/shared';

/** A vendor's signed call to the seamless API, as docs/SEAMLESS.md tells vendors to make it. */
export async function vendorCall<T = Record<string, unknown>>(
  base: string,
  path: string,
  v: { code: string; operatorId: string; secret: string },
  body: unknown,
  o: { timestamp?: number; signature?: string; raw?: string; headers?: Record<string, string> } = {},
): Promise<Envelope<T> & { status: number }> {
  const raw = o.raw ?? JSON.stringify(body);
  const timestamp = String(o.timestamp ?? Date.now());
  const signature = o.signature ?? createHmac('sha256', v.secret).update(`${timestamp}.${raw}`).digest('hex');
  const res = await fetch(base + path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-vendor-code': v.code,
      'x-operator-id': v.operatorId,
      'x-timestamp': timestamp,
      'x-signature': signature,
      ...o.headers,
    },
    body: raw,
  });
  return { status: res.status, ...((await res.json()) as Envelope<T>) };
}
