import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  PATTERNS,
  PATTERN_IDS,
  RULE_INPUT_MAX,
  ageOn,
  birthdayProblem,
  checkForm,
  checkRule,
  problemMessageKey,
  type FieldRule,
  type PatternId,
} from './validation.js';

const rule = (patternId: PatternId, min = 0, max = 100, required = true): FieldRule => ({
  field: 'f',
  show: true,
  required,
  patternId,
  acceptedPattern: PATTERNS[patternId],
  minLength: min,
  maxLength: max,
});
const ok = (id: PatternId, v: string) => expect(checkRule(v, rule(id)), `${id} should accept ${v}`).toBeNull();
const bad = (id: PatternId, v: string) => expect(checkRule(v, rule(id))?.kind, `${id} should refuse ${v}`).toBe('pattern');

describe('pattern kinds of the registration field rules', () => {
  it.each<[PatternId, string[], string[]]>([
    ['ANY', ['anything at all', '¿?'], []],
    ['LETTER_FIRST_ALNUM', ['abc123', 'Z9'], ['1abc', 'ab_c', 'ab c']],
    ['CHINESE_DIGITS', ['张三123'], ['abc', '张 三']],
    ['EMAIL', ['a@b.co', 'first.last@mail.example.com'], ['a@b', 'a b@c.d', '@c.d']],
    ['ALNUM', ['abc123', 'ABC'], ['abc-1', 'ab c']],
    ['LETTERS_AND_DIGITS', ['abc123'], ['abcdef', '123456', 'abc_12']],
    ['DIGITS', ['0123'], ['12a']],
    ['ALNUM_ONE_UPPER', ['abcD1', 'A'], ['abc1', 'Ab-1']],
    ['LETTERS_SPACES', ['Juan Dela Cruz'], ['Juan2', 'Juan-Cruz']],
    ['NO_SPACES', ['a-b_c!'], ['a b', ' a']],
    ['CHINESE_PUNCT', ['你好，世界'], ['hello']],
    ['KOREAN', ['안녕하세요'], ['hello', '안녕 하세요']],
    ['THAI', ['สวัสดี'], ['hello']],
    ['THAI_ENGLISH_SPACES', ['สวัสดี John'], ['John1']],
    ['LETTERS_NUMBERS_SYMBOLS', ['Ab1!@#'], ['ab c', 'é']],
    ['STRONG_PASSWORD', ['Ab1!xyz'], ['Ab1xyz', 'ab1!xyz', 'AB1!XYZ', 'Abc!xyz']],
    ['FULL_NAME', ['Juan Cruz', 'Maria Clara Santos'], ['Juan', 'Juan  Cruz', ' Juan Cruz']],
    ['FULL_WIDTH_JAPANESE', ['やまだ', 'ヤマダ'], ['yamada', 'ﾔﾏﾀﾞ']],
    ['UPPERCASE', ['ABC'], ['AbC', 'AB1']],
    ['DIGITS_START_9', ['9171234567'], ['8171234567', '9a']],
    ['DATE_YMD', ['2000-02-29', '1999-12-31'], ['2000-13-01', '31-12-1999']],
    ['DATE_MDY', ['12-31-1999'], ['1999-12-31', '13-01-2000']],
  ])('%s', (id, good, wrong) => {
    good.forEach((v) => ok(id, v));
    wrong.forEach((v) => bad(id, v));
  });

  it('covers every pattern id', () => {
    expect(PATTERN_IDS).toHaveLength(22);
  });
});

