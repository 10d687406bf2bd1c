import type { MissionLeaderboard } from '@wl/shared';
import type { Db } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import { maskName } from '../accounts/masks.js';
import { offsetFromSettings } from '../site/merchants.js';
import type { Merchant } from '../site/settings.js';
import { FIGURE_SQL, MISSION_COLUMNS, windowOf, type MissionRow } from './progress.js';

/**
 * MCSFE_getMissionLeaderboard (docs/MISSIONS.md "Leaderboard"): the merchant's accounts ranked by
 * their progress in the mission's current period, counted from the merchant's journals of that
 * period (journal_merchant_idx) exactly as each member's own progress is. Ties share a rank
 * (1, 2, 2, 4); within a tie the earlier account comes first. Usernames are masked like the
 * winners board; the caller's own row says `me` and the caller's place comes back apart.
 */
export async function leaderboard(
  db: Db,
  merchant: Merchant,
  accountId: number,
  missionId: number,
  page: number,
  pageSize: number,
): Promise<MissionLeaderboard> {
  const [m] = await db<
    MissionRow[]
  >`select ${db.unsafe(MISSION_COLUMNS)} from missions m where m.id = ${missionId} and m.merchant_id = ${merchant.id} and m.enabled`;
  if (!m) throw new AppError('MISSION_NOT_FOUND');
  const now = new Date();
  const w = windowOf(m, now, offsetFromSettings(merchant.settings));
  const head = {
    missionId: Number(m.id),
    title: m.title,
    kind: m.kind,
    target: Number(m.target),
    periodStart: w.start.toISOString(),
    periodEnd: w.end.toISOString(),
    pageNum: page,
    pageSize,
  };
  const [me] = await db<{ username: string }[]>`select username from accounts where id = ${accountId}`;
  const username = maskName(me?.username ?? '');
  if (now < w.start) return { ...head, list: [], total: 0, totalPages: 1, mine: { rank: null, username, progress: 0 } };
  type Row = { accountId: string; username: string; progress: string; rank: string; pos: string; total: string };
  const rows = await db<Row[]>`
    with scores as (
      select w.account_id, (${db.unsafe(FIGURE_SQL[m.kind])})::bigint as progress
      from journal j join postings p on p.journal_id = j.id join wallets w on w.id = p.wallet_id
      where j.merchant_id = ${merchant.id} and j.created_at >= ${w.start} and j.created_at < ${w.end}
        and w.account_id is not null and w.kind in ('real', 'vendor') and w.book = 'real'
      group by w.account_id
    ), ranked as (
      select s.account_id, s.progress, rank() over (order by s.progress desc) as rank,
        row_number() over (order by s.progress desc, s.account_id) as pos, count(*) over () as total
      from scores s join accounts a on a.id = s.account_id and a.merchant_id = ${merchant.id}
      where s.progress > 0
    )
    select r.account_id, a.username, r.progress, r.rank, r.pos, r.total from ranked r join accounts a on a.id = r.account_id
    where (r.pos > ${(page - 1) * pageSize} and r.pos <= ${page * pageSize}) or r.account_id = ${accountId}
    order by r.pos`;
  const total = Number(rows[0]?.total ?? 0);
  const mine = rows.find((r) => Number(r.accountId) === accountId);
  const list = rows
    .filter((r) => Number(r.pos) > (page - 1) * pageSize && Number(r.pos) <= page * pageSize)
    .map((r) => ({ rank: Number(r.rank), username: maskName(r.username), progress: Number(r.progress), me: Number(r.accountId) === accountId }));
  return {
    ...head,
    list,
    total,
    totalPages: Math.max(1, Math.ceil(total / pageSize)),
    mine: { rank: mine ? Number(mine.rank) : null, username, progress: mine ? Number(mine.progress) : 0 },
  };
}
