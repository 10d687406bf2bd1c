import { Suspense } from 'react';
import { lazy } from '../lib/chunks';
import { Route, Routes, useLocation } from 'react-router';
import { HomePage } from '../app/homeRoute';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { RouteLoader } from '../components/RouteLoader';
import { Layout } from '../app/layout/Layout';
import { PATHS } from '../lib/paths';
import { OpenPopup, RequireToken } from './RouteActions';

/** Every page is its own chunk; the shell stays small. */
const GameListPage = lazy(() => import('../app/pages/GameListPage'));
const LotteryPage = lazy(() => import('../features/lottery/LotteryPage'));
const SeamlessPage = lazy(() => import('../app/pages/SeamlessPage'));
const VerifierPage = lazy(() => import('../features/fair/VerifierPage'));
const PointMallPage = lazy(() => import('../features/points/PointMallPage'));
const MemberPage = lazy(() => import('../app/MemberPage'));
const AgentLoginPage = lazy(() => import('../features/auth/AgentLoginPage'));
const AgentHome = lazy(() => import('../agent-centre/AgentHome'));
const NotFoundPage = lazy(() => import('../features/content/NotFoundPage'));
const SupportApp = lazy(() => import('../console/SupportApp'));
const PromotionsPage = lazy(() => import('../features/promotions/PromotionsPage'));
const VipPage = lazy(() => import('../features/vip/VipPage'));
const AppDownloadPage = lazy(() => import('../features/appdownload/AppDownloadPage'));
const SearchPage = lazy(() => import('../features/games/SearchPage'));
/**
 * A signed-in visitor's welcome card on the home page, its own chunk with the member's texts (a
 * guest's first load carries neither). Declared here because a lazy import lists every chunk it
 * depends on in its importer, and here those names are listed once already for the pages.
 */
const MemberWelcome = lazy(() => import('../features/home/MemberWelcome'));
const home = <HomePage memberWelcome={<MemberWelcome />} />;

const GAME_LISTS = [
  'sports',
  'esports',
  'lott',
  'elott',
  'cockfight',
  'live',
  'fish',
  'rng',
  'pvp',
  'bgs',
  'hot',
  'fav',
  'recent',
  'provider',
  'favorite',
  'crash',
  'arcade',
  'jackpot',
  'mini',
] as const;
const LOTTERIES = ['lottery', 'seaLottery', 'vnLottery'] as const;
// Promotions, VIP and the point mall have their own pages (features/promotions, features/vip, features/points).

export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={<RouteLoader />}>
        <Routes>
          <Route element={<Layout />}>
            <Route index element={home} />
            {PATHS.homeAliases.map((p) => (
              <Route key={p} path={p} element={home} />
            ))}
            <Route path={PATHS.login} element={<OpenPopup kind="login" />} />
            <Route path={PATHS.register} element={<OpenPopup kind="register" />} />
            <Route path={PATHS.help} element={<OpenPopup kind="help" />} />
            <Route path={PATHS.member} element={<MemberPage />} />
            <Route path={PATHS.seamless} element={<SeamlessPage />} />
            <Route path={PATHS.fairVerify} element={<VerifierPage />} />
            <Route path={PATHS.bgsVerify} element={<VerifierPage />} />
            <Route path={PATHS.pointMall} element={<PointMallPage />} />
            <Route path={PATHS.promotions} element={<PromotionsPage />} />
            <Route path={PATHS.vip} element={<VipPage />} />
            <Route path={PATHS.download} element={<AppDownloadPage />} />
            <Route path={PATHS.search} element={<SearchPage />} />
            {GAME_LISTS.map((k) => (
              <Route key={k} path={PATHS[k]} element={<GameListPage kind={k} />} />
            ))}
            {LOTTERIES.map((k) => (
              <Route
                key={k}
                path={PATHS[k]}
                element={
                  <RequireToken>
                    <LotteryPage kind={k} />
                  </RequireToken>
                }
              />
            ))}
            <Route path="*" element={<NotFoundPage />} />
          </Route>
          <Route path={PATHS.agent} element={<AgentLoginPage />} />
          {/* The agent centre routes its own pages below /agentHome (agent-centre/AgentHome.tsx). */}
          <Route path={`${PATHS.agentHome}/*`} element={<AgentHome />} />
          <Route path={`${PATHS.support}/*`} element={<SupportApp />} />
        </Routes>
      </Suspense>
    </ErrorBoundary>
  );
}
