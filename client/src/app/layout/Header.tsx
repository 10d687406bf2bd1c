import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../session/session';
import { useSite } from '../../stores/site';
import { ui } from '../../stores/ui';
import { Icon } from '../../components/Icon';
import { Logo } from '../../components/Logo';
import { useMemberGuard } from '../../hooks/useMemberGuard';
import { memberTab } from '../../lib/paths';
import { AccountMenu } from './AccountMenu';
import { BalanceChip } from './BalanceChip';
import { HeaderSearch } from './HeaderSearch';
import { TopNav } from './TopNav';
import { lazy } from '../../lib/chunks';

// Money in vendor wallets beside the balance: a member's own chunk, never part of a guest's first page.
const GameWallets = lazy(() => import('./GameWallets'));

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
      <Logo site={config} />
      <TopNav />
      <div className="header__actions">
        <HeaderSearch />
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
            <BalanceChip balance={balance} symbol={symbol} play={!!member?.isTrial}>
              {member && !member.isTrial && (
                <Suspense fallback={null}>
                  <GameWallets main={balance} currency={member.currency} />
                </Suspense>
              )}
            </BalanceChip>
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
            {!member?.isTrial && (
              // The unread badge follows unread:changed through the session store (session/session.ts).
              <button
                type="button"
                className="icon-btn header__mail"
                onClick={() => guard(() => navigate(memberTab('messageV2')))}
                aria-label={t('messages.headerLabel', { count: member?.unreadMessages ?? 0 })}
                data-testid="header-messages"
              >
                <Icon name="mail" size={20} />
                {!!member?.unreadMessages && (
                  <span className="count-badge header__mail-badge" aria-hidden="true" data-testid="header-messages-badge">
                    {member.unreadMessages}
                  </span>
                )}
              </button>
            )}
            <AccountMenu />
          </>
        )}
      </div>
    </header>
  );
}
