import {
  VIP_TASK_LIMITS,
  type VipTaskClaimValue,
  type VipTaskKind,
  type VipTaskPeriod,
  type VipTasksValue,
  type VipTaskStatus,
  type VipTaskView,
  bonusLockRules,
} from '@wl/shared';
import type { Db, Sql } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import { offsetFromSettings } from '../site/merchants.js';
import { post, walletFor } from '../wallet/ledger.js';
import { createBonusLock } from '../bonus-locks/store.js';
import { postingWatermark } from '../wallet/turnover.js';
import { memberVip } from './levels.js';
import { periodOf, type TaskPeriod } from './tasks-period.js';
import { addSpins, spinsLeft, type WheelMember } from './wheel.js';

/**
 * VIP tasks (docs/VIP-WHEEL.md): staff-defined goals per merchant, counted for the current day or
 * week from what the member did. Nothing is written when a member bets or deposits: progress is
 * read from the ledger and the deposit orders at read time, like the VIP level itself (levels.ts).
 * A done task is claimed once per period: spins go to the wheel and a bonus is paid through the
 * ledger (kind `bonus.vip_task`, key `vip-task:claim:<claim id>`) in the claim's transaction.
 */

export interface TaskRow {
  id: string;
  title: string;
  kind: VipTaskKind;
  period: VipTaskPeriod;
  target: string;
  rewardSpins: number;
  rewardBonus: string;
  minLevel: number;
  active: boolean;
  sort: number;
}

export const TASK_COLUMNS = 't.id, t.title, t.kind, t.period, t.target, t.reward_spins, t.reward_bonus, t.min_level, t.active, t.sort';

interface Figures {
  validBets: number;
  deposits: number;
  rounds: number;
}

/**
 * The member's figures over one period: valid bets (stakes of `bet` and `bet.*` minus rollbacks on
 * the main and game wallets of the real book: the VIP level's and agent figures' definition),
 * paid deposit orders, and rounds (bet journals that took a stake).
 */
async function figuresIn(db: Db, merchantId: number, accountId: number, p: TaskPeriod): Promise<Figures> {
  const [r] = await db<{ validBets: string; deposits: string; rounds: string }[]>`
    with moves as (
      select j.id as journal_id, j.kind, p.amount
      from wallets w join postings p on p.wallet_id = w.id join journal j on j.id = p.journal_id
      where w.account_id = ${accountId} and w.merchant_id = ${merchantId} and w.kind in ('real', 'vendor') and w.book = 'real'
        and (j.kind in ('bet', 'rollback') or j.kind like 'bet.%')
        and j.created_at >= ${p.from} and j.created_at < ${p.to})
    select
      (select coalesce(sum(case when kind <> 'rollback' and amount < 0 then -amount when kind = 'rollback' then -amount else 0 end), 0) from moves)::bigint as valid_bets,
      (select count(distinct journal_id) from moves where kind <> 'rollback' and amount < 0)::bigint as rounds,
      (select coalesce(sum(amount), 0) from deposit_orders
       where account_id = ${accountId} and merchant_id = ${merchantId} and status = 'paid'
         and settled_at >= ${p.from} and settled_at < ${p.to})::bigint as deposits`;
  return { validBets: Math.max(0, Number(r!.validBets)), deposits: Number(r!.deposits), rounds: Number(r!.rounds) };
}

const measure = (f: Figures, kind: VipTaskKind) => (kind === 'valid_bets' ? f.validBets : kind === 'deposit' ? f.deposits : f.rounds);

function statusOf(t: TaskRow, level: number, hasVip: boolean, progress: number, claimed: boolean): VipTaskStatus {
  if (claimed) return 'claimed';
  if (!hasVip || level < t.minLevel) return 'locked';
  return progress >= Number(t.target) ? 'claimable' : 'in_progress';
}

function viewOf(t: TaskRow, p: TaskPeriod, progress: number, status: VipTaskStatus, currency: string): VipTaskView {
  return {
    id: Number(t.id),
    title: t.title,
    kind: t.kind,
    period: t.period,
    target: Number(t.target),
    progress: Math.min(progress, Number(t.target)),
    rewardSpins: t.rewardSpins,
    rewardBonus: Number(t.rewardBonus),
    minLevel: t.minLevel,
    currency,
    periodStart: p.from.toISOString(),
    periodEnd: p.to.toISOString(),
    status,
  };
}

