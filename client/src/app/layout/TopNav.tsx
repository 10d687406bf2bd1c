import { useState, type FocusEvent, type MouseEvent } from 'react';
import type { GameType, VendorInfo } from '@wl/shared/core';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { GameImage } from '../../components/games/GameImage';
import { Icon } from '../../components/Icon';
import { CATEGORY_PATHS, useGameMenus } from '../../hooks/useGameMenus';
import { PATHS } from '../../lib/paths';
import { NavMore, type NavEntry } from './NavMore';
import { useNavFit } from './useNavFit';

/** The drop menu switches to its large layout above this many vendors. */
export const LARGE_MENU_ABOVE = 10;
/** The gap between entries; .topnav__list in lobby.css uses the same. */
const GAP = 4;

interface TopEntry extends NavEntry {
  gameType?: GameType;
  vendors?: VendorInfo[];
}

const linkClass = ({ isActive }: { isActive: boolean }) => `topnav__link${isActive ? ' topnav__link--active' : ''}`;

/**
 * Top navigation, in this order: home, in-house games, one entry per category that has at least
 * one vendor (game_menus, in its order), promotions. The entries that do not fit the header
 * collapse, from the end, into a "More" button, so the header's own controls always show. Each
 * visible category opens a drop menu of its vendors on hover and on keyboard focus (CSS
 * :focus-within), so Tab walks into it.
 */
export function TopNav() {
  const { t } = useTranslation();
  const menus = useGameMenus();
  const categories = (menus.data?.sortingVendor ?? []).filter((c) => c.gameCategory !== 'BGS' && c.vendors.length > 0);
  const entries: TopEntry[] = [
    { key: 'home', to: PATHS.home, label: t('nav.home'), end: true },
    { key: 'bgs', to: PATHS.bgs, label: t('nav.inHouse') },
    ...categories.map((c) => ({
      key: c.gameCategory,
      to: CATEGORY_PATHS[c.gameCategory],
      label: t(`lobby.type.${c.gameCategory}`),
      gameType: c.gameCategory,
      vendors: c.vendors,
    })),
    { key: 'promotions', to: PATHS.promotions, label: t('nav.promotions') },
  ];
  const { room, measure, visible } = useNavFit(entries.length, GAP);
  const shown = entries.slice(0, visible);
  const rest = entries.slice(visible);

  return (
    <nav className="topnav" aria-label={t('nav.main')} ref={room}>
      <ul className="topnav__list">
        {shown.map((e) =>
          e.gameType && e.vendors ? (
            <CategoryEntry key={e.key} entry={e} gameType={e.gameType} vendors={e.vendors} />
          ) : (
            <li key={e.key} className="topnav__item">
              <NavLink to={e.to} end={e.end} className={linkClass}>
                {e.label}
              </NavLink>
            </li>
          ),
        )}
        {rest.length > 0 && <NavMore entries={rest} />}
      </ul>
      {/* The row again, unseen and unreachable, so the fit knows every entry's width. */}
      <div className="topnav__measure" aria-hidden="true" inert>
        <ul className="topnav__list" ref={measure}>
          {entries.map((e) => (
            <li key={e.key} className="topnav__item">
              <span className="topnav__link">{e.label}</span>
            </li>
          ))}
          <li className="topnav__item">
            <span className="topnav__link topnav__more-btn">
              {t('lobby.navMore')}
              <Icon name="chevronDown" size={16} />
            </span>
          </li>
        </ul>
      </div>
    </nav>
  );
}

function CategoryEntry({ entry, gameType, vendors }: { entry: TopEntry; gameType: GameType; vendors: VendorInfo[] }) {
  const { t } = useTranslation();
  const large = vendors.length > LARGE_MENU_ABOVE;
  const [alignEnd, setAlignEnd] = useState(false);
  // An entry near the end of the row opens its drop menu towards the start, so it stays on screen.
  const place = (e: MouseEvent<HTMLLIElement> | FocusEvent<HTMLLIElement>) => {
    const item = e.currentTarget;
    const drop = item.querySelector<HTMLElement>('.dropmenu');
    if (!drop) return;
    const rtl = getComputedStyle(item).direction === 'rtl';
    const box = item.getBoundingClientRect();
    const width = drop.offsetWidth;
    setAlignEnd(rtl ? box.right - width < 0 : box.left + width > document.documentElement.clientWidth);
  };
  return (
    <li className="topnav__item topnav__item--drop" data-testid={`topnav-${gameType}`} onMouseEnter={place} onFocus={place}>
      <NavLink to={entry.to} className={linkClass}>
        {entry.label}
      </NavLink>
      <div className={`dropmenu${large ? ' dropmenu--large' : ''}${alignEnd ? ' dropmenu--end' : ''}`}>
        <p className="dropmenu__title" id={`drop-${gameType}`}>
          {t('lobby.vendorMenu', { category: entry.label })}
        </p>
        <ul className="dropmenu__list" aria-labelledby={`drop-${gameType}`}>
          {vendors.map((v) => (
            <li key={v.vassalage}>
              <Link to={`${entry.to}?vassalage=${encodeURIComponent(v.vassalage)}`} className={`dropmenu__link${v.maintenance ? ' dropmenu__link--off' : ''}`}>
                {large && <GameImage src={v.iconUrl} className="dropmenu__icon" icon="grid" />}
                <span>{v.name}</span>
                {v.maintenance && <span className="dropmenu__badge">{t('lobby.maintenance')}</span>}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
