import { describe, expect, it } from 'vitest';
import { outcomeText } from './RoundHistory';
import { verifyLink } from './verifyLink';

describe('verifier links', () => {
  const round = {
    game: 'BGS_DICE' as const,
    params: { target: 5000, over: true },
    clientSeed: 'abc',
    nonce: 7,
    rtp: 9800,
    serverSeedHash: 'h',
    serverSeed: null,
  };

  it('prefill every field of a round, and the server seed only once it is revealed', () => {
    const hidden = new URLSearchParams(verifyLink(round).split('?')[1]);
    expect(Object.fromEntries(hidden)).toEqual({
      game: 'BGS_DICE',
      clientSeed: 'abc',
      nonce: '7',
      rtp: '9800',
      params: '{"target":5000,"over":true}',
      hash: 'h',
    });
    expect(verifyLink({ ...round, serverSeed: 'f'.repeat(64) })).toContain(`serverSeed=${'f'.repeat(64)}`);
  });

  it('describe an outcome in a few words per game', () => {
    expect(outcomeText({ outcome: { game: 'BGS_DICE', roll: 4207 } })).toBe('42.07');
    expect(outcomeText({ outcome: { game: 'BGS_CRASH', crashPoint: 1234 } })).toBe('12.34x');
    expect(outcomeText({ outcome: { game: 'BGS_SLOT', grid: [['A'], ['BELL', 'PLUM', 'LEMON'], ['B']] } })).toBe('BELL PLUM LEMON');
  });
});
