import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { onEvent } from '../../api/query';
import { useSession } from '../../session/session';
import { useSite } from '../../stores/site';
import { ui } from '../../stores/ui';
import { MembersOnly } from '../../components/MembersOnly';
import { EmptyState, PageTitle, Spinner } from '../../components/PageTitle';
import { BalanceCard } from './BalanceCard';
import { ConvertForm } from './ConvertForm';
import { pointsKey, rewardsQuery } from './pointsApi';
import { RewardGrid } from './RewardGrid';
import './points.css';

/**
 * /pointMall (docs/POINTS.md): the member's points, the rewards to redeem and the
 * conversion to cash. A guest gets the login popup, a trial user the real-account notice, a site
 * without the POINTS flag the disabled message. `points:changed` refreshes every points answer.
 */
export default function PointMallPage() {
  const { t } = useTranslation();
  const { flags } = useSite();
  const { phase, isLogin, isTrial, member } = useSession();
  const memberId = isLogin && !isTrial ? member?.id : undefined;
  useEffect(() => {
    if (phase === 'guest') ui.open({ kind: 'login' });
  }, [phase]);
  useEffect(() => (memberId === undefined ? undefined : onEvent('points:changed', pointsKey(memberId))), [memberId]);
  const rewards = useQuery({ ...rewardsQuery(memberId), enabled: memberId !== undefined && flags.POINTS });

  const title = <PageTitle title={t('nav.pointMall')} icon="coins" subtitle={t('points.subtitle')} />;
  if (!flags.POINTS)
    return (
      <div className="page">
        {title}
        <EmptyState icon="coins" title={t('err.FEATURE_DISABLED')} />
      </div>
    );
  return (
    <MembersOnly title={title} loginFirst={t('points.loginFirst')}>
      <div className="page pmall" data-testid="point-mall">
        {title}
        <div className="pmall__top">
          <BalanceCard memberId={memberId} />
          <ConvertForm memberId={memberId} />
        </div>
        <section className="pmall__section" aria-labelledby="pmall-rewards">
          <h2 id="pmall-rewards" className="pmall__heading">
            {t('points.rewardsTitle')}
          </h2>
          {rewards.isError && (
            <p className="notice notice--warning" role="alert">
              {t('points.loadFailed')}
            </p>
          )}
          {!rewards.data ? (
            !rewards.isError && <Spinner label={t('common.loading')} />
          ) : rewards.data.list.length === 0 ? (
            <EmptyState icon="gift" title={t('points.noRewards')} />
          ) : (
            <RewardGrid memberId={memberId!} list={rewards.data.list} currency={rewards.data.currency} />
          )}
        </section>
      </div>
    </MembersOnly>
  );
}
