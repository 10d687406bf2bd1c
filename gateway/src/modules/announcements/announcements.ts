import {
  ANNOUNCEMENT_GROUPS,
  ANNOUNCEMENT_LIMITS,
  isSafeLink,
  type Announcement,
  type AnnouncementData,
  type AnnouncementImage,
  type AnnouncementInput,
  type AnnouncementPage,
  type AnnouncementType,
  type Execution,
  type StaffAnnouncement,
  type StaffAnnouncementPage,
  type Texts,
  pickTexts,
} from '@wl/shared';
import type { Db, Sql } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import { sanitizeHtml } from '../../content-safety/html.js';
import { checkTexts, storedTexts } from '../site/translations.js';

/**
 * Announcements (docs/ANNOUNCEMENTS.md): what readers get (published rows of the host's merchant;
 * popups only for the reader's executions) and what staff edit. Every statement is scoped by
 * merchant; another merchant's id is NOT_FOUND, the same answer as a missing one.
 */

interface Row {
  id: string;
  type: AnnouncementType;
  execution: Execution;
  title: string;
  content: string;
  sort: number;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  updatedBy: string | null;
  images: AnnouncementImage[];
  texts: Texts<AnnouncementText>;
  total?: number;
}

/** The fields staff translate (migration 071). */
const ANNOUNCEMENT_TEXTS = ['title', 'content'] as const;
type AnnouncementText = (typeof ANNOUNCEMENT_TEXTS)[number];

const SELECT = `select a.id, a.type, a.execution, a.title, a.content, a.texts, a.sort, a.published_at, a.created_at, a.updated_at, s.username as updated_by,
    coalesce((select json_agg(json_build_object('sequence', i.sequence, 'url', i.url) order by i.sequence)
              from announcement_images i where i.announcement_id = a.id), '[]'::json) as images`;
const FROM = 'from announcements a left join staff s on s.id = a.updated_by';
// Pinned (lower sort) first, then the newest published.
const READER_ORDER = 'order by a.sort, a.published_at desc, a.id desc';

/** What a reader sees; `langs` (site/translations.ts readerLanguages) picks the texts' language, else the base. */
const reader = (r: Row, langs: readonly string[] = []): Announcement => ({
  id: Number(r.id),
  type: r.type,
  ...pickTexts({ title: r.title, content: r.content }, ANNOUNCEMENT_TEXTS, ...langs.map((l) => r.texts?.[l])),
  execution: r.execution,
  announcementImages: r.images,
  sort: r.sort,
  publishedAt: (r.publishedAt ?? r.updatedAt).toISOString(),
});
const staffView = (r: Row): StaffAnnouncement => ({
  ...reader(r),
  publishedAt: r.publishedAt?.toISOString() ?? null,
  published: r.publishedAt !== null,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  updatedBy: r.updatedBy,
  texts: storedTexts(r.texts),
});

/** Which popups a reader may see: popups of the given executions; every other type is for all. */
const VISIBLE = `a.merchant_id = $1 and a.published_at is not null and (a.type <> 'PU' or a.execution = any($2::text[]))`;

/** MCSFE_getListAnnouncements: each asked type's newest ANNOUNCEMENT_LIMITS.perGroup, in reader order. */
export async function readerData(
  db: Db,
  merchantId: number,
  types: AnnouncementType[],
  executions: Execution[],
  langs: readonly string[] = [],
): Promise<AnnouncementData> {
  const rows = await db.unsafe<Row[]>(
    `select * from (
       ${SELECT}, row_number() over (partition by a.type ${READER_ORDER}) as n
       ${FROM} where ${VISIBLE} and a.type = any($3::text[])
     ) x where x.n <= $4 order by x.sort, x.published_at desc, x.id desc`,
    [merchantId, executions, types, ANNOUNCEMENT_LIMITS.perGroup],
  );
  const data: AnnouncementData = { banners: [], playerNotices: [], popup: [], promotion: [], headlines: [] };
  for (const r of rows) data[ANNOUNCEMENT_GROUPS[r.type]].push(reader(r, langs));
  return data;
}

export async function readerPage(
  db: Db,
  merchantId: number,
  q: { type?: AnnouncementType; page: number; pageSize: number },
  executions: Execution[],
  langs: readonly string[] = [],
): Promise<AnnouncementPage> {
  const rows = await db.unsafe<Row[]>(
    `${SELECT}, count(*) over ()::int as total ${FROM} where ${VISIBLE} and ($3::text is null or a.type = $3) ${READER_ORDER} limit $4 offset $5`,
    [merchantId, executions, q.type ?? null, q.pageSize, (q.page - 1) * q.pageSize],
  );
  return paged(
    rows.map((r) => reader(r, langs)),
    rows,
    q,
    () => countVisible(db, merchantId, executions, q.type),
  );
}

async function countVisible(db: Db, merchantId: number, executions: Execution[], type?: AnnouncementType): Promise<number> {
  const [c] = await db.unsafe<{ n: number }[]>(`select count(*)::int as n from announcements a where ${VISIBLE} and ($3::text is null or a.type = $3)`, [
    merchantId,
    executions,
    type ?? null,
  ]);
  return c!.n;
}

/** A page past the end has no rows to carry the total, so it is counted apart (rare). */
async function paged<T>(list: T[], rows: Row[], q: { page: number; pageSize: number }, count: () => Promise<number>) {
  const total = rows[0]?.total ?? (q.page > 1 ? await count() : 0);
  return { list, pageNum: q.page, pageSize: q.pageSize, total, totalPages: Math.ceil(total / q.pageSize) };
}

