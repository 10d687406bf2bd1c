import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { lockProgress, ENDPOINTS } from '@wl/shared/core';
import { call } from '../../api/http';
import { onEvent } from '../../api/query';
import { formatMoney, formatTimestampAt, utcOffsetLabel } from '../../lib/format';

export const bonusLocksKey = (memberId: number | undefined) => ['member', memberId, 'bonus-locks'] as const;
export const bonusLocksQuery = (memberId: number | undefined) =>
  queryOptions({
    queryKey: bonusLocksKey(memberId),
    queryFn: ({ signal }) => call(ENDPOINTS.bonusLocks, { signal }),
    enabled: memberId !== undefined,
  });

/**
 * The member's locked bonuses in the reward centre (docs/PROMOTIONS.md "Locked bonus"): what may be
 * withdrawn now, and per lock the wagering made against what it asks, the amount it holds and when
 * it expires, dated in the site's zone (named, so a member abroad reads it right).
 */
export function BonusLocks({ memberId }: { memberId: number | undefined }) {
  const { t } = useTranslation();
  const query = useQuery(bonusLocksQuery(memberId));
  // Bets, bonuses and withdrawals all move the balance: each may change what is locked.
  useEffect(() => onEvent('balance:changed', bonusLocksKey(memberId)), [memberId]);
  const d = query.data;
  if (!d || d.list.length === 0) return null;
  const zone = utcOffsetLabel(d.utcOffsetMinutes);
  return (
    <section className="rewards__section" aria-labelledby="rewards-locks" data-testid="bonus-locks">
      <h3 id="rewards-locks">{t('rewards.locksTitle')}</h3>
      <p className="muted">{t('rewards.locksIntro')}</p>
      <p className="rewards__locked" data-testid="bonus-locks-summary">
        {t('rewards.withdrawableNow', { withdrawable: `${d.currency} ${formatMoney(d.withdrawable)}`, locked: `${d.currency} ${formatMoney(d.locked)}` })}
      </p>
      <ul className="rewards__list plain-list">
        {d.list.map((l) => {
          const done = lockProgress({ amount: l.amount, required: l.wageringRequired, wagered: l.wagered });
          const title = l.title || t(`rewards.lockSource.${l.source}`);
          return (
            <li key={l.id} className="rewards__item" data-testid="bonus-lock">
              <div className="rewards__name">
                <strong>{title}</strong>
                <span>
                  {t(`rewards.lockSource.${l.source}`)} · {t('rewards.lockAmount', { amount: formatMoney(l.amount), currency: d.currency })}
                </span>
                <span>{t('rewards.lockExpires', { date: formatTimestampAt(l.expiresAt, d.utcOffsetMinutes).slice(0, 16), zone })}</span>
              </div>
              <div className="promo__meter">
                <span>{t('rewards.lockWagered')}</span>
                <progress max={l.wageringRequired} value={done} aria-label={t('rewards.lockProgressOf', { title })} />
                <span className="promo__num">
                  {formatMoney(done)} / {formatMoney(l.wageringRequired)}
                </span>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
