import { LANGUAGES } from '@wl/shared/core';
import i18n, { applyDocumentLanguage, loadMessages, toI18n } from '../i18n';

/**
 * A language chosen in another tab (docs/SESSIONS.md "Several tabs"). The choice is
 * in localStorage (i18n/language.ts writes it first), and the browser tells every other tab of the
 * origin with a `storage` event, so this tab only has to show it: the other tab has already told
 * the server and kept the previous language, and nothing is written again here.
 */
export async function followLanguage(code: string): Promise<void> {
  if (!LANGUAGES.some((l) => l.code === code) || i18n.language === toI18n(code)) return;
  // The file first, so the page goes straight from one language to the other.
  await loadMessages(code).catch(() => undefined);
  applyDocumentLanguage(code);
  await i18n.changeLanguage(toI18n(code));
}
