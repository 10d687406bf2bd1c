import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@wl/shared/core';
import { beforeEveryChunk } from '../lib/chunks';
import { local } from '../lib/storage';
import en from './en.json?first';
import { BUNDLE_LOADERS, directionOf, isolateValue } from './catalog';

/**
 * Site language codes are upper case (EN, TY, CN, ...); i18next gets them lower
 * case. The English texts of the first page ship with it (firstTexts.ts), the rest of EN loads
 * with the first other chunk; the market languages (catalog.ts) load their own file on
 * demand; every other language falls back to EN key by key.
 */
export const toI18n = (code: string) => code.toLowerCase();

export function initialLanguage(): string {
  const stored = local.get('lang');
  return stored && LANGUAGES.some((l) => l.code === stored) ? stored : DEFAULT_LANGUAGE;
}

/**
 * Loads the language's own file once (no-op for EN and for languages without a file). Components
 * re-render when it arrives (bindI18nStore 'added'), so the page never waits on it.
 */
export async function loadMessages(code: string): Promise<void> {
  const lng = toI18n(code);
  const load = BUNDLE_LOADERS[code.toUpperCase()];
  if (!load || i18n.hasResourceBundle(lng, 'translation')) return;
  const messages = (await load()).default;
  i18n.addResourceBundle(lng, 'translation', messages, true, true);
}

let laterTexts: Promise<void> | null = null;

/**
 * The English texts beyond the first page's, added once. Every lazy chunk outside the home page
 * waits for them (lib/chunks.ts), so no page or popup renders before its texts are there; a
 * failure is retried by the next chunk.
 */
export function loadLaterTexts(): Promise<void> {
  laterTexts ??= import('./en.json?later').then(
    (m) => void i18n.addResourceBundle('en', 'translation', m.default, true, true),
    (err: unknown) => {
      laterTexts = null;
      throw err;
    },
  );
  return laterTexts;
}

/** lang and dir of <html>: screen readers, hyphenation and fonts follow lang; layout follows dir. */
export function applyDocumentLanguage(code: string) {
  document.documentElement.lang = toI18n(code);
  document.documentElement.dir = directionOf(code);
}

/**
 * The site's offered languages decide what the page reads (docs/LANGUAGES.md): a visitor who chose
 * none, or chose one the site no longer offers, reads the site's default. A stale choice is
 * replaced by the default, so the next page load starts in it.
 */
export function followSiteLanguages(offered: readonly string[], fallback: string) {
  const stored = local.get('lang');
  if (stored && offered.includes(stored)) return;
  if (stored) local.set('lang', fallback);
  if (i18n.language === toI18n(fallback)) return;
  void loadMessages(fallback)
    .catch(() => undefined)
    .then(() => {
      applyDocumentLanguage(fallback);
      return i18n.changeLanguage(toI18n(fallback));
    });
}

const first = initialLanguage();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  partialBundledLanguages: true,
  lng: toI18n(first),
  fallbackLng: 'en',
  interpolation: { escapeValue: false, alwaysFormat: true, format: isolateValue },
  returnNull: false,
  react: { useSuspense: false, bindI18nStore: 'added' },
});

applyDocumentLanguage(first);
beforeEveryChunk(loadLaterTexts);
// A failed chunk leaves the page in English (key-by-key fallback), which is still usable.
void loadMessages(first).catch(() => undefined);

export default i18n;
