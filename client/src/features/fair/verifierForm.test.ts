import { describe, expect, it } from 'vitest';
import { fieldsFromQuery, labelsFromQuery, sameOutcome, toRequest } from './verifierForm';

const seed = 'a'.repeat(64);

describe('verifier fields', () => {
  it('read old in-house links (BGS_* game codes) and new ones', () => {
    const old = fieldsFromQuery(
      new URLSearchParams({ game: 'BGS_CRASH', serverSeed: seed, clientSeed: 'c', nonce: '3', rtp: '9700', params: '{"cashOut":150}', hash: 'B'.repeat(64) }),
    );
    expect(toRequest(old)).toEqual({
      request: { game: 'crash', serverSeed: seed, serverSeedHash: 'b'.repeat(64), clientSeed: 'c', nonce: 3, rtpBp: 9700, params: { cashOut: 150 } },
    });
    const wheel = new URLSearchParams({ game: 'wheel', serverSeed: seed, clientSeed: 'c', nonce: '0', weights: '5, 3,2', labels: '["","Ten",""]' });
    expect(toRequest(fieldsFromQuery(wheel))).toEqual({ request: { game: 'wheel', serverSeed: seed, clientSeed: 'c', nonce: 0, weights: [5, 3, 2] } });
    expect(labelsFromQuery(wheel)).toEqual(['', 'Ten', '']);
    const draw = fieldsFromQuery(new URLSearchParams({ game: 'lottery', kind: 'PK10', issue: '202501010001', serverSeed: seed }));
    expect(toRequest(draw)).toEqual({ request: { game: 'lottery', kind: 'PK10', issue: '202501010001', serverSeed: seed } });
  });

  it('name every field that is wrong, as the API would refuse it', () => {
    const f = fieldsFromQuery(
      new URLSearchParams({ game: 'dice', serverSeed: '', clientSeed: 'c', nonce: '-1', rtp: '0', params: '{"target":9900,"over":true}', hash: 'xyz' }),
    );
    expect(toRequest(f)).toEqual({ invalid: ['serverSeed', 'serverSeedHash', 'nonce', 'rtp', 'params'] });
    expect(toRequest({ ...fieldsFromQuery(new URLSearchParams({ game: 'wheel', serverSeed: seed, clientSeed: 'c' })), weights: '7' })).toEqual({
      invalid: ['weights'],
    });
    expect(fieldsFromQuery(new URLSearchParams({ game: 'poker' })).game).toBe('dice');
  });

  it('compare outcomes by value, whatever the key order', () => {
    expect(sameOutcome({ roll: 1, win: true }, { win: true, roll: 1 })).toBe(true);
    expect(sameOutcome({ numbers: ['1', '2'] }, { numbers: ['2', '1'] })).toBe(false);
  });
});
