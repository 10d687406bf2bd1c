import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Icon } from '../../components/Icon';
import { PATHS } from '../../lib/paths';

/** The search page's input id (features/games/SearchPage.tsx names its box with it). */
const SEARCH_INPUT = 'site-search';

/** Typing "/" anywhere but in a field opens the search, as on most sites with a search box. */
const typingInField = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The header's search button, for everyone (guests included): it opens the search page, or
 * puts the cursor in its box when the page is already open. "/" does the same from the keyboard.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const open = useCallback(() => {
    if (pathname === PATHS.search) document.getElementById(SEARCH_INPUT)?.focus();
    else navigate(PATHS.search);
  }, [pathname, navigate]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey || typingInField(e.target) || document.querySelector('[aria-modal="true"]')) return;
      e.preventDefault();
      open();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <button
      type="button"
      className="icon-btn header__search"
      onClick={open}
      aria-label={t('header.search')}
      aria-keyshortcuts="/"
      title={t('header.searchKey')}
      data-testid="header-search"
    >
      <Icon name="search" size={20} />
    </button>
  );
}
