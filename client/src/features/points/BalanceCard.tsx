import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/Icon';
import { formatMoney } from '../../lib/format';
import { memberTab } from '../../lib/paths';
import { balanceQuery, configQuery, formatPoints } from './pointsApi';

/** The member's points: balance, held by redemptions in process, lifetime earned, progress to the next point. */
export function BalanceCard({ memberId }: { memberId: number | undefined }) {
  const { t } = useTranslation();
  const balance = useQuery(balanceQuery(memberId));
  const config = useQuery(configQuery(memberId));
  const b = balance.data;
  const c = config.data;
  return (
    <section className="pmall__card pmall__balance" aria-labelledby="pmall-balance" aria-busy={!b}>
      <h2 id="pmall-balance" className="pmall__label">
        <Icon name="coins" size={18} /> {t('points.balance')}
      </h2>
      <p className="pmall__points" data-testid="points-balance">
        {b ? formatPoints(b.balance) : '—'}
      </p>
      <dl className="pmall__facts">
        <div>
          <dt>{t('points.held')}</dt>
          <dd data-testid="points-held">{b ? formatPoints(b.held) : '—'}</dd>
        </div>
        <div>
          <dt>{t('points.earnedTotal')}</dt>
          <dd>{b ? formatPoints(b.earnedTotal) : '—'}</dd>
        </div>
      </dl>
      {b && c && (
        <div className="pmall__progress">
          <label htmlFor="pmall-next">
            {t('points.nextPoint', { done: formatMoney(b.nextPointProgress), need: formatMoney(c.earnBetAmount), currency: c.currency })}
          </label>
          <progress id="pmall-next" max={c.earnBetAmount} value={b.nextPointProgress} />
          <p className="pmall__ratio">
            {t('points.ratio', { amount: formatMoney(c.earnBetAmount), currency: c.currency })} · {t('points.neverExpire')}
          </p>
        </div>
      )}
      {balance.isError && (
        <p className="notice notice--warning" role="alert">
          {t('points.loadFailed')}
        </p>
      )}
      <div className="pmall__links">
        <Link className="btn btn--outline btn--sm" to={memberTab('pointsDetails')}>
          {t('member.tabs.pointsDetails')}
        </Link>
        <Link className="btn btn--outline btn--sm" to={memberTab('redeemHistory')}>
          {t('member.tabs.redeemHistory')}
        </Link>
      </div>
    </section>
  );
}
