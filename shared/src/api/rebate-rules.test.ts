import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { GAME_TYPES } from './game-rules.js';
import { dailyRebate, merchantDayOf, rateBps, rebateDayFor, rebateSettings, rebateSettingsProblem, rebatesActive, REBATE_LIMITS } from './rebate-rules.js';

const rules = (rates: Record<string, number>, minPayout = 0) => rebateSettings({ rebates: { enabled: true, rates, minPayout } });

describe('rebate rates', () => {
  it('reads percent with at most two decimals as basis points, within 0 to 3 %', () => {
    expect(rateBps(0.5)).toBe(50);
    expect(rateBps(0.29)).toBe(29);
    expect(rateBps(3)).toBe(300);
    expect(rateBps(0)).toBe(0);
    expect(rateBps(0.295)).toBeNull();
    expect(rateBps(3.01)).toBeNull();
    expect(rateBps(-0.1)).toBeNull();
    expect(rateBps('0.5')).toBeNull();
    expect(rateBps(Number.NaN)).toBeNull();
  });

  it('every two-decimal percent up to the cap is accepted as itself', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: REBATE_LIMITS.maxPercent * 100 }), (bps) => rateBps(bps / 100) === bps));
  });

  it('names the field of a setting that cannot be saved', () => {
    expect(rebateSettingsProblem({ enabled: true, rates: { LIVE: 0.3, RNG: 0.5 }, minPayout: 100 })).toBeNull();
    expect(rebateSettingsProblem({ enabled: false, rates: {} })).toBeNull();
    expect(rebateSettingsProblem({ enabled: true, rates: { LIVE: 0.333 } })).toBe('rebates.rates.LIVE');
    expect(rebateSettingsProblem({ enabled: true, rates: { SLOTS: 0.3 } })).toBe('rebates.rates.SLOTS');
    expect(rebateSettingsProblem({ enabled: true, rates: { RNG: 4 } })).toBe('rebates.rates.RNG');
    expect(rebateSettingsProblem({ enabled: true, rates: {}, minPayout: 1.5 })).toBe('rebates.minPayout');
    expect(rebateSettingsProblem({ enabled: true, rates: {}, minPayout: -1 })).toBe('rebates.minPayout');
  });

  it('reads a site without the setting as off, and leaves unusable stored rates out', () => {
    expect(rebateSettings({})).toEqual({ enabled: false, rates: {}, minPayout: 0 });
    expect(rebateSettings(null)).toEqual({ enabled: false, rates: {}, minPayout: 0 });
    const r = rebateSettings({ rebates: { enabled: true, rates: { LIVE: 0.3, RNG: 30, FISH: 0, NOPE: 1 }, minPayout: 'x' } });
    expect(r).toEqual({ enabled: true, rates: { LIVE: 0.3 }, minPayout: 0 });
    expect(rebatesActive(r)).toBe(true);
    expect(rebatesActive(rebateSettings({ rebates: { enabled: true, rates: { LIVE: 0 } } }))).toBe(false);
    expect(rebatesActive(rebateSettings({ rebates: { enabled: false, rates: { LIVE: 1 } } }))).toBe(false);
  });
});

describe('daily rebate arithmetic', () => {
  it('pays each category its rate, rounded down once', () => {
    // 1,000.00 of live at 0.3 % + 500.00 of slots at 0.5 % = 3.00 + 2.50.
    const r = rules({ LIVE: 0.3, RNG: 0.5 });
    expect(
      dailyRebate(
        [
          { gameType: 'LIVE', turnover: 100_000 },
          { gameType: 'RNG', turnover: 50_000 },
        ],
        r,
      ),
    ).toEqual({ amount: 550, base: 150_000 });
    // 333 × 0.3 % = 0.999 minor units: nothing, never rounded up.
    expect(dailyRebate([{ gameType: 'LIVE', turnover: 333 }], r).amount).toBe(0);
    expect(dailyRebate([{ gameType: 'LIVE', turnover: 334 }], r).amount).toBe(1);
  });

  it('gives nothing for a category without a rate, a game outside the catalogue, or no turnover', () => {
    const r = rules({ LIVE: 0.3 });
    expect(dailyRebate([{ gameType: 'SPORTS', turnover: 100_000 }], r).amount).toBe(0);
    expect(dailyRebate([{ gameType: null, turnover: 100_000 }], r).amount).toBe(0);
    expect(dailyRebate([], r).amount).toBe(0);
    expect(dailyRebate([{ gameType: 'LIVE', turnover: -5_000 }], r).amount).toBe(0);
  });

  it('pays nothing below the minimum payout', () => {
    const r = rules({ LIVE: 1 }, 500);
    expect(dailyRebate([{ gameType: 'LIVE', turnover: 49_999 }], r).amount).toBe(0);
    expect(dailyRebate([{ gameType: 'LIVE', turnover: 50_000 }], r).amount).toBe(500);
  });

  it('never pays more than the turnover at the highest rate, nor a fraction above the exact sum', () => {
    const rate = fc.integer({ min: 0, max: 300 }).map((b) => b / 100);
    const cat = fc.constantFrom(...GAME_TYPES);
    fc.assert(
      fc.property(
        fc.dictionary(cat, rate),
        fc.array(fc.record({ gameType: cat, turnover: fc.integer({ min: 0, max: 10_000_000_000 }) }), { maxLength: 20 }),
        (rates, turnover) => {
          const r = rules(rates);
          const { amount } = dailyRebate(turnover, r);
          const exact = turnover.reduce((s, c) => s + (c.turnover * Math.round((rates[c.gameType] ?? 0) * 100)) / 10_000, 0);
          const total = turnover.reduce((s, c) => s + c.turnover, 0);
          return Number.isSafeInteger(amount) && amount >= 0 && amount <= exact + 1e-6 && exact - amount < 1 + 1e-6 && amount <= (total * 3) / 100;
        },
      ),
    );
  });
});

describe('merchant days', () => {
  const at = (iso: string) => new Date(iso);

  it('cuts days at midnight in the site offset', () => {
    // 2024-03-10 23:30 in Manila (UTC+8) is 15:30 UTC.
    const d = merchantDayOf(at('2024-03-10T15:30:00Z'), 480);
    expect(d).toEqual({ day: '2024-03-10', from: at('2024-03-09T16:00:00Z'), to: at('2024-03-10T16:00:00Z') });
    expect(merchantDayOf(at('2024-03-10T16:00:00Z'), 480).day).toBe('2024-03-11');
    expect(merchantDayOf(at('2024-03-10T03:00:00Z'), -300).day).toBe('2024-03-09');
  });

  it('pays yesterday once the grace after midnight has passed, and the day before until then', () => {
    const grace = 15 * 60_000;
    // 00:20 Manila on the 11th: the 10th.
    expect(rebateDayFor(at('2024-03-10T16:20:00Z'), 480, grace).day).toBe('2024-03-10');
    // 00:05 Manila on the 11th: still the 9th (already paid), so the last bets of the 10th can commit.
    expect(rebateDayFor(at('2024-03-10T16:05:00Z'), 480, grace).day).toBe('2024-03-09');
    expect(rebateDayFor(at('2024-03-01T00:30:00Z'), 0, grace)).toEqual({ day: '2024-02-29', from: at('2024-02-29T00:00:00Z'), to: at('2024-03-01T00:00:00Z') });
  });
});
