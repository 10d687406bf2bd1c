import { useTranslation } from 'react-i18next';
import { TEAM_TX_CATEGORIES, type TeamTransactionRow, type TeamTxCategory } from '@wl/shared/core';
import { formatMoney } from '../../lib/format';
import { MerchantTime } from '../../agent-kit/MerchantTime';
import { useVendorName } from '../../hooks/useGameMenus';
import { useKindLabel } from './labels';
import { teamPageQueries } from './teamQueries';
import { TeamRecordsPage, type Column } from './TeamRecords';

/**
 * agentDownlineTransactionDetailsCopy: every posting on the team's main and game wallets, newest
 * first; a game wallet is named by its vendor's display name, categories by their names.
 */
export default function TeamTransactionsPage() {
  const { t } = useTranslation();
  const kindLabel = useKindLabel();
  const vendorName = useVendorName();
  const columns: Column<TeamTransactionRow>[] = [
    { label: t('records.cols.time'), align: 'time', cell: (r) => <MerchantTime iso={r.createdAt} /> },
    { label: t('form.username'), cell: (r) => r.username },
    { label: t('records.cols.type'), cell: (r) => kindLabel(r.kind) },
    { label: t('records.cols.wallet'), cell: (r) => (r.wallet === 'main' ? t('transfer.main') : vendorName(r.wallet)) },
    { label: t('records.cols.amount'), align: 'num', signed: (r) => r.amount, cell: (r) => formatMoney(r.amount) },
    { label: t('records.cols.balance'), align: 'num', cell: (r) => formatMoney(r.balanceAfter) },
  ];
  return (
    <TeamRecordsPage
      title={t('agentCentre.pages.agentDownlineTransactionDetailsCopy')}
      icon="receipt"
      testId="team-transactions"
      empty={t('agentCentre.team.noTransactions')}
      option={{
        label: t('agentCentre.team.category'),
        values: TEAM_TX_CATEGORIES.map((c) => ({ value: c, label: t(`agentCentre.team.categories.${c}`) })),
      }}
      query={(owner, f, page, category) => teamPageQueries.transactions(owner, { ...f, category: category as TeamTxCategory | undefined }, page)}
      columns={columns}
      rowKey={(r) => r.id}
    />
  );
}
