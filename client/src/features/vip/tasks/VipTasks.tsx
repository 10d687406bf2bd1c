import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VipTaskView } from '@wl/shared/core';
import { errorText } from '../../../api/http';
import { onEvent } from '../../../api/query';
import { useSession } from '../../../session/session';
import { EmptyState } from '../../../components/PageTitle';
import { SectionPending } from '../SectionPending';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { claimTask, tasksKey, tasksQuery } from './tasksApi';
import './tasks.css';

const STATUS_CLASS: Record<VipTaskView['status'], string> = { claimable: 'act', in_progress: 'live', claimed: 'done', locked: 'quiet' };

/** Progress as people read it: money for bets and deposits, a plain count for rounds. */
const amountOf = (t: VipTaskView, n: number) => (t.kind === 'rounds' ? String(n) : formatMoney(n));

/**
 * VIP tasks (docs/VIP-WHEEL.md), shown on /vip: each task of the site with this day's or week's
 * progress, its reward (wheel spins and/or a bonus) and a Claim button once done. A claim adds
 * the spins to the wheel below (`wheel:changed` refreshes it) and pays the bonus.
 */
export default function VipTasks() {
  const { t } = useTranslation();
  const { member } = useSession();
  const memberId = member?.id;
  const queries = useQueryClient();
  const query = useQuery(tasksQuery(memberId));
  const [message, setMessage] = useState<{ id: number; text: string; bad: boolean } | null>(null);
  useEffect(() => (memberId === undefined ? undefined : onEvent('wheel:changed', tasksKey(memberId))), [memberId]);
  const claim = useMutation({
    mutationFn: (task: VipTaskView) => claimTask(task.id),
    onSuccess: (res) => {
      const parts = [
        res.task.rewardSpins > 0 ? t('vipWheel.tasks.spins', { count: res.task.rewardSpins }) : null,
        res.paid > 0 ? `${formatMoney(res.paid)} ${res.task.currency}` : null,
      ].filter(Boolean);
      setMessage({ id: res.task.id, text: t('vipWheel.tasks.claimed', { reward: parts.join(' + ') }), bad: false });
      void queries.invalidateQueries({ queryKey: tasksKey(memberId) });
    },
    onError: (err, task) => {
      const e = errorText(err);
      setMessage({ id: task.id, text: t(e.key, { defaultValue: e.fallback }), bad: true });
      void queries.invalidateQueries({ queryKey: tasksKey(memberId) });
    },
  });

  if (memberId === undefined) return null;
  const data = query.data;
  if (!data) return <SectionPending failed={query.isError} />;
  return (
    <section className="vt" aria-labelledby="vt-title" data-testid="vip-tasks">
      <header className="vt-head">
        <h2 id="vt-title" className="vt-title">
          {t('vipWheel.tasks.title')}
        </h2>
        <p className="vt-muted">{data.hasVip ? t('vipWheel.tasks.intro') : t('vipWheel.tasks.vipOnly')}</p>
      </header>
      {data.list.length === 0 ? (
        <EmptyState icon="gift" title={t('vipWheel.tasks.empty')} />
      ) : (
        <ul className="vt-list">
          {data.list.map((task) => (
            <li key={task.id} className={`vt-task vt-task--${task.status}`} data-testid="vip-task">
              <div className="vt-task__main">
                <div className="vt-task__head">
                  <h3 className="vt-task__title">{task.title}</h3>
                  <span className={`status-pill status-pill--${STATUS_CLASS[task.status]}`}>{t(`vipWheel.tasks.status.${task.status}`)}</span>
                </div>
                <p className="vt-muted vt-small">
                  {t(`vipWheel.tasks.kind.${task.kind}`, { target: amountOf(task, task.target), currency: task.currency })}
                  {' · '}
                  {t(`vipWheel.tasks.period.${task.period}`, { end: formatDateTime(new Date(task.periodEnd)) })}
                  {task.minLevel > 1 && ` · ${t('vipWheel.tasks.minLevel', { level: task.minLevel })}`}
                </p>
                <div className="vt-meter">
                  <progress max={task.target} value={task.progress} aria-label={t('vipWheel.tasks.progressLabel', { title: task.title })} />
                  <span className="vt-num">
                    {amountOf(task, task.progress)} / {amountOf(task, task.target)}
                  </span>
                </div>
              </div>
              <div className="vt-task__side">
                <p className="vt-reward">
                  {task.rewardSpins > 0 && <span>{t('vipWheel.tasks.spins', { count: task.rewardSpins })}</span>}
                  {task.rewardBonus > 0 && (
                    <span>
                      {formatMoney(task.rewardBonus)} {task.currency}
                    </span>
                  )}
                </p>
                {task.status === 'claimable' && (
                  <button
                    type="button"
                    className="btn btn--primary btn--sm"
                    disabled={claim.isPending}
                    onClick={() => claim.mutate(task)}
                    data-testid="vip-task-claim"
                  >
                    {t('vipWheel.tasks.claim')}
                  </button>
                )}
                {message?.id === task.id && (
                  <p className={message.bad ? 'field__error' : 'vt-ok'} role={message.bad ? 'alert' : 'status'}>
                    {message.text}
                  </p>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
