import { MISSION_LIMITS, periodBounds, type MissionKind, type MissionPeriod, type MissionStatus, type MissionView } from '@wl/shared';
import type { Db } from '../../db/index.js';
import { offsetFromSettings } from '../site/merchants.js';
import type { Merchant } from '../site/settings.js';

/**
 * A member's missions as they stand now (docs/MISSIONS.md): the current period of each mission in
 * merchant time, the progress counted from the ledger for that period, and the status. Nothing is
 * stored per bet: every read counts again, like the promotions' event progress.
 */

export interface MissionRow {
  id: string;
  merchantId: number;
  title: string;
  description: string;
  kind: MissionKind;
  target: string;
  period: MissionPeriod;
  startsAt: Date | null;
  endsAt: Date | null;
  reward: string;
  enabled: boolean;
  sort: number;
  updatedAt: Date;
}

export const MISSION_COLUMNS = `m.id, m.merchant_id, m.title, m.description, m.kind, m.target, m.period, m.starts_at, m.ends_at, m.reward,
  m.enabled, m.sort, m.updated_at`;

/**
 * Each kind's figure over postings `p` of journals `j` on the member's main and game wallets in the
 * real book (trial play money never counts). Valid bets follow the agent figures' definition
 * (stakes of `bet` and `bet.*` minus `rollback`); a rolled-back bet is not a bet; a win is a `win`
 * journal that paid something; deposits are credited deposit journals.
 */
export const FIGURE_SQL: Record<MissionKind, string> = {
  valid_bets: `greatest(0, coalesce(-sum(p.amount) filter (where (j.kind = 'bet' or j.kind like 'bet.%') and p.amount < 0), 0)
    - coalesce(sum(p.amount) filter (where j.kind = 'rollback'), 0))`,
  bet_count: `greatest(0, count(distinct j.id) filter (where (j.kind = 'bet' or j.kind like 'bet.%') and p.amount < 0)
    - count(distinct j.id) filter (where j.kind = 'rollback' and p.amount > 0))`,
  deposit_total: `coalesce(sum(p.amount) filter (where j.kind = 'deposit' and p.amount > 0), 0)`,
  win_count: `count(distinct j.id) filter (where j.kind = 'win' and p.amount > 0)`,
};

/** The journal kinds any figure reads: the sweep looks for these. */
export const COUNTED_JOURNALS = `(j.kind in ('bet', 'rollback', 'win', 'deposit') or j.kind like 'bet.%')`;

export interface Window {
  start: Date;
  end: Date;
}

/** The mission's period containing `now`: the merchant's day, its Monday-to-Monday week, or the event. */
export function windowOf(m: Pick<MissionRow, 'period' | 'startsAt' | 'endsAt'>, now: Date, offsetMinutes: number): Window {
  if (m.period === 'event') return { start: m.startsAt!, end: m.endsAt! };
  return periodBounds(m.period, now, offsetMinutes);
}

export function statusOf(m: MissionRow, w: Window, progress: number, claimed: boolean, now: Date): MissionStatus {
  if (claimed) return 'claimed';
  if (now < w.start) return 'upcoming';
  if (now >= w.end) return 'expired';
  return progress >= Number(m.target) ? 'claimable' : 'in_progress';
}

type Figures = Record<MissionKind, number>;

/** Every figure of one member over one window, in one read. */
export async function figuresOf(db: Db, accountId: number, w: Window): Promise<Figures> {
  const [r] = await db<Record<string, string>[]>`
    select ${db.unsafe(
      Object.entries(FIGURE_SQL)
        .map(([k, e]) => `(${e})::bigint as ${k}`)
        .join(', '),
    )}
    from wallets w join postings p on p.wallet_id = w.id join journal j on j.id = p.journal_id
    where w.account_id = ${accountId} and w.kind in ('real', 'vendor') and w.book = 'real'
      and j.created_at >= ${w.start} and j.created_at < ${w.end}`;
  // postgres.camel turns valid_bets into validBets: read both spellings back into the kind's name.
  const get = (k: string) => Number(r?.[k] ?? r?.[k.replace(/_(\w)/g, (_, c: string) => c.toUpperCase())] ?? 0);
  return { valid_bets: get('valid_bets'), bet_count: get('bet_count'), deposit_total: get('deposit_total'), win_count: get('win_count') };
}

/** The merchant's missions a member sees: enabled ones, an event until a few days after its end. */
export async function visibleMissions(db: Db, merchantId: number, now: Date): Promise<MissionRow[]> {
  return db<MissionRow[]>`
    select ${db.unsafe(MISSION_COLUMNS)} from missions m
    where m.merchant_id = ${merchantId} and m.enabled
      and (m.period <> 'event' or m.ends_at > ${new Date(now.getTime() - MISSION_LIMITS.endedShownMs)})
    order by m.sort, m.id limit ${MISSION_LIMITS.list}`;
}

export interface MemberMissions {
  list: MissionView[];
  claimable: number;
  /** When the count can change without any activity: the earliest end among claimable missions. */
  recheckAt: Date | null;
}

/** The member's missions with progress and status, and how many are claimable now. */
export async function memberMissions(db: Db, merchant: Merchant, accountId: number, now = new Date(), only?: MissionRow[]): Promise<MemberMissions> {
  const missions = only ?? (await visibleMissions(db, merchant.id, now));
  const offset = offsetFromSettings(merchant.settings);
  const windows = missions.map((m) => windowOf(m, now, offset));
  // One read of the figures per distinct window (the day, the week, each event), only for open ones.
  const figures = new Map<string, Figures>();
  for (const w of windows) {
    const key = `${w.start.toISOString()}|${w.end.toISOString()}`;
    if (figures.has(key) || now < w.start) continue;
    figures.set(key, await figuresOf(db, accountId, w));
  }
  const claims =
    missions.length === 0
      ? []
      : await db<{ missionId: string; periodStart: Date; createdAt: Date }[]>`
    select mission_id, period_start, created_at from mission_claims
    where account_id = ${accountId} and mission_id = any(${missions.map((m) => m.id)}::bigint[])
      and period_start = any(${windows.map((w) => w.start.toISOString())}::timestamptz[])`;
  const claimedAt = new Map(claims.map((c) => [`${c.missionId}|${c.periodStart.toISOString()}`, c.createdAt]));
  let claimable = 0;
  let recheckAt: Date | null = null;
  const list = missions.map((m, i): MissionView => {
    const w = windows[i]!;
    const progress = figures.get(`${w.start.toISOString()}|${w.end.toISOString()}`)?.[m.kind] ?? 0;
    const at = claimedAt.get(`${m.id}|${w.start.toISOString()}`) ?? null;
    const status = statusOf(m, w, progress, at !== null, now);
    if (status === 'claimable') {
      claimable++;
      if (!recheckAt || w.end < recheckAt) recheckAt = w.end;
    }
    return {
      id: Number(m.id),
      title: m.title,
      description: m.description,
      kind: m.kind,
      period: m.period,
      target: Number(m.target),
      progress,
      reward: Number(m.reward),
      currency: merchant.settings.currency,
      status,
      periodStart: w.start.toISOString(),
      periodEnd: w.end.toISOString(),
      claimedAt: at?.toISOString() ?? null,
    };
  });
  return { list, claimable, recheckAt };
}
