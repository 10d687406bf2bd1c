import { useTranslation } from 'react-i18next';
import type { VipOverview } from '@wl/shared/core';
import { formatDateTime, formatDay, formatMoney } from '../../lib/format';
import { VipHostCard } from './VipHostCard';
import { percent } from './vipApi';

/** The member's standing: level and tier, progress to the next by either measure, this week, recent payouts, host. */
export function VipOverviewPanel({ o, onLevels }: { o: VipOverview; onLevels(): void }) {
  const { t } = useTranslation();
  const money = (minor: number) => `${formatMoney(minor)} ${o.currency}`;
  return (
    <div className="vip-overview" data-testid="vip-overview">
      <section className={`vip-card vip-hero vip-tier--${o.tier}`} aria-labelledby="vip-level-heading">
        <div className="vip-hero__badge" aria-hidden="true">
          {o.level}
        </div>
        <div className="vip-hero__text">
          <p className="vip-hero__tier">{t(`vip.tiers.${o.tier}`)}</p>
          <h2 id="vip-level-heading" className="vip-hero__name" data-testid="vip-level">
            {o.name}
          </h2>
          <p className="vip-muted">{o.weeklyBps > 0 ? t('vip.rateLine', { rate: percent(o.weeklyBps) }) : t('vip.noRateLine')}</p>
        </div>
        <button type="button" className="btn btn--ghost btn--sm" onClick={onLevels}>
          {t('vip.seeLevels')}
        </button>
      </section>

      <section className="vip-card" aria-labelledby="vip-progress-heading">
        <h3 id="vip-progress-heading" className="vip-card__title">
          {o.next ? t('vip.progress.title', { name: o.next.name }) : t('vip.progress.top')}
        </h3>
        {o.next && <p className="vip-muted">{t('vip.progress.either')}</p>}
        <Meter label={t('vip.measures.validBets')} value={o.validBets} target={o.next?.validBets ?? null} money={money} />
        <Meter label={t('vip.measures.deposits')} value={o.deposits} target={o.next?.deposits ?? null} money={money} />
      </section>

      <section className="vip-card" aria-labelledby="vip-week-heading">
        <h3 id="vip-week-heading" className="vip-card__title">
          {t('vip.week.title')}
        </h3>
        <dl className="vip-week">
          <div>
            <dt>{t('vip.week.netLoss')}</dt>
            <dd>{money(o.week.netLoss)}</dd>
          </div>
          <div>
            <dt>{t('vip.week.rate')}</dt>
            <dd>{percent(o.weeklyBps)}</dd>
          </div>
          <div className="vip-week__estimate">
            <dt>{t('vip.week.estimate')}</dt>
            <dd data-testid="vip-estimate">{money(o.week.estimate)}</dd>
          </div>
        </dl>
        <p className="vip-muted vip-small">{t('vip.week.note', { end: formatDateTime(new Date(o.week.end)) })}</p>
      </section>

      <section className="vip-card" aria-labelledby="vip-payouts-heading">
        <h3 id="vip-payouts-heading" className="vip-card__title">
          {t('vip.payouts.title')}
        </h3>
        {o.payouts.length === 0 ? (
          <p className="vip-muted">{t('vip.payouts.none')}</p>
        ) : (
          <ul className="vip-payouts plain-list">
            {o.payouts.map((p) => (
              <li key={p.id} className="vip-payouts__row">
                <span>
                  <strong>{t('vip.payouts.week', { date: formatDay(p.weekStart) })}</strong>
                  <span className="vip-muted vip-small">
                    {t('vip.payouts.detail', { name: `VIP ${p.level}`, rate: percent(p.rateBps), base: money(p.base) })}
                  </span>
                </span>
                <span className="vip-payouts__amount">+{money(p.amount)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <VipHostCard view={o.host} currency={o.currency} />
    </div>
  );
}

function Meter({ label, value, target, money }: { label: string; value: number; target: number | null; money(n: number): string }) {
  const { t } = useTranslation();
  const pct = target ? Math.min(100, Math.floor((value / target) * 100)) : 100;
  return (
    <div className="vip-meter">
      <div className="vip-meter__head">
        <span>{label}</span>
        <span className="vip-num">{target ? t('vip.progress.of', { value: money(value), target: money(target) }) : money(value)}</span>
      </div>
      <progress max={100} value={pct} aria-label={`${label}: ${pct}%`} />
    </div>
  );
}
