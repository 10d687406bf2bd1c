import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RecordCategory, RecordRow } from '@wl/shared/core';
import { EmptyState } from '../../components/PageTitle';
import { formatMoney, formatTimestamp } from '../../lib/format';
import { BetsPanel } from './BetsPanel';
import { useKindLabel, useRecordsRefresh, WindowPicker } from './parts';
import { RecordsTable, usePagedWindow } from './RecordsTable';
import { ProfitPanel } from './ProfitPanel';
import { recordsQueries } from './recordsApi';
import '../../styles/records.css';

/**
 * The member's records: account record, bonus details and rebates as paged tables of postings,
 * the betting record one row per stake (BetsPanel) and profit and loss as the result of play
 * (ProfitPanel). Everything is read from the ledger; a page with nothing in it says so
 * (docs/TRANSFERS.md).
 */
export const TransactionHistoryTab = () => <RecordsPanel category="account" />;
export const BettingRecordTab = BetsPanel;
export const ProfitTab = ProfitPanel;
export const BonusDetailsTab = () => <RecordsPanel category="bonus" />;
export const RebateTab = () => <RecordsPanel category="rebate" />;

function RecordsPanel({ category }: { category: RecordCategory }) {
  const { t } = useTranslation();
  const memberId = useRecordsRefresh();
  const { win, setWin, page, setPage } = usePagedWindow();
  const query = useQuery({ ...recordsQueries.page(memberId, category, win, page), placeholderData: keepPreviousData });
  const kindLabel = useKindLabel();
  const walletLabel = (w: string) => (w === 'main' ? t('transfer.main') : w);

  return (
    <div className="records" data-testid={`records-${category}`}>
      <WindowPicker value={win} onChange={setWin} />
      <RecordsTable
        query={query}
        win={win}
        caption={t(`records.captions.${category}`)}
        head={[
          { label: t('records.cols.time') },
          { label: t('records.cols.type') },
          { label: t('records.cols.wallet') },
          { label: t('records.cols.amount'), className: 'records__num' },
          { label: t('records.cols.balance'), className: 'records__num' },
        ]}
        empty={<EmptyState icon="receipt" title={t('records.empty')} text={t('records.emptyText')} />}
        row={(r: RecordRow) => (
          <tr key={r.id}>
            <td className="records__time">{formatTimestamp(new Date(r.createdAt))}</td>
            <td>{kindLabel(r.kind)}</td>
            <td>{walletLabel(r.wallet)}</td>
            <td className={`records__num ${r.amount < 0 ? 'records__out' : 'records__in'}`}>
              {r.amount > 0 ? '+' : ''}
              {formatMoney(r.amount)}
            </td>
            <td className="records__num">{formatMoney(r.balanceAfter)}</td>
          </tr>
        )}
        onPage={setPage}
      />
    </div>
  );
}
