import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fromHex, NeedMoreBytes, RoundReader, toHex } from './bytes.js';
import { crashPointOfWord, crashReachProbability } from './crash.js';
import { diceMultiplier, diceParamsValid } from './dice.js';
import { bgsParamsValid, bgsPayout, resolveRound, resolveRoundSync, type RoundInput } from './games.js';
import { SLOT_STRIPS, slotMultiplier, slotTheoreticalRtp } from './slot.js';
import { hmacSha256, seedHash } from './webcrypto.js';

const nodeHmac = (key: string, message: string) => createHmac('sha256', key).update(message).digest();
const seed = 'a'.repeat(64);

describe('round bytes', () => {
  it('WebCrypto and node:crypto give the same bytes, hash and outcome', async () => {
    expect(toHex(await hmacSha256(seed, 'c:1:0'))).toBe(nodeHmac(seed, 'c:1:0').toString('hex'));
    expect(await seedHash(seed)).toBe(createHash('sha256').update(seed).digest('hex'));
    for (const r of [
      { game: 'BGS_DICE', params: { target: 4999, over: true } },
      { game: 'BGS_CRASH', params: { cashOut: 200 } },
      { game: 'BGS_SLOT', params: {} },
    ] as Pick<RoundInput, 'game' | 'params'>[]) {
      for (let nonce = 0; nonce < 20; nonce++) {
        const input: RoundInput = { ...r, serverSeed: seed, clientSeed: 'player', nonce, rtpBp: 9700 };
        expect(await resolveRound(hmacSha256, input)).toEqual(resolveRoundSync(nodeHmac, input));
      }
    }
  });

  it('rejects words above the largest multiple instead of taking a remainder', () => {
    // 2^32 - 1 is at or above floor(2^32 / 3) * 3, so it is skipped and the next word (5) decides.
    const r = new RoundReader(fromHex('ffffffff00000005'));
    expect(r.uniformInt(3)).toBe(2);
    expect(() => r.word()).toThrow(NeedMoreBytes);
  });

  it('draws another cursor when a round runs out of words', () => {
    // An HMAC that answers all-ones words for cursor 0 makes every word of it rejected for n = 3.
    const hmac = (key: string, message: string) => (message.endsWith(':0') ? new Uint8Array(32).fill(255) : nodeHmac(key, message));
    const o = resolveRoundSync(hmac, { game: 'BGS_SLOT', params: {}, serverSeed: seed, clientSeed: 'x', nonce: 0, rtpBp: 9600 });
    expect(o.game).toBe('BGS_SLOT');
  });
});

describe('game rules', () => {
  it('dice pays RTP over the win chance and refuses chances outside 1-98%', () => {
    expect(diceMultiplier({ target: 5000, over: false }, 9800)).toBe(19_600);
    expect(diceParamsValid({ target: 99, over: false })).toBe(false);
    expect(diceParamsValid({ target: 100, over: false })).toBe(true);
    expect(diceParamsValid({ target: 9899, over: true })).toBe(true);
    expect(diceParamsValid({ target: 9900, over: true })).toBe(false);
    expect(bgsParamsValid('BGS_DICE', { target: 50.5, over: true })).toBe(false);
    expect(bgsParamsValid('BGS_DICE', { target: 5000, over: true, extra: 1 })).toBe(false);
  });

  it('crash points follow RTP / (1 - U) and never fall under 1.00', () => {
    expect(crashPointOfWord(0, 9700)).toBe(100);
    expect(crashPointOfWord(2 ** 31, 9700)).toBe(194);
    expect(crashPointOfWord(2 ** 32 - 1, 9700)).toBe(1_000_000);
    expect(crashReachProbability(200, 9700)).toBeCloseTo(0.485, 10);
    expect(bgsParamsValid('BGS_CRASH', { cashOut: 100 })).toBe(false);
    expect(bgsParamsValid('BGS_CRASH', { cashOut: 101 })).toBe(true);
  });

  it('slot strips hold 30 stops and the scaled paytable returns the configured RTP exactly', () => {
    expect(SLOT_STRIPS.map((s) => s.length)).toEqual([30, 30, 30]);
    expect(slotTheoreticalRtp()).toBeGreaterThan(0.1);
    expect(slotMultiplier(0, 9600)).toBe(0);
    // Paying every combination's line pays, scaled, averages the configured RTP (to floor rounding).
    expect(slotMultiplier(100, 9600)).toBe(Math.floor((100 / 5 / slotTheoreticalRtp()) * 9600));
    expect(bgsPayout(1000, { game: 'BGS_DICE', roll: 1, win: true, multiplier: 19_600 })).toBe(1960);
  });
});
