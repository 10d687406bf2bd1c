import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors.js';
import { checkSettingsPatch } from './settings-check.js';

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    if (e instanceof AppError) return { code: e.code, value: e.value };
    throw e;
  }
  return null;
};

describe('checkSettingsPatch', () => {
  const rule = (acceptedPattern: string) => ({
    field: 'username',
    show: true,
    required: true,
    acceptedPattern,
    minLength: 4,
    maxLength: 16,
    patternId: 'ANY' as const,
  });

  it('names the rule whose pattern is unsafe', () => {
    expect(refusal(() => checkSettingsPatch({ registerRules: [rule('^[a-z]+$'), rule('^(a+)+$')] }))).toEqual({
      code: 'PATTERN_UNSAFE',
      value: { fields: { 'registerRules.username': 'PATTERN_UNSAFE' }, pattern: '^(a+)+$' },
    });
  });

  it('normalises blocked countries to upper case and refuses anything but two letters', () => {
    expect(checkSettingsPatch({ blockedCountries: ['us', ' PH', 'US'] }).blockedCountries).toEqual(['US', 'PH']);
    expect(refusal(() => checkSettingsPatch({ blockedCountries: ['USA'] }))?.code).toBe('SETTING_INVALID');
  });

  it('accepts IP, prefix and CIDR rules and refuses the rest', () => {
    expect(checkSettingsPatch({ blockedIps: [' 203.0.113.7', '203.0.113.*', '198.51.100.0/24'] }).blockedIps).toEqual([
      '203.0.113.7',
      '203.0.113.*',
      '198.51.100.0/24',
    ]);
    expect(refusal(() => checkSettingsPatch({ blockedIps: ['*'] }))).toEqual({
      code: 'SETTING_INVALID',
      value: { fields: { blockedIps: 'SETTING_INVALID' }, invalid: '*' },
    });
    expect(refusal(() => checkSettingsPatch({ blockedIps: ['evil.example'] }))?.code).toBe('SETTING_INVALID');
  });

  it('refuses a rebate rate with more than two decimals, naming its category', () => {
    expect(checkSettingsPatch({ rebates: { enabled: true, rates: { LIVE: 0.3, RNG: 0.5 }, minPayout: 100 } }).rebates?.rates).toEqual({ LIVE: 0.3, RNG: 0.5 });
    expect(refusal(() => checkSettingsPatch({ rebates: { enabled: true, rates: { RNG: 0.125 } } }))).toEqual({
      code: 'SETTING_INVALID',
      value: { fields: { 'rebates.rates.RNG': 'SETTING_INVALID' }, invalid: 'rebates.rates.RNG' },
    });
  });
});
