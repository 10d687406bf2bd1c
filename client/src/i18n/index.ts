import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@wl/shared';
import { local } from '../lib/storage';
import en from './en.json';
import ty from './ty.json';

/**
 * Site language codes are the spec's upper-case ones (EN, TY, ...); i18next gets them lower
 * case. Only EN is complete; every other language falls back to EN key by key.
 */
export const toI18n = (code: string) => code.toLowerCase();

export function initialLanguage(): string {
  const stored = local.get('lang');
  return stored && LANGUAGES.some((l) => l.code === stored) ? stored : DEFAULT_LANGUAGE;
}

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, ty: { translation: ty } },
  lng: toI18n(initialLanguage()),
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
  react: { useSuspense: false },
});

document.documentElement.lang = toI18n(initialLanguage());

export default i18n;
