import { useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TEAM_PERIOD, TEAM_PERIODS, type TeamFigures, type TeamPeriod } from '@wl/shared/core';
import { useSession } from '../../session/session';
import { Spinner } from '../../components/PageTitle';
import { formatDay, formatMoney } from '../../lib/format';
import { PATHS } from '../../lib/paths';
import { InvitePanel } from '../../agent-kit/InvitePanel';
import { AgentPageTitle } from '../../agent-kit/AgentPageTitle';
import { LoadFailed } from '../../agent-kit/LoadFailed';
import { CHART_METRICS, isMoney, TeamChart, type ChartMetric } from './TeamChart';
import { teamQueries } from './teamApi';
import { Panel } from '../../components/Panel';

const KPIS: (keyof TeamFigures)[] = ['members', 'activeMembers', 'newRegistrations', 'deposits', 'withdrawals', 'validBets', 'profitAndLoss'];

/**
 * Team overview (agentTeamOverview): the team's figures for a period of merchant days (the last 7
 * by default, so the chart shows a trend), a chart of one figure per day with the same figures as a
 * table, the team's activity and the invitation. Days are the merchant's, written as the site
 * writes dates.
 */
export default function TeamOverviewPage({ activity }: { activity?: ReactNode }) {
  const { t } = useTranslation();
  const { member } = useSession();
  const [period, setPeriod] = useState<TeamPeriod>(DEFAULT_TEAM_PERIOD);
  const [metric, setMetric] = useState<ChartMetric>('validBets');
  const query = useQuery({ ...teamQueries.overview(member?.id, period), placeholderData: keepPreviousData });
  const money = (n: number) => `${member?.currencySymbol ?? ''} ${formatMoney(n)}`.trim();
  const show = (k: keyof TeamFigures, n: number) => (isMoney(k as ChartMetric) ? money(n) : String(n));
  const code = member?.affiliateCode ?? '';
  const link = `${window.location.origin}${PATHS.register}?referralCode=${encodeURIComponent(code)}`;

  return (
    <>
      <AgentPageTitle title={t('agentCentre.pages.agentTeamOverview')} icon="chart">
        <label className="agent-select">
          <span className="field__label">{t('agentCentre.period')}</span>
          <select className="field__input" value={period} onChange={(e) => setPeriod(e.target.value as TeamPeriod)} data-testid="team-period">
            {TEAM_PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`agentCentre.periods.${p}`)}
              </option>
            ))}
          </select>
        </label>
      </AgentPageTitle>
      {query.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : query.isError ? (
        <LoadFailed error={query.error} retry={() => void query.refetch()} />
      ) : (
        <div className="team-overview" aria-busy={query.isFetching}>
          <p className="muted team-overview__range" data-testid="team-range">
            {t('agentCentre.range', {
              from: formatDay(query.data.series[0]?.date ?? ''),
              to: formatDay(query.data.series[query.data.series.length - 1]?.date ?? ''),
            })}
          </p>
          <ul className="kpis" data-testid="team-kpis">
            {KPIS.map((k) => (
              <li key={k} className="kpi panel" data-testid={`kpi-${k}`}>
                <span className="kpi__label">{t(`agentCentre.kpi.${k}`)}</span>
                <span className={`kpi__value amount${k === 'profitAndLoss' && query.data.kpis[k] < 0 ? ' amount--neg' : ''}`}>
                  {show(k, query.data.kpis[k])}
                </span>
              </li>
            ))}
          </ul>
          <section className="panel" aria-labelledby="team-chart-title">
            <div className="agent-page__head">
              <h2 className="panel__title" id="team-chart-title">
                {t('agentCentre.byDay')}
              </h2>
              <label className="agent-select">
                <span className="field__label">{t('agentCentre.figure')}</span>
                <select className="field__input" value={metric} onChange={(e) => setMetric(e.target.value as ChartMetric)} data-testid="team-metric">
                  {CHART_METRICS.map((m) => (
                    <option key={m} value={m}>
                      {t(`agentCentre.kpi.${m}`)}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            <TeamChart series={query.data.series} metric={metric} symbol={member?.currencySymbol ?? ''} offset={query.data.utcOffsetMinutes} />
            <details className="team-table">
              <summary>{t('agentCentre.asTable')}</summary>
              <div className="team-table__scroll" tabIndex={0} role="region" aria-label={t('agentCentre.byDay')}>
                <table className="agent-table" data-testid="team-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('agentCentre.date')}</th>
                      {CHART_METRICS.map((m) => (
                        <th key={m} scope="col">
                          {t(`agentCentre.kpi.${m}`)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {query.data.series.map((d) => (
                      <tr key={d.date}>
                        <th scope="row">
                          <time dateTime={d.date}>{formatDay(d.date)}</time>
                        </th>
                        {CHART_METRICS.map((m) => (
                          <td key={m} className="amount">
                            {show(m, d[m])}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </details>
          </section>
        </div>
      )}
      {/* The team activity feed (features/agent-salary), passed in by agent-centre/pages.tsx. */}
      {activity}
      <Panel id="team-invite-title" title={t('agentHome.invite')} className="team-invite">
        <InvitePanel code={code} link={link} />
      </Panel>
    </>
  );
}
