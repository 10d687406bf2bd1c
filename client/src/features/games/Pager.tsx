import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';

/** The page numbers shown: first, last, and two either side of the current one, with gaps. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const out: (number | null)[] = [];
  for (let p = 1; p <= pages; p++) {
    if (p === 1 || p === pages || Math.abs(p - page) <= 2) out.push(p);
    else if (out[out.length - 1] !== null) out.push(null);
  }
  return out;
}

/** Numbered pages with the total beside them (pageNo / totalPages). */
export function Pager({ page, pages, total, shown, onPage }: { page: number; pages: number; total: number; shown: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  return (
    <div className="pager">
      <p className="pager__total" aria-live="polite">
        {t('lobby.shown', { shown, total })}
      </p>
      {pages > 1 && (
        <nav aria-label={t('lobby.pages')}>
          <ul className="pager__list">
            <li>
              <button type="button" className="pager__btn" disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={t('lobby.prevPage')}>
                <Icon name="chevronRight" size={16} className="pager__prev" aria-hidden="true" />
              </button>
            </li>
            {pageWindow(page, pages).map((p, i) =>
              p === null ? (
                <li key={`gap${i}`} className="pager__gap" aria-hidden="true">
                  …
                </li>
              ) : (
                <li key={p}>
                  <button
                    type="button"
                    className={`pager__btn${p === page ? ' pager__btn--on' : ''}`}
                    aria-current={p === page ? 'page' : undefined}
                    aria-label={t('lobby.page', { page: p })}
                    onClick={() => onPage(p)}
                  >
                    {p}
                  </button>
                </li>
              ),
            )}
            <li>
              <button
                type="button"
                className="pager__btn"
                disabled={page >= pages}
                onClick={() => onPage(page + 1)}
                aria-label={t('lobby.nextPage')}
                data-testid="pager-next"
              >
                <Icon name="chevronRight" size={16} aria-hidden="true" />
              </button>
            </li>
          </ul>
        </nav>
      )}
    </div>
  );
}
