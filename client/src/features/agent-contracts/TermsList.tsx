import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractView } from '@wl/shared/core';
import { useSession } from '../../session/session';
import { formatMoney } from '../../lib/format';
import { bpToPercent } from './terms';

/** The state badge: its text says the state, the colour only repeats it. */
export function StateBadge({ state }: { state: ContractView['state'] }) {
  const { t } = useTranslation();
  return (
    <span className={`contract-badge contract-badge--${state}`} data-testid="contract-state">
      {t(`contracts.states.${state}`)}
    </span>
  );
}

/** Rate, period and (salaries) thresholds, as a definition list; used by the cards and the modal. */
export function TermsList({ contract: c, children }: { contract: ContractView; children?: ReactNode }) {
  const { t } = useTranslation();
  const { member } = useSession();
  const money = (n: number) => `${member?.currencySymbol ?? ''} ${formatMoney(n)}`.trim();
  return (
    <dl className="contract-terms">
      <div>
        <dt>{t('contracts.rate')}</dt>
        <dd data-testid="contract-rate">{bpToPercent(c.terms.rateBp)}%</dd>
      </div>
      <div>
        <dt>{t('contracts.period')}</dt>
        <dd>{t(`contracts.periods.${c.terms.period}`)}</dd>
      </div>
      {c.type !== 'dividend' && (
        <>
          <div>
            <dt>{t('contracts.minActiveMembers')}</dt>
            <dd>{c.terms.minActiveMembers}</dd>
          </div>
          <div>
            <dt>{t('contracts.minBetAmount')}</dt>
            <dd>{money(c.terms.minBetAmount)}</dd>
          </div>
        </>
      )}
      {children}
    </dl>
  );
}
