import { hmacSha256, resolveDraw, seedHash, type LotteryDraw, type LotteryGame } from '@wl/shared/core';

/**
 * Recomputes a drawn result in the browser from the revealed seed (docs/LOTTERY.md "Fairness"),
 * with the same function the gateway draws with (shared/src/fair/lottery.ts) over WebCrypto:
 * SHA-256 of the seed must equal the hash published when the draw opened, and the result must
 * follow from it.
 */
/** True when the revealed seed matches its published hash and reproduces the result shown. */
export async function verifyDraw(kind: LotteryGame['kind'], d: LotteryDraw): Promise<boolean> {
  if (!d.serverSeed || !d.result) return false;
  if ((await seedHash(d.serverSeed)) !== d.seedHash) return false;
  const again = await resolveDraw(hmacSha256, { kind, serverSeed: d.serverSeed, issue: d.issue });
  return again.join(',') === d.result.join(',');
}
