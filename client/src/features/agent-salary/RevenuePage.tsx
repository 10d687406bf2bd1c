import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CONTRACT_TYPES, type RevenueDay } from '@wl/shared/core';
import { useSession } from '../../session/session';
import { EmptyState, Spinner } from '../../components/PageTitle';
import { formatDay, formatMoney } from '../../lib/format';
import { AgentPageTitle } from '../../agent-kit/AgentPageTitle';
import { LoadFailed } from '../../agent-kit/LoadFailed';
import { DayRangePicker, defaultRange, useMerchantOffset } from '../../agent-kit/common';
import { eachDay, type DayRange } from '../../agent-kit/range';
import { TrendChart, type ChartSeries } from '../../agent-kit/TrendChart';
import { salaryQueries } from './salaryApi';
import './salary.css';

/**
 * My income (agentRevenueReport, every agent): salaries and dividends paid to the caller per
 * merchant day and type, as a stacked chart of the range's days (a day without income is zero)
 * and a table of the days that paid.
 */
export function RevenuePage() {
  const { t } = useTranslation();
  const offset = useMerchantOffset();
  return (
    <>
      <AgentPageTitle title={t('agentCentre.pages.agentRevenueReport')} icon="wallet" />
      {offset === null ? <Spinner label={t('common.loading')} /> : <Revenue offset={offset} />}
    </>
  );
}

function Revenue({ offset }: { offset: number }) {
  const { t } = useTranslation();
  const { member } = useSession();
  const [range, setRange] = useState<DayRange>(() => defaultRange(offset));
  const query = useQuery({ ...salaryQueries.revenue(member?.id, range, offset), placeholderData: keepPreviousData });
  const data = query.data;
  const cur = member?.currencySymbol ?? '';
  const caption = t('agentCentre.salary.revenueCaption');
  return (
    <div className="salary-revenue" data-testid="revenue">
      <DayRangePicker value={range} offset={offset} onChange={setRange} />
      {query.isError ? (
        <LoadFailed error={query.error} retry={() => void query.refetch()} />
      ) : query.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <>
          <ul className="kpis" aria-busy={query.isFetching}>
            {[...CONTRACT_TYPES, 'total' as const].map((k) => (
              <li key={k} className="kpi panel" data-testid={`revenue-${k}`}>
                <span className="kpi__label">{t(`agentCentre.salary.types.${k}`)}</span>
                <span className="kpi__value amount">
                  {cur} {formatMoney(data!.totals[k])}
                </span>
              </li>
            ))}
          </ul>
          {data!.days.length > 0 && <IncomeTrend days={data!.days} range={range} offset={offset} symbol={cur} />}
          {data!.days.length === 0 ? (
            <EmptyState icon="wallet" title={t('agentCentre.salary.noIncome')} text={t('agentCentre.salary.noIncomeText')} />
          ) : (
            <div className="salary-scroll" role="region" tabIndex={0} aria-label={caption}>
              <table className="agent-table" data-testid="revenue-table">
                <caption className="sr-only">
                  {caption} {range.from} – {range.to}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t('agentCentre.date')}</th>
                    {[...CONTRACT_TYPES, 'total' as const].map((k) => (
                      <th key={k} scope="col" className="salary-num">
                        {t(`agentCentre.salary.types.${k}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data!.days.map((d) => (
                    <tr key={d.date}>
                      <th scope="row">
                        <time dateTime={d.date}>{formatDay(d.date)}</time>
                      </th>
                      {[...CONTRACT_TYPES, 'total' as const].map((k) => (
                        <td key={k} className="salary-num amount">
                          {formatMoney(d[k])}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </div>
  );
}

const TONES: ChartSeries['tone'][] = ['accent', 'live', 'success', 'violet'];

/** Income per day of the range, one stacked bar per day, one colour per contract type. */
function IncomeTrend({ days, range, offset, symbol }: { days: RevenueDay[]; range: DayRange; offset: number; symbol: string }) {
  const { t } = useTranslation();
  const all = eachDay(range);
  const byDay = new Map(days.map((d) => [d.date, d]));
  const series: ChartSeries[] = CONTRACT_TYPES.map((k, i) => ({
    key: k,
    label: t(`agentCentre.salary.types.${k}`),
    values: all.map((d) => byDay.get(d)?.[k] ?? 0),
    tone: TONES[i],
  }));
  return (
    <section className="panel salary-trend" aria-labelledby="income-trend-title">
      <h2 className="panel__title" id="income-trend-title">
        {t('agentCentre.salary.revenueCaption')}
      </h2>
      <TrendChart
        days={all}
        series={series}
        kind="money"
        symbol={symbol}
        stacked={{ totalLabel: t('agentCentre.salary.types.total') }}
        title={t('agentCentre.salary.revenueCaption')}
        valueLabel={`${t('agentCentre.salary.types.total')} (${symbol})`}
        offsetMinutes={offset}
        testId="revenue-chart"
        empty={{ title: t('agentCentre.salary.noIncome'), text: t('agentCentre.salary.noIncomeText') }}
      />
    </section>
  );
}
