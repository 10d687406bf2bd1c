import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { previewEarnings, type ContractPeriod, type ContractType } from '@wl/shared/core';
import { useSession } from '../../session/session';
import { Spinner } from '../../components/PageTitle';
import { formatMoney } from '../../lib/format';
import { agentPage, type AgentPage } from '../../lib/paths';
import { Failed } from './Failed';
import { contractQueries } from './contractsApi';
import { PreviewFigures } from './PreviewFigures';
import { bpToPercent } from './terms';

/** The terms being typed in the offer form; null where the field cannot be read yet. */
export interface DraftTerms {
  downline: string;
  type: ContractType;
  period: ContractPeriod;
  rateBp: number | null;
  minActiveMembers: number;
  minBetAmount: number;
}

/**
 * The offering agent's earnings preview, beside the offer form: what the downline's team did over
 * the last finished period of the type (GET agentContractOfferPreview, the settlement's figures)
 * and, at the rate being typed, who would have earned what: the downline through this contract,
 * the agent through its own contract from its upline, which counts the same bets because the
 * downline's team is part of its own (previewEarnings, as the settlement computes them). Said in
 * plain words, with where to watch the money once it is paid (`payoutPages`: the payout page of
 * each type this agent is shown).
 */
export function OfferPreview({ draft, payoutPages }: { draft: DraftTerms; payoutPages: Partial<Record<ContractType, AgentPage>> }) {
  const { t } = useTranslation();
  const { member } = useSession();
  const query = useQuery(contractQueries.offerPreview(member?.id, draft.downline, draft.type, draft.type === 'dividend' ? draft.period : undefined));
  const money = (n: number) => `${member?.currencySymbol ?? ''} ${formatMoney(n)}`.trim();
  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (query.isError) return <Failed error={query.error} retry={() => void query.refetch()} />;
  const p = query.data;
  const dividend = p.type === 'dividend';
  const terms = { period: p.period, minActiveMembers: draft.minActiveMembers, minBetAmount: draft.minBetAmount };
  const theirs = draft.rateBp === null ? null : previewEarnings(p.type, { ...terms, rateBp: draft.rateBp }, p);
  // The agent's own contract has thresholds of its own, over its whole team: only its rate is applied here.
  const mine = p.own.source === 'contract' ? previewEarnings(p.type, { ...terms, rateBp: p.own.rateBp, minActiveMembers: 0, minBetAmount: 0 }, p) : null;
  const who = p.downline.username;
  const payouts = payoutPages[p.type];
  return (
    <section className="contract-preview offer-preview" aria-labelledby="offer-preview-title" data-testid="offer-preview">
      <h3 className="contract-preview__title" id="offer-preview-title">
        {t('contracts.offerPreview.title')}
      </h3>
      <PreviewFigures p={p} base={dividend ? Math.max(0, -p.profitLoss) : Math.max(0, p.validBet)} money={money} />
      <h4 className="offer-preview__split-title">{t('contracts.offerPreview.split')}</h4>
      {/* Follows the rate as it is typed: said politely, the split only. */}
      <dl className="offer-preview__split" aria-live="polite">
        <div data-testid="offer-preview-downline">
          <dt>{t('contracts.offerPreview.theirs', { who })}</dt>
          <dd>
            {theirs === null ? (
              <span className="muted">{t('contracts.offerPreview.typeRate')}</span>
            ) : (
              <>
                <strong className="contract-preview__amount" data-testid="offer-preview-theirs">
                  {money(theirs.amount)}
                </strong>{' '}
                <span className="muted">{t('contracts.offerPreview.at', { rate: bpToPercent(draft.rateBp!), base: money(theirs.base) })}</span>
              </>
            )}
          </dd>
        </div>
        <div data-testid="offer-preview-own">
          <dt>{t('contracts.offerPreview.mine')}</dt>
          <dd>
            {mine ? (
              <>
                <strong className="contract-preview__amount" data-testid="offer-preview-mine">
                  {money(mine.amount)}
                </strong>{' '}
                <span className="muted">{t('contracts.offerPreview.at', { rate: bpToPercent(p.own.rateBp), base: money(mine.base) })}</span>
              </>
            ) : (
              <span className="muted">{t('contracts.offerPreview.noneOwn')}</span>
            )}
          </dd>
        </div>
      </dl>
      {theirs && !theirs.qualified && <p className="contract__note">{t('contracts.offerPreview.notQualified', { who })}</p>}
      <p className="offer-preview__explain" data-testid="offer-preview-explain">
        {t(dividend ? 'contracts.offerPreview.howDividend' : 'contracts.offerPreview.howSalary', { who })}{' '}
        {t(
          p.own.source === 'contract'
            ? 'contracts.offerPreview.ownContract'
            : p.own.source === 'merchant'
              ? 'contracts.offerPreview.ownSite'
              : 'contracts.offerPreview.ownNone',
          { who, type: t(`contracts.types.${p.type}`) },
        )}
      </p>
      <p className="offer-preview__watch">
        {t('contracts.offerPreview.watch')}{' '}
        <Link to={agentPage('agentRevenueReport')} data-testid="offer-preview-income">
          {t('agentCentre.pages.agentRevenueReport')}
        </Link>
        {payouts && (
          <>
            {' · '}
            <Link to={agentPage(payouts)} data-testid="offer-preview-payouts">
              {t(`agentCentre.pages.${payouts}`)}
            </Link>
          </>
        )}
        {' · '}
        <Link to={agentPage('agentTeamOverview')}>{t('agentCentre.pages.agentTeamOverview')}</Link>
      </p>
    </section>
  );
}
