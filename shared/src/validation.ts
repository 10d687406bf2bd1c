import { LICENCE_AGE } from './constants.js';

/**
 * Registration field rules. The server delivers, per field, a pattern, a
 * minimum and maximum length and a pattern id; `*` matches everything. The same check runs in
 * the form, in the registration machine and in the gateway, so they can never disagree.
 */
export interface FieldRule {
  field: string;
  /** Shown in the form. */
  show: boolean;
  required: boolean;
  acceptedPattern: string;
  minLength: number;
  /** 0 means no upper bound. */
  maxLength: number;
  patternId: PatternId;
}

/** Every pattern kind a field rule can name, with the regex the merchant's rule defaults to. */
export const PATTERNS = {
  ANY: '*',
  LETTER_FIRST_ALNUM: '^[A-Za-z][A-Za-z0-9]*$',
  CHINESE_DIGITS: '^[\\u4e00-\\u9fa50-9]+$',
  EMAIL: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
  ALNUM: '^[A-Za-z0-9]+$',
  LETTERS_AND_DIGITS: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$',
  DIGITS: '^[0-9]+$',
  ALNUM_ONE_UPPER: '^(?=.*[A-Z])[A-Za-z0-9]+$',
  LETTERS_SPACES: '^[A-Za-z ]+$',
  NO_SPACES: '^\\S+$',
  CHINESE_PUNCT: '^[\\u4e00-\\u9fa5\\u3000-\\u303f\\uff00-\\uffef]+$',
  KOREAN: '^[\\uac00-\\ud7af\\u1100-\\u11ff\\u3130-\\u318f]+$',
  THAI: '^[\\u0e00-\\u0e7f]+$',
  THAI_ENGLISH_SPACES: '^[\\u0e00-\\u0e7fA-Za-z ]+$',
  LETTERS_NUMBERS_SYMBOLS: '^[A-Za-z0-9!-/:-@\\[-`{-~]+$',
  STRONG_PASSWORD: '^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[^A-Za-z0-9]).+$',
  FULL_NAME: '^[^\\s]+( [^\\s]+)+$',
  FULL_WIDTH_JAPANESE: '^[\\u3040-\\u309f\\u30a0-\\u30ff\\u4e00-\\u9fafー　]+$',
  UPPERCASE: '^[A-Z]+$',
  DIGITS_START_9: '^9[0-9]*$',
  DATE_YMD: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
  DATE_MDY: '^(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])-\\d{4}$',
} as const;
export type PatternId = keyof typeof PATTERNS;
export const PATTERN_IDS = Object.keys(PATTERNS) as PatternId[];

export type RuleProblem =
  { kind: 'required' } | { kind: 'length'; min: number; max: number } | { kind: 'pattern'; patternId: PatternId; min: number; max: number };

const regexCache = new Map<string, RegExp | null>();
function compile(pattern: string): RegExp | null {
  if (pattern === '*' || pattern === '') return null;
  let re = regexCache.get(pattern);
  if (re === undefined) {
    try {
      re = new RegExp(pattern, 'u');
    } catch {
      // A merchant typo must not lock everyone out: an unreadable pattern accepts all.
      re = null;
    }
    regexCache.set(pattern, re);
  }
  return re;
}

/** The longest value any rule accepts, also when its maxLength is 0 ("no upper bound"). */
export const RULE_INPUT_MAX = 256;

/** Length in characters (code points), so Thai or Chinese names count as a person sees them. */
export const charLength = (v: string) => [...v].length;

/** Checks one value against one rule; `null` means valid. */
export function checkRule(value: string | undefined | null, rule: FieldRule): RuleProblem | null {
  const v = value ?? '';
  if (v === '') return rule.required ? { kind: 'required' } : null;
  // Too long is refused before the pattern runs: a pattern only ever sees input of bounded
  // size, so even a slow one has a bounded cost (patterns are admin-set; docs/THROTTLES.md).
  const len = charLength(v);
  const max = rule.maxLength > 0 ? rule.maxLength : RULE_INPUT_MAX;
  if (len > max) return { kind: 'length', min: rule.minLength, max };
  const re = compile(rule.acceptedPattern);
  if (re && !re.test(v)) return { kind: 'pattern', patternId: rule.patternId, min: rule.minLength, max: rule.maxLength };
  if (len < rule.minLength) return { kind: 'length', min: rule.minLength, max: rule.maxLength };
  return null;
}

