import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type StaffVipTask, ENDPOINTS } from '@wl/shared/core';
import { useShow } from '../../../console-kit/accounts';
import { useCan } from '../../../console-kit/session';
import { callStaff } from '../../../console-kit/staffApi';
import { AddButton, ErrorNote, PagedTable } from '../../../console-kit/ui';
import { TaskForm } from './TaskForm';
import { WheelEditor } from './WheelEditor';

const tasksQuery = queryOptions({ queryKey: ['staff', 'vip-tasks'], queryFn: ({ signal }) => callStaff(ENDPOINTS.staffVipTasks, { signal }) });
const wheelQuery = queryOptions({ queryKey: ['staff', 'vip-wheel'], queryFn: ({ signal }) => callStaff(ENDPOINTS.staffVipWheel, { signal }) });
const spinsQuery = (page: number) =>
  queryOptions({
    queryKey: ['staff', 'vip-wheel-spins', page],
    queryFn: ({ signal }) => callStaff(ENDPOINTS.staffVipWheelSpins, { query: { page }, signal }),
  });

const SPIN_COLS = ['time', 'member', 'result', 'prize', 'nonce', 'seed'] as const;

/**
 * The console's VIP tasks and lucky wheel (docs/VIP-WHEEL.md "Console"): every task of the site
 * (admins create and change them), the wheel's segments (admins edit them), and every spin.
 */
export default function VipWheelConsolePage() {
  const { t } = useTranslation();
  const show = useShow();
  const admin = useCan('engagement.edit');
  const queries = useQueryClient();
  const tasks = useQuery(tasksQuery);
  const wheel = useQuery(wheelQuery);
  const [page, setPage] = useState(1);
  const spins = useQuery({ ...spinsQuery(page), placeholderData: keepPreviousData });
  const [editing, setEditing] = useState<StaffVipTask | 'new' | null>(null);
  const money = (n: number) => (n > 0 ? show.money(n) : show.none);
  return (
    <section className="sc-page">
      <h1>{t('vipWheel.console.heading')}</h1>
      <section className="sc-card" aria-labelledby="vwc-tasks">
        <h2 id="vwc-tasks">{t('vipWheel.console.tasksHeading')}</h2>
        <div className="sc-toolbar">
          <AddButton show={admin} label={t('vipWheel.console.newTask')} testId="vip-task-new" onClick={() => setEditing('new')} />
        </div>
        <ErrorNote error={tasks.error} onRetry={() => void tasks.refetch()} />
        <div className="sc-table-wrap" tabIndex={0} role="region" aria-label={t('vipWheel.console.tasksHeading')}>
          <table className="sc-table" aria-label={t('vipWheel.console.tasksHeading')}>
            <thead>
              <tr>
                {['title', 'goal', 'reward', 'claims', 'actions'].map((c) => (
                  <th key={c} scope="col">
                    {t(`vipWheel.console.cols.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {tasks.data?.list.length === 0 && (
                <tr>
                  <td colSpan={5} className="sc-muted">
                    {t('vipWheel.console.noTasks')}
                  </td>
                </tr>
              )}
              {tasks.data?.list.map((task) => (
                <tr key={task.id} data-testid="staff-vip-task">
                  <td>
                    {task.title}
                    <div className="sc-muted sc-small">
                      #{task.id}
                      {task.active ? '' : ` · ${t('vipWheel.console.off')}`}
                      {task.minLevel > 1 ? ` · VIP ${task.minLevel}+` : ''}
                    </div>
                  </td>
                  <td>
                    {t(`vipWheel.console.kinds.${task.kind}`)}: <span className="sc-num">{task.kind === 'rounds' ? task.target : show.money(task.target)}</span>
                    <div className="sc-muted sc-small">{t(`vipWheel.console.periods.${task.period}`)}</div>
                  </td>
                  <td className="sc-num">
                    {task.rewardSpins > 0 && t('vipWheel.tasks.spins', { count: task.rewardSpins })}
                    {task.rewardBonus > 0 && <div>{show.money(task.rewardBonus)}</div>}
                  </td>
                  <td className="sc-num">{task.claims}</td>
                  <td>
                    {admin && (
                      <button type="button" className="btn btn--ghost btn--sm" onClick={() => setEditing(task)}>
                        {t('vipWheel.console.edit')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section className="sc-card" aria-labelledby="vwc-wheel">
        <h2 id="vwc-wheel">{t('vipWheel.console.wheelHeading')}</h2>
        <p className="sc-muted">
          {t('vipWheel.console.wheelIntro')}
          {wheel.data?.updatedBy ? ` ${t('vipWheel.console.updated', { who: wheel.data.updatedBy, when: show.time(wheel.data.updatedAt) })}` : ''}
        </p>
        <WheelEditor query={wheel} admin={admin} />
      </section>
      <section className="sc-card" aria-labelledby="vwc-spins">
        <h2 id="vwc-spins">{t('vipWheel.console.spinsHeading')}</h2>
        <PagedTable
          label={t('vipWheel.console.spinsHeading')}
          cols={SPIN_COLS.map((c) => ({ label: t(`vipWheel.console.spinCols.${c}`) }))}
          query={spins}
          empty={t('vipWheel.console.noSpins')}
          onPage={setPage}
          row={(s) => (
            <tr key={s.id} data-testid="staff-wheel-spin">
              <td className="sc-nowrap">{show.time(s.createdAt)}</td>
              <td>{s.username}</td>
              <td>{s.label}</td>
              <td className="sc-num">{money(s.prize)}</td>
              <td className="sc-num">{s.nonce}</td>
              <td>{t(s.revealed ? 'vipWheel.console.revealed' : 'vipWheel.console.hidden')}</td>
            </tr>
          )}
        />
      </section>
      {editing && (
        <TaskForm
          task={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void queries.invalidateQueries({ queryKey: ['staff', 'vip-tasks'] });
          }}
        />
      )}
    </section>
  );
}
