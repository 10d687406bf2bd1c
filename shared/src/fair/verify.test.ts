import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FairVerifyRequest } from '../api/fair.js';
import { LOTTERY_KINDS, VN_TIERS } from './lottery.js';
import { fairOutcome, fairOutcomeSync, fairParamsValid } from './verify.js';
import { hmacSha256 } from './webcrypto.js';

const nodeHmac = (key: string, message: string) => createHmac('sha256', key).update(message).digest();
const hex64 = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('hex'));
const seeds = fc.record({ serverSeed: hex64, clientSeed: fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/), nonce: fc.nat() });

/** Every kind of verifier request, with params a bet could have had. */
const request: fc.Arbitrary<FairVerifyRequest> = fc.oneof(
  seeds.chain((s) =>
    fc
      .record({ target: fc.integer({ min: 100, max: 9800 }), over: fc.boolean() })
      .map((p) => ({ game: 'dice' as const, ...s, rtpBp: 9800, params: { target: p.over ? 9999 - p.target : p.target, over: p.over } })),
  ),
  seeds.chain((s) => fc.integer({ min: 101, max: 100_000 }).map((cashOut) => ({ game: 'crash' as const, ...s, rtpBp: 9700, params: { cashOut } }))),
  seeds.map((s) => ({ game: 'slot' as const, ...s, rtpBp: 9600 })),
  seeds.chain((s) =>
    fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 2, maxLength: 12 }).map((weights) => ({ game: 'wheel' as const, ...s, weights })),
  ),
  fc
    .record({ serverSeed: hex64, kind: fc.constantFrom(...LOTTERY_KINDS), issue: fc.stringMatching(/^[0-9]{12}$/) })
    .map((d) => ({ game: 'lottery' as const, ...d })),
);

describe('the verifier dispatch', () => {
  it('gives the same outcome on the gateway (node:crypto) and in the browser (WebCrypto)', async () => {
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        expect(fairParamsValid(r)).toBe(true);
        expect(await fairOutcome(hmacSha256, r)).toEqual(fairOutcomeSync(nodeHmac, r));
      }),
      { numRuns: 150 },
    );
  });

  it('draws lottery numbers of the documented shape', () => {
    const seed = 'ab'.repeat(32);
    const out = (kind: (typeof LOTTERY_KINDS)[number]) =>
      (fairOutcomeSync(nodeHmac, { game: 'lottery', kind, issue: '202501010001', serverSeed: seed }) as { numbers: string[] }).numbers;
    expect(out('SSC')).toHaveLength(5);
    expect([...out('PK10')].map(Number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(out('VN').map((n) => n.length)).toEqual(VN_TIERS.flatMap(([count, digits]) => Array<number>(count).fill(digits)));
    expect(out('SEA4D')[0]).toMatch(/^[0-9]{4}$/);
    expect(
      new Set(
        out('11X5')
          .map(Number)
          .filter((n) => n >= 1 && n <= 11),
      ).size,
    ).toBe(5);
    expect(out('LF').join('')).toMatch(/^[0-9]{3}$/);
    expect(
      new Set(
        out('LHC')
          .map(Number)
          .filter((n) => n >= 1 && n <= 49),
      ).size,
    ).toBe(7);
  });

  it('refuses params no bet could have', () => {
    const s = { serverSeed: 'a', clientSeed: 'b', nonce: 0, rtpBp: 9800 };
    expect(fairParamsValid({ game: 'dice', ...s, params: { target: 9900, over: false } })).toBe(false);
    expect(fairParamsValid({ game: 'crash', ...s, params: { cashOut: 100 } })).toBe(false);
  });
});
