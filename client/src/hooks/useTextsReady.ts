import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadLaterTexts } from '../i18n';

/**
 * Whether these keys can be shown now. The first page carries only its own English texts
 * (i18n/firstTexts.ts); a dialog raised from it with another text (most `err.*` codes) waits
 * here for the rest instead of showing the key, and shows anyway once that load has settled
 * (a key no file has shows as itself, as everywhere).
 */
export function useTextsReady(keys: readonly (string | undefined)[]): boolean {
  const { i18n } = useTranslation();
  const missing = keys.some((k) => k !== undefined && !i18n.exists(k));
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!missing || settled) return;
    let live = true;
    void loadLaterTexts()
      .catch(() => undefined)
      .then(() => live && setSettled(true));
    return () => {
      live = false;
    };
  }, [missing, settled]);
  return !missing || settled;
}
