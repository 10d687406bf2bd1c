import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session';
import { Spinner } from '../../components/PageTitle';
import { formatMoney } from '../../lib/format';
import { Failed } from './Failed';
import { contractQueries } from './contractsApi';
import { PreviewFigures } from './PreviewFigures';

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
      <PreviewFigures p={p} base={p.base} money={money}>
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
      </PreviewFigures>
      {!p.qualified && <p className="contract__note">{t('contracts.preview.notQualified')}</p>}
      {p.pending && !p.pending.qualified && <p className="contract__note">{t('contracts.preview.notQualifiedNew')}</p>}
    </section>
  );
}
