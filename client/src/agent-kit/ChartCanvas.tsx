import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip, type ActiveElement, type ChartConfiguration } from 'chart.js';
import { chartDate, chartDay, chartTick, chartValue, dayText, type ChartSeries, type TrendChartProps } from './chartText';

// Only the parts a bar chart uses, so the chunk carries no other chart type.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

const TONES: Record<NonNullable<ChartSeries['tone']>, string> = {
  accent: '--accent',
  live: '--live',
  success: '--success',
  violet: '--chart-violet',
};

/** A colour token resolved where the chart is (the canvas needs a colour, not a `var()`, and some tokens are `color-mix()`). */
function tokenColour(host: HTMLElement, token: string): string {
  const probe = document.createElement('span');
  probe.style.color = `var(${token})`;
  host.appendChild(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
}

type Props = TrendChartProps & { summary: string; dayAxis: string };

function configOf(p: Props, host: HTMLElement): ChartConfiguration<'bar', number[], string> {
  const colour = (token: string) => tokenColour(host, token);
  const [muted, grid, danger, text] = [colour('--muted'), colour('--border'), colour('--danger'), colour('--text')];
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return {
    type: 'bar',
    data: {
      labels: p.days,
      datasets: p.series.map((s) => {
        const tone = colour(TONES[s.tone ?? 'accent']);
        return {
          label: s.label,
          data: s.values,
          backgroundColor: s.values.map((v) => (p.signed && v < 0 ? danger : tone)),
          borderRadius: 4,
          maxBarThickness: 44,
          stack: p.stacked ? 'day' : s.key,
        };
      }),
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: reduced ? false : { duration: 250 },
      // Hovering anywhere over a day shows that day, every series of it.
      interaction: { mode: 'index', intersect: false },
      font: { family: getComputedStyle(host).fontFamily },
      scales: {
        x: {
          stacked: !!p.stacked,
          grid: { display: false },
          border: { color: grid },
          ticks: { color: muted, maxRotation: 0, autoSkipPadding: 10, callback: (_v, i) => chartDay(p.days[i] ?? '') },
          title: { display: true, text: p.dayAxis, color: muted },
        },
        y: {
          stacked: !!p.stacked,
          beginAtZero: true,
          grid: { color: grid },
          border: { display: false },
          ticks: { color: muted, precision: 0, maxTicksLimit: 6, callback: (v) => chartTick(Number(v), p.kind) },
          title: { display: true, text: p.valueLabel, color: muted },
        },
      },
      plugins: {
        legend: { display: p.series.length > 1, position: 'bottom', labels: { color: text, boxWidth: 12, boxHeight: 12 } },
        tooltip: {
          callbacks: {
            title: (items) => chartDate(p.days[items[0]?.dataIndex ?? 0] ?? ''),
            label: (item) => `${item.dataset.label ?? ''}: ${chartValue(item.parsed.y ?? 0, p.kind, p.symbol)}`,
            footer: (items) =>
              p.stacked && items.length > 1
                ? `${p.stacked.totalLabel}: ${chartValue(
                    items.reduce((sum, i) => sum + (i.parsed.y ?? 0), 0),
                    p.kind,
                    p.symbol,
                  )}`
                : '',
          },
        },
      },
    },
  };
}

/**
 * The chart itself (Chart.js on a canvas, loaded lazily by TrendChart). The canvas is a picture
 * to assistive technology; the group around it is what is read and focused: its name, a summary
 * of the period and how to use it. With focus, the arrow keys (Home, End) move from day to day,
 * the chart shows that day's tooltip and a polite live region says the day's figures; Escape or
 * leaving hides it again. The page's table holds every figure as well.
 */
export default function ChartCanvas(p: Props) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const host = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<Chart<'bar', number[], string> | null>(null);
  const [active, setActive] = useState<number | null>(null);
  // A new chart when what it draws changes (a handful of points: cheaper than diffing the config).
  const drawn = JSON.stringify([p.days, p.series, p.kind, p.symbol, p.stacked, p.signed, p.valueLabel, p.dayAxis, i18n.language]);
  const props = useRef(p);
  props.current = p;

  useEffect(() => {
    if (!canvas.current || !host.current) return;
    const c = new Chart(canvas.current, configOf(props.current, host.current));
    chart.current = c;
    setActive(null);
    return () => {
      c.destroy();
      chart.current = null;
    };
  }, [drawn]);

  const show = (i: number | null) => {
    setActive(i);
    const c = chart.current;
    if (!c) return;
    const elements: ActiveElement[] = i === null ? [] : c.data.datasets.map((_, d) => ({ datasetIndex: d, index: i }) as ActiveElement);
    c.setActiveElements(elements);
    c.tooltip?.setActiveElements(elements, { x: 0, y: 0 });
    c.update('none');
  };
  const last = p.days.length - 1;
  const onKey = (e: KeyboardEvent) => {
    const at = active ?? last;
    const next = { ArrowLeft: at - 1, ArrowDown: at - 1, ArrowRight: at + 1, ArrowUp: at + 1, Home: 0, End: last }[e.key];
    if (next !== undefined) {
      e.preventDefault();
      show(Math.min(last, Math.max(0, next)));
    } else if (e.key === 'Escape' && active !== null) {
      e.preventDefault();
      show(null);
    }
  };

  return (
    <div className="trend-chart" data-testid={p.testId}>
      <div
        ref={host}
        className="trend-chart__plot"
        role="group"
        tabIndex={0}
        aria-roledescription={t('agentCentre.chart.role')}
        aria-label={p.title}
        aria-describedby={`${id}-sum ${id}-keys`}
        onKeyDown={onKey}
        onFocus={() => active === null && show(last)}
        onBlur={() => show(null)}
        data-testid={`${p.testId}-plot`}
      >
        <canvas ref={canvas} aria-hidden="true" />
      </div>
      <p id={`${id}-sum`} className="sr-only">
        {p.summary}
      </p>
      <p id={`${id}-keys`} className="sr-only">
        {t('agentCentre.chart.keys')}
      </p>
      <p className="sr-only" aria-live="polite" data-testid={`${p.testId}-point`}>
        {active === null ? '' : dayText(p.days, p.series, active, p.kind, p.symbol)}
      </p>
    </div>
  );
}
