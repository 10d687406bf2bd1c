import { useState } from 'react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ENDPOINTS } from '@wl/shared/core';
import { useShow } from '../../console-kit/accounts';
import { useCan } from '../../console-kit/session';
import { callStaff } from '../../console-kit/staffApi';
import { PagedTable } from '../../console-kit/ui';
import { ManualEntryForm } from './ManualEntryForm';

/** Keyed under the account, so the account's own invalidation (and staff sign-out) reaches it. */
const journalQuery = (accountId: number, page: number) =>
  queryOptions({
    queryKey: ['staff', 'account', accountId, 'journal', page],
    queryFn: ({ signal }) => callStaff(ENDPOINTS.staffAccountJournal, { params: { id: accountId }, query: { page }, signal }),
  });

const COLS = ['time', 'kind', 'wallet', 'amount', 'balance', 'staff', 'reason'] as const;

/**
 * One account's money as staff see it (docs/TRANSFERS.md): every posting of every wallet, newest
 * first, with who made a manual one and why; staff who may adjust or book rebates do it here (reason
 * required).
 */
export default function JournalPanel({ accountId, currency, adjustable }: { accountId: number; currency: string; adjustable: boolean }) {
  const { t } = useTranslation();
  const show = useShow();
  const kindLabel = useJournalKind();
  const canAdjust = useCan('money.adjust');
  const canRebate = useCan('rebates.book');
  const [page, setPage] = useState(1);
  const query = useQuery({ ...journalQuery(accountId, page), placeholderData: keepPreviousData });
  return (
    <section className="sc-section">
      <h2>{t('support.journal.heading')}</h2>
      {adjustable && (canAdjust || canRebate) && (
        <div className="sc-manual-entries">
          {canAdjust && <ManualEntryForm kind="adjustment" accountId={accountId} currency={currency} />}
          {canRebate && <ManualEntryForm kind="rebate" accountId={accountId} currency={currency} />}
        </div>
      )}
      <PagedTable
        label={t('support.journal.tableLabel')}
        cols={COLS.map((c) => ({ label: t(`support.journal.cols.${c}`) }))}
        query={query}
        skeletonRows={4}
        empty={t('support.journal.empty')}
        onPage={setPage}
        pagerWhenPaged
        row={(r) => (
          <tr key={r.id}>
            <td className="sc-num sc-nowrap">{show.time(r.createdAt)}</td>
            {/* In words: a dotted kind (bet.crash, bonus.points) reads as its family when it has no words of its own. */}
            <td title={r.kind}>{kindLabel(r.kind)}</td>
            <td>{r.wallet}</td>
            <td className="sc-num sc-money">{show.money(r.amount)}</td>
            <td className="sc-num sc-money">{show.money(r.balanceAfter)}</td>
            <td>{r.staffUsername ?? (r.staffId === null ? show.none : `#${r.staffId}`)}</td>
            <td>{show.text(r.reason)}</td>
          </tr>
        )}
      />
    </section>
  );
}

/** A journal kind in words: its own (rebate.daily), else its family's (bet.crash reads as a bet), else as stored. */
function useJournalKind() {
  const { t } = useTranslation();
  return (kind: string) => {
    const [base, ...rest] = kind.split('.');
    const family = t(`records.kinds.${base}`, { defaultValue: kind });
    return rest.length === 1 ? t(`records.subkinds.${base}.${rest[0]}`, { defaultValue: family }) : family;
  };
}
