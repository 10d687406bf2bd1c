import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RecordCategory, RecordRow } from '@wl/shared/core';
import { errorText } from '../../api/http';
import { onEvent } from '../../app/query';
import { useSession } from '../../app/session';
import { FormError } from '../../components/Field';
import { EmptyState, Spinner } from '../../components/PageTitle';
import { formatMoney, formatTimestamp } from '../../lib/format';
import { isCurrent, shift, todayWindow, windowLabel, type DateWindow, type WindowDays } from './range';
import { recordsKey, recordsQueries } from './recordsApi';
import './records.css';

/**
 * The member's records (spec 2): account record, betting record, bonus details and rebates as
 * paged tables, and profit and loss per kind. Everything is read from the ledger; a page with no
 * postings of its kinds says so (docs/TRANSFERS.md).
 */
export const TransactionHistoryTab = () => <RecordsPanel category="account" />;
export const BettingRecordTab = () => <RecordsPanel category="betting" />;
export const BonusDetailsTab = () => <RecordsPanel category="bonus" />;
export const RebateTab = () => <RecordsPanel category="rebate" />;

/** Any balance movement may add a line: the record on screen refetches, the others when shown. */
function useRecordsRefresh() {
  const { member } = useSession();
  useEffect(() => onEvent('balance:changed', recordsKey(member?.id)), [member?.id]);
  return member?.id;
}

/** The period control: 7 or 30 days, moved to the previous or next period. */
function WindowPicker({ value, onChange }: { value: DateWindow; onChange(w: DateWindow): void }) {
  const { t } = useTranslation();
  return (
    <div className="records__window">
      <div className="records__presets" role="group" aria-label={t('records.period')}>
        {([7, 30] as WindowDays[]).map((d) => (
          <button
            key={d} type="button" aria-pressed={value.days === d}
            className={`btn btn--sm ${value.days === d ? 'btn--primary' : 'btn--outline'}`}
            onClick={() => onChange(todayWindow(d))}
          >
            {t('records.days', { count: d })}
          </button>
        ))}
      </div>
      <div className="records__nav">
        <button type="button" className="btn btn--outline btn--sm" onClick={() => onChange(shift(value, -1))}>
          {t('records.previous', { count: value.days })}
        </button>
        <span className="records__range" aria-live="polite">{windowLabel(value)}</span>
        <button type="button" className="btn btn--outline btn--sm" disabled={isCurrent(value)} onClick={() => onChange(shift(value, 1))}>
          {t('records.next', { count: value.days })}
        </button>
      </div>
    </div>
  );
}

/** "bonus.welcome" -> "Bonus · welcome"; kinds without a text show as they are. */
function useKindLabel() {
  const { t } = useTranslation();
  return (kind: string) => {
    const [base, ...rest] = kind.split('.');
    const label = t(`records.kinds.${base}`, { defaultValue: base });
    return rest.length ? `${label} · ${rest.join('.')}` : label;
  };
}

