import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { useConsolePath } from '../console-kit/base';
import { HeldCreditsNavLink, HeldCreditToasts } from '../features/held-credits/HeldCreditAlerts';
import { CONSOLE_SECTIONS } from './sections';
import { useStaff, useStaffSession } from '../console-kit/session';
import { ZoneNote } from '../components/ZoneNote';

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
          {CONSOLE_SECTIONS.filter((x) => staff.permissions.includes(x.permission)).map((x) =>
            x.path === 'held-credits' ? (
              <HeldCreditsNavLink key={x.path} />
            ) : (
              <NavLink key={x.path} to={path(x.path)}>
                {t(x.label)}
              </NavLink>
            ),
          )}
        </nav>
        <div className="sc-who">
          <span className="sr-only">{t('support.layout.signedInAs')}</span>
          <span className="sc-who-name" data-testid="staff-name">
            {staff.username}
          </span>
          <span className={`sc-badge sc-role-${staff.role}`}>{t(`support.layout.roles.${staff.role}`, { defaultValue: staff.role })}</span>
          <ZoneNote className="sc-zone" short />
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
