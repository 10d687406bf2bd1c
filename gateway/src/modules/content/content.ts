import {
  CONTENT_LIMITS,
  type Banner,
  type BannerGroup,
  type BannerInput,
  type HotMatch,
  type HotMatchInput,
  type Notice,
  type NoticeInput,
  type StaffBanner,
  type StaffHotMatch,
  type StaffNotice,
  type StaffVideo,
  type Video,
  type VideoInput,
  type Texts,
  pickTexts,
} from '@wl/shared';
import type { Db, Sql } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import { checkedBanner, checkedMatch, checkedNotice, checkedVideo } from './links.js';
import { storedTexts } from '../site/translations.js';

/**
 * Home-page content (docs/HOME.md): what visitors read (active rows of the host's merchant) and
 * what staff edit. Every statement is scoped by merchant; another merchant's id is NOT_FOUND,
 * the same answer as a missing one.
 */

type Stamped = { active: boolean; updatedAt: Date; updatedBy: string | null };
const stamps = (r: Stamped) => ({ active: r.active, updatedAt: r.updatedAt.toISOString(), updatedBy: r.updatedBy });
const num = (v: string | number) => Number(v);

// ---- reads -------------------------------------------------------------------------------

// Translated fields (migration 072): picked by the reader's languages (site/translations.ts readerLanguages), else the base.
const BANNER_TEXTS = ['title', 'url'] as const;
const NOTICE_TEXTS = ['title', 'content'] as const;

type BannerRow = Omit<Banner, 'id'> & Stamped & { id: string; texts: Texts<(typeof BANNER_TEXTS)[number]> };
const BANNER = `select b.id, b.group_name, b.title, b.image_url as url, b.link_url, b.linkage, b.sort, b.texts, b.active, b.updated_at, s.username as updated_by
  from home_banners b left join staff s on s.id = b.updated_by`;
const banner = (r: BannerRow, langs: readonly string[] = []): Banner => ({
  id: num(r.id),
  groupName: r.groupName,
  ...pickTexts({ title: r.title, url: r.url }, BANNER_TEXTS, ...langs.map((l) => r.texts?.[l])),
  linkUrl: r.linkUrl,
  linkage: r.linkage,
  sort: r.sort,
});

type NoticeRow = Omit<Notice, 'id' | 'createdAt'> & Stamped & { id: string; createdAt: Date; texts: Texts<(typeof NOTICE_TEXTS)[number]> };
const NOTICE = `select n.id, n.title, n.content, n.texts, n.sort, n.created_at, n.active, n.updated_at, s.username as updated_by
  from home_notices n left join staff s on s.id = n.updated_by`;
const notice = (r: NoticeRow, langs: readonly string[] = []): Notice => ({
  id: num(r.id),
  ...pickTexts({ title: r.title, content: r.content }, NOTICE_TEXTS, ...langs.map((l) => r.texts?.[l])),
  sort: r.sort,
  createdAt: r.createdAt.toISOString(),
});

type MatchRow = Omit<HotMatch, 'id' | 'matchTime' | 'nodeId'> & Stamped & { id: string; matchTime: Date; nodeId: string | null };
// The game's vendor rides along so the sports page can open the match's book in one click (the catalogue is shared by every merchant).
const MATCH = `select m.id, m.title, m.home_team, m.away_team, m.home_team_image_url, m.away_team_image_url, m.match_time, m.node_id,
  g.vendor_code as vassalage, m.active, m.updated_at, s.username as updated_by
  from home_matches m left join staff s on s.id = m.updated_by left join games g on g.node_id = m.node_id`;
const match = (r: MatchRow): HotMatch => ({
  id: num(r.id),
  title: r.title,
  homeTeam: r.homeTeam,
  awayTeam: r.awayTeam,
  homeTeamImageUrl: r.homeTeamImageUrl,
  awayTeamImageUrl: r.awayTeamImageUrl,
  matchTime: r.matchTime.toISOString(),
  nodeId: r.nodeId === null ? null : num(r.nodeId),
  vassalage: r.vassalage ?? null,
});

type VideoRow = Omit<Video, 'id'> & Stamped & { id: string };
const VIDEO = `select v.id, v.title, v.url, v.youtube_id, v.sort, v.active, v.updated_at, s.username as updated_by
  from home_videos v left join staff s on s.id = v.updated_by`;
const video = (r: VideoRow): Video => ({ id: num(r.id), title: r.title, url: r.url, youtubeId: r.youtubeId, sort: r.sort });

