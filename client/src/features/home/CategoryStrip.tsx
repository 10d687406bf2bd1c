import type { GameMenusValue, GameType } from '@wl/shared/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../components/Icon';
import { CATEGORY_PATHS, vendorsOf } from '../../hooks/useGameMenus';
import { PATHS } from '../../lib/paths';

/** The categories a phone shows first, in this order, each while it has a vendor. */
const STRIP: { gameType: GameType; key: string; icon: IconName }[] = [
  { gameType: 'RNG', key: 'cat.rng', icon: 'slots' },
  { gameType: 'LIVE', key: 'cat.live', icon: 'live' },
  { gameType: 'FISH', key: 'cat.fish', icon: 'fish' },
  { gameType: 'PVP', key: 'cat.pvp', icon: 'cards' },
  { gameType: 'COCKFIGHT', key: 'cat.cockfight', icon: 'rooster' },
  { gameType: 'LOTT', key: 'cat.lott', icon: 'lottery' },
  { gameType: 'ESPORTS', key: 'cat.esports', icon: 'esports' },
];

/**
 * Phones: a row of game categories under the banners (docs/HOME.md "On a phone"), scrolled
 * sideways, so the first screen already leads into the games. Hot games come first, always.
 */
export function CategoryStrip({ menus }: { menus: GameMenusValue | undefined }) {
  const { t } = useTranslation();
  const shown = STRIP.filter((c) => !menus || vendorsOf(menus, c.gameType).length > 0);
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
          <li key={c.gameType}>
            <Link to={CATEGORY_PATHS[c.gameType]} className="cat-strip__item">
              <Icon name={c.icon} size={22} />
              <span>{t(c.key)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
