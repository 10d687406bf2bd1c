import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/PageTitle';
import { lazy } from '../lib/chunks';
import { utcOffsetLabel } from '../lib/format';
import { chartDate, chartTotal, chartValue, hasData, type TrendChartProps } from './chartText';

export type { ChartSeries, TrendChartProps } from './chartText';
import './chart.css';

/** The chart library (Chart.js) comes only with a page that draws a chart, never with the centre's first page. */
const ChartCanvas = lazy(() => import('./ChartCanvas'));

/**
 * The agent centre's trend chart: one bar per merchant day with labelled axes (days in the
 * site's date format, values as money or counts), tooltips, and a keyboard and screen-reader path
 * (ChartCanvas). The library is loaded with the first chart shown; until then the chart's place is
 * kept. A period of zeros is said in words (no row of empty bars that reads as data). Pages keep
 * their table of the same figures beside it.
 */
export function TrendChart(props: TrendChartProps) {
  const { t } = useTranslation();
  if (!hasData(props.series)) {
    return (
      <div className="trend-chart-empty" data-testid={`${props.testId}-empty`}>
        <EmptyState icon="chart" title={props.empty.title} text={props.empty.text} />
      </div>
    );
  }
  const first = props.days[0] ?? '';
  const last = props.days[props.days.length - 1] ?? '';
  const summary = t('agentCentre.chart.summary', {
    days: props.days.length,
    from: chartDate(first),
    to: chartDate(last),
    zone: utcOffsetLabel(props.offsetMinutes),
    total: chartValue(chartTotal(props.series), props.kind, props.symbol),
  });
  return (
    <Suspense fallback={<div className="trend-chart trend-chart--loading" aria-busy="true" />}>
      <ChartCanvas {...props} summary={summary} dayAxis={t('agentCentre.chart.dayAxis', { zone: utcOffsetLabel(props.offsetMinutes) })} />
    </Suspense>
  );
}