describe('checkRule', () => {
  it('treats * as match-all but still checks length', () => {
    expect(checkRule('abc', rule('ANY', 4, 6))).toEqual({ kind: 'length', min: 4, max: 6 });
    expect(checkRule('abcd', rule('ANY', 4, 6))).toBeNull();
  });

  it('requires a value only when the rule says so', () => {
    expect(checkRule('', rule('DIGITS'))).toEqual({ kind: 'required' });
    expect(checkRule('', rule('DIGITS', 0, 10, false))).toBeNull();
    expect(checkRule(undefined, rule('DIGITS'))).toEqual({ kind: 'required' });
  });

  it('counts characters as people see them', () => {
    expect(checkRule('สวัสดี', rule('THAI', 6, 6))).toBeNull();
    expect(checkRule('😀😀', { ...rule('ANY', 2, 2) })).toBeNull();
  });

  it('refuses a value longer than its maximum before the pattern ever runs', () => {
    // With the pattern first this answered 'pattern' (and a slow pattern ran on all of it).
    expect(checkRule('x'.repeat(30), rule('DIGITS', 1, 10))).toEqual({ kind: 'length', min: 1, max: 10 });
    expect(checkRule(`${'a'.repeat(20)}!`, { ...rule('ANY', 0, 16), acceptedPattern: '^(a+)+$' })).toEqual({ kind: 'length', min: 0, max: 16 });
  });

  it('caps a rule without an upper bound at RULE_INPUT_MAX characters', () => {
    expect(checkRule('7'.repeat(RULE_INPUT_MAX), rule('DIGITS', 1, 0))).toBeNull();
    expect(checkRule('x'.repeat(RULE_INPUT_MAX + 1), rule('DIGITS', 1, 0))).toEqual({ kind: 'length', min: 1, max: RULE_INPUT_MAX });
  });

  it('accepts everything when a merchant pattern does not compile', () => {
    expect(checkRule('x', { ...rule('ANY'), acceptedPattern: '([' })).toBeNull();
  });

  it('valid exactly when pattern and bounds hold (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9]{0,30}$/), fc.nat(20), fc.nat(20), (v, a, b) => {
        const [min, max] = [Math.min(a, b), Math.max(a, b)];
        const r = rule('ALNUM', min, max);
        // maxLength 0 means no upper bound (a merchant leaving the field empty).
        const expectedValid = v === '' ? false : v.length >= min && (max === 0 || v.length <= max);
        expect(checkRule(v, r) === null).toBe(expectedValid);
      }),
    );
  });

  it('builds messages from the pattern id with min and max', () => {
    expect(problemMessageKey({ kind: 'pattern', patternId: 'EMAIL', min: 5, max: 50 })).toEqual({ key: 'rule.EMAIL', params: { min: 5, max: 50 } });
    expect(problemMessageKey({ kind: 'length', min: 6, max: 20 }).key).toBe('rule.length');
  });
});

describe('checkForm', () => {
  it('checks only fields that are shown', () => {
    const rules = [rule('DIGITS'), { ...rule('EMAIL'), field: 'email', show: false }];
    expect(Object.keys(checkForm({ f: 'x', email: 'bad' }, rules))).toEqual(['f']);
  });
});

describe('ageOn', () => {
  it('counts whole years, birthday included', () => {
    const now = new Date('2026-11-22T00:00:00Z');
    expect(ageOn('2008-11-22', now)).toBe(18);
    expect(ageOn('2008-11-23', now)).toBe(17);
    expect(ageOn('22-11-2008', now)).toBeNull();
  });
});

describe('birthdayProblem', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  it('needs 21 whole years on the UTC date, the birthday itself included', () => {
    expect(birthdayProblem('2005-11-22', now)).toBeNull();
    expect(birthdayProblem('2005-11-23', now)).toBe('UNDER_AGE');
    expect(birthdayProblem('2008-01-01', now)).toBe('UNDER_AGE');
    expect(birthdayProblem('2008-01-01', now, 18)).toBeNull();
  });
  it('refuses what is not a real, past, plausible yyyy-MM-dd date', () => {
    for (const bad of [
      '',
      '22-11-1990',
      '1990-1-5',
      '1990-02-30',
      '2001-02-29',
      '1990-13-01',
      '1990-00-10',
      '2026-11-23',
      '2999-01-01',
      '1900-01-01',
      '0000-01-01',
      '1990-01-01T00:00',
    ])
      expect(birthdayProblem(bad, now), bad).toBe('BIRTHDAY_INVALID');
    expect(birthdayProblem('2000-02-29', now)).toBeNull();
    expect(birthdayProblem('1906-11-22', now)).toBeNull();
  });
});
