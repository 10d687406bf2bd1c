import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session';
import { Spinner } from '../../components/PageTitle';
import { formatMoney } from '../../lib/format';
import { gmtLabel, merchantTime } from '../../lib/merchantClock';
import { Failed } from './Failed';
import { contractQueries } from './contractsApi';

/**
 * The earnings preview (GET .../:id/preview): what the offered terms (or, with a change waiting,
 * the terms now and the proposed ones) would have paid over the team's last finished period,
 * from its real bets, so the downline decides on figures. The period is shown in the merchant's
 * time (the offset comes with the answer), as it is cut: a member's browser may be elsewhere.
 */
export function PreviewBlock({ id }: { id: number }) {
  const { t } = useTranslation();
  const { member } = useSession();
  const query = useQuery(contractQueries.preview(member?.id, id));
  const money = (n: number) => `${member?.currencySymbol ?? ''} ${formatMoney(n)}`.trim();
  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (query.isError) return <Failed error={query.error} retry={() => void query.refetch()} />;
  const p = query.data;
  return (
    <section className="contract-preview" aria-labelledby={`preview-${id}`} data-testid="contract-preview">
      <h3 className="contract-preview__title" id={`preview-${id}`}>
        {t('contracts.preview.title')}
      </h3>
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
          <dd>{money(p.base)}</dd>
        </div>
        <div>
          <dt>{t('contracts.preview.amount')}</dt>
          <dd className="contract-preview__amount" data-testid="contract-preview-amount">
            {money(p.amount)}
          </dd>
        </div>
        {p.pending && (
          <div>
            <dt>{t('contracts.preview.amountNew')}</dt>
            <dd className="contract-preview__amount" data-testid="contract-preview-amount-new">
              {money(p.pending.amount)}
            </dd>
          </div>
        )}
      </dl>
      {!p.qualified && <p className="contract__note">{t('contracts.preview.notQualified')}</p>}
      {p.pending && !p.pending.qualified && <p className="contract__note">{t('contracts.preview.notQualifiedNew')}</p>}
    </section>
  );
}
