import { createHmac, timingSafeEqual } from 'node:crypto';
import { VENDOR_CLOCK_SKEW_MS, VENDOR_HEADERS } from '@wl/shared';
import type { Db } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import { checkProbeBudget, spendProbe, type Probe } from '../identity/enumeration.js';

/**
 * Who is calling the vendor API: `x-vendor-code`, `x-timestamp` (unix ms) and `x-signature`, the
 * hex HMAC-SHA256 of `${timestamp}.${raw body}` under the vendor's secret (docs/SEAMLESS.md).
 *
 * Refusals are counted like the other probes of the site (identity/enumeration.ts, docs/THROTTLES.md):
 * per IP, checked before anything else, and per vendor code. A vendor's count only throttles
 * calls that fail the signature: a correctly signed call always passes, so nobody can lock a
 * vendor out by sending garbage in its name.
 */

export interface CallingVendor { code: string; debitTimeoutSeconds: number }

/** Vendor calls belong to no merchant: their counts live under merchant 0. */
const probeFor = (ip: string, code?: string): Probe => ({ merchantId: 0, ip: `vendor:${ip}`, target: code ? `vendor:${code}` : undefined });

export const signVendorCall = (secret: string, timestamp: string, rawBody: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');

const header = (headers: Record<string, unknown>, name: string) => {
  const v = headers[name];
  return typeof v === 'string' ? v : undefined;
};

async function refuse(db: Db, ip: string, code: string | undefined): Promise<never> {
  const probe = probeFor(ip, code && /^[A-Z0-9_]{2,32}$/.test(code) ? code : undefined);
  await checkProbeBudget(db, probe);
  await spendProbe(db, probe);
  throw new AppError('SIGNATURE_INVALID');
}

export async function verifyVendorCall(db: Db, ip: string, headers: Record<string, unknown>, rawBody: string, now = Date.now()): Promise<CallingVendor> {
  await checkProbeBudget(db, probeFor(ip));
  const code = header(headers, VENDOR_HEADERS.vendor);
  const timestamp = header(headers, VENDOR_HEADERS.timestamp);
  const signature = header(headers, VENDOR_HEADERS.signature);
  if (!code || !timestamp || !signature || !/^[0-9]{1,16}$/.test(timestamp) || !/^[0-9a-fA-F]{64}$/.test(signature) || code.length > 32) {
    return refuse(db, ip, code);
  }
  const [vendor] = await db<{ code: string; apiSecret: string; debitTimeoutSeconds: number }[]>`
    select code, api_secret, debit_timeout_seconds from game_vendors where code = ${code}`;
  if (!vendor) return refuse(db, ip, undefined);
  const expected = Buffer.from(signVendorCall(vendor.apiSecret, timestamp, rawBody), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return refuse(db, ip, code);
  // Checked after the signature, so only the vendor itself learns that its clock is off.
  if (Math.abs(now - Number(timestamp)) > VENDOR_CLOCK_SKEW_MS) throw new AppError('REQUEST_EXPIRED');
  return { code: vendor.code, debitTimeoutSeconds: vendor.debitTimeoutSeconds };
}
