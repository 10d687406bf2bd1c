import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ENDPOINTS } from '@wl/shared/core';
import { call } from '../../api/http';
import { onEvent } from '../../api/query';
import { useSession } from '../../session/session';
import { EmptyState, Spinner } from '../../components/PageTitle';
import { activeLanguage, formatDateTime, formatMoney } from '../../lib/format';
import { PATHS } from '../../lib/paths';
// The reward centre shows promotions: it takes their card pieces and actions from that feature.
import { StatusChip } from './PromotionCard';
import { actionOf } from './promotionsApi';
import { setRewardCount } from './rewardCount';
import { usePromotionActions } from './usePromotionActions';
import './promotions.css';
import { BonusLocks } from './BonusLocks';

const rewardsKey = (memberId: number | undefined) => ['member', memberId, 'rewards'] as const;
// In the page's language: promotion titles may be translated by staff.
const rewardsQuery = (memberId: number | undefined) => {
  const lang = activeLanguage();
  return queryOptions({
    queryKey: [...rewardsKey(memberId), lang],
    queryFn: ({ signal }) => call(ENDPOINTS.rewardCenter, { query: { lang }, signal }),
    enabled: memberId !== undefined,
  });
};

/**
 * Member-centre tab `rewardCenter` (docs/PROMOTIONS.md): the available count (the tab's badge),
 * what can be taken now with its action, the locked bonuses with their wagering, and the member's
 * entries with each bonus's turnover.
 */
export default function RewardCenterTab() {
  const { t } = useTranslation();
  const { member } = useSession();
  const query = useQuery(rewardsQuery(member?.id));
  const { run, busy, dialog } = usePromotionActions();
  useEffect(() => onEvent('rewards:changed', rewardsKey(member?.id)), [member?.id]);
  // The list's own count is the freshest: the badge follows it.
  useEffect(() => {
    if (query.data) setRewardCount(query.data.availablePromoCount);
  }, [query.data]);

  if (!query.data)
    return query.isError ? (
      <p className="notice notice--warning" role="alert">
        {t('promotions.loadFailed')}
      </p>
    ) : (
      <Spinner label={t('common.loading')} />
    );
  const { available, history, availablePromoCount } = query.data;
  return (
    <div className="rewards" data-testid="reward-center">
      <div className="rewards__summary summary-bar">
        <span>{t('rewards.available')}</span>
        <span className="summary-bar__count" data-testid="reward-count">
          {availablePromoCount}
        </span>
        <Link className="btn btn--outline btn--sm" to={PATHS.promotions}>
          {t('rewards.allPromotions')}
        </Link>
      </div>
      <section className="rewards__section" aria-labelledby="rewards-available">
        <h3 id="rewards-available">{t('rewards.availableTitle')}</h3>
        {available.length === 0 ? (
          <EmptyState icon="gift" title={t('member.empty.rewards')} />
        ) : (
          <ul className="rewards__list plain-list">
            {available.map((p) => {
              const action = actionOf(p.status, p.kind);
              return (
                <li key={p.id} className="rewards__item" data-testid="reward-available">
                  <div className="rewards__name">
                    <strong>{p.title}</strong>
                    <span>{p.bonus > 0 ? t('promotions.bonus', { amount: formatMoney(p.bonus), currency: p.currency }) : p.summary}</span>
                  </div>
                  <div className="rewards__side">
                    {action && (
                      <button type="button" className="btn btn--primary btn--sm" onClick={() => run(p)} disabled={busy === p.id}>
                        {t(`promotions.actions.${action}`)}
                      </button>
                    )}
                    <Link className="btn btn--link btn--sm" to={`${PATHS.promotions}#${p.id}`} aria-label={t('rewards.openPromotion', { title: p.title })}>
                      {t('promotions.details')}
                    </Link>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <BonusLocks memberId={member?.id} />
      <section className="rewards__section" aria-labelledby="rewards-history">
        <h3 id="rewards-history">{t('rewards.historyTitle')}</h3>
        {history.length === 0 ? (
          <p className="muted">{t('rewards.noHistory')}</p>
        ) : (
          <ul className="rewards__list plain-list">
            {history.map((h) => (
              <li key={h.id} className="rewards__item" data-testid="reward-history">
                <div className="rewards__name">
                  <strong>{h.title}</strong>
                  <span>
                    {formatDateTime(new Date(h.createdAt))}
                    {h.bonus > 0 && ` · ${t('rewards.paid', { amount: formatMoney(h.bonus), currency: h.currency })}`}
                  </span>
                  {h.memberMessage ? (
                    <span>{t('promotions.memberMessage', { text: h.memberMessage })}</span>
                  ) : (
                    h.status === 'rejected' && <span>{t('promotions.rejectedNeutral')}</span>
                  )}
                </div>
                <StatusChip status={h.status} />
                {h.turnoverRequired > 0 && (
                  <div className="promo__meter">
                    <span>{t('promotions.turnoverDone')}</span>
                    <progress
                      max={h.turnoverRequired}
                      value={Math.min(h.turnoverDone, h.turnoverRequired)}
                      aria-label={t('rewards.turnoverOf', { title: h.title })}
                    />
                    <span className="promo__num">
                      {formatMoney(h.turnoverDone)} / {formatMoney(h.turnoverRequired)}
                    </span>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      {dialog}
    </div>
  );
}
