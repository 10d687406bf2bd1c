import { useTranslation } from 'react-i18next';

/** Previous / next with "page n of m", as the message list pages. */
export function Pager({ page, pages, busy, onPage }: { page: number; pages: number; busy: boolean; onPage: (p: number) => void }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="contracts-pager" aria-label={t('contracts.pages')}>
      <button type="button" className="btn btn--outline btn--sm" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        {t('messages.previous')}
      </button>
      <span aria-live="polite">{t('messages.page', { page, pages })}</span>
      <button type="button" className="btn btn--outline btn--sm" disabled={page >= pages || busy} onClick={() => onPage(page + 1)}>
        {t('messages.next')}
      </button>
    </nav>
  );
}
