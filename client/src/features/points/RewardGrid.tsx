import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PointsReward } from '@wl/shared/core';
import { Icon } from '../../components/Icon';
import { formatMoney } from '../../lib/format';
import { balanceQuery, formatPoints, REWARD_ICONS } from './pointsApi';
import { RedeemDialog } from './RedeemDialog';

/** The rewards as cards: art, name, points per unit, what it pays, stock, and the redeem button. */
export function RewardGrid({ memberId, list, currency }: { memberId: number; list: PointsReward[]; currency: string }) {
  const { t } = useTranslation();
  const balance = useQuery(balanceQuery(memberId)).data?.balance ?? 0;
  const [open, setOpen] = useState<PointsReward | null>(null);
  return (
    <>
      <ul className="pmall__grid">
        {list.map((r) => {
          const soldOut = r.stockLeft === 0;
          const short = r.points > balance;
          return (
            <li key={r.id} className={`pmall__reward pmall__reward--${r.kind}`} data-testid="points-reward">
              <div className="pmall__art" aria-hidden="true">
                <Icon name={REWARD_ICONS[r.icon]} size={44} />
              </div>
              <div className="pmall__body">
                <span className={`pmall__kind pmall__kind--${r.kind}`}>{t(`points.kinds.${r.kind}`)}</span>
                <h3 className="pmall__name">{r.name}</h3>
                {r.description && <p className="pmall__desc">{r.description}</p>}
                <p className="pmall__cost">
                  <strong>{formatPoints(r.points)}</strong> {t('points.perUnit', { unit: r.unit })}
                </p>
                <ul className="pmall__meta">
                  {r.bonusAmount > 0 && <li>{t('points.pays', { amount: formatMoney(r.bonusAmount), currency })}</li>}
                  {r.amountRequired > 0 && <li>{t('points.needsBets', { amount: formatMoney(r.amountRequired), currency })}</li>}
                  <li>{r.stockLeft === null ? t('points.unlimited') : t('points.stockLeft', { count: r.stockLeft })}</li>
                </ul>
                {/* The reward's name joins the visible words for screen readers, so the button's name
                    always starts with what it shows ("Sold out Free spins voucher"). */}
                <button
                  type="button"
                  className="btn btn--primary btn--sm pmall__redeem"
                  disabled={soldOut}
                  onClick={() => setOpen(r)}
                  data-testid="reward-redeem"
                >
                  {soldOut ? t('points.soldOut') : short ? t('points.redeemShort') : t('points.redeem')}
                  <span className="sr-only"> {r.name}</span>
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      {open && <RedeemDialog memberId={memberId} reward={open} currency={currency} balance={balance} onClose={() => setOpen(null)} />}
    </>
  );
}
