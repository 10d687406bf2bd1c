import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { useConsolePath } from './base';
import { HeldCreditsNavLink, HeldCreditToasts } from './HeldCreditAlerts';
import { useStaff, useStaffSession } from './session';

/** The staff area's own frame: no casino header or side menu, just the console sections. */
export default function ConsoleLayout() {
  const { t } = useTranslation();
  const staff = useStaff();
  const { logout } = useStaffSession();
  const path = useConsolePath();

  useEffect(() => {
    const previous = document.title;
    document.title = t('support.appTitle');
    return () => {
      document.title = previous;
    };
  }, [t]);

  return (
    <div className="sc-shell">
      <header className="sc-topbar">
        <span className="sc-brand">{t('support.appTitle')}</span>
        <nav className="sc-nav" aria-label={t('support.layout.nav')}>
          <NavLink to={path('accounts')}>{t('support.layout.accounts')}</NavLink>
          <NavLink to={path('replay')}>{t('support.replay.nav')}</NavLink>
          <NavLink to={path('deposits')}>{t('support.layout.deposits')}</NavLink>
          <NavLink to={path('outbox')}>{t('support.layout.outbox')}</NavLink>
          <NavLink to={path('withdrawals')}>{t('support.layout.withdrawals')}</NavLink>
          {staff.permissions.includes('risk.review') && <HeldCreditsNavLink />}
          <NavLink to={path('cashier')}>{t('support.layout.cashier')}</NavLink>
          <NavLink to={path('content')}>{t('homeAdmin.nav')}</NavLink>
          <NavLink to={path('messages')}>{t('messages.admin.nav')}</NavLink>
          <NavLink to={path('promotions')}>{t('promotionsAdmin.nav')}</NavLink>
          <NavLink to={path('promotion-applications')}>{t('promotionsAdmin.reviewNav')}</NavLink>
          <NavLink to={path('vip-wheel')}>{t('vipWheel.console.nav')}</NavLink>
          <NavLink to={path('points')}>{t('points.admin.nav')}</NavLink>
          <NavLink to={path('points-redemptions')}>{t('points.admin.reviewNav')}</NavLink>
          <NavLink to={path('missions')}>{t('missions.admin.nav')}</NavLink>
          <NavLink to={path('feedback')}>{t('feedbackAdmin.nav')}</NavLink>
          <NavLink to={path('help')}>{t('helpAdmin.nav')}</NavLink>
          <NavLink to={path('articles')}>{t('pages.admin.articles.nav')}</NavLink>
          <NavLink to={path('app-links')}>{t('pages.admin.apps.nav')}</NavLink>
          <NavLink to={path('responsible')}>{t('responsible.staff.nav')}</NavLink>
          <NavLink to={path('live-models')}>{t('liveModels.admin.nav')}</NavLink>
          <NavLink to={path('vip')}>{t('vip.admin.nav')}</NavLink>
          <NavLink to={path('settings')}>{t('support.layout.settings')}</NavLink>
          {/* Shown to roles that may use them; the gateway refuses the others anyway (the pages say so on a direct link). */}
          {staff.permissions.includes('audit.read') && <NavLink to={path('staff-log')}>{t('support.staffLog.nav')}</NavLink>}
          {staff.permissions.includes('vendors.credentials') && <NavLink to={path('vendor-credentials')}>{t('support.vendorCredentials.nav')}</NavLink>}
          {staff.permissions.includes('staff.roles') && <NavLink to={path('roles')}>{t('support.roles.nav')}</NavLink>}
        </nav>
        <div className="sc-who">
          <span className="sr-only">{t('support.layout.signedInAs')}</span>
          <span className="sc-who-name" data-testid="staff-name">{staff.username}</span>
          <span className={`sc-badge sc-role-${staff.role}`}>{t(`support.layout.roles.${staff.role}`, { defaultValue: staff.role })}</span>
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => void logout()}>
            {t('support.layout.logout')}
          </button>
        </div>
      </header>
      <main className="sc-main">
        <Outlet />
      </main>
      {staff.permissions.includes('risk.review') && <HeldCreditToasts />}
    </div>
  );
}
