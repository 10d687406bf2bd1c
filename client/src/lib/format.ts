import i18next from 'i18next';

/**
 * BCP 47 locale of each site language code (the spec's upper-case codes). Amounts and dates follow
 * the reader's language: Indonesian and Vietnamese readers see 1.234,56, English and Thai readers
 * 1,234.56. Codes not listed use their own lower-case code (DE -> de), which Intl understands.
 */
const LOCALES: Record<string, string> = {
  EN: 'en-US', TY: 'fil-PH', CN: 'zh-CN', TW: 'zh-TW', VI: 'vi-VN', TH: 'th-TH', ID: 'id-ID', MS: 'ms-MY',
  JA: 'ja-JP', KO: 'ko-KR', HI: 'hi-IN', MY: 'my-MM', KM: 'km-KH', PT: 'pt-BR', ES: 'es-ES',
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
 * Amounts arrive in minor units; people read two decimals with thousands separators (spec 9), with
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
 * A date as its reader writes it (23 Nov 2026, 2026年11月23日, 23 พ.ย. 2026). Gregorian calendar even
 * in Thai, whose locale default is the Buddhist era: game rounds and records are dated in CE.
 */
export function formatDate(date: Date, lang: string = activeLanguage()): string {
  return new Intl.DateTimeFormat(localeOf(lang), { dateStyle: 'medium', calendar: 'gregory', numberingSystem: 'latn' }).format(date);
}

/** Date and time (24-hour) as the reader writes them; records use formatTimestamp instead. */
export function formatDateTime(date: Date, lang: string = activeLanguage()): string {
  return new Intl.DateTimeFormat(localeOf(lang), {
    dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23', calendar: 'gregory', numberingSystem: 'latn',
  }).format(date);
}

/** "GMT+08:00" for the agent header clock. */
export function gmtOffset(date: Date): string {
  const minutes = -date.getTimezoneOffset();
  const sign = minutes >= 0 ? '+' : '-';
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `GMT${sign}${hh}:${mm}`;
}

/**
 * yyyy-MM-dd hh:mm:ss, the timestamp format of spec section 9 (24-hour clock). Deliberately the same
 * in every language: records and the agent clock are compared with the back office and support.
 */
export function formatTimestamp(date: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${p(date.getMonth() + 1)}-${p(date.getDate())} ${p(date.getHours())}:${p(date.getMinutes())}:${p(date.getSeconds())}`;
}

/** "UTC+08:00": the label of a fixed offset in minutes (a merchant's zone, not the reader's). */
export function utcOffsetLabel(offsetMinutes: number): string {
  const sign = offsetMinutes >= 0 ? '+' : '-';
  const abs = Math.abs(offsetMinutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/**
 * formatTimestamp at a fixed offset: the wall time is read from the UTC fields of the shifted
 * instant, so the reader's own zone never enters (bets are dated in the merchant's zone, as the
 * back office and support see them).
 */
export function formatTimestampAt(iso: string, offsetMinutes: number): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : new Date(ms + offsetMinutes * 60_000).toISOString().slice(0, 19).replace('T', ' ');
}
