import { createHmac, timingSafeEqual } from 'node:crypto';
import { VENDOR_CLOCK_SKEW_MS, VENDOR_HEADERS } from '@wl/shared';
import type { Db } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import { checkProbeBudget, spendProbe, type Probe } from '../../http/enumeration.js';
import { liveSecrets } from './credentials.js';

/**
 * Who is calling the vendor API: `x-vendor-code`, `x-operator-id` (the public id of the vendor's
 * credential for one merchant), `x-timestamp` (unix ms) and `x-signature`, the hex HMAC-SHA256 of
 * `${timestamp}.${raw body}` under one of that credential's live secrets (docs/SEAMLESS.md). The
 * credential fixes the merchant: every later lookup (token, bet) is confined to it.
 *
 * Refusals are counted like the other probes of the site (http/enumeration.ts, docs/THROTTLES.md):
 * per IP, checked before anything else, and per vendor code. A vendor's count only throttles
 * calls that fail the signature: a correctly signed call always passes, so nobody can lock a
 * vendor out by sending garbage in its name.
 */

export interface CallingVendor {
  code: string;
  merchantId: number;
  debitTimeoutSeconds: number;
}

/** Vendor calls belong to no merchant until verified: their counts live under merchant 0. */
const probeFor = (ip: string, code?: string): Probe => ({ merchantId: 0, ip: `vendor:${ip}`, target: code ? `vendor:${code}` : undefined });

export const signVendorCall = (secret: string, timestamp: string, rawBody: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');

const header = (headers: Record<string, unknown>, name: string) => {
  const v = headers[name];
  return typeof v === 'string' ? v : undefined;
};

const VENDOR_CODE = /^[A-Z0-9_]{2,32}$/;
const OPERATOR_ID = /^op_[0-9a-f]{32}$/;

async function refuse(db: Db, ip: string, code: string | undefined): Promise<never> {
  const probe = probeFor(ip, code && VENDOR_CODE.test(code) ? code : undefined);
  await checkProbeBudget(db, probe);
  await spendProbe(db, probe);
  throw new AppError('SIGNATURE_INVALID');
}

/** Every live secret is tried, each in constant time, so the answer's timing says nothing about which one matched. */
function signedByAny(secrets: string[], timestamp: string, rawBody: string, signature: string): boolean {
  const given = Buffer.from(signature, 'hex');
  let ok = false;
  for (const secret of secrets) {
    if (timingSafeEqual(Buffer.from(signVendorCall(secret, timestamp, rawBody), 'hex'), given)) ok = true;
  }
  return ok;
}

export async function verifyVendorCall(db: Db, ip: string, headers: Record<string, unknown>, rawBody: string, now = Date.now()): Promise<CallingVendor> {
  await checkProbeBudget(db, probeFor(ip));
  const code = header(headers, VENDOR_HEADERS.vendor);
  const operator = header(headers, VENDOR_HEADERS.operator);
  const timestamp = header(headers, VENDOR_HEADERS.timestamp);
  const signature = header(headers, VENDOR_HEADERS.signature);
  if (
    !code ||
    !operator ||
    !timestamp ||
    !signature ||
    !VENDOR_CODE.test(code) ||
    !OPERATOR_ID.test(operator) ||
    !/^[0-9]{1,16}$/.test(timestamp) ||
    !/^[0-9a-fA-F]{64}$/.test(signature)
  ) {
    return refuse(db, ip, code);
  }
  const credential = await liveSecrets(db, operator);
  // An operator id of another vendor is as unknown as none. Unknown ones count against the IP
  // only, so nobody makes budget rows for names at will (a vendor's count is for its own id).
  if (!credential || credential.vendor !== code) return refuse(db, ip, undefined);
  if (!signedByAny(credential.secrets, timestamp, rawBody, signature)) return refuse(db, ip, code);
  // Checked after the signature, so only the vendor itself learns that its clock is off.
  if (Math.abs(now - Number(timestamp)) > VENDOR_CLOCK_SKEW_MS) throw new AppError('REQUEST_EXPIRED');
  return { code: credential.vendor, merchantId: credential.merchantId, debitTimeoutSeconds: credential.debitTimeoutSeconds };
}
