import { Suspense, useRef, useState } from 'react';
import type { GameType } from '@wl/shared/core';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import { useSession } from '../../session/session';
import { resourcesOf, useSite } from '../../stores/site';
import { useInView } from '../../hooks/useInView';
import { lazy } from '../../lib/chunks';
import { ui, useUi } from '../../stores/ui';
import { Icon } from '../../components/Icon';
import { CATEGORY_LINKS, type LinkedCategory } from '../../components/games/categoryLinks';
import { LanguageSelect } from '../../components/LanguageSelect';
import { useLaunchGame } from '../../hooks/useLaunchGame';
import { CATEGORY_PATHS, useGameMenus, vendorsOf } from '../../hooks/useGameMenus';
import { useFocusTrap } from '../../hooks/useFocusTrap';
import { useMemberGuard } from '../../hooks/useMemberGuard';
import { customerServiceUrl, openExternal, safeUrl } from '../../lib/links';
import { PATHS, memberTab } from '../../lib/paths';
import { AppDownload } from './AppDownload';

const SideBanner = lazy(() => import('./SideBanner'), { firstPage: true });

/**
 * Side menu categories: one page per category other than sports, shown when the
 * category has a vendor; e-lottery and sports are launchers, not pages.
 */
const CATEGORIES: LinkedCategory[] = ['COCKFIGHT', 'RNG', 'LIVE', 'FISH', 'PVP'];

const linkClass = ({ isActive }: { isActive: boolean }) => `side__link${isActive ? ' side__link--active' : ''}`;

