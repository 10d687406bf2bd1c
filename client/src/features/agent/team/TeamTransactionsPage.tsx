import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TEAM_TX_CATEGORIES, type TeamTxCategory } from '@wl/shared/core';
import { useSession } from '../../../app/session';
import { Spinner } from '../../../components/PageTitle';
import { formatMoney } from '../../../lib/format';
import { MerchantTime } from '../MerchantTime';
import { AgentPageTitle } from '../AgentPageTitle';
import { TeamFilters } from './TeamFilters';
import { Amount, TeamTable } from './TeamTable';
import { teamPageQueries } from './teamQueries';
import { useKindLabel } from './labels';
import { useTeamFilter } from './useTeamFilter';
import './team.css';

/** agentDownlineTransactionDetailsCopy: every posting on the team's main and game wallets, newest first. */
export default function TeamTransactionsPage() {
  const { t } = useTranslation();
  const { member } = useSession();
  const f = useTeamFilter();
  const category = (f.values?.option || undefined) as TeamTxCategory | undefined;
  const query = useQuery({ ...teamPageQueries.transactions(member?.id, { ...f.query, category }, f.page), enabled: f.ready, placeholderData: keepPreviousData });
  const kindLabel = useKindLabel();
  return (
    <>
      <AgentPageTitle title={t('agentCentre.pages.agentDownlineTransactionDetailsCopy')} icon="receipt" />
      {!f.ready || !f.values ? <Spinner label={t('common.loading')} /> : (
        <div className="team-records">
          <TeamFilters
            initial={f.values} onApply={f.apply} testId="team-tx-filters"
            option={{ label: t('agentCentre.team.category'), values: TEAM_TX_CATEGORIES.map((c) => ({ value: c, label: t(`agentCentre.team.categories.${c}`) })) }}
          />
          <TeamTable
            query={query} page={f.page} onPage={f.setPage} testId="team-transactions" caption={t('agentCentre.pages.agentDownlineTransactionDetailsCopy')} empty={t('agentCentre.team.noTransactions')}
            head={
              <tr>
                <th scope="col">{t('records.cols.time')}</th>
                <th scope="col">{t('form.username')}</th>
                <th scope="col">{t('records.cols.type')}</th>
                <th scope="col">{t('records.cols.wallet')}</th>
                <th scope="col" className="records__num">{t('records.cols.amount')}</th>
                <th scope="col" className="records__num">{t('records.cols.balance')}</th>
              </tr>
            }
          >
            {(query.data?.list ?? []).map((r) => (
              <tr key={r.id}>
                <td className="records__time"><MerchantTime iso={r.createdAt} /></td>
                <td>{r.username}</td>
                <td>{kindLabel(r.kind)}</td>
                <td>{r.wallet === 'main' ? t('transfer.main') : r.wallet}</td>
                <Amount value={r.amount} format={formatMoney} />
                <td className="records__num">{formatMoney(r.balanceAfter)}</td>
              </tr>
            ))}
          </TeamTable>
        </div>
      )}
    </>
  );
}
