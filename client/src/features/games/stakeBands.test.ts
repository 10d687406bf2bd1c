import { describe, expect, it } from 'vitest';
import { stakeBands } from './stakeBands';

const room = (minBet: number, maxBet: number, roomId: string) => ({ roomId, name: roomId, vassalage: 'V', nodeId: 1, minBet, maxBet, seats: 6, players: 0 });

describe('stake bands of the rooms', () => {
  it('lists each band once, lowest first, whatever order the rooms come in', () => {
    const bands = stakeBands([room(10_000, 100_000, 'a'), room(1_000, 10_000, 'b'), room(10_000, 100_000, 'c'), room(100_000, 1_000_000, 'd')]);
    expect(bands.map(([key]) => key)).toEqual(['1000-10000', '10000-100000', '100000-1000000']);
  });

  it('has no band without rooms', () => {
    expect(stakeBands([])).toEqual([]);
  });
});