export async function publicBanners(db: Db, merchantId: number, group: BannerGroup, langs: readonly string[] = []): Promise<Banner[]> {
  const rows = await db.unsafe<BannerRow[]>(`${BANNER} where b.merchant_id = $1 and b.group_name = $2 and b.active order by b.sort, b.id`, [merchantId, group]);
  return rows.map((r) => banner(r, langs));
}
export async function publicNotices(db: Db, merchantId: number, langs: readonly string[] = []): Promise<Notice[]> {
  const rows = await db.unsafe<NoticeRow[]>(`${NOTICE} where n.merchant_id = $1 and n.active order by n.sort, n.id desc`, [merchantId]);
  return rows.map((r) => notice(r, langs));
}
/** Upcoming matches first (soonest first), then those already started, most recent first. */
export async function publicMatches(db: Db, merchantId: number): Promise<HotMatch[]> {
  const rows = await db.unsafe<MatchRow[]>(
    `${MATCH} where m.merchant_id = $1 and m.active
     order by (m.match_time < now() - interval '2 hours'), case when m.match_time >= now() - interval '2 hours' then m.match_time end, m.match_time desc, m.id`,
    [merchantId],
  );
  return rows.map(match);
}
export async function publicVideos(db: Db, merchantId: number): Promise<Video[]> {
  return (await db.unsafe<VideoRow[]>(`${VIDEO} where v.merchant_id = $1 and v.active order by v.sort, v.id`, [merchantId])).map(video);
}

export const staffLists = {
  banners: async (db: Db, m: number): Promise<StaffBanner[]> =>
    (await db.unsafe<BannerRow[]>(`${BANNER} where b.merchant_id = $1 order by b.group_name, b.sort, b.id`, [m])).map((r) => ({
      ...banner(r),
      ...stamps(r),
      texts: storedTexts(r.texts),
    })),
  notices: async (db: Db, m: number): Promise<StaffNotice[]> =>
    (await db.unsafe<NoticeRow[]>(`${NOTICE} where n.merchant_id = $1 order by n.sort, n.id desc`, [m])).map((r) => ({
      ...notice(r),
      ...stamps(r),
      texts: storedTexts(r.texts),
    })),
  matches: async (db: Db, m: number): Promise<StaffHotMatch[]> =>
    (await db.unsafe<MatchRow[]>(`${MATCH} where m.merchant_id = $1 order by m.match_time desc, m.id`, [m])).map((r) => ({ ...match(r), ...stamps(r) })),
  videos: async (db: Db, m: number): Promise<StaffVideo[]> =>
    (await db.unsafe<VideoRow[]>(`${VIDEO} where v.merchant_id = $1 order by v.sort, v.id`, [m])).map((r) => ({ ...video(r), ...stamps(r) })),
};

async function oneOf<R, T>(db: Db, select: string, alias: string, id: number, m: number, view: (r: R) => T): Promise<T & ReturnType<typeof stamps>> {
  const [row] = await db.unsafe<(R & Stamped)[]>(`${select} where ${alias}.id = $1 and ${alias}.merchant_id = $2`, [id, m]);
  if (!row) throw new AppError('NOT_FOUND');
  return { ...view(row), ...stamps(row) };
}

/** A staff view with its stored translations (banners and notices). */
const withTexts =
  <R extends { texts: unknown }, T>(view: (r: R) => T) =>
  (r: R) => ({ ...view(r), texts: storedTexts<never>(r.texts) });

// ---- writes ------------------------------------------------------------------------------

const TABLES = { banners: 'home_banners', notices: 'home_notices', matches: 'home_matches', videos: 'home_videos' } as const;
export type ContentKind = keyof typeof TABLES;

/** A merchant keeps at most CONTENT_LIMITS.rows of each kind: the home page lists them all. */
async function assertRoom(sql: Sql, kind: ContentKind, m: number) {
  const [c] = await sql.unsafe<{ n: number }[]>(`select count(*)::int as n from ${TABLES[kind]} where merchant_id = $1`, [m]);
  if (c!.n >= CONTENT_LIMITS.rows) throw new AppError('SETTING_INVALID', { fields: { rows: 'SETTING_INVALID' } });
}

/** Deletes one row of the merchant; a missing or foreign id is NOT_FOUND. */
export async function deleteContent(sql: Sql, kind: ContentKind, m: number, id: number): Promise<void> {
  const rows = await sql.unsafe(`delete from ${TABLES[kind]} where id = $1 and merchant_id = $2 returning id`, [id, m]);
  if (rows.length === 0) throw new AppError('NOT_FOUND');
}

function changed(rows: readonly unknown[]) {
  if (rows.length === 0) throw new AppError('NOT_FOUND');
}