/** The merchant's switched-on tasks with this member's progress and status for their current periods. */
export async function tasksFor(db: Db, m: WheelMember, now = new Date()): Promise<VipTasksValue> {
  const accountId = Number(m.account.id);
  const offset = offsetFromSettings(m.merchant.settings);
  const vip = await memberVip(db, m.merchant.id, accountId);
  const tasks = await db<TaskRow[]>`
    select ${db.unsafe(TASK_COLUMNS)} from vip_tasks t where t.merchant_id = ${m.merchant.id} and t.active
    order by t.sort, t.id limit ${VIP_TASK_LIMITS.list}`;
  const periods = { daily: periodOf('daily', now, offset), weekly: periodOf('weekly', now, offset) };
  const used = new Set(tasks.map((t) => t.period));
  const figures = new Map<VipTaskPeriod, Figures>();
  for (const k of used) figures.set(k, await figuresIn(db, m.merchant.id, accountId, periods[k]));
  const claims =
    tasks.length === 0
      ? []
      : await db<{ taskId: string }[]>`
    select c.task_id from vip_task_claims c join vip_tasks t on t.id = c.task_id
    where c.account_id = ${accountId} and c.task_id = any(${tasks.map((t) => t.id)}::bigint[])
      and c.period_start = case when t.period = 'daily' then ${periods.daily.from}::timestamptz else ${periods.weekly.from}::timestamptz end`;
  const claimed = new Set(claims.map((c) => c.taskId));
  const list = tasks.map((t) => {
    const progress = measure(figures.get(t.period)!, t.kind);
    return viewOf(t, periods[t.period], progress, statusOf(t, vip.level, vip.hasVip, progress, claimed.has(t.id)), m.account.currency);
  });
  return { hasVip: vip.hasVip, level: vip.level, spins: await spinsLeft(db, accountId), list };
}

/**
 * Claims a done task for its current period. The member's account row is locked first, so two
 * claims at once take turns; the second finds the first's claim (VIP_TASK_ALREADY_CLAIMED), and
 * the unique key (task, account, period start) backs that up.
 */
export async function claimTask(sql: Sql, m: WheelMember, taskId: number, now = new Date()): Promise<VipTaskClaimValue> {
  const accountId = Number(m.account.id);
  return sql.begin(async (tx) => {
    await tx`select id from accounts where id = ${accountId} and merchant_id = ${m.merchant.id} for no key update`;
    const vip = await memberVip(tx, m.merchant.id, accountId);
    if (!vip.hasVip) throw new AppError('VIP_MEMBERS_ONLY', { level: vip.level });
    const [task] = await tx<
      TaskRow[]
    >`select ${tx.unsafe(TASK_COLUMNS)} from vip_tasks t where t.id = ${taskId} and t.merchant_id = ${m.merchant.id} and t.active`;
    if (!task) throw new AppError('VIP_TASK_NOT_FOUND');
    if (vip.level < task.minLevel) throw new AppError('VIP_TASK_LOCKED', { minLevel: task.minLevel, level: vip.level });
    const period = periodOf(task.period, now, offsetFromSettings(m.merchant.settings));
    const progress = measure(await figuresIn(tx, m.merchant.id, accountId, period), task.kind);
    const [already] = await tx`select 1 from vip_task_claims where task_id = ${task.id} and account_id = ${accountId} and period_start = ${period.from}`;
    if (already) throw new AppError('VIP_TASK_ALREADY_CLAIMED', { taskId });
    if (progress < Number(task.target)) throw new AppError('VIP_TASK_NOT_DONE', { taskId, progress, target: Number(task.target) });
    const bonus = Number(task.rewardBonus);
    const [claim] = await tx<{ id: string }[]>`
      insert into vip_task_claims (task_id, account_id, merchant_id, period_start, spins, bonus)
      values (${task.id}, ${accountId}, ${m.merchant.id}, ${period.from}, ${task.rewardSpins}, ${bonus})
      on conflict (task_id, account_id, period_start) do nothing returning id`;
    // Only reachable by a writer that skipped the account lock: the unique key still keeps one claim.
    if (!claim) throw new AppError('VIP_TASK_ALREADY_CLAIMED', { taskId });
    if (bonus > 0) {
      const currency = (await walletFor(tx, accountId, 'real'))?.currency ?? m.account.currency;
      const from = await postingWatermark(tx);
      const paid = await post(tx, {
        merchantId: m.merchant.id,
        key: `vip-task:claim:${claim.id}`,
        kind: 'bonus.vip_task',
        currency,
        book: 'real',
        legs: [
          { wallet: { accountId, kind: 'real' }, amount: bonus },
          { wallet: { system: 'bonus' }, amount: -bonus },
        ],
        meta: { taskId: Number(task.id), claimId: Number(claim.id), title: task.title },
      });
      await tx`update vip_task_claims set journal_id = ${paid.journalId} where id = ${claim.id}`;
      // Locked when the site sets a wagering multiple for task rewards (docs/PROMOTIONS.md "Locked bonus").
      await createBonusLock(tx, {
        merchantId: m.merchant.id,
        settings: m.merchant.settings,
        accountId,
        source: 'vip_task',
        sourceId: claim.id,
        title: task.title,
        amount: bonus,
        required: bonus * bonusLockRules(m.merchant.settings).taskMultiple,
        turnoverFrom: from,
        journalId: paid.journalId,
      });
    }
    const spins = task.rewardSpins > 0 ? await addSpins(tx, m.merchant.id, accountId, task.rewardSpins) : await spinsLeft(tx, accountId);
    return { task: viewOf(task, period, progress, 'claimed', m.account.currency), spins, paid: bonus };
  });
}