/** i18n key and interpolation for a problem, e.g. `rule.STRONG_PASSWORD` with {min,max}. */
export function problemMessageKey(problem: RuleProblem): { key: string; params: Record<string, number> } {
  switch (problem.kind) {
    case 'required':
      return { key: 'rule.required', params: {} };
    case 'length':
      return { key: 'rule.length', params: { min: problem.min, max: problem.max } };
    case 'pattern':
      return { key: `rule.${problem.patternId}`, params: { min: problem.min, max: problem.max } };
  }
}

/** Checks a whole form against the rules that are shown; returns field -> problem. */
export function checkForm(values: Record<string, unknown>, rules: FieldRule[]): Record<string, RuleProblem> {
  const problems: Record<string, RuleProblem> = {};
  for (const rule of rules) {
    if (!rule.show) continue;
    const raw = values[rule.field];
    const p = checkRule(typeof raw === 'string' ? raw : raw == null ? '' : String(raw), rule);
    if (p) problems[rule.field] = p;
  }
  return problems;
}

/** Mobile numbers: digits only, 6 to 15 long (E.164 without the country code). */
export const MOBILE_PATTERN = /^[0-9]{6,15}$/;
export const isValidMobile = (v: string) => MOBILE_PATTERN.test(v);
export const SMS_CODE_PATTERN = /^[0-9]{6}$/;
export const EMAIL_PATTERN = new RegExp(PATTERNS.EMAIL);

/** Whole years between a yyyy-MM-dd birthday and `now`. */
export function ageOn(birthday: string, now: Date): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  let age = now.getUTCFullYear() - y;
  const before = now.getUTCMonth() + 1 < mo || (now.getUTCMonth() + 1 === mo && now.getUTCDate() < d);
  if (before) age -= 1;
  return age;
}

/**
 * The optional fields either registration tab may carry (the registration user's fields, plus the
 * date of birth), each shown and required per the site's rules. Plain data, so the browser's
 * first load can read it; the request schemas (api/identity.ts) are built over the same names.
 */
export const REGISTER_EXTRA_FIELDS = [
  'payeeName',
  'email',
  'qqNum',
  'recommenderId',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'birthday',
] as const;
export type RegisterExtraField = (typeof REGISTER_EXTRA_FIELDS)[number];

/** A date of birth further back than this many years is a typing slip, not a member. */
export const BIRTHDAY_MAX_YEARS = 120;

/**
 * Why a date of birth is refused, or null. The value is always ISO `yyyy-MM-dd` (what a date
 * input sends, whatever it displays): anything else, a day that does not exist (2001-02-29),
 * a day after `now` or one more than BIRTHDAY_MAX_YEARS back is BIRTHDAY_INVALID; fewer than
 * `minAge` whole years on `now` ("user must be 21 years old", counted on the UTC date)
 * is UNDER_AGE. The form, the registration machine and the gateway all call this.
 */
export function birthdayProblem(value: string, now: Date, minAge: number = LICENCE_AGE): 'BIRTHDAY_INVALID' | 'UNDER_AGE' | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return 'BIRTHDAY_INVALID';
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(2000, mo - 1, d));
  date.setUTCFullYear(y);
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return 'BIRTHDAY_INVALID';
  if (value > now.toISOString().slice(0, 10)) return 'BIRTHDAY_INVALID';
  const age = ageOn(value, now)!;
  if (age > BIRTHDAY_MAX_YEARS) return 'BIRTHDAY_INVALID';
  return age < minAge ? 'UNDER_AGE' : null;
}
