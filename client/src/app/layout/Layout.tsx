import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { ui } from '../../stores/ui';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { RouteLoader } from '../../components/RouteLoader';
import { isGamePage } from '../../lib/paths';
import { usePhone } from '../../hooks/usePhone';
import { AnnouncementSlot } from '../../features/announcements/slot';
import { RealityCheckHost } from '../../features/responsible-gaming/RealityCheckHost';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollTop } from './ScrollTop';
import { SideMenu } from './SideMenu';
import { TabBar } from './TabBar';

/**
 * The page's areas: side menu, header, title (each page's banner), main, footer, scroll-to-top.
 * The side menu hides on game pages and turns into a drawer under 768 px.
 */
export function Layout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const phone = usePhone();
  const gamePage = isGamePage(pathname);
  const showSide = !gamePage;

  // A route change closes the drawer, as a tap on a link would.
  useEffect(() => ui.setDrawer(false), [pathname]);

  return (
    <div className={`shell${showSide && !phone ? ' shell--with-side' : ''}${showSide && phone ? ' shell--with-tabs' : ''}`}>
      <a href="#main" className="skip-link">
        {t('nav.skip')}
      </a>
      <Header showMenuButton={showSide && phone} />
      <div className="shell__body">
        {showSide && <SideMenu drawer={phone} />}
        <div className="shell__content">
          <main id="main" className="main" tabIndex={-1}>
            {/* Pages load lazily inside the shell, so header and menu never blink. */}
            <ErrorBoundary resetKey={pathname}>
              <Suspense fallback={<RouteLoader />}>
                <Outlet />
              </Suspense>
            </ErrorBoundary>
          </main>
          <Footer />
        </div>
      </div>
      {showSide && phone && <TabBar />}
      <ScrollTop />
      {/* Announcement popups, and through their `/site` channel staff changes to the brand, colours and switches. */}
      <AnnouncementSlot />
      {/* Responsible gaming's reality check: on every member page, game pages included. */}
      <RealityCheckHost />
    </div>
  );
}
