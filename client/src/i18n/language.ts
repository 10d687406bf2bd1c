import { LANGUAGES } from '@wl/shared/core';
import i18n, { applyDocumentLanguage, initialLanguage, loadMessages, toI18n } from './index';
import { languageBeforeSwitch } from './catalog';
import { identityApi } from '../api/identity';
import { local } from '../lib/storage';
import { sessionStore } from '../session/session';

/** Language change: stored, applied at once, and told to the server when logged in. */
export async function changeLanguage(code: string) {
  if (!LANGUAGES.some((l) => l.code === code)) return;
  const previous = languageBeforeSwitch(local.get('lang'), initialLanguage(), code);
  if (previous) local.set('hisLang', previous);
  local.set('lang', code);
  // Load the file before switching, so the page goes straight from one language to the other.
  await loadMessages(code).catch(() => undefined);
  applyDocumentLanguage(code);
  await i18n.changeLanguage(toI18n(code));
  if (sessionStore.get().phase === 'member') {
    // The page has already switched; a failed notification only affects server messages.
    await identityApi.setLanguage(code).catch(() => undefined);
  }
}

// i18n.language, not resolvedLanguage: a language without its own bundle is still the one chosen.
export const currentLanguage = () => (i18n.language || 'en').toUpperCase();
