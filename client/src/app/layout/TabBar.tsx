import { useTranslation } from 'react-i18next';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { ui, useUi } from '../../stores/ui';
import { Icon, type IconName } from '../../components/Icon';
import { useMemberGuard } from '../../hooks/useMemberGuard';
import { memberTab, PATHS } from '../../lib/paths';

/**
 * Phones: the five places a player goes most, at the thumb, on every page but the game pages
 * (docs/HOME.md "On a phone"). Games opens the site menu, which lists every category; Deposit and
 * Account ask a guest to log in first, as the header's buttons do.
 */
export function TabBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const guard = useMemberGuard();
  const { drawerOpen } = useUi();
  const { pathname, search } = useLocation();
  const onMember = pathname === PATHS.member;
  const depositOpen = onMember && new URLSearchParams(search).get('tab') === 'depositv2';

  return (
    <nav className="tabbar" aria-label={t('nav.tabs')} data-testid="tabbar">
      <NavLink to={PATHS.home} end className={tabClass}>
        <TabLabel icon="home" text={t('nav.home')} />
      </NavLink>
      <button type="button" className={tabClass({ isActive: drawerOpen })} aria-expanded={drawerOpen} onClick={() => ui.setDrawer(true)}>
        <TabLabel icon="grid" text={t('nav.games')} />
      </button>
      <NavLink to={PATHS.promotions} className={tabClass}>
        <TabLabel icon="gift" text={t('nav.promotions')} />
      </NavLink>
      <button
        type="button"
        className={`${tabClass({ isActive: depositOpen })} tabbar__tab--cash`}
        aria-current={depositOpen ? 'page' : undefined}
        onClick={() => guard(() => navigate(memberTab('depositv2')))}
      >
        <TabLabel icon="deposit" text={t('header.deposit')} />
      </button>
      <button
        type="button"
        className={tabClass({ isActive: onMember && !depositOpen })}
        aria-current={onMember && !depositOpen ? 'page' : undefined}
        onClick={() => guard(() => navigate(PATHS.member))}
      >
        <TabLabel icon="user" text={t('nav.account')} />
      </button>
    </nav>
  );
}

const tabClass = ({ isActive }: { isActive: boolean }) => `tabbar__tab${isActive ? ' tabbar__tab--active' : ''}`;

function TabLabel({ icon, text }: { icon: IconName; text: string }) {
  return (
    <>
      <Icon name={icon} size={22} />
      <span className="tabbar__label">{text}</span>
    </>
  );
}
