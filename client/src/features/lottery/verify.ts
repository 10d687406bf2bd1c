import type { LotteryDraw, LotteryGame } from '@wl/shared/core';

/**
 * Recomputes a drawn result in the browser from the revealed seed, independently of the gateway
 * (docs/LOTTERY.md "Fairness"): SHA-256 of the seed must equal the hash published when the draw
 * opened, and the result must follow from HMAC-SHA256(seed, `issue:block`) words read big-endian,
 * skipping words at or above the largest multiple of n (rejection sampling).
 */

const VN_TIERS: ReadonlyArray<readonly [number, number]> = [[1, 5], [1, 5], [2, 5], [6, 5], [4, 4], [6, 4], [3, 3], [4, 2]];
const te = new TextEncoder();
const hex = (buf: ArrayBuffer) => [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('');

async function uniformInts(seed: string, issue: string) {
  const key = await crypto.subtle.importKey('raw', te.encode(seed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  let block = 0;
  let words = new DataView(new ArrayBuffer(0));
  let at = 0;
  return async (n: number): Promise<number> => {
    for (;;) {
      if (at >= words.byteLength) {
        words = new DataView(await crypto.subtle.sign('HMAC', key, te.encode(`${issue}:${block++}`)));
        at = 0;
      }
      const word = words.getUint32(at);
      at += 4;
      if (word < Math.floor(0x1_0000_0000 / n) * n) return word % n;
    }
  };
}

export async function recomputeResult(kind: LotteryGame['kind'], seed: string, issue: string): Promise<string[]> {
  const next = await uniformInts(seed, issue);
  const out: string[] = [];
  if (kind === 'SSC') for (let i = 0; i < 5; i++) out.push(String(await next(10)));
  if (kind === 'SEA4D') out.push(String(await next(10_000)).padStart(4, '0'));
  if (kind === 'VN') {
    for (const [count, digits] of VN_TIERS) for (let i = 0; i < count; i++) out.push(String(await next(10 ** digits)).padStart(digits, '0'));
  }
  if (kind === 'PK10') {
    const cars = Array.from({ length: 10 }, (_, i) => i + 1);
    for (let i = cars.length - 1; i > 0; i--) {
      const j = await next(i + 1);
      [cars[i], cars[j]] = [cars[j]!, cars[i]!];
    }
    out.push(...cars.map(String));
  }
  return out;
}

/** True when the revealed seed matches its published hash and reproduces the result shown. */
export async function verifyDraw(kind: LotteryGame['kind'], d: LotteryDraw): Promise<boolean> {
  if (!d.serverSeed || !d.result) return false;
  const hash = hex(await crypto.subtle.digest('SHA-256', te.encode(d.serverSeed)));
  if (hash !== d.seedHash) return false;
  const again = await recomputeResult(kind, d.serverSeed, d.issue);
  return again.join(',') === d.result.join(',');
}
