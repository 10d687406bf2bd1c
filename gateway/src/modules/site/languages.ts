import { DEFAULT_LANGUAGE, LANGUAGES } from '@wl/shared';
import { AppError } from '../../http/errors.js';

const KNOWN: readonly string[] = LANGUAGES.map((l) => l.code);

export interface SiteLanguages {
  /** The codes the selector offers, in LANGUAGES order. */
  languages: string[];
  /** One of `languages`: what a visitor without a (still offered) choice reads. */
  defaultLanguage: string;
}

/**
 * The languages a merchant offers, read defensively from its stored settings. A site whose
 * operator never chose offers every language (as before the setting existed); a stored code
 * LANGUAGES no longer lists is skipped; the default falls back to EN, or the first offered one.
 */
export function siteLanguages(settings: { languages?: unknown; defaultLanguage?: unknown }): SiteLanguages {
  const stored = Array.isArray(settings.languages) ? settings.languages.filter((c): c is string => typeof c === 'string') : [];
  const picked = KNOWN.filter((c) => stored.includes(c));
  const languages = picked.length > 0 ? picked : [...KNOWN];
  const wanted = typeof settings.defaultLanguage === 'string' ? settings.defaultLanguage : DEFAULT_LANGUAGE;
  const defaultLanguage = languages.includes(wanted) ? wanted : languages.includes(DEFAULT_LANGUAGE) ? DEFAULT_LANGUAGE : languages[0]!;
  return { languages, defaultLanguage };
}

/**
 * Checks the language part of a settings patch against LANGUAGES and the site's current choice,
 * and normalises it (upper case, no repeats, LANGUAGES order). An unknown code is
 * LANGUAGE_UNKNOWN; a default the site would not offer (named, or left behind when its language
 * is taken off the list) is LANGUAGE_NOT_OFFERED. Both name the field and the code.
 */
export function checkLanguagesPatch<T extends { languages?: string[]; defaultLanguage?: string }>(patch: T, current: SiteLanguages): T {
  const out: T = { ...patch };
  if (patch.languages) {
    const codes = patch.languages.map((c) => c.trim().toUpperCase());
    const unknown = codes.find((c) => !KNOWN.includes(c));
    if (unknown !== undefined) throw new AppError('LANGUAGE_UNKNOWN', { fields: { languages: 'LANGUAGE_UNKNOWN' }, invalid: unknown });
    out.languages = KNOWN.filter((c) => codes.includes(c));
  }
  if (patch.defaultLanguage !== undefined) {
    const code = patch.defaultLanguage.trim().toUpperCase();
    if (!KNOWN.includes(code)) throw new AppError('LANGUAGE_UNKNOWN', { fields: { defaultLanguage: 'LANGUAGE_UNKNOWN' }, invalid: code });
    out.defaultLanguage = code;
  }
  if (out.languages || out.defaultLanguage !== undefined) {
    const offered = out.languages ?? current.languages;
    const fallback = out.defaultLanguage ?? current.defaultLanguage;
    if (!offered.includes(fallback)) throw new AppError('LANGUAGE_NOT_OFFERED', { fields: { defaultLanguage: 'LANGUAGE_NOT_OFFERED' }, invalid: fallback });
  }
  return out;
}