function Problem({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useTranslation();
  const e = errorText(error);
  return (
    <div className="records__problem">
      <FormError message={t(e.key, { defaultValue: e.fallback })} />
      <button type="button" className="btn btn--outline btn--sm" onClick={onRetry}>{t('common.retry')}</button>
    </div>
  );
}

function RecordsPanel({ category }: { category: RecordCategory }) {
  const { t } = useTranslation();
  const memberId = useRecordsRefresh();
  const [win, setWin] = useState(() => todayWindow(7));
  const [page, setPage] = useState(1);
  const query = useQuery({ ...recordsQueries.page(memberId, category, win, page), placeholderData: keepPreviousData });
  const kindLabel = useKindLabel();
  const walletLabel = (w: string) => (w === 'main' ? t('transfer.main') : w);
  const data = query.data;

  return (
    <div className="records" data-testid={`records-${category}`}>
      <WindowPicker value={win} onChange={(w) => { setWin(w); setPage(1); }} />
      {query.isError ? (
        <Problem error={query.error} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : data!.list.length === 0 ? (
        <EmptyState icon="receipt" title={t('records.empty')} text={t(category === 'betting' ? 'records.emptyBets' : 'records.emptyText')} />
      ) : (
        <>
          <div className="records__wrap" role="region" tabIndex={0} aria-label={t(`records.captions.${category}`)}>
            <table className="records__table" aria-busy={query.isFetching}>
              <caption className="sr-only">{t(`records.captions.${category}`)} {windowLabel(win)}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('records.cols.time')}</th>
                  <th scope="col">{t('records.cols.type')}</th>
                  <th scope="col">{t('records.cols.wallet')}</th>
                  <th scope="col" className="records__num">{t('records.cols.amount')}</th>
                  <th scope="col" className="records__num">{t('records.cols.balance')}</th>
                </tr>
              </thead>
              <tbody>
                {data!.list.map((r: RecordRow) => (
                  <tr key={r.id}>
                    <td className="records__time">{formatTimestamp(new Date(r.createdAt))}</td>
                    <td>{kindLabel(r.kind)}</td>
                    <td>{walletLabel(r.wallet)}</td>
                    <td className={`records__num ${r.amount < 0 ? 'records__out' : 'records__in'}`}>{r.amount > 0 ? '+' : ''}{formatMoney(r.amount)}</td>
                    <td className="records__num">{formatMoney(r.balanceAfter)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={data!.pageNum} pages={data!.totalPages} total={data!.total} busy={query.isFetching} onPage={setPage} />
        </>
      )}
    </div>
  );
}

function Pager({ page, pages, total, busy, onPage }: { page: number; pages: number; total: number; busy: boolean; onPage(p: number): void }) {
  const { t } = useTranslation();
  return (
    <nav className="records__pager" aria-label={t('records.pager')}>
      <span className="muted">{t('records.total', { count: total })}</span>
      <button type="button" className="btn btn--outline btn--sm" disabled={busy || page <= 1} onClick={() => onPage(page - 1)}>{t('records.prevPage')}</button>
      <span>{t('records.pageOf', { page, pages })}</span>
      <button type="button" className="btn btn--outline btn--sm" disabled={busy || page >= pages} onClick={() => onPage(page + 1)}>{t('records.nextPage')}</button>
    </nav>
  );
}

/** personalProfit: what came in and went out per kind over the period, and the net result. */
export function ProfitTab() {
  const { t } = useTranslation();
  const memberId = useRecordsRefresh();
  const [win, setWin] = useState(() => todayWindow(7));
  const query = useQuery({ ...recordsQueries.profit(memberId, win), placeholderData: keepPreviousData });
  const kindLabel = useKindLabel();
  const data = query.data;
  return (
    <div className="records" data-testid="records-profit">
      <WindowPicker value={win} onChange={setWin} />
      {query.isError ? (
        <Problem error={query.error} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : data!.list.length === 0 ? (
        <EmptyState icon="chart" title={t('records.empty')} text={t('records.emptyText')} />
      ) : (
        <>
          <dl className="records__summary">
            <div><dt>{t('records.credit')}</dt><dd className="records__in">{formatMoney(data!.credit)}</dd></div>
            <div><dt>{t('records.debit')}</dt><dd className="records__out">{formatMoney(data!.debit)}</dd></div>
            <div><dt>{t('records.net')}</dt><dd className={data!.net < 0 ? 'records__out' : 'records__in'}>{formatMoney(data!.net)}</dd></div>
          </dl>
          <div className="records__wrap" role="region" tabIndex={0} aria-label={t('records.captions.profit')}>
            <table className="records__table" aria-busy={query.isFetching}>
              <caption className="sr-only">{t('records.captions.profit')} {windowLabel(win)}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('records.cols.type')}</th>
                  <th scope="col" className="records__num">{t('records.cols.count')}</th>
                  <th scope="col" className="records__num">{t('records.credit')}</th>
                  <th scope="col" className="records__num">{t('records.debit')}</th>
                  <th scope="col" className="records__num">{t('records.net')}</th>
                </tr>
              </thead>
              <tbody>
                {data!.list.map((r) => (
                  <tr key={r.kind}>
                    <td>{kindLabel(r.kind)}</td>
                    <td className="records__num">{r.count}</td>
                    <td className="records__num">{formatMoney(r.credit)}</td>
                    <td className="records__num">{formatMoney(r.debit)}</td>
                    <td className={`records__num ${r.net < 0 ? 'records__out' : 'records__in'}`}>{formatMoney(r.net)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
