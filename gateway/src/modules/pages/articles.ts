import type { Article, ArticleInput, ArticlePage, ArticleSummary, ArticlesQuery, StaffArticle, StaffArticlePage, StaffArticlesQuery } from '@wl/shared';
import { sanitizeHtml } from '../../content-safety/html.js';
import type { Db, Sql } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import { plainText } from '../engage/plain-text.js';
import { isSafeLink } from './urls.js';
import { paged } from '../../http/paged.js';

/**
 * Blog and news articles (docs/PAGES.md). Bodies are HTML cleaned here on write (and again by the
 * client on render); titles and summaries are plain text. Members only ever read published rows of
 * their own merchant. Language: a member reads the articles of their language; a language that has
 * no published article of that kind shows the EN ones instead (a site that writes only in English
 * still has a blog in every language).
 */

interface Row {
  id: string;
  kind: ArticleSummary['kind'];
  lang: string;
  title: string;
  summary: string;
  coverUrl: string;
  body?: string;
  status: StaffArticle['status'];
  publishedAt: Date | null;
  updatedAt: Date;
  updatedBy: string | null;
}
const summaryOf = (r: Row): ArticleSummary => ({
  id: Number(r.id),
  kind: r.kind,
  lang: r.lang,
  title: r.title,
  summary: r.summary,
  coverUrl: r.coverUrl,
  publishedAt: r.publishedAt?.toISOString() ?? null,
});
const staffOf = (r: Row): StaffArticle => ({
  ...summaryOf(r),
  body: r.body ?? '',
  status: r.status,
  updatedAt: r.updatedAt.toISOString(),
  updatedBy: r.updatedBy,
});

export async function publicArticles(db: Db, merchantId: number, q: ArticlesQuery): Promise<ArticlePage> {
  const page = q.page ?? 1;
  const pageSize = q.pageSize ?? 10;
  const asked = (q.lang ?? 'EN').toUpperCase();
  const [pick] = await db<{ lang: string }[]>`
    select case when exists (select 1 from articles where merchant_id = ${merchantId} and kind = ${q.kind} and status = 'published' and lang = ${asked})
                then ${asked} else 'EN' end as lang`;
  const lang = pick!.lang;
  const rows = await db<(Row & { total: number })[]>`
    select id, kind, lang, title, summary, cover_url, status, published_at, updated_at, null as updated_by, count(*) over ()::int as total
    from articles where merchant_id = ${merchantId} and kind = ${q.kind} and status = 'published' and lang = ${lang}
    order by published_at desc, id desc limit ${pageSize} offset ${(page - 1) * pageSize}`;
  const total = rows[0]?.total ?? (page > 1 ? await countPublished(db, merchantId, q.kind, lang) : 0);
  return paged(rows.map(summaryOf), total, { page, pageSize });
}

async function countPublished(db: Db, merchantId: number, kind: string, lang: string) {
  const [c] = await db<
    { n: number }[]
  >`select count(*)::int as n from articles where merchant_id = ${merchantId} and kind = ${kind} and status = 'published' and lang = ${lang}`;
  return c!.n;
}

/** One published article; a draft, another merchant's or a missing id all answer ARTICLE_NOT_FOUND. */
export async function publicArticle(db: Db, merchantId: number, id: number): Promise<Article> {
  const [r] = await db<Row[]>`
    select id, kind, lang, title, summary, cover_url, body, status, published_at, updated_at, null as updated_by
    from articles where id = ${id} and merchant_id = ${merchantId} and status = 'published'`;
  if (!r) throw new AppError('ARTICLE_NOT_FOUND');
  const { status: _s, updatedAt: _u, updatedBy: _b, ...a } = staffOf(r);
  return a;
}

const STAFF_COLUMNS = (db: Db) =>
  db`a.id, a.kind, a.lang, a.title, a.summary, a.cover_url, a.body, a.status, a.published_at, a.updated_at, st.username as updated_by`;

