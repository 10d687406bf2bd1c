import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import { useSession } from '../../app/session';
import { useSite } from '../../app/site';
import { ui } from '../../app/ui';
import { Icon } from '../../components/Icon';
import { Logo } from '../../components/Logo';
import { useMemberGuard } from '../../hooks/useMemberGuard';
import { PATHS, memberTab } from '../../routes/paths';
import { AccountMenu } from './AccountMenu';
import { BalanceChip } from './BalanceChip';

/**
 * Top navigation in spec order: home, in-house games, one entry per game category that has a
 * vendor (none until the game catalogue exists), promotions.
 */
const TOP_NAV = [
  { to: PATHS.home, key: 'nav.home', end: true },
  { to: PATHS.bgs, key: 'nav.inHouse', end: false },
  { to: PATHS.promotions, key: 'nav.promotions', end: false },
];

export function Header({ showMenuButton }: { showMenuButton: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { isLogin, balance, member, phase } = useSession();
  const { config } = useSite();
  const guard = useMemberGuard();
  const symbol = member?.currencySymbol || config?.currencySymbol || '';

  return (
    <header className="header">
      {showMenuButton && (
        <button type="button" className="icon-btn header__burger" onClick={() => ui.setDrawer(true)} aria-label={t('nav.openMenu')}>
          <Icon name="menu" />
        </button>
      )}
      <Logo name={config?.siteName ?? ''} />
      <nav className="topnav" aria-label={t('nav.main')}>
        {TOP_NAV.map((n) => (
          <NavLink key={n.to} to={n.to} end={n.end} className={({ isActive }) => `topnav__link${isActive ? ' topnav__link--active' : ''}`}>
            {t(n.key)}
          </NavLink>
        ))}
      </nav>
      <div className="header__actions">
        {phase === 'restoring' && <span className="header__skeleton" aria-hidden="true" />}
        {phase === 'guest' && (
          <>
            <button type="button" className="btn btn--ghost" onClick={() => ui.open({ kind: 'login' })} data-testid="header-login">
              {t('header.login')}
            </button>
            <button type="button" className="btn btn--primary" onClick={() => ui.open({ kind: 'register' })} data-testid="header-register">
              {t('header.register')}
            </button>
          </>
        )}
        {isLogin && (
          <>
            <BalanceChip balance={balance} symbol={symbol} play={!!member?.isTrial} />
            <div className="header__cash">
              <button type="button" className="btn btn--ghost btn--sm" onClick={() => guard(() => navigate(memberTab('withdraw')))}>
                <Icon name="withdraw" size={16} />
                <span>{t('header.withdraw')}</span>
              </button>
              <button type="button" className="btn btn--primary btn--sm" onClick={() => guard(() => navigate(memberTab('depositv2')))}>
                <Icon name="deposit" size={16} />
                <span>{t('header.deposit')}</span>
              </button>
            </div>
            <AccountMenu />
          </>
        )}
      </div>
    </header>
  );
}
