import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { API, type SandboxCallback } from '@wl/shared';
import type { Sql } from '../../../db/index.js';
import type { PaymentChannel } from './types.js';

/**
 * The sandbox payment gateway: it behaves like a real one. Opening an order starts a payment with
 * its own reference and sends the member to a payment page (served by the gateway itself under
 * /wps/sandbox/pay/:ref, sandbox.routes.ts); the Pay and Fail buttons there send a signed
 * notification to the deposit callback, which trusts nothing it cannot verify.
 */
export const sandboxChannel: PaymentChannel = {
  type: 'sandbox',
  manual: false,
  start: () => `SBX${randomBytes(10).toString('hex').toUpperCase()}`,
  instructions: (order) => ({ redirectUrl: API.sandboxPay.replace(':ref', encodeURIComponent(order.ref)), bankDetails: null }),
};

/**
 * The text that is signed: every field of the notification as `key=value`, keys sorted, joined by
 * `&`. Signing the fields rather than the raw bytes keeps the check independent of JSON spacing
 * and key order, as payment gateways usually do.
 */
export function canonical(body: SandboxCallback): string {
  const fields = body as unknown as Record<string, string | number>;
  return Object.keys(fields)
    .sort()
    .map((k) => `${k}=${String(fields[k])}`)
    .join('&');
}

export const signCallback = (key: Buffer, body: SandboxCallback) => createHmac('sha256', key).update(canonical(body)).digest('hex');

/** Constant-time comparison of the signature sent with the one the key gives. */
export function validSignature(key: Buffer, body: SandboxCallback, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signCallback(key, body), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const loaded = new WeakMap<Sql, Map<number, Promise<Buffer>>>();

/**
 * The merchant's signing key with the sandbox gateway: 32 random bytes kept in `server_secrets`
 * under `sandbox-pay:<merchant>` (made by the first node that needs it, like the code key), so a
 * notification signed for one site is refused by every other. Read once per process.
 */
export function sandboxKey(sql: Sql, merchantId: number): Promise<Buffer> {
  let perDb = loaded.get(sql);
  if (!perDb) loaded.set(sql, (perDb = new Map()));
  let key = perDb.get(merchantId);
  if (!key) {
    const name = `sandbox-pay:${merchantId}`;
    key = (async () => {
      await sql`insert into server_secrets (name, secret) values (${name}, ${randomBytes(32)}) on conflict (name) do nothing`;
      const [row] = await sql<{ secret: Buffer }[]>`select secret from server_secrets where name = ${name}`;
      return Buffer.from(row!.secret);
    })();
    perDb.set(merchantId, key);
    key.catch(() => perDb.delete(merchantId));
  }
  return key;
}
