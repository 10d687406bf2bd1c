import { describe, expect, it } from 'vitest';
import type { WinnerEntry } from '@wl/shared/core';
import { todayYmd, visibleWinners } from './WinnersBoard';

const win = (id: number, gameTime: string): WinnerEntry => ({
  id,
  gameName: `Game ${id}`,
  iconUrl: '',
  customerName: 'de***o',
  player: 'de***o',
  winAmount: 150_000,
  prize: 150_000,
  currency: 'PHP',
  gameTime,
  gameType: 'RNG',
  nodeId: id,
});

describe('winners board', () => {
  const list = Array.from({ length: 20 }, (_, i) => win(i + 1, i % 3 === 0 ? '2026-11-23 10:00:00' : '2026-11-22 23:59:59'));
  it('shows at most 7 rows', () => {
    expect(visibleWinners(list, 'all', '2026-11-23')).toHaveLength(7);
  });
  it("'today' keeps the wins whose gameTime has today's date part", () => {
    const today = visibleWinners(list, 'today', '2026-11-23');
    expect(today.map((w) => w.id)).toEqual([1, 4, 7, 10, 13, 16, 19]);
    expect(visibleWinners(list, 'today', '2026-11-24')).toEqual([]);
  });
  it('writes today as yyyy-MM-dd', () => {
    expect(todayYmd(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
