import { describe, expect, it } from 'vitest';
import { rebateDraft, rebatePatch } from './RebateSection';

describe('rebate settings form', () => {
  it('starts from the stored rules, switched off when the site has none', () => {
    const none = rebateDraft({});
    expect(none.enabled).toBe(false);
    expect(none.rates.RNG).toBe('');
    expect(none.minPayout).toBe('0.00');
    const set = rebateDraft({ rebates: { enabled: true, rates: { RNG: 0.5, LIVE: 0.25 }, minPayout: 1_000 } });
    expect([set.enabled, set.rates.RNG, set.rates.LIVE, set.rates.SPORTS, set.minPayout]).toEqual([true, '0.5', '0.25', '', '10.00']);
  });

  it('sends nothing unchanged, and the typed rules in minor units otherwise', () => {
    const saved = rebateDraft({});
    expect(rebatePatch(saved, saved)).toBeNull();
    const draft = { ...saved, enabled: true, rates: { ...saved.rates, RNG: '0.5', LIVE: ' 0.3 ', FISH: '' }, minPayout: '5' };
    expect(rebatePatch(saved, draft)).toEqual({ enabled: true, rates: { RNG: 0.5, LIVE: 0.3 }, minPayout: 500 });
  });

  it('sends what cannot be read so the gateway refuses it by name', () => {
    const saved = rebateDraft({});
    const draft = { ...saved, enabled: true, rates: { ...saved.rates, RNG: 'abc' }, minPayout: '-2' };
    expect(rebatePatch(saved, draft)).toEqual({ enabled: true, rates: { RNG: -1 }, minPayout: -1 });
  });
});
