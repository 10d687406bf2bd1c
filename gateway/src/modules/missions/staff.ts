import { MISSION_LIMITS, type MissionInput, type StaffMission } from '@wl/shared';
import { stripTags } from '../../content-safety/html.js';
import type { Db, Sql } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import { offsetFromSettings } from '../site/merchants.js';
import type { Merchant } from '../site/settings.js';
import { MISSION_COLUMNS, type MissionRow } from './progress.js';

/**
 * Staff edit missions (docs/MISSIONS.md "Console"). Title and description are plain text (tags
 * dropped on write, rendered as text). A mission is never deleted (claims point at it): staff
 * switch it off. Refusals the schema cannot express are SETTING_INVALID with `value.fields`.
 */

interface Checked {
  title: string;
  description: string;
  kind: MissionInput['kind'];
  target: number;
  period: MissionInput['period'];
  startsAt: Date | null;
  endsAt: Date | null;
  reward: number;
  enabled: boolean;
  sort: number;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };
const plain = (v: string) =>
  stripTags(v)
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (e) => ENTITIES[e]!)
    .replace(/\s+/g, ' ')
    .trim();

const time = (v: string | null | undefined): Date | null => {
  if (!v) return null;
  const t = Date.parse(v);
  return new Date(Number.isNaN(t) ? NaN : t);
};

export function checkMission(input: MissionInput): Checked {
  const f: Record<string, string> = {};
  const title = plain(input.title);
  if (!title) f.title = 'SETTING_INVALID';
  const description = plain(input.description);
  let startsAt: Date | null = null;
  let endsAt: Date | null = null;
  // Only an event has its own dates; a day or a week follows the merchant's calendar.
  if (input.period === 'event') {
    startsAt = time(input.startsAt);
    endsAt = time(input.endsAt);
    if (!startsAt || Number.isNaN(startsAt.getTime())) f.startsAt = 'SETTING_INVALID';
    if (!endsAt || Number.isNaN(endsAt.getTime()) || (startsAt && endsAt <= startsAt)) f.endsAt = 'SETTING_INVALID';
  }
  if (Object.keys(f).length) throw new AppError('SETTING_INVALID', { fields: f });
  return {
    title: title.slice(0, MISSION_LIMITS.title),
    description: description.slice(0, MISSION_LIMITS.description),
    kind: input.kind,
    target: input.target,
    period: input.period,
    startsAt,
    endsAt,
    reward: input.reward,
    enabled: input.enabled,
    sort: input.sort ?? 0,
  };
}

type StaffRow = MissionRow & { claims: number; updatedBy: string | null };

const STAFF_SELECT = `select ${MISSION_COLUMNS}, s.username as updated_by,
    (select count(*) from mission_claims c where c.mission_id = m.id)::int as claims
  from missions m left join staff s on s.id = m.updated_by`;

const view = (r: StaffRow, currency: string): StaffMission => ({
  id: Number(r.id),
  title: r.title,
  description: r.description,
  kind: r.kind,
  target: Number(r.target),
  period: r.period,
  startsAt: r.startsAt?.toISOString() ?? null,
  endsAt: r.endsAt?.toISOString() ?? null,
  reward: Number(r.reward),
  currency,
  enabled: r.enabled,
  sort: r.sort,
  claims: r.claims,
  updatedAt: r.updatedAt.toISOString(),
  updatedBy: r.updatedBy,
});

export async function listStaffMissions(db: Db, merchant: Merchant, page: number, pageSize: number) {
  const [rows, [total]] = await Promise.all([
    db<StaffRow[]>`${db.unsafe(STAFF_SELECT)} where m.merchant_id = ${merchant.id} order by m.enabled desc, m.sort, m.id desc
      limit ${pageSize} offset ${(page - 1) * pageSize}`,
    db<{ n: number }[]>`select count(*)::int as n from missions where merchant_id = ${merchant.id}`,
  ]);
  const n = total?.n ?? 0;
  return {
    list: rows.map((r) => view(r, merchant.settings.currency)),
    pageNum: page,
    pageSize,
    total: n,
    totalPages: Math.max(1, Math.ceil(n / pageSize)),
    utcOffsetMinutes: offsetFromSettings(merchant.settings),
  };
}

async function one(db: Db, merchant: Merchant, id: number | string): Promise<StaffMission> {
  const [row] = await db<StaffRow[]>`${db.unsafe(STAFF_SELECT)} where m.id = ${id} and m.merchant_id = ${merchant.id}`;
  if (!row) throw new AppError('MISSION_NOT_FOUND');
  return view(row, merchant.settings.currency);
}

/**
 * Creates a mission, or changes one. What a mission counts and over which period never changes
 * once members have claimed it (their claims were judged by it): staff make a new mission instead.
 */
export async function saveMission(sql: Sql, merchant: Merchant, staffId: number, input: MissionInput, id?: number): Promise<StaffMission> {
  const c = checkMission(input);
  return sql.begin(async (tx) => {
    if (id === undefined) {
      const [made] = await tx<{ id: string }[]>`
        insert into missions (merchant_id, title, description, kind, target, period, starts_at, ends_at, reward, enabled, sort, updated_by)
        values (${merchant.id}, ${c.title}, ${c.description}, ${c.kind}, ${c.target}, ${c.period}, ${c.startsAt}, ${c.endsAt}, ${c.reward},
          ${c.enabled}, ${c.sort}, ${staffId})
        returning id`;
      return one(tx, merchant, made!.id);
    }
    const [old] = await tx<{ kind: string; period: string; claims: number }[]>`
      select kind, period, (select count(*) from mission_claims c where c.mission_id = m.id)::int as claims
      from missions m where m.id = ${id} and m.merchant_id = ${merchant.id} for update`;
    if (!old) throw new AppError('MISSION_NOT_FOUND');
    if (old.claims > 0 && (old.kind !== c.kind || old.period !== c.period)) {
      throw new AppError('SETTING_INVALID', { fields: old.kind !== c.kind ? { kind: 'SETTING_INVALID' } : { period: 'SETTING_INVALID' } });
    }
    await tx`
      update missions set title = ${c.title}, description = ${c.description}, kind = ${c.kind}, target = ${c.target}, period = ${c.period},
        starts_at = ${c.startsAt}, ends_at = ${c.endsAt}, reward = ${c.reward}, enabled = ${c.enabled}, sort = ${c.sort},
        updated_by = ${staffId}, updated_at = now()
      where id = ${id}`;
    return one(tx, merchant, id);
  });
}
