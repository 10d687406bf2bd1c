import { useTranslation } from 'react-i18next';
import type { TeamProfitPage as ProfitPage, TeamProfitRow } from '@wl/shared/core';
import { formatMoney } from '../../lib/format';
import { useSession } from '../../session/session';
import { ProfitTrend } from './ProfitTrend';
import { teamPageQueries } from './teamQueries';
import { TeamRecordsPage, type Column } from './TeamRecords';

/**
 * palStatementsAgentCopy (user loss): per team account that played, valid bet, wins and P&L
 * (wins - valid bet: negative when the member lost), biggest loss first, with the range's totals
 * and the team's P&L per day of the range as a trend.
 */
export default function TeamProfitPage() {
  const { t } = useTranslation();
  const { member } = useSession();
  const columns: Column<TeamProfitRow>[] = [
    { label: t('form.username'), cell: (r) => r.username },
    { label: t('agentCentre.accountType'), cell: (r) => t(r.kind === 'agent' ? 'agentCentre.typeAgent' : 'agentCentre.typeMember') },
    { label: t('agentCentre.team.betCount'), align: 'num', cell: (r) => r.bets },
    { label: t('agentCentre.kpi.validBets'), align: 'num', cell: (r) => formatMoney(r.validBet) },
    { label: t('agentCentre.team.wins'), align: 'num', cell: (r) => formatMoney(r.wins) },
    { label: t('agentCentre.kpi.profitAndLoss'), align: 'num', signed: (r) => r.profitAndLoss, cell: (r) => formatMoney(r.profitAndLoss) },
  ];
  return (
    <TeamRecordsPage
      title={t('agentCentre.pages.palStatementsAgentCopy')}
      icon="chart"
      testId="team-profit"
      empty={t('agentCentre.team.noBets')}
      query={(owner, f, page) => teamPageQueries.profit(owner, f, page)}
      columns={columns}
      rowKey={(r) => r.accountId}
      summary={({ totals, days }: ProfitPage, { range, offset }) => (
        <>
          <dl className="records__summary" data-testid="team-profit-totals">
            <div>
              <dt>{t('agentCentre.kpi.validBets')}</dt>
              <dd>{formatMoney(totals.validBet)}</dd>
            </div>
            <div>
              <dt>{t('agentCentre.team.wins')}</dt>
              <dd>{formatMoney(totals.wins)}</dd>
            </div>
            <div>
              <dt>{t('agentCentre.kpi.profitAndLoss')}</dt>
              <dd className={totals.profitAndLoss < 0 ? 'records__out' : 'records__in'}>{formatMoney(totals.profitAndLoss)}</dd>
            </div>
          </dl>
          <ProfitTrend days={days} range={range} offset={offset} symbol={member?.currencySymbol ?? ''} />
        </>
      )}
    />
  );
}
