/**
 * Deposit constants the browser needs at runtime, apart from the schemas (api/deposit.ts), so the
 * client's first load carries no TypeBox (docs/ARCHITECTURE.md, "@wl/shared entry points").
 */

/** Where the sandbox payment page sends the browser back to. */
export const DEPOSIT_RETURN_PATH = '/member?tab=depositv2';
/** Open orders a member may have at once; the next one is refused (DEPOSIT_PENDING_LIMIT). */
export const DEPOSIT_MAX_PENDING = 5;
/** The sandbox gateway's signature header: hex HMAC-SHA256 of the canonical body. */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** The fee of a channel for an amount: fixed part plus basis points of the amount, rounded down. */
export function depositFee(amount: number, rule: { feeBps: number; feeFixed: number }): number {
  // BigInt so that a large amount times the rate never loses a unit to floating point.
  return rule.feeFixed + Number((BigInt(amount) * BigInt(rule.feeBps)) / 10_000n);
}
