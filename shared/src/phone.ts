import { getCountries, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * One spelling for every phone number. Throttles, quotas, code targets and account lookups
 * all key on the normalised form, so `+063`, `0063`, `63 ` or `+6 3` cannot buy a fresh quota
 * and cannot find (or register) a second account for the same number.
 */
export interface PhoneNumber {
  /** `+63`: a plus and the country calling code. */
  dialingCode: string;
  /** The national significant number, trunk prefix removed: `9170000001`, never `09170000001`. */
  national: string;
  /** E.164: `+639170000001`. */
  e164: string;
}

export type PhoneProblem = 'MOBILE_MISSING' | 'MOBILE_INVALID' | 'DIALING_CODE_INVALID';
export type PhoneResult = { ok: true; phone: PhoneNumber } | { ok: false; problem: PhoneProblem };

const CALLING_CODES = new Set<string>(getCountries().map((c) => getCountryCallingCode(c)));

/**
 * `+63`, `+063`, `0063`, `63`, ` +6 3 ` all become `+63`. Whitespace anywhere is dropped, then
 * an optional `+` or `00` (the international prefix) and leading zeros (no calling code starts
 * with 0). Anything else, or a code no country uses, is null.
 */
export function normaliseDialingCode(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null;
  const compact = raw.replace(/\s+/g, '');
  const m = /^(?:\+|00)?0*([1-9][0-9]{0,2})$/.exec(compact);
  if (!m || !CALLING_CODES.has(m[1]!)) return null;
  return `+${m[1]}`;
}

/** Separators people type inside a number; everything else must be an ASCII digit. */
const SEPARATORS = /[\s\-().]/g;

/**
 * Normalises a number typed as a dialing code plus a national number. `allowed` is the site's
 * list of dialing codes (any spelling); a code outside it is refused. libphonenumber decides
 * validity (length and number plan of the country) and strips a trunk prefix or a repeated
 * country code (`09170000001` and `639170000001` are the same as `9170000001` under +63).
 */
export function normalisePhone(dialing: string | null | undefined, mobile: string | null | undefined, allowed: readonly string[]): PhoneResult {
  const digits = (mobile ?? '').replace(SEPARATORS, '');
  if (!digits) return { ok: false, problem: 'MOBILE_MISSING' };
  const code = normaliseDialingCode(dialing);
  if (!code || !allowed.some((a) => normaliseDialingCode(a) === code)) return { ok: false, problem: 'DIALING_CODE_INVALID' };
  if (!/^[0-9]{4,17}$/.test(digits)) return { ok: false, problem: 'MOBILE_INVALID' };
  const parsed = parsePhoneNumberFromString(digits, { defaultCallingCode: code.slice(1) });
  if (!parsed || !parsed.isValid() || `+${parsed.countryCallingCode}` !== code) return { ok: false, problem: 'MOBILE_INVALID' };
  return { ok: true, phone: { dialingCode: code, national: parsed.nationalNumber, e164: parsed.number } };
}
