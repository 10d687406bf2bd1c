import i18next from 'i18next';

/**
 * BCP 47 locale of each site language code (the site's upper-case codes). Amounts and dates follow
 * the reader's language: Indonesian and Vietnamese readers see 1.234,56, English and Thai readers
 * 1,234.56. Codes not listed use their own lower-case code (DE -> de), which Intl understands.
 */
const LOCALES: Record<string, string> = {
  EN: 'en-US',
  TY: 'fil-PH',
  CN: 'zh-CN',
  TW: 'zh-TW',
  VI: 'vi-VN',
  TH: 'th-TH',
  ID: 'id-ID',
  MS: 'ms-MY',
  JA: 'ja-JP',
  KO: 'ko-KR',
  HI: 'hi-IN',
  MY: 'my-MM',
  KM: 'km-KH',
  PT: 'pt-BR',
  ES: 'es-ES',
};

/** The language the page is in now (i18next's, upper-cased), EN before i18next is set up. */
export const activeLanguage = () => (i18next.language || 'en').toUpperCase();

/** Locale for Intl of a site language code; unknown or malformed codes fall back to en-US. */
export function localeOf(code: string = activeLanguage()): string {
  const upper = code.toUpperCase();
  const candidate = LOCALES[upper] ?? upper.toLowerCase();
  try {
    return Intl.getCanonicalLocales(candidate)[0] ?? 'en-US';
  } catch {
    return 'en-US';
  }
}

/**
 * Amounts arrive in minor units; people read two decimals with thousands separators, with
 * the separators of their language. Latin digits everywhere: an amount must read the same in a
 * screenshot sent to customer service whatever the sender's language.
 */
export function formatMoney(minor: number, lang: string = activeLanguage()): string {
  return new Intl.NumberFormat(localeOf(lang), { minimumFractionDigits: 2, maximumFractionDigits: 2, numberingSystem: 'latn' }).format(minor / 100);
}

/** A big amount shortened the reader's way (123.5K, 12.3万), for places with no room for all digits. */
export function formatMoneyCompact(minor: number, lang: string = activeLanguage()): string {
  return new Intl.NumberFormat(localeOf(lang), { notation: 'compact', maximumFractionDigits: 1, numberingSystem: 'latn' }).format(minor / 100);
}

/**
 * Every time a person reads is in the site's (merchant's) time zone, a fixed UTC offset the site
 * config carries, never the reader's device zone: a member in Manila, their agent abroad and
 * support compare the same "14:05". Screens say which zone it is (utcOffsetLabel, ZoneNote).
 * The offset is set once the site config has loaded (stores/site.ts); UTC+08:00 until then.
 */
let siteOffsetMinutes = 8 * 60;
export const setSiteOffset = (minutes: number) => {
  if (Number.isInteger(minutes) && Math.abs(minutes) <= 14 * 60) siteOffsetMinutes = minutes;
};
export const siteOffset = () => siteOffsetMinutes;

/** The instant moved by the offset: its UTC fields are then the wall time in that zone. */
const shifted = (date: Date, offsetMinutes: number) => new Date(date.getTime() + offsetMinutes * 60_000);

/**
 * A date as its reader writes it (23 Nov 2026, 2026年11月23日, 23 พ.ย. 2026), in the site's zone.
 * Gregorian calendar even in Thai, whose locale default is the Buddhist era: game rounds and
 * records are dated in CE.
 */
export function formatDate(date: Date, lang: string = activeLanguage(), offsetMinutes = siteOffsetMinutes): string {
  return new Intl.DateTimeFormat(localeOf(lang), { dateStyle: 'medium', calendar: 'gregory', numberingSystem: 'latn', timeZone: 'UTC' }).format(
    shifted(date, offsetMinutes),
  );
}

/** A calendar day that is already the site's ("2026-11-23", a week start): formatted, never shifted. */
export function formatDay(ymd: string, lang: string = activeLanguage()): string {
  const d = new Date(`${ymd}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? ymd : formatDate(d, lang, 0);
}

/** Date and time (24-hour) as the reader writes them, in the site's zone; records use formatTimestamp instead. */
export function formatDateTime(date: Date, lang: string = activeLanguage(), offsetMinutes = siteOffsetMinutes): string {
  return new Intl.DateTimeFormat(localeOf(lang), {
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
    calendar: 'gregory',
    numberingSystem: 'latn',
    timeZone: 'UTC',
  }).format(shifted(date, offsetMinutes));
}

/**
 * yyyy-MM-dd hh:mm:ss, the site's timestamp format (24-hour clock), in the site's zone.
 * Deliberately the same in every language: records and the agent clock are compared with the back
 * office and support.
 */
export function formatTimestamp(date: Date, offsetMinutes = siteOffsetMinutes): string {
  const ms = date.getTime();
  return Number.isNaN(ms) ? '' : shifted(date, offsetMinutes).toISOString().slice(0, 19).replace('T', ' ');
}

/** "UTC+08:00": the label of a fixed offset in minutes (the site's zone by default, never the reader's). */
export function utcOffsetLabel(offsetMinutes: number = siteOffsetMinutes): string {
  const sign = offsetMinutes >= 0 ? '+' : '-';
  const abs = Math.abs(offsetMinutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** formatTimestamp of an ISO instant at a given offset (an answer that names its zone). */
export function formatTimestampAt(iso: string, offsetMinutes: number): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : formatTimestamp(new Date(ms), offsetMinutes);
}

/**
 * A `datetime-local` field has no zone: staff type times in the site's zone, as every screen
 * shows them (not their device's). yyyy-MM-ddTHH:mm of an instant, and the instant of one.
 */
export function toZoneInput(iso: string, offsetMinutes = siteOffsetMinutes): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? '' : new Date(ms + offsetMinutes * 60_000).toISOString().slice(0, 16);
}
export function fromZoneInput(value: string, offsetMinutes = siteOffsetMinutes): string {
  const ms = Date.parse(`${value.length === 16 ? `${value}:00` : value}Z`);
  return Number.isNaN(ms) ? value : new Date(ms - offsetMinutes * 60_000).toISOString();
}
