import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { ConsoleBaseProvider, useConsolePath } from '../console-kit/base';
import ConsoleLayout from './ConsoleLayout';
import LoginPage from './LoginPage';
import { homeSection } from './sections';
import { StaffSessionProvider, useStaff, useStaffSession } from '../console-kit/session';
import { ErrorNote } from '../console-kit/ui';
import './support.css';

// Pages load on demand: staff open one or two sections per visit.
const DashboardPage = lazy(() => import('./DashboardPage'));
const AccountsPage = lazy(() => import('../features/accounts/AccountsPage'));
const AccountPage = lazy(() => import('../features/accounts/AccountPage'));
const OutboxPage = lazy(() => import('../features/outbox/OutboxPage'));
const JobsPage = lazy(() => import('../features/jobs/console/JobsPage'));
const DepositsPage = lazy(() => import('../features/deposit/console/DepositsPage'));
const SettingsPage = lazy(() => import('../features/site-settings/SettingsPage'));
const WithdrawalsPage = lazy(() => import('../features/withdrawal/console/WithdrawalsPage'));
const HeldCreditsPage = lazy(() => import('../features/held-credits/HeldCreditsPage'));
const CashierSettingsPage = lazy(() => import('../features/cashier-settings/CashierSettingsPage'));
const ContentPage = lazy(() => import('../features/home/console/ContentPage'));
const AnnouncementsAdmin = lazy(() => import('../features/announcements/console/AnnouncementsAdmin').then((m) => ({ default: m.AnnouncementsAdmin })));
const MessagesPage = lazy(() => import('../features/messages/console/MessagesPage'));
const ReplayPage = lazy(() => import('../features/replay/ReplayPage'));
const StaffLogPage = lazy(() => import('../features/staff-log/StaffLogPage'));
const VendorCredentialsPage = lazy(() => import('../features/cashier-settings/VendorCredentialsPage'));
const RolesPage = lazy(() => import('../features/roles/RolesPage'));
const ApprovalsPage = lazy(() => import('../features/accounts/ApprovalsPage'));
const PromotionsConsolePage = lazy(() => import('../features/promotions/console/PromotionsConsolePage'));
const MissionsConsolePage = lazy(() => import('../features/missions/console/MissionsConsolePage'));
const ApplicationsConsolePage = lazy(() => import('../features/promotions/console/ApplicationsConsolePage'));
const VipWheelConsolePage = lazy(() => import('../features/vip/wheel-console/VipWheelConsolePage'));
const PointsConsolePage = lazy(() => import('../features/points/console/PointsConsolePage'));
const RedemptionsConsolePage = lazy(() => import('../features/points/console/RedemptionsConsolePage'));
const FeedbackInboxPage = lazy(() => import('../features/feedback/console/FeedbackInboxPage'));
const HelpEditorPage = lazy(() => import('../features/help/console/HelpEditorPage'));
const AppLinksConsolePage = lazy(() => import('../features/appdownload/console/AppLinksConsolePage'));
const ArticlesConsolePage = lazy(() => import('../features/articles/console/ArticlesConsolePage'));
const ResponsibleConsolePage = lazy(() => import('../features/responsible-gaming/staff/ResponsibleConsolePage'));
const LiveModelsConsolePage = lazy(() => import('../features/live-models/console/LiveModelsConsolePage'));
const VipConsolePage = lazy(() => import('../features/vip/console/VipConsolePage'));

/**
 * The staff support console, mounted by the app shell on `/support/*`. It has its own
 * session (a staff token, never the member's) and its own layout; everything else is the
 * app's: HTTP client, TanStack Query cache, i18next texts, formatters, dialogs and controls.
 */
export default function SupportApp() {
  return (
    <ConsoleBaseProvider>
      <StaffSessionProvider>
        <div className="sc-app">
          <ConsoleRoutes />
        </div>
      </StaffSessionProvider>
    </ConsoleBaseProvider>
  );
}

/** The first section the signed-in role may use (accounts for most roles, content for content staff). */
function HomeSection() {
  const path = useConsolePath();
  return <Navigate to={path(homeSection(useStaff().permissions))} replace />;
}

