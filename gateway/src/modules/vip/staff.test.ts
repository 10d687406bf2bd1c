import { describe, expect, it } from 'vitest';
import type { VipLevel } from '@wl/shared';
import { levelFor, type LevelRow } from './levels.js';
import { hostProblems, levelProblems } from './staff.js';

const table = (): VipLevel[] =>
  Array.from({ length: 21 }, (_, l) => ({
    level: l,
    name: `VIP ${l}`,
    tier: l === 0 ? 'member' : l < 10 ? 'gold' : 'platinum',
    validBets: l * 1000,
    deposits: l * 500,
    weeklyBps: l >= 4 ? 500 : 0,
  }));

describe('vip level table checks', () => {
  it('accepts ascending thresholds and tiers', () => {
    expect(levelProblems(table())).toEqual({});
  });

  it('names each problem by field and code', () => {
    const t = table();
    t[3] = { ...t[3]!, validBets: t[2]!.validBets, name: ' ' };
    t[5] = { ...t[5]!, tier: 'bronze' };
    t[0] = { ...t[0]!, deposits: 1 };
    expect(levelProblems(t)).toEqual({
      'levels.3.validBets': 'ascending',
      'levels.3.name': 'blank',
      'levels.5.tier': 'tierOrder',
      'levels.0.deposits': 'zeroStart',
    });
    expect(levelProblems(table().slice(1))).toEqual({ levels: 'levelsIncomplete' });
  });

  it('checks host contacts by channel', () => {
    expect(
      hostProblems({
        name: 'Ana',
        note: '',
        channels: [
          { kind: 'whatsapp', value: '+63 917 555 0101' },
          { kind: 'telegram', value: '@ana_vip' },
          { kind: 'email', value: 'ana@example.com' },
        ],
      }),
    ).toEqual({});
    expect(
      hostProblems({
        name: ' ',
        note: '',
        channels: [
          { kind: 'phone', value: 'call me' },
          { kind: 'telegram', value: '@a' },
        ],
      }),
    ).toEqual({ name: 'blank', 'channels.0.value': 'contact', 'channels.1.value': 'contact' });
  });
});

describe('vip level from figures', () => {
  const rows: LevelRow[] = table().map((l) => ({ ...l, validBets: String(l.validBets), deposits: String(l.deposits) }));
  it('takes the highest level either measure reaches', () => {
    expect(levelFor(rows, { validBets: 0, deposits: 0 })?.level).toBe(0);
    expect(levelFor(rows, { validBets: 4_999, deposits: 0 })?.level).toBe(4);
    expect(levelFor(rows, { validBets: 1_000, deposits: 3_000 })?.level).toBe(6);
    expect(levelFor(rows, { validBets: 10 ** 9, deposits: 0 })?.level).toBe(20);
    expect(levelFor([], { validBets: 5, deposits: 5 })).toBeNull();
  });
});
