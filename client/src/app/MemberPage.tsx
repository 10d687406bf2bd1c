import { Suspense, lazy, useEffect, useRef, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../session/session';
import { ui } from '../stores/ui';
import { MembersOnly } from '../components/MembersOnly';
import { Icon, type IconName } from '../components/Icon';
import { EmptyState, PageTitle, Spinner } from '../components/PageTitle';
import { refuseTrial } from '../hooks/useLaunchGame';
import { MEMBER_TABS, type MemberTab } from '../lib/paths';
import { ProfileTab } from '../features/member/ProfileTab';
import { SecurityTab } from '../features/member/SecurityTab';
// The mission tab's red badge (docs/MISSIONS.md): its count lives with the missions feature.
import { useMissionCount } from '../features/missions/missionCount';
import { ZoneNote } from '../components/ZoneNote';

/**
 * The panel of each tab that has one. A feature adds its tab here with one line, usually a lazy
 * component (`lazy(() => import('../features/deposit/DepositTab'))`), so the member page never grows with
 * the features inside it. A tab without a panel shows its empty state.
 */
const TAB_PANELS: Partial<Record<MemberTab, ComponentType>> = {
  profile: ProfileTab,
  securityCenter: SecurityTab,
  depositv2: lazy(() => import('../features/deposit/DepositTab')),
  withdraw: lazy(() => import('../features/withdrawal/WithdrawTab')),
  transferFund: lazy(() => import('../features/transfers/TransferFundTab')),
  transferUpline: lazy(() => import('../features/transfers/TransferUplineTab')),
  transactionHistory: lazy(() => import('../features/records/RecordsTabs').then((m) => ({ default: m.TransactionHistoryTab }))),
  personalHistoryCopy: lazy(() => import('../features/records/RecordsTabs').then((m) => ({ default: m.BettingRecordTab }))),
  personalProfit: lazy(() => import('../features/records/RecordsTabs').then((m) => ({ default: m.ProfitTab }))),
  bonusDetails: lazy(() => import('../features/records/RecordsTabs').then((m) => ({ default: m.BonusDetailsTab }))),
  manualRebate: lazy(() => import('../features/records/RecordsTabs').then((m) => ({ default: m.RebateTab }))),
  responsibleGaming: lazy(() => import('../features/responsible-gaming/ResponsiblePanel')),
  messageV2: lazy(() => import('../features/messages/MessagesTab')),
  contractRequests: lazy(() => import('../features/agent-contracts/ReceivedContracts')),
  rewardCenter: lazy(() => import('../features/promotions/RewardCenterTab')),
  missionLeaderboard: lazy(() => import('../features/missions/MissionsTab')),
  referral: lazy(() => import('../features/referral/ReferralTab')),
  announcements: lazy(() => import('../features/announcements/AnnouncementList')),
  blog: lazy(() => import('../features/articles/ArticlesTab').then((m) => ({ default: m.BlogTab }))),
  news: lazy(() => import('../features/articles/ArticlesTab').then((m) => ({ default: m.NewsTab }))),
  pointsDetails: lazy(() => import('../features/points/PointsDetailsTab')),
  redeemHistory: lazy(() => import('../features/points/RedeemHistoryTab')),
};

const TAB_META: Record<MemberTab, { icon: IconName; empty?: string }> = {
  profile: { icon: 'user' },
  securityCenter: { icon: 'shield' },
  depositv2: { icon: 'deposit', empty: 'member.empty.payments' },
  withdraw: { icon: 'withdraw', empty: 'member.empty.payments' },
  transferFund: { icon: 'wallet', empty: 'member.empty.transfer' },
  transferUpline: { icon: 'users', empty: 'member.empty.transfer' },
  personalHistoryCopy: { icon: 'receipt', empty: 'member.empty.records' },
  transactionHistory: { icon: 'wallet', empty: 'member.empty.records' },
  personalProfit: { icon: 'chart', empty: 'member.empty.records' },
  bonusDetails: { icon: 'gift', empty: 'member.empty.records' },
  manualRebate: { icon: 'receipt', empty: 'member.empty.records' },
  rewardCenter: { icon: 'gift', empty: 'member.empty.rewards' },
  missionLeaderboard: { icon: 'crown' },
  messageV2: { icon: 'mail', empty: 'member.empty.messages' },
  referral: { icon: 'users', empty: 'member.empty.referral' },
  responsibleGaming: { icon: 'shield' },
  contractRequests: { icon: 'link' },
  announcements: { icon: 'megaphone' },
  blog: { icon: 'receipt' },
  news: { icon: 'megaphone' },
  pointsDetails: { icon: 'coins' },
  redeemHistory: { icon: 'receipt' },
};

/** Player centre. Guests are sent to the login popup, trial accounts refused. */
export default function MemberPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { phase, isLogin, isTrial, member } = useSession();
  const asked = useRef(false);
  const nav = useRef<HTMLElement>(null);
  const missionCount = useMissionCount();
  const requested = params.get('tab') as MemberTab | null;
  const tab: MemberTab = requested && MEMBER_TABS.includes(requested) ? requested : 'profile';

  useEffect(() => {
    if (phase === 'restoring' || asked.current) return;
    if (!isLogin) {
      asked.current = true;
      ui.open({ kind: 'login' });
    } else if (isTrial) {
      asked.current = true;
      void refuseTrial();
    }
  }, [phase, isLogin, isTrial]);

  // On a phone the tabs are one scrolling row: keep the open one in view, not cut off at the edge.
  useEffect(() => {
    nav.current?.querySelector<HTMLElement>('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [tab, isLogin]);

  const badge = (k: MemberTab) =>
    (k === 'messageV2' ? member?.unreadMessages : k === 'rewardCenter' ? member?.availablePromoCount : k === 'missionLeaderboard' ? missionCount : 0) ?? 0;
  const meta = TAB_META[tab];
  const Panel = TAB_PANELS[tab];
  const title = <PageTitle title={t('member.title')} icon="user" />;
  return (
    <MembersOnly title={title} loginFirst={t('member.loginFirst')}>
      <div className="page">
        {title}
        <div className="member">
          <nav ref={nav} className="member__nav" aria-label={t('member.title')}>
            {MEMBER_TABS.map((k) => (
              <button
                key={k}
                type="button"
                className={`member__tab${k === tab ? ' member__tab--active' : ''}`}
                aria-current={k === tab ? 'page' : undefined}
                onClick={() => setParams({ tab: k })}
              >
                <Icon name={TAB_META[k].icon} size={18} />
                <span>{t(`member.tabs.${k}`)}</span>
                {badge(k) > 0 && <span className="count-badge">{badge(k)}</span>}
              </button>
            ))}
          </nav>
          <section className="member__body" aria-live="polite">
            <h2 className="member__heading">{t(`member.tabs.${tab}`)}</h2>
            <ZoneNote className="member__zone" />
            {Panel ? (
              <Suspense fallback={<Spinner label={t('common.loading')} />}>
                <Panel />
              </Suspense>
            ) : (
              meta.empty && <EmptyState icon={meta.icon} title={t(meta.empty)} />
            )}
          </section>
        </div>
      </div>
    </MembersOnly>
  );
}
