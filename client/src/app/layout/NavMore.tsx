import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation, matchPath } from 'react-router';
import { useDismiss } from '../../hooks/useDismiss';
import { Icon } from '../../components/Icon';

export interface NavEntry {
  key: string;
  to: string;
  label: string;
  /** Active only on this exact path (home). */
  end?: boolean;
}

/**
 * The "More" entry of the top navigation: the entries that do not fit, as a disclosure (a
 * button with aria-expanded and a plain list of links, not an ARIA menu, so links behave as
 * links). Escape, a click outside or focus leaving it closes the list; Escape puts focus back on
 * the button. It shows as active when the current page is one of its entries.
 */
export function NavMore({ entries }: { entries: NavEntry[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const active = entries.some((e) => matchPath({ path: e.to, end: e.end ?? false }, pathname));

  useEffect(() => setOpen(false), [pathname]);
  const close = useCallback(() => setOpen(false), []);
  const refocus = useCallback(() => button.current?.focus(), []);
  useDismiss(open, root, close, refocus);

  return (
    <li
      className="topnav__item topnav__more"
      ref={root}
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={`topnav__link topnav__more-btn${active ? ' topnav__link--active' : ''}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        data-testid="topnav-more"
      >
        {t('lobby.navMore')}
        <Icon name="chevronDown" size={16} className={`topnav__chev${open ? ' topnav__chev--open' : ''}`} />
      </button>
      <ul id={listId} className="topnav__more-list" hidden={!open}>
        {entries.map((e) => (
          <li key={e.key}>
            <NavLink
              to={e.to}
              end={e.end}
              className={({ isActive }) => `topnav__more-link${isActive ? ' topnav__more-link--active' : ''}`}
              onClick={() => setOpen(false)}
            >
              {e.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
