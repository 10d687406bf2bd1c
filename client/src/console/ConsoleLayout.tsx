import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { queuesFor } from '@wl/shared/core';
import { useConsolePath } from '../console-kit/base';
import { useQueueCounts } from '../console-kit/queues';
import { HeldCreditToasts } from '../features/held-credits/HeldCreditAlerts';
import { SECTION_GROUPS, sectionsFor, type ConsoleSection } from './sections';
import { useStaff, useStaffSession } from '../console-kit/session';
import { ZoneNote } from '../components/ZoneNote';
import { Icon } from '../components/Icon';
import { SiteLiveSlot } from '../app/SiteLiveSlot';
import { useSite } from '../stores/site';

/**
 * The staff area's own frame: no casino header or side menu. The sections sit in a side
 * navigation grouped by kind of work, each queue with its live count; on a phone the navigation
 * folds behind a Menu button so the page, not 23 links, fills the first screen.
 */
export default function ConsoleLayout() {
  const { t } = useTranslation();
  const staff = useStaff();
  const { logout } = useStaffSession();
  const path = useConsolePath();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const navId = useId();
  const hasQueues = queuesFor(staff.permissions).length > 0;
  const counts = useQueueCounts();
  const waiting = counts.data?.reduce((n, q) => n + q.count, 0) ?? 0;

  // Again after a live settings change, which titles the page with the site's name (stores/site.ts).
  const siteName = useSite().config?.siteName;
  useEffect(() => {
    const previous = document.title;
    document.title = t('support.appTitle');
    return () => {
      document.title = previous;
    };
  }, [t, siteName]);
  // A section picked on a phone closes the menu.
  useEffect(() => setOpen(false), [location.pathname]);

  const sections = sectionsFor(staff.permissions);
  return (
    <div className={`sc-shell${open ? ' sc-shell--menu' : ''}`}>
      <header className="sc-topbar">
        <button type="button" className="btn btn--ghost btn--sm sc-menu-btn" aria-expanded={open} aria-controls={navId} onClick={() => setOpen((o) => !o)}>
          <Icon name={open ? 'close' : 'menu'} size={18} />
          {t('support.layout.menu')}
          {waiting > 0 && (
            <>
              <span className="sc-nav-count" aria-hidden="true">
                {waiting}
              </span>
              <span className="sr-only">{t('support.dashboard.waiting', { count: waiting })}</span>
            </>
          )}
        </button>
        <span className="sc-brand">{t('support.appTitle')}</span>
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
      <div className="sc-frame">
        <nav id={navId} className="sc-nav" aria-label={t('support.layout.nav')}>
          {hasQueues && (
            <NavLink to={path('dashboard')} className="sc-nav-home" data-testid="nav-dashboard">
              <Icon name="grid" size={16} />
              {t('support.dashboard.nav')}
            </NavLink>
          )}
          <NavGroups sections={sections} />
        </nav>
        <main className="sc-main">
          <Outlet />
        </main>
      </div>
      {staff.permissions.includes('risk.review') && <HeldCreditToasts />}
      <SiteLiveSlot />
    </div>
  );
}

function NavGroups({ sections }: { sections: readonly ConsoleSection[] }) {
  const { t } = useTranslation();
  const path = useConsolePath();
  const counts = useQueueCounts();
  const countOf = (s: ConsoleSection) => (s.queue ? (counts.data?.find((c) => c.queue === s.queue)?.count ?? 0) : 0);
  return (
    <>
      {SECTION_GROUPS.map((group) => {
        const mine = sections.filter((s) => s.group === group);
        if (mine.length === 0) return null;
        return (
          <div key={group} className="sc-nav-group" role="group" aria-labelledby={`sc-nav-${group}`}>
            <span id={`sc-nav-${group}`} className="sc-nav-title">
              {t(`support.layout.groups.${group}`)}
            </span>
            {mine.map((s) => {
              const n = countOf(s);
              return (
                <NavLink key={s.path} to={path(s.path)} data-testid={`nav-${s.path}`}>
                  <span className="sc-nav-label">{t(s.label)}</span>
                  {n > 0 && (
                    <>
                      <span className="sc-nav-count" aria-hidden="true" data-testid={`nav-count-${s.path}`}>
                        {n}
                      </span>
                      <span className="sr-only">{t('support.dashboard.waiting', { count: n })}</span>
                    </>
                  )}
                </NavLink>
              );
            })}
          </div>
        );
      })}
    </>
  );
}
