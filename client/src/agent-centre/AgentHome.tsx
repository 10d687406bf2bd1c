import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Route, Routes, useLocation } from 'react-router';
import { useSession } from '../session/session';
import { useSite } from '../stores/site';
import { Icon } from '../components/Icon';
import { Logo } from '../components/Logo';
import { Spinner } from '../components/PageTitle';
import { useLogout } from '../hooks/useLogout';
import { AGENT_PAGES, PATHS, type AgentPage } from '../lib/paths';
import { AgentClock } from './AgentClock';
import { AgentNav } from './AgentNav';
import { homePage, visiblePages } from './pages';
import { useSalaryFlags } from '../features/agent-salary/flags';
import './agent.css';
import { SiteLiveSlot } from '../app/SiteLiveSlot';

/**
 * Agent centre: a standalone view (no side menu, site header or footer) with its own
 * header (logo, merchant GMT offset and clock, nickname, logout), the page nav and one route per
 * page at /agentHome/<page>; /agentHome itself shows the home page (pages.tsx). Non-agents go to
 * /agent. The gateway checks every agent call again: hiding pages here is presentation only.
 */
export default function AgentHome() {
  const { t } = useTranslation();
  const { phase, isLogin, isAgent, member } = useSession();
  const { config } = useSite();
  const logout = useLogout();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const salary = useSalaryFlags();
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback((restoreFocus: boolean) => {
    setMenuOpen(false);
    if (restoreFocus) menuButton.current?.focus();
  }, []);

  if (phase === 'restoring')
    return (
      <div className="agent-home">
        <Spinner label={t('common.loading')} />
      </div>
    );
  if (!isLogin || !isAgent) return <Navigate to={PATHS.agent} replace />;

  const pages = visiblePages({ hasCustomerService: !!config?.customerService, salary });
  const home = homePage(pages);
  const segment = pathname.slice(PATHS.agentHome.length).replace(/^\/|\/$/g, '');
  const current: AgentPage = (AGENT_PAGES as readonly string[]).includes(segment) ? (segment as AgentPage) : home.key;

  return (
    <div className="agent-home">
      <a className="skip-link" href="#main">
        {t('agentCentre.skip')}
      </a>
      <header className="agent-bar">
        <button
          ref={menuButton}
          type="button"
          className="btn btn--ghost btn--sm agent-bar__menu"
          aria-expanded={menuOpen}
          aria-controls="agent-nav"
          onClick={() => setMenuOpen((o) => !o)}
          data-testid="agent-menu"
        >
          <Icon name={menuOpen ? 'close' : 'menu'} size={20} />
          <span className="sr-only">{t('agentCentre.menu')}</span>
        </button>
        <Logo site={config} to={PATHS.agentHome} />
        <AgentClock />
        <Link to={PATHS.home} className="btn btn--ghost btn--sm agent-bar__site">
          <Icon name="home" size={16} />
          {t('agentHome.toSite')}
        </Link>
        <AgentUserMenu name={member?.nickname ?? ''} onLogout={() => void logout()} />
      </header>
      <div className="agent-shell">
        <AgentNav pages={pages} current={current} open={menuOpen} onClose={closeMenu} />
        <main className="agent-main" id="main" tabIndex={-1} data-testid={`agent-page-${current}`}>
          <Routes>
            <Route index element={<home.Page />} />
            {pages.map((p) => (
              <Route key={p.key} path={p.key} element={<p.Page />} />
            ))}
            {/* A page not built or not offered to this agent: back to the centre's home. */}
            <Route path="*" element={<Navigate to={PATHS.agentHome} replace />} />
          </Routes>
        </main>
      </div>
      <SiteLiveSlot />
    </div>
  );
}

/**
 * The header's account control: avatar (and nickname on wide screens) opening a small disclosure
 * with "back to the site" and sign out, so the phone header stays one row. Escape or a click
 * outside closes it; Escape gives focus back to the button.
 */
function AgentUserMenu({ name, onLogout }: { name: string; onLogout: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onDown = (e: PointerEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('pointerdown', onDown);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('pointerdown', onDown);
    };
  }, [open]);
  return (
    <div className="agent-bar__user" ref={box}>
      <button
        ref={button}
        type="button"
        className="btn btn--ghost btn--sm agent-user__button"
        aria-expanded={open}
        aria-controls="agent-user-menu"
        onClick={() => setOpen((o) => !o)}
        data-testid="agent-user-menu"
      >
        <span className="avatar" aria-hidden="true">
          {(name || '?').slice(0, 1).toUpperCase()}
        </span>
        <span className="agent-user__name" data-testid="agent-nickname">
          {name}
        </span>
        <span className="sr-only">{t('agentCentre.team.accountMenu')}</span>
        <Icon name="chevronDown" size={16} />
      </button>
      {open && (
        <div id="agent-user-menu" className="agent-user__menu">
          <p className="agent-user__who">{name}</p>
          <Link to={PATHS.home} className="btn btn--ghost btn--sm agent-user__item">
            <Icon name="home" size={16} />
            {t('agentHome.toSite')}
          </Link>
          <button type="button" className="btn btn--ghost btn--sm agent-user__item" onClick={onLogout} data-testid="agent-logout">
            <Icon name="logout" size={16} />
            {t('menu.signOut')}
          </button>
        </div>
      )}
    </div>
  );
}
