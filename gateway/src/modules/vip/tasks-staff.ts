import type { StaffVipTask, StaffVipTaskList, VipTaskInput } from '@wl/shared';
import type { Db, Sql } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import { TASK_COLUMNS, type TaskRow } from './tasks.js';

/**
 * Staff edit the merchant's VIP tasks (docs/VIP-WHEEL.md "Console"). A task is never deleted
 * (claims point at it): staff switch it off. Refusals the schema cannot say are SETTING_INVALID
 * with `value.fields`: a blank title, a task that rewards nothing.
 */

type StaffRow = TaskRow & { claims: number; updatedAt: Date; updatedBy: string | null };

const SELECT = `select ${TASK_COLUMNS}, t.updated_at, s.username as updated_by,
    (select count(*) from vip_task_claims c where c.task_id = t.id)::int as claims
  from vip_tasks t left join staff s on s.id = t.updated_by`;

const view = (r: StaffRow): StaffVipTask => ({
  id: Number(r.id),
  title: r.title,
  kind: r.kind,
  period: r.period,
  target: Number(r.target),
  rewardSpins: r.rewardSpins,
  rewardBonus: Number(r.rewardBonus),
  minLevel: r.minLevel,
  active: r.active,
  sort: r.sort,
  claims: r.claims,
  updatedAt: r.updatedAt.toISOString(),
  updatedBy: r.updatedBy,
});

export async function staffTasks(db: Db, merchantId: number): Promise<StaffVipTaskList> {
  const rows = await db<StaffRow[]>`${db.unsafe(SELECT)} where t.merchant_id = ${merchantId} order by t.active desc, t.sort, t.id`;
  return { list: rows.map(view) };
}

export function checkTask(input: VipTaskInput): VipTaskInput & { sort: number } {
  const fields: Record<string, string> = {};
  const title = input.title.replace(/\s+/g, ' ').trim();
  if (!title) fields.title = 'BLANK';
  if (input.rewardSpins === 0 && input.rewardBonus === 0) fields.rewardSpins = 'NO_REWARD';
  if (Object.keys(fields).length) throw new AppError('SETTING_INVALID', { fields });
  return { ...input, title, sort: input.sort ?? 0 };
}

export async function saveTask(sql: Sql, merchantId: number, staffId: number, input: VipTaskInput, id?: number): Promise<StaffVipTask> {
  const c = checkTask(input);
  const [row] =
    id === undefined
      ? await sql<{ id: string }[]>`
        insert into vip_tasks (merchant_id, title, kind, period, target, reward_spins, reward_bonus, min_level, active, sort, updated_by)
        values (${merchantId}, ${c.title}, ${c.kind}, ${c.period}, ${c.target}, ${c.rewardSpins}, ${c.rewardBonus}, ${c.minLevel}, ${c.active}, ${c.sort}, ${staffId})
        returning id`
      : await sql<{ id: string }[]>`
        update vip_tasks set title = ${c.title}, kind = ${c.kind}, period = ${c.period}, target = ${c.target}, reward_spins = ${c.rewardSpins},
          reward_bonus = ${c.rewardBonus}, min_level = ${c.minLevel}, active = ${c.active}, sort = ${c.sort}, updated_by = ${staffId}, updated_at = now()
        where id = ${id} and merchant_id = ${merchantId} returning id`;
  if (!row) throw new AppError('VIP_TASK_NOT_FOUND');
  const [saved] = await sql<StaffRow[]>`${sql.unsafe(SELECT)} where t.id = ${row.id}`;
  return view(saved!);
}
