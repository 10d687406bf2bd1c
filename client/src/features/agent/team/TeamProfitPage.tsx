import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session';
import { Spinner } from '../../../components/PageTitle';
import { formatMoney } from '../../../lib/format';
import { AgentPageTitle } from '../AgentPageTitle';
import { TeamFilters } from './TeamFilters';
import { Amount, TeamTable } from './TeamTable';
import { teamPageQueries } from './teamQueries';
import { useTeamFilter } from './useTeamFilter';
import './team.css';

/**
 * palStatementsAgentCopy (user loss): per team account that played, valid bet, wins and P&L
 * (wins - valid bet: negative when the member lost), biggest loss first, with the range's totals.
 */
export default function TeamProfitPage() {
  const { t } = useTranslation();
  const { member } = useSession();
  const f = useTeamFilter();
  const query = useQuery({ ...teamPageQueries.profit(member?.id, f.query, f.page), enabled: f.ready, placeholderData: keepPreviousData });
  const totals = query.data?.totals;
  return (
    <>
      <AgentPageTitle title={t('agentCentre.pages.palStatementsAgentCopy')} icon="chart" />
      {!f.ready || !f.values ? <Spinner label={t('common.loading')} /> : (
        <div className="team-records">
          <TeamFilters initial={f.values} onApply={f.apply} testId="team-profit-filters" />
          <TeamTable
            query={query} page={f.page} onPage={f.setPage} testId="team-profit" caption={t('agentCentre.pages.palStatementsAgentCopy')} empty={t('agentCentre.team.noBets')}
            extra={totals && (
              <dl className="records__summary" data-testid="team-profit-totals">
                <div><dt>{t('agentCentre.kpi.validBets')}</dt><dd>{formatMoney(totals.validBet)}</dd></div>
                <div><dt>{t('agentCentre.team.wins')}</dt><dd>{formatMoney(totals.wins)}</dd></div>
                <div><dt>{t('agentCentre.kpi.profitAndLoss')}</dt><dd className={totals.profitAndLoss < 0 ? 'records__out' : 'records__in'}>{formatMoney(totals.profitAndLoss)}</dd></div>
              </dl>
            )}
            head={
              <tr>
                <th scope="col">{t('form.username')}</th>
                <th scope="col">{t('agentCentre.accountType')}</th>
                <th scope="col" className="records__num">{t('agentCentre.team.betCount')}</th>
                <th scope="col" className="records__num">{t('agentCentre.kpi.validBets')}</th>
                <th scope="col" className="records__num">{t('agentCentre.team.wins')}</th>
                <th scope="col" className="records__num">{t('agentCentre.kpi.profitAndLoss')}</th>
              </tr>
            }
          >
            {(query.data?.list ?? []).map((r) => (
              <tr key={r.accountId}>
                <td>{r.username}</td>
                <td>{t(r.kind === 'agent' ? 'agentCentre.typeAgent' : 'agentCentre.typeMember')}</td>
                <td className="records__num">{r.bets}</td>
                <td className="records__num">{formatMoney(r.validBet)}</td>
                <td className="records__num">{formatMoney(r.wins)}</td>
                <Amount value={r.profitAndLoss} format={formatMoney} />
              </tr>
            ))}
          </TeamTable>
        </div>
      )}
    </>
  );
}
