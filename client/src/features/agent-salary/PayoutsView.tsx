import { Fragment, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ContractType, PayoutView } from '@wl/shared/core';
import { useSession } from '../../session/session';
import { EmptyState, Spinner } from '../../components/PageTitle';
import { formatMoney } from '../../lib/format';
import { merchantTime } from '../../lib/merchantClock';
import { LoadFailed } from '../../agent-kit/LoadFailed';
import { DayRangePicker, defaultRange } from '../../agent-kit/common';
import { Pager } from '../../components/Pager';
import { percentOf, periodLabel, type DayRange } from '../../agent-kit/range';
import { salaryQueries, type PayoutSide } from './salaryApi';
import { HeadRow } from '../../components/HeadRow';

/**
 * One contract type's payout lines (dividend record, daily wages, hourly salary, real-time salary
 * history): what the caller earned, or what its downlines earned on contracts it gave, over
 * merchant days. Every line opens the bets it was computed from, paged, in a row below it.
 */
export function PayoutsView({ type, offset }: { type: ContractType; offset: number }) {
  const { t } = useTranslation();
  const { member } = useSession();
  const [side, setSide] = useState<PayoutSide>('earned');
  const [range, setRange] = useState<DayRange>(() => defaultRange(offset));
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const query = useQuery({ ...salaryQueries.payouts(member?.id, type, side, range, offset, page), placeholderData: keepPreviousData });
  const data = query.data;
  const money = (n: number) => formatMoney(n);
  const caption = t(`agentCentre.salary.caption.${type}`);

  return (
    <section className="salary-payouts" aria-labelledby={`payouts-${type}`} data-testid={`payouts-${type}`}>
      <div className="agent-page__head">
        <h2 className="panel__title" id={`payouts-${type}`}>
          {caption}
        </h2>
        <div className="salary-side" role="group" aria-label={t('agentCentre.salary.side')}>
          {(['earned', 'given'] as const).map((s) => (
            <button
              key={s}
              type="button"
              className={`btn btn--sm ${side === s ? 'btn--primary' : 'btn--outline'}`}
              aria-pressed={side === s}
              onClick={() => {
                setSide(s);
                setPage(1);
                setOpen(null);
              }}
              data-testid={`payouts-side-${s}`}
            >
              {t(`agentCentre.salary.sides.${s}`)}
            </button>
          ))}
        </div>
      </div>
      <DayRangePicker
        value={range}
        offset={offset}
        onChange={(r) => {
          setRange(r);
          setPage(1);
          setOpen(null);
        }}
      />
      {query.isError ? (
        <LoadFailed error={query.error} retry={() => void query.refetch()} />
      ) : query.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : data!.list.length === 0 ? (
        <EmptyState icon="receipt" title={t('agentCentre.salary.empty')} text={t('agentCentre.salary.emptyText')} />
      ) : (
        <>
          <p className="salary-sum">
            {t('agentCentre.salary.sum')}{' '}
            <strong className="amount" data-testid="payouts-total">
              {member?.currencySymbol} {money(data!.totalAmount)}
            </strong>
          </p>
          <div className="salary-scroll" role="region" tabIndex={0} aria-label={caption}>
            <table className="agent-table" aria-busy={query.isFetching}>
              <caption className="sr-only">
                {caption} {range.from} – {range.to}
              </caption>
              <thead>
                <HeadRow
                  cols={[
                    { label: t('agentCentre.salary.cols.period') },
                    { label: t(side === 'earned' ? 'agentCentre.salary.cols.agent' : 'agentCentre.salary.cols.earner') },
                    { label: t('agentCentre.salary.cols.rate') },
                    { label: t('agentCentre.salary.cols.activeMembers'), className: 'salary-num' },
                    { label: t('agentCentre.salary.cols.validBet'), className: 'salary-num' },
                    type === 'dividend' && { label: t('agentCentre.salary.cols.profitLoss'), className: 'salary-num' },
                    { label: t('agentCentre.salary.cols.amount'), className: 'salary-num' },
                    { label: t('agentCentre.salary.cols.bets') },
                  ]}
                />
              </thead>
              <tbody>
                {data!.list.map((p) => (
                  <Fragment key={p.id}>
                    <PayoutRow p={p} side={side} offset={offset} open={open === p.id} onToggle={() => setOpen(open === p.id ? null : p.id)} />
                    {open === p.id && (
                      <tr className="salary-bets-row">
                        <td colSpan={type === 'dividend' ? 8 : 7} id={`payout-bets-${p.id}`}>
                          <PayoutBets payoutId={p.id} offset={offset} />
                        </td>
                      </tr>
                    )}
                  </Fragment>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            className="salary-pager"
            page={data!.pageNum}
            pages={data!.totalPages}
            summary={t('agentCentre.salary.total', { count: data!.total })}
            busy={query.isFetching}
            onPage={(n) => {
              setPage(n);
              setOpen(null);
            }}
            label={t('agentCentre.salary.pager', { what: caption })}
          />
        </>
      )}
    </section>
  );
}

function PayoutRow({ p, side, offset, open, onToggle }: { p: PayoutView; side: PayoutSide; offset: number; open: boolean; onToggle(): void }) {
  const { t } = useTranslation();
  return (
    <tr data-testid="payout-row">
      <td>{periodLabel(p.periodStart, p.periodEnd, offset)}</td>
      <td>{side === 'earned' ? p.agent.username : p.earner.username}</td>
      <td>{percentOf(p.rateBp)}</td>
      <td className="salary-num">{p.activeMembers}</td>
      <td className="salary-num amount">{formatMoney(p.validBet)}</td>
      {p.type === 'dividend' && <td className={`salary-num amount${p.profitLoss < 0 ? ' amount--neg' : ''}`}>{formatMoney(p.profitLoss)}</td>}
      <td className="salary-num amount" data-testid="payout-amount">
        {formatMoney(p.amount)}
        {!p.qualified && <span className="chip salary-chip">{t('agentCentre.salary.notQualified')}</span>}
      </td>
      <td>
        <button
          type="button"
          className="btn btn--outline btn--sm"
          aria-expanded={open}
          aria-controls={open ? `payout-bets-${p.id}` : undefined}
          disabled={p.betCount === 0}
          onClick={onToggle}
          data-testid="payout-open"
        >
          {t('agentCentre.salary.openBets', { count: p.betCount })}
        </button>
      </td>
    </tr>
  );
}

/** The betting journals behind one payout line, newest first, paged. */
export function PayoutBets({ payoutId, offset }: { payoutId: number; offset: number }) {
  const { t } = useTranslation();
  const { member } = useSession();
  const [page, setPage] = useState(1);
  const query = useQuery({ ...salaryQueries.bets(member?.id, payoutId, page), placeholderData: keepPreviousData });
  const data = query.data;
  const caption = t('agentCentre.salary.betsCaption');
  if (query.isError) return <LoadFailed error={query.error} retry={() => void query.refetch()} />;
  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (data!.list.length === 0) return <p className="muted">{t('agentCentre.salary.noBets')}</p>;
  return (
    <div className="salary-bets" data-testid="payout-bets">
      <table className="agent-table" aria-busy={query.isFetching}>
        <caption className="salary-bets__caption">{caption}</caption>
        <thead>
          <HeadRow
            cols={[
              { label: t('agentCentre.salary.cols.time') },
              { label: t('agentCentre.salary.cols.member') },
              { label: t('agentCentre.salary.cols.game') },
              { label: t('agentCentre.salary.cols.stake'), className: 'salary-num' },
              { label: t('agentCentre.salary.cols.valid'), className: 'salary-num' },
              { label: t('agentCentre.salary.cols.win'), className: 'salary-num' },
            ]}
          />
        </thead>
        <tbody>
          {data!.list.map((b) => (
            <tr key={b.journalId} data-testid="payout-bet">
              <td>
                <time dateTime={b.createdAt}>{merchantTime(b.createdAt, offset)}</time>
              </td>
              <td>{b.username}</td>
              <td>{b.game ?? b.gameType ?? b.kind}</td>
              <td className="salary-num amount">{formatMoney(b.stake)}</td>
              <td className={`salary-num amount${b.valid < 0 ? ' amount--neg' : ''}`}>{formatMoney(b.valid)}</td>
              <td className="salary-num amount">{formatMoney(b.win)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {data!.totalPages > 1 && (
        <Pager
          className="salary-pager"
          page={data!.pageNum}
          pages={data!.totalPages}
          summary={t('agentCentre.salary.total', { count: data!.total })}
          busy={query.isFetching}
          onPage={setPage}
          label={caption}
        />
      )}
    </div>
  );
}
