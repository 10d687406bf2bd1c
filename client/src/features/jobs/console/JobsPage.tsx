import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ENDPOINTS } from '@wl/shared/core';
import type { JobHealth } from '@wl/shared';
import { useShow } from '../../../console-kit/accounts';
import { callStaff } from '../../../console-kit/staffApi';
import { ErrorNote, RefreshButton } from '../../../console-kit/ui';
import { scheduleText } from './schedule';

/** Staff read it to see the site's background work is healthy; it refreshes itself. */
const REFRESH_MS = 10_000;
const jobsQuery = {
  queryKey: ['staff', 'jobs'],
  queryFn: ({ signal }: { signal: AbortSignal }) => callStaff(ENDPOINTS.staffJobs, { signal }),
  refetchInterval: REFRESH_MS,
};

/**
 * The background jobs (order expiry, payouts, pushes) with their last run, how often they ran in
 * the last hour and how many runs failed in a day. The jobs serve every site on the server, so
 * the page shows timings only; why a run failed is in the gateway's log.
 */
export default function JobsPage() {
  const { t } = useTranslation();
  const q = useQuery(jobsQuery);
  const failing = q.data?.jobs.filter((j) => j.lastState === 'failed').length ?? 0;
  return (
    <section className="sc-page" aria-labelledby="jobs-h">
      <h1 id="jobs-h">{t('jobs.heading')}</h1>
      <p className="sc-muted">{t('jobs.intro')}</p>
      <div className="sc-toolbar">
        <p className="sc-muted" role="status">
          {q.data ? (failing ? t('jobs.failing', { count: failing }) : t('jobs.allHealthy')) : ''}
        </p>
        <RefreshButton query={q} />
      </div>
      <ErrorNote error={q.error} onRetry={() => void q.refetch()} />
      <div className="sc-table-wrap" tabIndex={0} role="region" aria-label={t('jobs.tableLabel')}>
        <table className="sc-table" aria-label={t('jobs.tableLabel')} aria-busy={q.isFetching}>
          <thead>
            <tr>
              {(['job', 'schedule', 'lastRun', 'result', 'lastHour', 'failedDay', 'now'] as const).map((c) => (
                <th key={c} scope="col">
                  {t(`jobs.cols.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {q.isPending && !q.error && (
              <tr>
                <td colSpan={7} className="sc-empty">
                  {t('common.loading')}
                </td>
              </tr>
            )}
            {q.data?.jobs.map((j) => (
              <JobRow key={j.name} job={j} />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function JobRow({ job }: { job: JobHealth }) {
  const { t } = useTranslation();
  const show = useShow();
  const result = job.lastState === 'failed' ? 'failed' : job.lastState ? 'ok' : 'never';
  const tone = { ok: 'sc-status-active', failed: 'sc-status-disabled', never: 'sc-session-expired' }[result];
  return (
    <tr>
      <th scope="row">
        <strong>{t(`jobs.names.${job.name}`, { defaultValue: job.name })}</strong>
        <br />
        <span className="sc-muted">{t(`jobs.about.${job.name}`, { defaultValue: '' })}</span>
      </th>
      <td>{scheduleText(job, t)}</td>
      <td className="sc-num sc-nowrap">{job.lastFinishedAt ? show.time(job.lastFinishedAt) : t('jobs.notYet')}</td>
      <td>
        <span className={`sc-status ${tone}`}>{t(`jobs.results.${result}`)}</span>
        {job.lastDurationMs !== null && <span className="sc-muted"> {t('jobs.took', { ms: job.lastDurationMs })}</span>}
      </td>
      <td className="sc-num">{job.runsLastHour}</td>
      <td className={`sc-num${job.failedLastDay > 0 ? ' sc-warn-text' : ''}`}>{job.failedLastDay}</td>
      <td>{job.pending ? t('jobs.pending') : t('jobs.idle')}</td>
    </tr>
  );
}