export async function saveBanner(sql: Sql, m: number, staffId: number, input: BannerInput, id?: number): Promise<StaffBanner> {
  const b = checkedBanner(input);
  if (id === undefined) {
    await assertRoom(sql, 'banners', m);
    const [r] = await sql<{ id: string }[]>`
      insert into home_banners (merchant_id, group_name, title, image_url, link_url, linkage, sort, active, updated_by, texts)
      values (${m}, ${b.groupName}, ${b.title}, ${b.url}, ${b.linkUrl}, ${b.linkage}, ${b.sort}, ${b.active}, ${staffId}, ${sql.json(b.texts ?? {})}) returning id`;
    id = num(r!.id);
  } else {
    changed(
      await sql`
      update home_banners set group_name = ${b.groupName}, title = ${b.title}, image_url = ${b.url}, link_url = ${b.linkUrl}, linkage = ${b.linkage},
        sort = ${b.sort}, active = ${b.active}, updated_by = ${staffId}, updated_at = now(),
        texts = coalesce(${b.texts === undefined ? null : sql.json(b.texts)}::jsonb, texts)
      where id = ${id} and merchant_id = ${m} returning id`,
    );
  }
  return oneOf(
    sql,
    BANNER,
    'b',
    id,
    m,
    withTexts((r: BannerRow) => banner(r)),
  );
}

export async function saveNotice(sql: Sql, m: number, staffId: number, input: NoticeInput, id?: number): Promise<StaffNotice> {
  const n = checkedNotice(input);
  if (id === undefined) {
    await assertRoom(sql, 'notices', m);
    const [r] = await sql<{ id: string }[]>`
      insert into home_notices (merchant_id, title, content, sort, active, updated_by, texts)
      values (${m}, ${n.title}, ${n.content}, ${n.sort}, ${n.active}, ${staffId}, ${sql.json(n.texts ?? {})}) returning id`;
    id = num(r!.id);
  } else {
    changed(
      await sql`
      update home_notices set title = ${n.title}, content = ${n.content}, sort = ${n.sort}, active = ${n.active}, updated_by = ${staffId}, updated_at = now(),
        texts = coalesce(${n.texts === undefined ? null : sql.json(n.texts)}::jsonb, texts)
      where id = ${id} and merchant_id = ${m} returning id`,
    );
  }
  return oneOf(
    sql,
    NOTICE,
    'n',
    id,
    m,
    withTexts((r: NoticeRow) => notice(r)),
  );
}

export async function saveMatch(sql: Sql, m: number, staffId: number, input: HotMatchInput, id?: number): Promise<StaffHotMatch> {
  const x = checkedMatch(input);
  if (x.nodeId !== null) {
    const [g] = await sql`select 1 from games where node_id = ${x.nodeId}`;
    if (!g) throw new AppError('SETTING_INVALID', { fields: { nodeId: 'GAME_NOT_FOUND' } });
  }
  const time = new Date(x.matchTime);
  if (id === undefined) {
    await assertRoom(sql, 'matches', m);
    const [r] = await sql<{ id: string }[]>`
      insert into home_matches (merchant_id, title, home_team, away_team, home_team_image_url, away_team_image_url, match_time, node_id, active, updated_by)
      values (${m}, ${x.title}, ${x.homeTeam}, ${x.awayTeam}, ${x.homeTeamImageUrl}, ${x.awayTeamImageUrl}, ${time}, ${x.nodeId}, ${x.active}, ${staffId})
      returning id`;
    id = num(r!.id);
  } else {
    changed(
      await sql`
      update home_matches set title = ${x.title}, home_team = ${x.homeTeam}, away_team = ${x.awayTeam}, home_team_image_url = ${x.homeTeamImageUrl},
        away_team_image_url = ${x.awayTeamImageUrl}, match_time = ${time}, node_id = ${x.nodeId}, active = ${x.active},
        updated_by = ${staffId}, updated_at = now()
      where id = ${id} and merchant_id = ${m} returning id`,
    );
  }
  return oneOf(sql, MATCH, 'm', id, m, match);
}

export async function saveVideo(sql: Sql, m: number, staffId: number, input: VideoInput, id?: number): Promise<StaffVideo> {
  const v = checkedVideo(input);
  if (id === undefined) {
    await assertRoom(sql, 'videos', m);
    const [r] = await sql<{ id: string }[]>`
      insert into home_videos (merchant_id, title, url, youtube_id, sort, active, updated_by)
      values (${m}, ${v.title}, ${v.url}, ${v.youtubeId}, ${v.sort}, ${v.active}, ${staffId}) returning id`;
    id = num(r!.id);
  } else {
    changed(
      await sql`
      update home_videos set title = ${v.title}, url = ${v.url}, youtube_id = ${v.youtubeId}, sort = ${v.sort}, active = ${v.active},
        updated_by = ${staffId}, updated_at = now()
      where id = ${id} and merchant_id = ${m} returning id`,
    );
  }
  return oneOf(sql, VIDEO, 'v', id, m, video);
}
