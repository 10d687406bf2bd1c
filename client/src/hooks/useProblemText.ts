import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { describeProblem, type FieldProblem, type ServerError } from '@wl/machines';

/**
 * Machines keep problems, not sentences; this turns them into text in the current language,
 * with the machine's English as the last resort for keys no bundle has.
 */
export function useProblemText() {
  const { t } = useTranslation();
  const problem = useCallback(
    (p: FieldProblem | null | undefined, field?: string): string | null => {
      if (!p) return null;
      const d = describeProblem(p, field);
      return t(d.key, { ...d.params, defaultValue: d.fallback });
    },
    [t],
  );
  const server = useCallback((e: ServerError | null | undefined): string | null => (e ? t(`err.${e.code}`, { defaultValue: e.message || e.code }) : null), [t]);
  return { problem, server };
}
