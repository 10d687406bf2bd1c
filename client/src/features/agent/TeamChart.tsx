import { useTranslation } from 'react-i18next';
import type { TeamDay } from '@wl/shared/core';
import { TrendChart } from '../../agent-kit/TrendChart';

export type ChartMetric = 'validBets' | 'deposits' | 'withdrawals' | 'profitAndLoss' | 'activeMembers' | 'newRegistrations';
export const CHART_METRICS: ChartMetric[] = ['validBets', 'deposits', 'withdrawals', 'profitAndLoss', 'activeMembers', 'newRegistrations'];
const MONEY: ChartMetric[] = ['validBets', 'deposits', 'withdrawals', 'profitAndLoss'];
export const isMoney = (m: ChartMetric) => MONEY.includes(m);

/**
 * The overview's chart: one figure of the team per merchant day of the period (agent-kit's
 * TrendChart: axes, tooltips, keyboard). A loss (negative P&L) hangs below the zero line in red.
 */
export function TeamChart({ series, metric, symbol, offset }: { series: TeamDay[]; metric: ChartMetric; symbol: string; offset: number }) {
  const { t } = useTranslation();
  const label = t(`agentCentre.kpi.${metric}`);
  return (
    <TrendChart
      days={series.map((d) => d.date)}
      series={[{ key: metric, label, values: series.map((d) => d[metric]) }]}
      kind={isMoney(metric) ? 'money' : 'count'}
      symbol={symbol}
      title={t('agentCentre.chart.perDay', { metric: label })}
      valueLabel={isMoney(metric) ? `${label} (${symbol})` : label}
      offsetMinutes={offset}
      signed={metric === 'profitAndLoss'}
      testId="team-chart"
      empty={{ title: t('agentCentre.team.chartEmpty'), text: t('agentCentre.team.chartEmptyText') }}
    />
  );
}
