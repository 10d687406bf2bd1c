import { Suspense, useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { onEvent } from '../../api/query';
import { useSession } from '../../session/session';
import { useSite } from '../../stores/site';
import { ui } from '../../stores/ui';
import { EmptyState, PageTitle, Spinner } from '../../components/PageTitle';
import { lazy } from '../../lib/chunks';
import { VipLevelsTable } from './VipLevelsTable';
import { VipOverviewPanel } from './VipOverviewPanel';
import { VipTabs } from './VipTabs';
import { vipKeys, vipQueries } from './vipApi';
import './vip.css';

// The wheel helper's sections (docs/VIP-WHEEL.md): their own chunks, loaded when their tab opens.
const VipTasks = lazy(() => import('./tasks/VipTasks'));
const VipWheel = lazy(() => import('./wheel/VipWheel'));

type Tab = 'overview' | 'levels' | 'tasks' | 'wheel';

/**
 * /vip (docs/VIP.md "Member pages"): the member's level and progress, this week's estimated
 * bonus, recent payouts and the personal host; the level table; tasks and the lucky wheel.
 * Guests see the levels and a call to log in; trial users are told a real account is needed.
 * The open tab is in the URL (?tab=), so a link or a reload opens the same section.
 */
export default function VipPage() {
  const { t } = useTranslation();
  const { flags } = useSite();
  const { member, phase } = useSession();
  const [params, setParams] = useSearchParams();
  const real = member !== null && !member.isTrial;
  const memberId = real ? member.id : undefined;
  const levels = useQuery({ ...vipQueries.levels(), enabled: flags.VIP });
  const overview = useQuery({ ...vipQueries.overview(memberId), enabled: flags.VIP && memberId !== undefined });
  // A bet or a payout changes the week's figures: refetch on the member's balance pushes.
  useEffect(() => (memberId === undefined ? undefined : onEvent('balance:changed', vipKeys.overview(memberId))), [memberId]);

  if (!flags.VIP) {
    return (
      <div className="page">
        <PageTitle title={t('nav.vip')} icon="crown" />
        <EmptyState icon="crown" title={t('err.FEATURE_DISABLED')} />
      </div>
    );
  }

  const tabs = [
    { id: 'overview' as const, label: t('vip.tabs.overview') },
    { id: 'levels' as const, label: t('vip.tabs.levels') },
    ...(real
      ? [
          { id: 'tasks' as const, label: t('vip.tabs.tasks') },
          { id: 'wheel' as const, label: t('vip.tabs.wheel') },
        ]
      : []),
  ];
  const asked = params.get('tab') as Tab | null;
  const tab: Tab = asked && tabs.some((x) => x.id === asked) ? asked : 'overview';
  const current = overview.data?.level;

  return (
    <div className="page vip">
      <PageTitle title={t('nav.vip')} icon="crown" subtitle={t('vip.subtitle')} />
      <VipTabs label={t('vip.sections')} tabs={tabs} value={tab} onChange={(id) => setParams({ tab: id }, { replace: true })}>
        {tab === 'overview' &&
          (phase === 'restoring' ? (
            <Spinner label={t('common.loading')} />
          ) : !member ? (
            <GuestCall />
          ) : member.isTrial ? (
            <EmptyState icon="crown" title={t('in_need_true_account')}>
              <button type="button" className="btn btn--primary" onClick={() => ui.open({ kind: 'register' })}>
                {t('trial.register')}
              </button>
            </EmptyState>
          ) : overview.isError ? (
            <p className="notice notice--warning" role="alert">
              {t('vip.loadFailed')}
            </p>
          ) : overview.data ? (
            <VipOverviewPanel o={overview.data} onLevels={() => setParams({ tab: 'levels' }, { replace: true })} />
          ) : (
            <Spinner label={t('common.loading')} />
          ))}
        {tab === 'levels' &&
          (levels.isError ? (
            <p className="notice notice--warning" role="alert">
              {t('vip.loadFailed')}
            </p>
          ) : levels.data ? (
            <VipLevelsTable list={levels.data} current={current} />
          ) : (
            <Spinner label={t('common.loading')} />
          ))}
        {(tab === 'tasks' || tab === 'wheel') && (
          <Suspense fallback={<Spinner label={t('common.loading')} />}>{tab === 'tasks' ? <VipTasks /> : <VipWheel />}</Suspense>
        )}
      </VipTabs>
    </div>
  );
}

function GuestCall() {
  const { t } = useTranslation();
  return (
    <EmptyState icon="crown" title={t('vip.guest.title')} text={t('vip.guest.text')}>
      <button type="button" className="btn btn--primary" onClick={() => ui.open({ kind: 'login' })} data-testid="vip-login">
        {t('vip.guest.login')}
      </button>
      <button type="button" className="btn btn--outline" onClick={() => ui.open({ kind: 'register' })}>
        {t('vip.guest.register')}
      </button>
    </EmptyState>
  );
}
