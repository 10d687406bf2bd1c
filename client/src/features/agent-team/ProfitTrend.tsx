import { useTranslation } from 'react-i18next';
import type { TeamProfitDay } from '@wl/shared/core';
import { TrendChart } from '../../agent-kit/TrendChart';
import { eachDay, type DayRange } from '../../agent-kit/range';
import { formatDay, formatMoney } from '../../lib/format';
import { signedClass } from './TeamTable';

/**
 * The team's profit and loss per merchant day of the filter (the user-loss page): a chart of the
 * trend, a loss below the zero line, and the same days as a table. Days without play are zero.
 */
export function ProfitTrend({ days, range, offset, symbol }: { days: TeamProfitDay[]; range: DayRange; offset: number; symbol: string }) {
  const { t } = useTranslation();
  const all = eachDay(range);
  const byDay = new Map(days.map((d) => [d.date, d]));
  const rows = all.map((date) => byDay.get(date) ?? { date, validBet: 0, wins: 0, profitAndLoss: 0 });
  const label = t('agentCentre.kpi.profitAndLoss');
  return (
    <section className="panel team-trend" aria-labelledby="team-trend-title" data-testid="team-profit-trend">
      <h2 className="panel__title" id="team-trend-title">
        {t('agentCentre.team.trend')}
      </h2>
      <TrendChart
        days={all}
        series={[{ key: 'profitAndLoss', label, values: rows.map((d) => d.profitAndLoss) }]}
        kind="money"
        symbol={symbol}
        title={t('agentCentre.chart.perDay', { metric: label })}
        valueLabel={`${label} (${symbol})`}
        offsetMinutes={offset}
        signed
        testId="team-profit-chart"
        empty={{ title: t('agentCentre.team.chartEmpty'), text: t('agentCentre.team.chartEmptyText') }}
      />
      <details className="team-table">
        <summary>{t('agentCentre.asTable')}</summary>
        <div className="team-table__scroll" tabIndex={0} role="region" aria-label={t('agentCentre.team.trend')}>
          <table className="agent-table" data-testid="team-profit-days">
            <thead>
              <tr>
                <th scope="col">{t('agentCentre.date')}</th>
                <th scope="col">{t('agentCentre.kpi.validBets')}</th>
                <th scope="col">{t('agentCentre.team.wins')}</th>
                <th scope="col">{label}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((d) => (
                <tr key={d.date}>
                  <th scope="row">
                    <time dateTime={d.date}>{formatDay(d.date)}</time>
                  </th>
                  <td className="amount">{formatMoney(d.validBet)}</td>
                  <td className="amount">{formatMoney(d.wins)}</td>
                  <td className={['amount', signedClass(d.profitAndLoss)].filter(Boolean).join(' ')}>{formatMoney(d.profitAndLoss)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
