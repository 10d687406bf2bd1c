import { useTranslation } from 'react-i18next';

/**
 * Under a list read in pages: how many are shown of how many, and a button for the next page
 * (a real button, so a keyboard reaches it; the count is announced as it grows).
 */
export function LoadMore({ shown, total, hasMore, loading, onMore }: { shown: number; total: number; hasMore: boolean; loading: boolean; onMore: () => void }) {
  const { t, i18n } = useTranslation();
  const n = (v: number) => v.toLocaleString(i18n.language);
  return (
    <div className="load-more">
      <p className="load-more__count" aria-live="polite">
        {t('lobby.shown', { shown: n(shown), total: n(total) })}
      </p>
      {total > 0 && <progress className="load-more__bar" max={total} value={shown} aria-hidden="true" />}
      {hasMore && (
        <button
          type="button"
          className="btn btn--ghost load-more__btn"
          onClick={onMore}
          disabled={loading}
          aria-busy={loading || undefined}
          data-testid="load-more"
        >
          {loading ? t('lobby.loading') : t('lobby.loadMore')}
        </button>
      )}
    </div>
  );
}