function ConsoleRoutes() {
  const { t } = useTranslation();
  return (
    <Routes>
      <Route path="login" element={<LoginPage />} />
      <Route
        element={
          <RequireStaff>
            <ConsoleLayout />
          </RequireStaff>
        }
      >
        <Route index element={<HomeSection />} />
        <Route
          path="dashboard"
          element={
            <Page>
              <DashboardPage />
            </Page>
          }
        />
        <Route
          path="accounts"
          element={
            <Page>
              <AccountsPage />
            </Page>
          }
        />
        <Route
          path="accounts/:id"
          element={
            <Page>
              <AccountPage />
            </Page>
          }
        />
        <Route
          path="outbox"
          element={
            <Page>
              <OutboxPage />
            </Page>
          }
        />
        <Route
          path="jobs"
          element={
            <Page>
              <JobsPage />
            </Page>
          }
        />
        <Route
          path="deposits"
          element={
            <Page>
              <DepositsPage />
            </Page>
          }
        />
        <Route
          path="settings"
          element={
            <Page>
              <SettingsPage />
            </Page>
          }
        />
        <Route
          path="withdrawals"
          element={
            <Page>
              <WithdrawalsPage />
            </Page>
          }
        />
        <Route
          path="held-credits"
          element={
            <Page>
              <HeldCreditsPage />
            </Page>
          }
        />
        <Route
          path="cashier"
          element={
            <Page>
              <CashierSettingsPage />
            </Page>
          }
        />
        <Route
          path="content"
          element={
            <Page>
              <ContentPage
                announcements={(readOnly) => (
                  // Its own boundary: the editor's code loads on first use without blanking the page's tabs.
                  <Page>
                    <AnnouncementsAdmin readOnly={readOnly} />
                  </Page>
                )}
              />
            </Page>
          }
        />
        <Route
          path="messages"
          element={
            <Page>
              <MessagesPage />
            </Page>
          }
        />
        <Route
          path="replay"
          element={
            <Page>
              <ReplayPage />
            </Page>
          }
        />
        <Route
          path="replay/:id"
          element={
            <Page>
              <ReplayPage />
            </Page>
          }
        />
        <Route
          path="staff-log"
          element={
            <Page>
              <StaffLogPage />
            </Page>
          }
        />
        <Route
          path="vendor-credentials"
          element={
            <Page>
              <VendorCredentialsPage />
            </Page>
          }
        />
        <Route
          path="roles"
          element={
            <Page>
              <RolesPage />
            </Page>
          }
        />
        <Route
          path="approvals"
          element={
            <Page>
              <ApprovalsPage />
            </Page>
          }
        />
        <Route
          path="promotions"
          element={
            <Page>
              <PromotionsConsolePage />
            </Page>
          }
        />
        <Route
          path="promotion-applications"
          element={
            <Page>
              <ApplicationsConsolePage />
            </Page>
          }
        />
        <Route
          path="vip-wheel"
          element={
            <Page>
              <VipWheelConsolePage />
            </Page>
          }
        />
        <Route
          path="points"
          element={
            <Page>
              <PointsConsolePage />
            </Page>
          }
        />
        <Route
          path="points-redemptions"
          element={
            <Page>
              <RedemptionsConsolePage />
            </Page>
          }
        />
        <Route
          path="missions"
          element={
            <Page>
              <MissionsConsolePage />
            </Page>
          }
        />
        <Route
          path="feedback"
          element={
            <Page>
              <FeedbackInboxPage />
            </Page>
          }
        />
        <Route
          path="help"
          element={
            <Page>
              <HelpEditorPage />
            </Page>
          }
        />
        <Route
          path="app-links"
          element={
            <Page>
              <AppLinksConsolePage />
            </Page>
          }
        />
        <Route
          path="articles"
          element={
            <Page>
              <ArticlesConsolePage />
            </Page>
          }
        />
        <Route
          path="responsible"
          element={
            <Page>
              <ResponsibleConsolePage />
            </Page>
          }
        />
        <Route
          path="responsible/:id"
          element={
            <Page>
              <ResponsibleConsolePage />
            </Page>
          }
        />
        <Route
          path="live-models"
          element={
            <Page>
              <LiveModelsConsolePage />
            </Page>
          }
        />
        <Route
          path="vip"
          element={
            <Page>
              <VipConsolePage />
            </Page>
          }
        />
        <Route path="*" element={<p className="sc-muted">{t('support.notFoundPage')}</p>} />
      </Route>
    </Routes>
  );
}

function Page({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <p className="sc-muted" role="status">
          {t('common.loading')}
        </p>
      }
    >
      {children}
    </Suspense>
  );
}

function RequireStaff({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { state, recheck } = useStaffSession();
  const location = useLocation();
  const path = useConsolePath();
  if (state.status === 'in') return children;
  if (state.status === 'out') return <Navigate to={path('login')} replace state={{ from: { pathname: location.pathname, search: location.search } }} />;
  if (state.status === 'error') {
    return (
      <main className="sc-login">
        <ErrorNote error={state.error} onRetry={recheck} />
      </main>
    );
  }
  return (
    <p className="sc-muted sc-center" role="status">
      {t('common.loading')}
    </p>
  );
}
