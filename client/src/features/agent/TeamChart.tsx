import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamDay } from '@wl/shared/core';
import { EmptyState } from '../../components/PageTitle';

export type ChartMetric = 'validBets' | 'deposits' | 'withdrawals' | 'profitAndLoss' | 'activeMembers' | 'newRegistrations';
export const CHART_METRICS: ChartMetric[] = ['validBets', 'deposits', 'withdrawals', 'profitAndLoss', 'activeMembers', 'newRegistrations'];
const MONEY: ChartMetric[] = ['validBets', 'deposits', 'withdrawals', 'profitAndLoss'];
export const isMoney = (m: ChartMetric) => MONEY.includes(m);

const W = 640;
const H = 200;
const PAD = 24;

/**
 * One bar per day of the period for one figure; negative values (a team's loss) hang below the
 * zero line. The SVG is a picture with a title and summary; the same figures are in the table
 * beside it (TeamOverviewPage), which is what assistive technology reads.
 */
export function TeamChart({ series, metric, format }: { series: TeamDay[]; metric: ChartMetric; format: (n: number) => string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const values = series.map((d) => d[metric]);
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const span = max - min || 1;
  const y = (v: number) => PAD + ((max - v) / span) * (H - 2 * PAD);
  const slot = (W - 2 * PAD) / Math.max(1, series.length);
  const bar = Math.max(2, slot * 0.7);
  const total = values.reduce((a, b) => a + b, 0);
  // All zero would draw a row of 1-pixel dashes that read as data: say there is nothing instead.
  if (values.every((v) => v === 0)) {
    return (
      <div className="team-chart-empty" data-testid="team-chart-empty">
        <EmptyState icon="chart" title={t('agentCentre.team.chartEmpty')} text={t('agentCentre.team.chartEmptyText')} />
      </div>
    );
  }
  return (
    <svg className="team-chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={titleId} data-testid="team-chart">
      <title id={titleId}>{t('agentCentre.chartTitle', { metric: t(`agentCentre.kpi.${metric}`), total: format(total), days: series.length })}</title>
      <line x1={PAD} x2={W - PAD} y1={y(0)} y2={y(0)} className="team-chart__axis" />
      {series.map((d, i) => {
        const v = d[metric];
        const top = Math.min(y(v), y(0));
        return (
          <rect
            key={d.date}
            x={PAD + i * slot + (slot - bar) / 2}
            y={top}
            width={bar}
            height={Math.max(1, Math.abs(y(v) - y(0)))}
            className={v < 0 ? 'team-chart__bar team-chart__bar--neg' : 'team-chart__bar'}
          />
        );
      })}
      {series.length > 0 && (
        <>
          <text x={PAD} y={H - 4} className="team-chart__label">
            {series[0]!.date}
          </text>
          <text x={W - PAD} y={H - 4} textAnchor="end" className="team-chart__label">
            {series[series.length - 1]!.date}
          </text>
        </>
      )}
    </svg>
  );
}
