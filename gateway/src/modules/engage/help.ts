import { HELP_LIMITS, HELP_SLUG, type HelpArticleInput, type StaffHelpArticle } from '@wl/shared';
import { sanitizeHtml } from '../../content-safety/html.js';
import type { Db, Sql } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import { plainText } from './plain-text.js';

/**
 * Help centre articles as staff edit them (docs/ENGAGE.md). One row per (language, slug); the
 * popup (site-config/site.routes.ts, API.helpCenter) reads the member's language and falls back to EN
 * slug by slug, so a translation replaces exactly its EN article and a missing one shows EN.
 * Content is HTML, sanitised here on write (and again by the client on render); titles are
 * plain text.
 */

type Row = Omit<StaffHelpArticle, 'updatedAt'> & { updatedAt: Date };
const view = (r: Row): StaffHelpArticle => ({ ...r, updatedAt: r.updatedAt.toISOString() });

/** The articles of `lang`, and of EN beside them (what the popup falls back to), by sort then slug. */
export async function listHelp(db: Db, merchantId: number, lang: string): Promise<StaffHelpArticle[]> {
  const rows = await db<Row[]>`
    select h.id, h.lang, h.slug, h.title, h.content, h.sort, h.updated_at, st.username as updated_by
    from help_articles h left join staff st on st.id = h.updated_by
    where h.merchant_id = ${merchantId} and h.lang in (${lang}, 'EN')
    order by h.sort, h.slug, h.lang = 'EN'`;
  return rows.map(view);
}

function clean(input: HelpArticleInput): HelpArticleInput {
  const slug = input.slug.trim().toLowerCase();
  const title = plainText(input.title).replace(/[\r\n]+/g, ' ');
  const content = sanitizeHtml(input.content).trim();
  const fields: Record<string, string> = {};
  if (!HELP_SLUG.test(slug)) fields.slug = 'lower-case letters, digits and dashes';
  if (!title) fields.title = 'must not be blank';
  // Markup that sanitises to nothing (a lone script) is no article.
  if (!plainText(content) && !/<img\b/i.test(content)) fields.content = 'must not be blank';
  if (Object.keys(fields).length) throw new AppError('VALIDATION_FAILED', { fields });
  return { ...input, slug, title, content };
}

/** Creates or replaces the article of (lang, slug). */
export async function saveHelp(sql: Sql, merchantId: number, staffId: number, input: HelpArticleInput): Promise<StaffHelpArticle> {
  const a = clean(input);
  return sql.begin(async (tx) => {
    // One writer per merchant and language at a time, so the row limit holds under parallel saves.
    await tx`select pg_advisory_xact_lock(hashtext('help'), hashtext(${`${merchantId}:${a.lang}`}))`;
    const [count] = await tx<{ n: number; exists: boolean }[]>`
      select count(*)::int as n, bool_or(slug = ${a.slug}) as exists from help_articles where merchant_id = ${merchantId} and lang = ${a.lang}`;
    if (!count!.exists && count!.n >= HELP_LIMITS.rows)
      throw new AppError('VALIDATION_FAILED', { fields: { slug: `at most ${HELP_LIMITS.rows} articles per language` } });
    const [row] = await tx<{ id: number }[]>`
      insert into help_articles (merchant_id, lang, slug, title, content, sort, updated_at, updated_by)
      values (${merchantId}, ${a.lang}, ${a.slug}, ${a.title}, ${a.content}, ${a.sort}, now(), ${staffId})
      on conflict (merchant_id, lang, slug) do update set
        title = excluded.title, content = excluded.content, sort = excluded.sort, updated_at = now(), updated_by = excluded.updated_by
      returning id`;
    const [saved] = await tx<Row[]>`
      select h.id, h.lang, h.slug, h.title, h.content, h.sort, h.updated_at, st.username as updated_by
      from help_articles h left join staff st on st.id = h.updated_by where h.id = ${row!.id}`;
    return view(saved!);
  });
}

/** Deletes one article of the merchant; a translation's EN original (if any) shows again. */
export async function deleteHelp(db: Db, merchantId: number, id: number): Promise<void> {
  const r = await db`delete from help_articles where merchant_id = ${merchantId} and id = ${id}`;
  if (r.count === 0) throw new AppError('HELP_ARTICLE_NOT_FOUND');
}
