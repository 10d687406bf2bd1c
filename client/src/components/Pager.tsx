import { useTranslation } from 'react-i18next';

/**
 * Previous / next with "page n of m" between them: the pager of every paged list. The page line
 * is announced when it changes, so a screen reader hears where a click landed; both buttons wait
 * while a page is on its way, so a second click cannot skip one.
 */
export function Pager(props: {
  page: number;
  pages: number;
  onPage(p: number): void;
  busy?: boolean;
  /** The list's own layout class. */
  className: string;
  /** The nav's name where a page holds more than one pager. */
  label?: string;
  /** What the whole list holds ("12 entries"), before the buttons. */
  summary?: string;
  /** The staff console's quieter buttons and muted text. */
  staff?: boolean;
}) {
  const { t } = useTranslation();
  const { page, pages, busy = false } = props;
  const button = `btn ${props.staff ? 'btn--ghost' : 'btn--outline'} btn--sm`;
  return (
    <nav className={props.className} aria-label={props.label ?? t('pager.label')}>
      {props.summary !== undefined && <span className={props.staff ? 'sc-muted' : 'muted'}>{props.summary}</span>}
      <button type="button" className={button} disabled={busy || page <= 1} onClick={() => props.onPage(page - 1)}>
        {t('pager.prev')}
      </button>
      <span aria-live="polite">{t('pager.pageOf', { page, pages: Math.max(pages, 1) })}</span>
      <button type="button" className={button} disabled={busy || page >= pages} onClick={() => props.onPage(page + 1)}>
        {t('pager.next')}
      </button>
    </nav>
  );
}
