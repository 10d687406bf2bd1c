import type { TFunction } from 'i18next';
import type { JobHealth } from '@wl/shared';

/** A job's schedule in words: "Every 5 seconds", "Every 10 minutes", "Every day at 00:00 UTC". */
export function scheduleText(job: Pick<JobHealth, 'cron' | 'everySeconds'>, t: TFunction): string {
  if (job.cron === null) {
    const s = job.everySeconds ?? 0;
    if (s >= 3600 && s % 3600 === 0) return t('jobs.every.hours', { count: s / 3600 });
    if (s >= 60 && s % 60 === 0) return t('jobs.every.minutes', { count: s / 60 });
    return t('jobs.every.seconds', { count: s });
  }
  if (job.cron === '* * * * *') return t('jobs.every.minutes', { count: 1 });
  const minutes = /^\*\/(\d+) \* \* \* \*$/.exec(job.cron);
  if (minutes) return t('jobs.every.minutes', { count: Number(minutes[1]) });
  if (job.cron === '0 * * * *') return t('jobs.every.hours', { count: 1 });
  const hours = /^0 \*\/(\d+) \* \* \*$/.exec(job.cron);
  if (hours) return t('jobs.every.hours', { count: Number(hours[1]) });
  if (job.cron === '0 0 * * *') return t('jobs.every.day');
  return job.cron;
}
