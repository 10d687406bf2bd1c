import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../components/Icon';
import { agentPage, type AgentPage } from '../lib/paths';
import type { AgentPageDef } from './pages';

/**
 * The agent centre's page list: a sidebar on wide screens; on a phone a drawer the header's menu
 * button opens (agent.css). The open drawer takes focus, Escape or a choice closes it and gives
 * focus back to the button. The current page is marked with aria-current.
 */
export function AgentNav({
  pages,
  current,
  open,
  onClose,
}: {
  pages: AgentPageDef[];
  current: AgentPage;
  open: boolean;
  onClose: (restoreFocus: boolean) => void;
}) {
  const { t } = useTranslation();
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (!open) return;
    list.current?.querySelector<HTMLElement>('[aria-current="page"], a')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  return (
    <>
      {open && <div className="agent-nav__backdrop" aria-hidden="true" onClick={() => onClose(true)} />}
      <nav id="agent-nav" className={`agent-nav${open ? ' agent-nav--open' : ''}`} aria-label={t('agentCentre.nav')}>
        <ul ref={list} className="agent-nav__list">
          {pages.map((p) => (
            <li key={p.key}>
              <Link
                to={agentPage(p.key)}
                className="agent-nav__link"
                aria-current={p.key === current ? 'page' : undefined}
                onClick={() => onClose(false)}
                data-testid={`agent-nav-${p.key}`}
              >
                <Icon name={p.icon} size={18} />
                <span>{t(`agentCentre.pages.${p.key}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