export async function staffArticles(db: Db, merchantId: number, q: StaffArticlesQuery): Promise<StaffArticlePage> {
  const page = q.page ?? 1;
  const pageSize = q.pageSize ?? 20;
  const rows = await db<(Row & { total: number })[]>`
    select ${STAFF_COLUMNS(db)}, count(*) over ()::int as total
    from articles a left join staff st on st.id = a.updated_by
    where a.merchant_id = ${merchantId}
      ${q.kind ? db`and a.kind = ${q.kind}` : db``} ${q.lang ? db`and a.lang = ${q.lang}` : db``} ${q.status ? db`and a.status = ${q.status}` : db``}
    order by a.updated_at desc, a.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`;
  return paged(rows.map(staffOf), rows[0]?.total ?? 0, { page, pageSize });
}

async function staffArticle(db: Db, merchantId: number, id: number): Promise<StaffArticle> {
  const [r] = await db<
    Row[]
  >`select ${STAFF_COLUMNS(db)} from articles a left join staff st on st.id = a.updated_by where a.id = ${id} and a.merchant_id = ${merchantId}`;
  if (!r) throw new AppError('ARTICLE_NOT_FOUND');
  return staffOf(r);
}

function clean(input: ArticleInput): ArticleInput {
  const title = plainText(input.title).replace(/\s+/g, ' ');
  const summary = plainText(input.summary).replace(/\s+/g, ' ');
  const body = sanitizeHtml(input.body).trim();
  const coverUrl = input.coverUrl.trim();
  const fields: Record<string, string> = {};
  if (!title) fields.title = 'must not be blank';
  // Markup that sanitises to nothing (a lone script) is no article.
  if (!plainText(body) && !/<img\b/i.test(body)) fields.body = 'must not be blank';
  if (Object.keys(fields).length) throw new AppError('VALIDATION_FAILED', { fields });
  if (coverUrl && !isSafeLink(coverUrl)) throw new AppError('APP_LINK_URL_INVALID', { fields: { coverUrl: 'https://... or /path' } });
  return { ...input, title, summary, body, coverUrl };
}

/** A new article is always a draft: members see it only once staff publish it. */
export async function createArticle(sql: Sql, merchantId: number, staffId: number, input: ArticleInput): Promise<StaffArticle> {
  const a = clean(input);
  const [row] = await sql<{ id: string }[]>`
    insert into articles (merchant_id, kind, lang, title, summary, cover_url, body, updated_by)
    values (${merchantId}, ${a.kind}, ${a.lang}, ${a.title}, ${a.summary}, ${a.coverUrl}, ${a.body}, ${staffId}) returning id`;
  return staffArticle(sql, merchantId, Number(row!.id));
}

/** Edits keep the status: a published article changes in place. */
export async function updateArticle(sql: Sql, merchantId: number, staffId: number, id: number, input: ArticleInput): Promise<StaffArticle> {
  const a = clean(input);
  const r = await sql`
    update articles set kind = ${a.kind}, lang = ${a.lang}, title = ${a.title}, summary = ${a.summary}, cover_url = ${a.coverUrl}, body = ${a.body},
      updated_at = now(), updated_by = ${staffId}
    where id = ${id} and merchant_id = ${merchantId}`;
  if (r.count === 0) throw new AppError('ARTICLE_NOT_FOUND');
  return staffArticle(sql, merchantId, id);
}

/** Publish keeps the first publication date when an article comes back; unpublish makes it a draft again. */
export async function setPublished(sql: Sql, merchantId: number, staffId: number, id: number, published: boolean): Promise<StaffArticle> {
  const r = published
    ? await sql`update articles set status = 'published', published_at = coalesce(published_at, now()), updated_at = now(), updated_by = ${staffId}
                where id = ${id} and merchant_id = ${merchantId}`
    : await sql`update articles set status = 'draft', updated_at = now(), updated_by = ${staffId} where id = ${id} and merchant_id = ${merchantId}`;
  if (r.count === 0) throw new AppError('ARTICLE_NOT_FOUND');
  return staffArticle(sql, merchantId, id);
}
