import { VIP_LIMITS, VIP_TIERS, type StaffVipPayout, type VipHost, type VipHostChannelKind, type VipLevel } from '@wl/shared';
import type { Db, Sql } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import { PAYOUT_COLUMNS, payoutView } from './payouts.js';

/**
 * The console's VIP settings (docs/VIP.md "Console"). The level table is saved whole: its rules
 * (ascending thresholds, tiers that never step down) hold between rows, so one save is checked as
 * one set and written in one transaction, or refused with SETTING_INVALID and its fields, each
 * naming its problem by a short code the console translates (vip.admin.problems.<code>).
 */

type Fields = Record<string, string>;

/** The problems of a level table, by field (`levels.<n>.<field>`); empty when it may be saved. */
export function levelProblems(levels: VipLevel[]): Fields {
  const f: Fields = {};
  const sorted = [...levels].sort((a, b) => a.level - b.level);
  if (sorted.some((l, i) => l.level !== i) || sorted.length !== VIP_LIMITS.maxLevel + 1) {
    f.levels = 'levelsIncomplete';
    return f;
  }
  sorted.forEach((l, i) => {
    const at = (k: string) => `levels.${l.level}.${k}`;
    if (!l.name.trim()) f[at('name')] = 'blank';
    if (l.weeklyBps < 0 || l.weeklyBps > VIP_LIMITS.maxBps) f[at('weeklyBps')] = 'rateRange';
    if (i === 0) {
      if (l.validBets !== 0) f[at('validBets')] = 'zeroStart';
      if (l.deposits !== 0) f[at('deposits')] = 'zeroStart';
      return;
    }
    const prev = sorted[i - 1]!;
    if (l.validBets <= prev.validBets) f[at('validBets')] = 'ascending';
    if (l.deposits <= prev.deposits) f[at('deposits')] = 'ascending';
    if (VIP_TIERS.indexOf(l.tier) < VIP_TIERS.indexOf(prev.tier)) f[at('tier')] = 'tierOrder';
    if (l.tier === 'member') f[at('tier')] = 'tierMember';
  });
  return f;
}

export async function saveLevels(sql: Sql, merchantId: number, staffId: number, levels: VipLevel[]): Promise<void> {
  const fields = levelProblems(levels);
  if (Object.keys(fields).length) throw new AppError('SETTING_INVALID', { fields });
  await sql.begin(async (tx) => {
    // Two saves at once take turns; the later one is the table that stays.
    await tx`select level from vip_levels where merchant_id = ${merchantId} for update`;
    for (const l of levels) {
      await tx`
        insert into vip_levels (merchant_id, level, name, tier, valid_bets, deposits, weekly_bps, updated_at, updated_by)
        values (${merchantId}, ${l.level}, ${l.name.trim()}, ${l.tier}, ${l.validBets}, ${l.deposits}, ${l.weeklyBps}, now(), ${staffId})
        on conflict (merchant_id, level) do update set name = excluded.name, tier = excluded.tier, valid_bets = excluded.valid_bets,
          deposits = excluded.deposits, weekly_bps = excluded.weekly_bps, updated_at = now(), updated_by = excluded.updated_by`;
    }
  });
}

/** What each channel's value must look like, so the member's link opens the right place. */
const CHANNEL_PATTERNS: Record<VipHostChannelKind, RegExp> = {
  whatsapp: /^\+?[0-9][0-9 ()-]{5,19}$/,
  viber: /^\+?[0-9][0-9 ()-]{5,19}$/,
  phone: /^\+?[0-9][0-9 ()-]{5,19}$/,
  telegram: /^@?[A-Za-z][A-Za-z0-9_]{4,31}$/,
  line: /^@?[A-Za-z0-9._-]{3,40}$/,
  email: /^[^\s@<>]{1,64}@[^\s@<>]{1,90}\.[A-Za-z]{2,}$/,
};

export function hostProblems(h: VipHost): Fields {
  const f: Fields = {};
  if (!h.name.trim()) f.name = 'blank';
  h.channels.forEach((c, i) => {
    if (!CHANNEL_PATTERNS[c.kind].test(c.value.trim())) f[`channels.${i}.value`] = 'contact';
  });
  return f;
}

export async function saveHost(db: Db, merchantId: number, staffId: number, h: VipHost): Promise<VipHost> {
  const fields = hostProblems(h);
  if (Object.keys(fields).length) throw new AppError('SETTING_INVALID', { fields });
  const host = { name: h.name.trim(), channels: h.channels.map((c) => ({ kind: c.kind, value: c.value.trim() })), note: h.note.trim() };
  await db`
    insert into vip_hosts (merchant_id, name, channels, note, updated_at, updated_by)
    values (${merchantId}, ${host.name}, ${db.json(host.channels as never)}, ${host.note}, now(), ${staffId})
    on conflict (merchant_id) do update set name = excluded.name, channels = excluded.channels, note = excluded.note,
      updated_at = now(), updated_by = excluded.updated_by`;
  return host;
}

export async function listPayouts(db: Db, merchantId: number, page: number, pageSize: number) {
  const [rows, [total]] = await Promise.all([
    db<(Parameters<typeof payoutView>[0] & { accountId: string; username: string })[]>`
      select ${db.unsafe(PAYOUT_COLUMNS)}, v.account_id, a.username from vip_payouts v join accounts a on a.id = v.account_id
      where v.merchant_id = ${merchantId} order by v.week_start desc, v.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`,
    db<{ n: number }[]>`select count(*)::int as n from vip_payouts where merchant_id = ${merchantId}`,
  ]);
  const n = total?.n ?? 0;
  const list: StaffVipPayout[] = rows.map((r) => ({ ...payoutView(r), accountId: Number(r.accountId), username: r.username }));
  return { list, pageNum: page, pageSize, total: n, totalPages: Math.max(1, Math.ceil(n / pageSize)) };
}