export async function staffPage(db: Db, merchantId: number, q: { type?: AnnouncementType; page: number; pageSize: number }): Promise<StaffAnnouncementPage> {
  const rows = await db.unsafe<Row[]>(
    `${SELECT}, count(*) over ()::int as total ${FROM} where a.merchant_id = $1 and ($2::text is null or a.type = $2) order by a.id desc limit $3 offset $4`,
    [merchantId, q.type ?? null, q.pageSize, (q.page - 1) * q.pageSize],
  );
  return paged(rows.map(staffView), rows, q, async () => {
    const [c] = await db.unsafe<{ n: number }[]>(
      `select count(*)::int as n from announcements a where a.merchant_id = $1 and ($2::text is null or a.type = $2)`,
      [merchantId, q.type ?? null],
    );
    return c!.n;
  });
}

async function one(db: Db, merchantId: number, id: number): Promise<Row> {
  const [row] = await db.unsafe<Row[]>(`${SELECT} ${FROM} where a.id = $1 and a.merchant_id = $2`, [id, merchantId]);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

// ---- writes ------------------------------------------------------------------------------

/**
 * The rules the schema cannot say: a title that is not blank, every image a safe link, each
 * sequence once. The content is sanitised here, before it is stored (and again on every page
 * that shows it). A refusal is SETTING_INVALID with `value.fields`, like the home content's.
 */
const TEXT_CLEAN = { title: (v: string) => v.trim(), content: (v: string) => sanitizeHtml(v).trim() };

export function checkedInput(input: AnnouncementInput): AnnouncementInput {
  const fields: Record<string, string> = {};
  const title = input.title.trim();
  if (!title) fields.title = 'SETTING_INVALID';
  const content = sanitizeHtml(input.content).trim();
  const seen = new Set<number>();
  input.announcementImages.forEach((img, i) => {
    if (!isSafeLink(img.url.trim())) fields[`announcementImages.${i}.url`] = 'URL_INVALID';
    if (seen.has(img.sequence)) fields[`announcementImages.${i}.sequence`] = 'SEQUENCE_TAKEN';
    seen.add(img.sequence);
  });
  if (Object.keys(fields).length) throw new AppError('SETTING_INVALID', { fields });
  const images = input.announcementImages.map((i) => ({ sequence: i.sequence, url: i.url.trim() })).sort((a, b) => a.sequence - b.sequence);
  const texts = input.texts === undefined ? undefined : checkTexts(input.texts, TEXT_CLEAN);
  return { ...input, title, content, announcementImages: images, texts };
}

/** Creates (no id) or replaces one announcement and its images; publishing is its own step. */
export async function saveAnnouncement(sql: Sql, merchantId: number, staffId: number, input: AnnouncementInput, id?: number): Promise<StaffAnnouncement> {
  const a = checkedInput(input);
  const saved = await sql.begin(async (tx) => {
    let key = id;
    if (key === undefined) {
      // Serialises creations of one merchant, so two at once cannot both pass the room check.
      await tx`select pg_advisory_xact_lock(hashtext('announcements'), ${merchantId})`;
      const [c] = await tx<{ n: number }[]>`select count(*)::int as n from announcements where merchant_id = ${merchantId}`;
      if (c!.n >= ANNOUNCEMENT_LIMITS.rows) throw new AppError('SETTING_INVALID', { fields: { rows: 'SETTING_INVALID' } });
      const [r] = await tx<{ id: string }[]>`
        insert into announcements (merchant_id, type, execution, title, content, sort, updated_by, texts)
        values (${merchantId}, ${a.type}, ${a.execution}, ${a.title}, ${a.content}, ${a.sort}, ${staffId}, ${tx.json(a.texts ?? {})}) returning id`;
      key = Number(r!.id);
    } else {
      const rows = await tx`
        update announcements set type = ${a.type}, execution = ${a.execution}, title = ${a.title}, content = ${a.content}, sort = ${a.sort},
          updated_by = ${staffId}, updated_at = now(), texts = coalesce(${a.texts === undefined ? null : tx.json(a.texts)}::jsonb, texts)
        where id = ${key} and merchant_id = ${merchantId} returning id`;
      if (rows.length === 0) throw new AppError('NOT_FOUND');
      await tx`delete from announcement_images where announcement_id = ${key}`;
    }
    for (const img of a.announcementImages) {
      await tx`insert into announcement_images (announcement_id, sequence, url) values (${key}, ${img.sequence}, ${img.url})`;
    }
    return key;
  });
  return staffView(await one(sql, merchantId, saved));
}

/**
 * Publishing stamps `published_at` now (publishing again brings it back to the top of the
 * newest); the answer is what readers will see, for the push to open pages. The push goes to
 * every open page at once, whatever its language, so it carries the site's default language
 * (`langs`); a page reads its own language at its next load of the list.
 */
export async function setPublished(
  sql: Sql,
  merchantId: number,
  staffId: number,
  id: number,
  published: boolean,
  langs: readonly string[] = [],
): Promise<{ staff: StaffAnnouncement; item: Announcement | null }> {
  const rows = await sql`
    update announcements set published_at = ${published ? sql`now()` : null}, updated_by = ${staffId}, updated_at = now()
    where id = ${id} and merchant_id = ${merchantId} returning id`;
  if (rows.length === 0) throw new AppError('NOT_FOUND');
  const row = await one(sql, merchantId, id);
  return { staff: staffView(row), item: published ? reader(row, langs) : null };
}

export async function deleteAnnouncement(sql: Sql, merchantId: number, id: number): Promise<void> {
  const rows = await sql`delete from announcements where id = ${id} and merchant_id = ${merchantId} returning id`;
  if (rows.length === 0) throw new AppError('NOT_FOUND');
}
