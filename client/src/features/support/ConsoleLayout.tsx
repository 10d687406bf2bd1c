import { useEffect } from 'react';
import { NavLink, Outlet } from 'react-router';
import { useConsolePath } from './base';
import { useStaff, useStaffSession } from './session';
import { S } from './strings';

/** The staff area's own frame: no casino header or side menu, just the console sections. */
export default function ConsoleLayout() {
  const staff = useStaff();
  const { logout } = useStaffSession();
  const path = useConsolePath();

  useEffect(() => {
    const previous = document.title;
    document.title = S.appTitle;
    return () => {
      document.title = previous;
    };
  }, []);

  return (
    <div className="sc-shell">
      <header className="sc-topbar">
        <span className="sc-brand">{S.appTitle}</span>
        <nav className="sc-nav" aria-label={S.layout.nav}>
          <NavLink to={path('accounts')}>{S.layout.accounts}</NavLink>
          <NavLink to={path('outbox')}>{S.layout.outbox}</NavLink>
          <NavLink to={path('settings')}>{S.layout.settings}</NavLink>
        </nav>
        <div className="sc-who">
          <span className="sc-visually-hidden">{S.layout.signedInAs}</span>
          <span className="sc-who-name" data-testid="staff-name">{staff.username}</span>
          <span className={`sc-badge sc-role-${staff.role}`}>{S.layout.roles[staff.role] ?? staff.role}</span>
          <button type="button" className="sc-btn" onClick={() => void logout()}>
            {S.layout.logout}
          </button>
        </div>
      </header>
      <main className="sc-main">
        <Outlet />
      </main>
    </div>
  );
}
