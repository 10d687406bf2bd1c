/**
 * Which languages have their own message file, and how to load it.
 *
 * EN is bundled with the first page (every other language falls back to it key by key). The
 * languages below are complete (the five markets, then Arabic, Japanese, Korean and Malay): the
 * i18n test fails when one of them lacks a key EN has.
 * Their files are loaded on demand (a separate chunk each), so a visitor reading English never
 * downloads Thai, and a Thai visitor downloads only Thai.
 */
export type Messages = { [key: string]: string | Messages };

export const BUNDLE_LOADERS: Record<string, () => Promise<{ default: Messages }>> = {
  TY: () => import('./ty.json'),
  CN: () => import('./cn.json'),
  VI: () => import('./vi.json'),
  TH: () => import('./th.json'),
  ID: () => import('./id.json'),
  AR: () => import('./ar.json'),
  JA: () => import('./ja.json'),
  KO: () => import('./ko.json'),
  MS: () => import('./ms.json'),
};

/** Languages whose file must hold every key of en.json (same nesting, same {{placeholders}}). */
export const COMPLETE_LANGUAGES = Object.keys(BUNDLE_LOADERS);

/** Right-to-left scripts. They get dir="rtl" only once they have a file of their own. */
export const RTL_LANGUAGES = ['AR', 'FA', 'UR'];

export const hasOwnMessages = (code: string) => code.toUpperCase() in BUNDLE_LOADERS;

/** Whether a language is read in its own words: EN (the reference) and every language with a file. */
export const hasOwnText = (code: string) => code.toUpperCase() === 'EN' || hasOwnMessages(code);

/** Direction of the page for a site language code: rtl only for an RTL script with its own text. */
export function directionOf(code: string): 'ltr' | 'rtl' {
  const upper = code.toUpperCase();
  return RTL_LANGUAGES.includes(upper) && hasOwnMessages(upper) ? 'rtl' : 'ltr';
}

/**
 * What i18next puts into a text for a {{placeholder}} (its interpolation `format`, applied to every
 * value): in a right-to-left language the value is isolated (FSI…PDI), so a date, an amount or a
 * username keeps its own order among the words around it; the Arabic before "2026-11-30" would
 * otherwise show it as 30-11-2026. A value missing from the call stays undefined: i18next then
 * leaves the placeholder as it is.
 */
export const isolateValue = (value: string, _format?: string, lng?: string): string =>
  lng && directionOf(lng) === 'rtl' && (typeof value === 'string' || typeof value === 'number') ? `\u2068${value}\u2069` : value;

/**
 * The hisLang to store when switching to `next` (local storage holds lang and hisLang, docs/LANGUAGES.md), or
 * null when nothing changes. On the very first switch no 'lang' is stored yet, and the language
 * being left is the initial one, so hisLang is written then too.
 */
export function languageBeforeSwitch(stored: string | null, initial: string, next: string): string | null {
  const previous = stored ?? initial;
  return previous === next ? null : previous;
}
