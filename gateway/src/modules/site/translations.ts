import { DEFAULT_LANGUAGE, LANGUAGES, type Texts } from '@wl/shared';
import { AppError } from '../../http/errors.js';
import { siteLanguages } from './languages.js';

/**
 * Staff content per language (docs/LANGUAGES.md "Staff content per language"): the base text
 * (English) in a row's own columns, its translations in a `texts` map beside them. These two
 * helpers are what every module with such content shares: which languages a reader's text is
 * taken from, and the check of a map staff send.
 */

const KNOWN: readonly string[] = LANGUAGES.map((l) => l.code);

/**
 * The languages to look a reader's text up in, in order: the one asked (when the site knows
 * it), then the site's default. The base is English, so English is never looked up: an EN
 * reader reads the base, and a default of EN adds nothing before the base.
 */
export function readerLanguages(settings: { languages?: unknown; defaultLanguage?: unknown }, asked: string | undefined): string[] {
  const code = asked?.trim().toUpperCase();
  if (code === DEFAULT_LANGUAGE) return [];
  const { defaultLanguage } = siteLanguages(settings);
  const out: string[] = [];
  if (code && KNOWN.includes(code)) out.push(code);
  if (defaultLanguage !== DEFAULT_LANGUAGE && !out.includes(defaultLanguage)) out.push(defaultLanguage);
  return out;
}

/**
 * Checks and normalises a translations map staff send. Codes are taken upper case; one that
 * LANGUAGES does not list is LANGUAGE_UNKNOWN naming the field (`texts.XX`). An EN entry is
 * dropped (the base is the English text), and so is every field that cleans to nothing, and a
 * language left with no field: what is not stored falls back when read. `clean` turns each
 * field into what is stored (plain text, sanitised HTML, a checked link), the same as its base
 * field; it may throw its own refusal.
 */
export function checkTexts<K extends string>(texts: Texts<K>, clean: Record<K, (value: string, field: string) => string>, field = 'texts'): Texts<K> {
  const out: Texts<K> = {};
  for (const [raw, entry] of Object.entries(texts)) {
    const code = raw.trim().toUpperCase();
    if (!KNOWN.includes(code)) throw new AppError('LANGUAGE_UNKNOWN', { fields: { [`${field}.${raw}`]: 'LANGUAGE_UNKNOWN' }, invalid: raw });
    if (code === DEFAULT_LANGUAGE) continue;
    const kept: Partial<Record<K, string>> = { ...out[code] };
    for (const key of Object.keys(clean) as K[]) {
      const value = entry[key];
      if (typeof value !== 'string') continue;
      const cleaned = clean[key](value, `${field}.${code}.${key}`);
      if (cleaned) kept[key] = cleaned;
    }
    if (Object.keys(kept).length > 0) out[code] = kept;
  }
  return out;
}

/** A stored map read defensively (a row written before the column had content is `{}`). */
export const storedTexts = <K extends string>(v: unknown): Texts<K> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Texts<K>) : {});
