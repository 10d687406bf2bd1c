import { describe, expect, it } from 'vitest';
import { PATTERNS, checkRule, type FieldRule } from '@wl/shared';
import { checkPattern, servableRule } from './patterns.js';

describe('checkPattern', () => {
  it('refuses nested repetition, the kind that backtracks exponentially', () => {
    for (const p of ['^(a+)+$', '(x+x+)+y', '^(\\w+\\s?)*$', '^([a-z]*)*$']) expect(checkPattern(p), p).toBe('PATTERN_UNSAFE');
  });

  it('refuses what does not compile', () => {
    expect(checkPattern('^(unclosed')).toBe('PATTERN_INVALID');
    expect(checkPattern('[z-a]')).toBe('PATTERN_INVALID');
  });

  it('accepts every built-in pattern, plain custom ones, and "accept all"', () => {
    for (const p of Object.values(PATTERNS)) expect(checkPattern(p), p).toBeNull();
    for (const p of ['^[A-Z]{2}[0-9]{6}$', '^09[0-9]{9}$', '', '*']) expect(checkPattern(p), p).toBeNull();
  });
});

describe('servableRule', () => {
  const rule = (acceptedPattern: string): FieldRule => ({
    field: 'username',
    show: true,
    required: true,
    acceptedPattern,
    minLength: 4,
    maxLength: 32,
    patternId: 'ANY',
  });

  it('applies a stored unsafe pattern as "accept everything", keeping the length bounds', () => {
    const served = servableRule(rule('^(a+)+$'));
    expect(served.acceptedPattern).toBe('*');
    // 25 a's and a '!': the pattern itself would backtrack for a long time on this.
    expect(checkRule(`${'a'.repeat(25)}!`, served)).toBeNull();
    expect(checkRule('a'.repeat(33), served)).toEqual({ kind: 'length', min: 4, max: 32 });
  });

  it('leaves safe patterns alone', () => {
    const r = rule(PATTERNS.LETTER_FIRST_ALNUM);
    expect(servableRule(r)).toBe(r);
  });
});