export function SideMenu({ drawer }: { drawer: boolean }) {
  const { t, i18n } = useTranslation();
  const { isLogin, isAgent } = useSession();
  // The VIP entry follows the member's hasVip (docs/VIP.md): VIP 1 and up on a site with the club on.
  const hasVip = useSession().member?.hasVip === true;
  const { config, flags } = useSite();
  const { drawerOpen } = useUi();
  const navigate = useNavigate();
  const launch = useLaunchGame();
  const guard = useMemberGuard();
  const [appOpen, setAppOpen] = useState(false);
  const bannerNear = useInView('[data-side-end]', true, '100px');
  const close = () => ui.setDrawer(false);
  const drawerRef = useRef<HTMLElement>(null);

  // The open drawer is a popup: focus goes in, Tab stays inside, Esc closes it, focus returns to the opener.
  useFocusTrap(drawerRef, { active: drawer && drawerOpen, onEscape: close, initialFocus: (el) => el.querySelector<HTMLElement>('a,button') });

  const social = [...resourcesOf(config, 'SOCIALMEDIA'), ...resourcesOf(config, 'TELEGRAM'), ...resourcesOf(config, 'FACEBOOK')];
  const telegram = social.find((r) => /telegram/i.test(r.labelNameEn) || r.resourceType === 'TELEGRAM');
  const facebook = social.find((r) => /facebook/i.test(r.labelNameEn) || r.resourceType === 'FACEBOOK');
  const resource = resourcesOf(config, 'PRIMOCARES')[0];
  const cs = customerServiceUrl(config?.customerService);
  const menus = useGameMenus();
  // E-lottery opens its first vendor and sports starts its first vendor's game; the
  // launch machine says "no provider" only when the category really has none.
  const launchCategory = (gameType: GameType) => {
    close();
    const first = vendorsOf(menus.data, gameType)[0];
    void launch({ gameType, vassalage: first?.vassalage ?? null, gameName: first?.name });
  };
  // Until the menus arrive every category shows, so the menu does not jump on a cold load.
  const hasVendor = (gameType: GameType) => !menus.data || vendorsOf(menus.data, gameType).length > 0;

  const menu = (
    <nav className="side__nav" aria-label={t('nav.side')}>
      <div className="side__group">
        <NavLink to={PATHS.home} end className={linkClass} onClick={close}>
          <Icon name="home" />
          {t('nav.home')}
        </NavLink>
        <NavLink to={PATHS.fav} className={linkClass} onClick={close}>
          <Icon name="star" />
          {t('nav.favourites')}
        </NavLink>
        <NavLink to={PATHS.recent} className={linkClass} onClick={close}>
          <Icon name="clock" />
          {t('nav.recent')}
        </NavLink>
        <NavLink to={PATHS.hot} className={linkClass} onClick={close}>
          <Icon name="flame" />
          {t('nav.hot')}
        </NavLink>
        {/* The header's own links, which a phone hides: in the drawer instead. */}
        {drawer && (
          <>
            <NavLink to={PATHS.bgs} className={linkClass} onClick={close}>
              <Icon name="dice" />
              {t('nav.inHouse')}
            </NavLink>
            <NavLink to={PATHS.promotions} className={linkClass} onClick={close}>
              <Icon name="gift" />
              {t('nav.promotions')}
            </NavLink>
          </>
        )}
      </div>
      <div className="side__group">
        <p className="side__heading">{t('nav.games')}</p>
        {CATEGORIES.filter(hasVendor).map((c) => (
          <NavLink key={c} to={CATEGORY_PATHS[c]} className={linkClass} onClick={close}>
            <Icon name={CATEGORY_LINKS[c].icon} />
            {t(CATEGORY_LINKS[c].key)}
          </NavLink>
        ))}
        {/* The resource link (responsible gaming) sits between the category pages and the launchers. */}
        {resource && safeUrl(resource.url) && (
          <a className="side__link" href={safeUrl(resource.url)!} onClick={close}>
            <Icon name="shield" />
            {/* The operator names it in English only: a page in another language says it in its own words. */}
            {i18n.language === 'en' ? resource.labelNameEn : t('footer.playResponsibly')}
          </a>
        )}
        <button type="button" className="side__link" onClick={() => launchCategory('ELOTT')} data-testid="menu-elott">
          <Icon name="lottery" />
          {t('cat.elott')}
        </button>
        <button type="button" className="side__link side__link--feature" onClick={() => launchCategory('SPORTS')} data-testid="menu-sports">
          <Icon name="sports" />
          {t('cat.sports')}
          <span className="side__tag">{t('nav.play')}</span>
        </button>
      </div>
      <div className="side__group">
        {telegram && safeUrl(telegram.url) && (
          <a className="side__link" href={safeUrl(telegram.url)!} target="_blank" rel="noopener noreferrer">
            <Icon name="telegram" />
            {t('nav.telegram')}
          </a>
        )}
        {facebook && safeUrl(facebook.url) && (
          <a className="side__link" href={safeUrl(facebook.url)!} target="_blank" rel="noopener noreferrer">
            <Icon name="facebook" />
            {t('nav.facebook')}
          </a>
        )}
        <button type="button" className="side__link" aria-expanded={appOpen} onClick={() => setAppOpen((o) => !o)}>
          <Icon name="download" />
          {t('nav.appDownload')}
          <Icon name="chevronDown" size={16} className={`side__chev${appOpen ? ' side__chev--open' : ''}`} />
        </button>
        {appOpen && <AppDownload config={config} onNavigate={close} />}
        {isLogin && (isAgent || flags.REFERRAL) && (
          <button
            type="button"
            className="side__link"
            onClick={() => {
              close();
              guard(() => navigate(memberTab('referral')));
            }}
          >
            <Icon name="users" />
            {t('nav.referral')}
          </button>
        )}
        {flags.VIP && hasVip && (
          <NavLink to={PATHS.vip} className={linkClass} onClick={close}>
            <Icon name="crown" />
            {t('nav.vip')}
          </NavLink>
        )}
        {/* The language selector sits between VIP and the point mall. */}
        <div className="side__lang" data-testid="side-language">
          <LanguageSelect offered={config?.languages} />
        </div>
        {flags.POINTS && (
          <button
            type="button"
            className="side__link"
            onClick={() => {
              close();
              guard(() => navigate(PATHS.pointMall));
            }}
          >
            <Icon name="coins" />
            {t('nav.pointMall')}
          </button>
        )}
        <button type="button" className="side__link" onClick={() => openExternal(cs)} disabled={!config?.customerService} data-testid="side-customer-service">
          <Icon name="headset" />
          {t('nav.customerService')}
        </button>
      </div>
      {/* The operator's side-menu banner (group w_leftmenu), when there is one: asked for when the
          menu's end nears the screen, not with the first page. */}
      <div data-side-end="" />
      {bannerNear && (
        <Suspense fallback={null}>
          <SideBanner />
        </Suspense>
      )}
    </nav>
  );

  if (!drawer) return <aside className="side">{menu}</aside>;
  return (
    <>
      <div className={`drawer-backdrop${drawerOpen ? ' drawer-backdrop--open' : ''}`} onClick={close} aria-hidden="true" />
      <aside
        ref={drawerRef}
        className={`side side--drawer${drawerOpen ? ' side--open' : ''}`}
        role={drawerOpen ? 'dialog' : undefined}
        aria-modal={drawerOpen || undefined}
        aria-label={drawerOpen ? t('nav.side') : undefined}
        aria-hidden={!drawerOpen}
        inert={!drawerOpen}
      >
        <div className="side__drawer-head">
          <span className="side__drawer-title">{config?.siteName}</span>
          <button type="button" className="icon-btn" onClick={close} aria-label={t('common.close')}>
            <Icon name="close" />
          </button>
        </div>
        {menu}
      </aside>
    </>
  );
}
