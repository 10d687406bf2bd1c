import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StaffQueueCount } from '@wl/shared/core';
import { useConsolePath } from '../console-kit/base';
import { useQueueCounts } from '../console-kit/queues';
import { ErrorNote } from '../console-kit/ui';
import { Spinner } from '../components/PageTitle';
import { Icon } from '../components/Icon';
import { formatTimestamp, utcOffsetLabel } from '../lib/format';
import { durationText } from '../lib/duration';
import { CONSOLE_SECTIONS } from './sections';

/**
 * Where staff land: one card per work queue their role works, with how many items wait and how
 * long the oldest has, each opening its queue. The counts move live (`queue:changed`), so a
 * deposit waiting shows up here without a reload; the waiting times tick once a minute.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const counts = useQueueCounts();
  const now = useMinuteClock();
  if (counts.isPending) return <Spinner label={t('common.loading')} />;
  if (counts.isError) return <ErrorNote error={counts.error} onRetry={() => void counts.refetch()} />;
  const waiting = counts.data.reduce((n, q) => n + q.count, 0);
  return (
    <section aria-labelledby="sc-dashboard-title" data-testid="staff-dashboard">
      <h1 id="sc-dashboard-title">{t('support.dashboard.title')}</h1>
      <p className="sc-muted">{t('support.dashboard.intro', { zone: utcOffsetLabel() })}</p>
      {waiting === 0 && (
        <p className="sc-all-clear" role="status" data-testid="dashboard-all-clear">
          <Icon name="check" size={18} /> {t('support.dashboard.allClear')}
        </p>
      )}
      <ul className="sc-queues">
        {counts.data.map((q) => (
          <QueueCard key={q.queue} q={q} now={now} />
        ))}
      </ul>
    </section>
  );
}

function QueueCard({ q, now }: { q: StaffQueueCount; now: number }) {
  const { t } = useTranslation();
  const path = useConsolePath();
  const section = CONSOLE_SECTIONS.find((s) => s.queue === q.queue)!;
  const waitedMinutes = q.oldestAt ? Math.max(0, (now - Date.parse(q.oldestAt)) / 60_000) : null;
  return (
    <li className={`sc-queue${q.count > 0 ? ' sc-queue--busy' : ''}`} data-testid={`queue-${q.queue}`}>
      <h2 className="sc-queue__name">{t(`support.dashboard.queues.${q.queue}`)}</h2>
      <p className="sc-queue__count" data-testid={`queue-count-${q.queue}`}>
        {q.count > 0 ? t('support.dashboard.waiting', { count: q.count }) : t('support.dashboard.none')}
      </p>
      {q.oldestAt && waitedMinutes !== null && (
        <p className="sc-queue__oldest sc-muted">
          {t('support.dashboard.oldest', { time: formatTimestamp(new Date(q.oldestAt)), waited: durationText(t, waitedMinutes) })}
        </p>
      )}
      <Link to={path(section.path)} className={`btn btn--sm ${q.count > 0 ? 'btn--primary' : 'btn--ghost'}`}>
        {t('support.dashboard.open', { queue: t(section.label) })}
      </Link>
    </li>
  );
}

/** Now, moved on once a minute: how long the oldest item has waited keeps counting on screen. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(id);
  }, []);
  return now;
}
