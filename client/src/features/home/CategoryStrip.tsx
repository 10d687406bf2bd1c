import type { GameMenusValue } from '@wl/shared/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/Icon';
import { CATEGORY_LINKS, type LinkedCategory } from '../../components/games/categoryLinks';
import { CATEGORY_PATHS, vendorsOf } from '../../hooks/useGameMenus';
import { PATHS } from '../../lib/paths';

/** The categories a phone shows first, in this order, each while it has a vendor. */
const STRIP: LinkedCategory[] = ['RNG', 'LIVE', 'FISH', 'PVP', 'COCKFIGHT', 'LOTT', 'ESPORTS'];

/**
 * Phones: a row of game categories under the banners (docs/HOME.md "On a phone"), scrolled
 * sideways, so the first screen already leads into the games. Hot games come first, always.
 */
export function CategoryStrip({ menus }: { menus: GameMenusValue | undefined }) {
  const { t } = useTranslation();
  const shown = STRIP.filter((c) => !menus || vendorsOf(menus, c).length > 0);
  return (
    <nav className="cat-strip" aria-label={t('home.categories')} data-testid="home-categories">
      <ul className="cat-strip__list">
        <li>
          <Link to={PATHS.hot} className="cat-strip__item">
            <Icon name="flame" size={22} />
            <span>{t('nav.hot')}</span>
          </Link>
        </li>
        {shown.map((c) => (
          <li key={c}>
            <Link to={CATEGORY_PATHS[c]} className="cat-strip__item">
              <Icon name={CATEGORY_LINKS[c].icon} size={22} />
              <span>{t(CATEGORY_LINKS[c].key)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
