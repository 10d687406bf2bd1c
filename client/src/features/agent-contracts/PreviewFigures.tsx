import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractType } from '@wl/shared/core';
import { gmtLabel, merchantTime } from '../../lib/merchantClock';

/**
 * The period a preview is worked out from, in the merchant's time, and the team's figures over it:
 * valid bets, profit and loss, active members and the base the contract type pays on. Shared by
 * the downline's preview of an offer and the offering agent's; `children` add rows (the amounts).
 */
export function PreviewFigures({
  p,
  base,
  money,
  children,
}: {
  p: { type: ContractType; from: string; to: string; utcOffsetMinutes: number; validBet: number; profitLoss: number; activeMembers: number };
  base: number;
  money(n: number): string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <p className="muted contract-preview__range">
        {t('contracts.preview.range', {
          from: merchantTime(p.from, p.utcOffsetMinutes),
          to: merchantTime(p.to, p.utcOffsetMinutes),
          zone: gmtLabel(p.utcOffsetMinutes),
        })}
      </p>
      <dl className="contract-terms">
        <div>
          <dt>{t('contracts.preview.validBet')}</dt>
          <dd>{money(p.validBet)}</dd>
        </div>
        <div>
          <dt>{t('contracts.preview.profitLoss')}</dt>
          <dd className={p.profitLoss < 0 ? 'amount--neg' : undefined}>{money(p.profitLoss)}</dd>
        </div>
        <div>
          <dt>{t('contracts.preview.activeMembers')}</dt>
          <dd>{p.activeMembers}</dd>
        </div>
        <div>
          <dt>{t(p.type === 'dividend' ? 'contracts.preview.baseLoss' : 'contracts.preview.baseBets')}</dt>
          <dd>{money(base)}</dd>
        </div>
        {children}
      </dl>
    </>
  );
}
