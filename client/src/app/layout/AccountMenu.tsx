import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../session/session';
import { useSite } from '../../stores/site';
import { useDismiss } from '../../hooks/useDismiss';
import { Icon, type IconName } from '../../components/Icon';
import { useLogout } from '../../hooks/useLogout';
import { useMemberGuard } from '../../hooks/useMemberGuard';
import { PATHS, memberTab } from '../../lib/paths';
import { useRewardCountLive } from '../../features/promotions/rewardCount';

interface Item {
  key: string;
  icon: IconName;
  to: string;
  /** Agent pages are not member-centre actions; trial accounts are never agents anyway. */
  guarded: boolean;
  /** A red count (reward items carry one). */
  badge?: number;
}

/** The account dropdown of the header. */
export function AccountMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { member, isAgent } = useSession();
  const { flags } = useSite();
  const guard = useMemberGuard();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  // The reward badge follows `rewards:changed` on every signed-in page (docs/PROMOTIONS.md).
  useRewardCountLive();
  const root = useRef<HTMLDivElement>(null);

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, root, close);

  const items: Item[] = [
    { key: 'menu.bettingRecord', icon: 'receipt', to: memberTab('personalHistoryCopy'), guarded: true },
    { key: 'menu.accountRecord', icon: 'wallet', to: memberTab('transactionHistory'), guarded: true },
    { key: 'menu.personalLoss', icon: 'chart', to: memberTab('personalProfit'), guarded: true },
    { key: 'menu.rewardCenter', icon: 'gift', to: memberTab('rewardCenter'), guarded: true, badge: member?.availablePromoCount },
    ...(flags.POINTS ? [{ key: 'menu.points', icon: 'coins' as const, to: PATHS.pointMall, guarded: true }] : []),
    { key: 'menu.myAccount', icon: 'user', to: memberTab('profile'), guarded: true },
    ...(isAgent ? [{ key: 'menu.agentCentre', icon: 'users' as const, to: PATHS.agentHome, guarded: false }] : []),
  ];

  const go = (item: Item) => {
    setOpen(false);
    if (!item.guarded || guard()) navigate(item.to);
  };

  const name = member?.nickname || member?.userName || '';
  return (
    <div className="account" ref={root}>
      <button type="button" className="account__button" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen((o) => !o)} data-testid="account-menu">
        <span className="avatar" aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </span>
        <span className="account__name">{name}</span>
        <Icon name="chevronDown" size={16} />
      </button>
      {open && (
        <div className="account__menu" role="menu">
          <div className="account__head">
            <span className="avatar avatar--lg" aria-hidden="true">
              {name.slice(0, 1).toUpperCase()}
            </span>
            <div>
              <strong>{name}</strong>
              <span className="muted">{member?.account}</span>
            </div>
          </div>
          {items.map((item) => (
            <button key={item.key} type="button" role="menuitem" className="account__item" onClick={() => go(item)}>
              <Icon name={item.icon} size={18} />
              {t(item.key)}
              {!!item.badge && (
                <span className="count-badge" data-testid="menu-reward-badge">
                  {item.badge}
                </span>
              )}
            </button>
          ))}
          <button
            type="button"
            role="menuitem"
            className="account__item account__item--danger"
            onClick={() => {
              setOpen(false);
              void logout();
            }}
          >
            <Icon name="logout" size={18} />
            {t('menu.signOut')}
          </button>
        </div>
      )}
    </div>
  );
}
