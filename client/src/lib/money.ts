import { IDEMPOTENCY_HEADER } from '@wl/shared/core';

/**
 * What every money form needs: reading the amount a member typed, and one idempotency key per
 * action (made when the member confirms, reused if that same action is sent again, so a retry
 * after a lost answer books once).
 */

/**
 * "1,234.56" (or "1234,5" where the comma is the decimal mark) as typed into an amount box ->
 * minor units; null when it is not a positive amount with at most two decimals.
 */
export function parseAmount(text: string): number | null {
  const m = /^\s*(\d{1,12})(?:[.,](\d{1,2}))?\s*$/.exec(text.replace(/[\s,](?=\d{3}(\D|$))/g, ''));
  if (!m) return null;
  const minor = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return minor >= 1 ? minor : null;
}

/**
 * A fresh v4 UUID. randomUUID needs a secure context; a site opened over plain http on a LAN
 * address is not one, so the fallback builds the UUID from getRandomValues.
 */
export function newActionKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** The header that carries an action's key on a money call. */
export const keyed = (key: string) => ({ [IDEMPOTENCY_HEADER]: key });
