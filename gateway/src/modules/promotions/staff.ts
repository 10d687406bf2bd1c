import { isSafeLink, youtubeIdOf, type PromotionInput, type StaffPromotion, type Texts } from '@wl/shared';
import { sanitizeHtml, stripTags } from '../../content-safety/html.js';
import type { Db, Sql } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import { checkTexts, storedTexts } from '../site/translations.js';
import { PROMOTION_COLUMNS, type PromotionRow, type PromotionText } from './catalogue.js';

/**
 * Staff edit promotions (docs/PROMOTIONS.md "Console"). The content is HTML sanitised here, on
 * write (content-safety/html.ts), and again by the client on render; title and summary are plain
 * text. A promotion is never deleted (members' entries point at it): staff switch it off.
 * Refusals the schema cannot express are SETTING_INVALID with `value.fields` per bad field.
 */

interface Checked {
  kind: PromotionInput['kind'];
  title: string;
  summary: string;
  content: string;
  imageUrl: string | null;
  videoUrl: string | null;
  startsAt: Date;
  endsAt: Date | null;
  bonus: number;
  bonusMax: number;
  turnoverMultiple: number;
  target: number;
  quota: number | null;
  active: boolean;
  sort: number;
  welcome: boolean;
  /** Undefined: a change keeps the stored translations. */
  texts: Texts<PromotionText> | undefined;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };
const decodeEntities = (s: string) => s.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (e) => ENTITIES[e]!);

const time = (v: string | null | undefined): Date | null => {
  if (!v) return null;
  const t = Date.parse(v);
  return Number.isNaN(t) ? new Date(NaN) : new Date(t);
};

// Plain text: tags are dropped rather than stored (a title is never markup), and the entities the
// stripping wrote are read back, so "Deposit & win" stays that; screens render these as text.
const plainText = (v: string) => decodeEntities(stripTags(v)).replace(/\s+/g, ' ').trim();

/** A translation is cleaned and capped exactly as its base field. */
const TEXT_CLEAN = {
  title: (v: string) => plainText(v).slice(0, 100),
  summary: (v: string) => plainText(v).slice(0, 300),
  content: (v: string) => sanitizeHtml(v).trim(),
};

export function checkPromotion(input: PromotionInput): Checked {
  const f: Record<string, string> = {};
  const plain = (name: string, v: string, required: boolean) => {
    const out = plainText(v);
    if (required && !out) f[name] = 'SETTING_INVALID';
    return out;
  };
  const title = plain('title', input.title, true);
  const summary = plain('summary', input.summary, false);
  const content = sanitizeHtml(input.content).trim();
  const imageUrl = input.imageUrl?.trim() || null;
  if (imageUrl && !isSafeLink(imageUrl)) f.imageUrl = 'URL_INVALID';
  const videoUrl = input.videoUrl?.trim() || null;
  if (videoUrl && !youtubeIdOf(videoUrl)) f.videoUrl = 'NOT_YOUTUBE';
  const startsAt = time(input.startsAt)!;
  const endsAt = time(input.endsAt);
  if (!startsAt || Number.isNaN(startsAt.getTime())) f.startsAt = 'SETTING_INVALID';
  if (endsAt && (Number.isNaN(endsAt.getTime()) || endsAt <= startsAt)) f.endsAt = 'SETTING_INVALID';
  // Only a raffle pays a range, and only a raffle has envelopes to count; only an event has a target.
  const raffle = input.kind === 'raffle';
  const bonusMax = raffle ? (input.bonusMax ?? input.bonus) : input.bonus;
  if (bonusMax < input.bonus) f.bonusMax = 'SETTING_INVALID';
  if (raffle && bonusMax === 0) f.bonus = 'SETTING_INVALID';
  const target = input.kind === 'event' ? (input.target ?? 0) : 0;
  if (input.kind === 'event' && target <= 0) f.target = 'SETTING_INVALID';
  if (Object.keys(f).length) throw new AppError('SETTING_INVALID', { fields: f });
  const texts = input.texts === undefined ? undefined : checkTexts(input.texts, TEXT_CLEAN);
  return {
    texts,
    kind: input.kind,
    title: title.slice(0, 100),
    summary: summary.slice(0, 300),
    content,
    imageUrl,
    videoUrl,
    startsAt,
    endsAt: endsAt ?? null,
    bonus: input.bonus,
    bonusMax,
    turnoverMultiple: input.turnoverMultiple,
    target,
    quota: raffle ? (input.quota ?? null) : null,
    active: input.active,
    sort: input.sort ?? 0,
    welcome: input.welcome ?? false,
  };
}

type StaffRow = PromotionRow & { entries: number; pending: number; updatedBy: string | null };

const staffView = (r: StaffRow): StaffPromotion => ({
  id: Number(r.id),
  kind: r.kind,
  title: r.title,
  summary: r.summary,
  content: r.content,
  imageUrl: r.imageUrl,
  videoUrl: r.videoUrl,
  startsAt: r.startsAt.toISOString(),
  endsAt: r.endsAt?.toISOString() ?? null,
  bonus: Number(r.bonus),
  bonusMax: Number(r.bonusMax),
  turnoverMultiple: r.turnoverMultiple,
  target: Number(r.target),
  quota: r.quota,
  claimed: r.claimed,
  active: r.active,
  sort: r.sort,
  welcome: r.welcome,
  entries: r.entries,
  pending: r.pending,
  updatedAt: r.updatedAt.toISOString(),
  updatedBy: r.updatedBy,
  texts: storedTexts(r.texts),
});

const STAFF_SELECT = `select ${PROMOTION_COLUMNS}, s.username as updated_by,
    (select count(*) from promotion_entries e where e.promotion_id = p.id)::int as entries,
    (select count(*) from promotion_entries e where e.promotion_id = p.id and e.state = 'applying')::int as pending
  from promotions p left join staff s on s.id = p.updated_by`;

export async function listStaffPromotions(db: Db, merchantId: number, page: number, pageSize: number) {
  const [rows, [total]] = await Promise.all([
    db<StaffRow[]>`${db.unsafe(STAFF_SELECT)} where p.merchant_id = ${merchantId} order by p.active desc, p.sort, p.id desc
      limit ${pageSize} offset ${(page - 1) * pageSize}`,
    db<{ n: number }[]>`select count(*)::int as n from promotions where merchant_id = ${merchantId}`,
  ]);
  const n = total?.n ?? 0;
  return { list: rows.map(staffView), pageNum: page, pageSize, total: n, totalPages: Math.max(1, Math.ceil(n / pageSize)) };
}

async function staffPromotion(db: Db, merchantId: number, id: number | string): Promise<StaffPromotion> {
  const [row] = await db<StaffRow[]>`${db.unsafe(STAFF_SELECT)} where p.id = ${id} and p.merchant_id = ${merchantId}`;
  if (!row) throw new AppError('PROMOTION_NOT_FOUND');
  return staffView(row);
}

export async function savePromotion(sql: Sql, merchantId: number, staffId: number, input: PromotionInput, id?: number): Promise<StaffPromotion> {
  const c = checkPromotion(input);
  return sql.begin(async (tx) => {
    if (id === undefined) {
      const [made] = await tx<{ id: string }[]>`
        insert into promotions (merchant_id, kind, title, summary, content, image_url, video_url, starts_at, ends_at, bonus, bonus_max,
          turnover_multiple, target, quota, active, sort, welcome, updated_by, texts)
        values (${merchantId}, ${c.kind}, ${c.title}, ${c.summary}, ${c.content}, ${c.imageUrl}, ${c.videoUrl}, ${c.startsAt}, ${c.endsAt},
          ${c.bonus}, ${c.bonusMax}, ${c.turnoverMultiple}, ${c.target}, ${c.quota}, ${c.active}, ${c.sort}, ${c.welcome}, ${staffId}, ${tx.json(c.texts ?? {})})
        returning id`;
      return staffPromotion(tx, merchantId, made!.id);
    }
    const [old] = await tx<
      { kind: string; claimed: number }[]
    >`select kind, claimed from promotions where id = ${id} and merchant_id = ${merchantId} for update`;
    if (!old) throw new AppError('PROMOTION_NOT_FOUND');
    // Members' entries were made under the kind: it cannot change under them. A quota cannot drop below what was claimed.
    if (old.kind !== c.kind) throw new AppError('SETTING_INVALID', { fields: { kind: 'SETTING_INVALID' } });
    if (c.quota !== null && c.quota < old.claimed) throw new AppError('SETTING_INVALID', { fields: { quota: 'SETTING_INVALID' } });
    await tx`
      update promotions set title = ${c.title}, summary = ${c.summary}, content = ${c.content}, image_url = ${c.imageUrl}, video_url = ${c.videoUrl},
        starts_at = ${c.startsAt}, ends_at = ${c.endsAt}, bonus = ${c.bonus}, bonus_max = ${c.bonusMax}, turnover_multiple = ${c.turnoverMultiple},
        target = ${c.target}, quota = ${c.quota}, active = ${c.active}, sort = ${c.sort}, welcome = ${c.welcome}, updated_by = ${staffId}, updated_at = now(),
        texts = coalesce(${c.texts === undefined ? null : tx.json(c.texts)}::jsonb, texts)
      where id = ${id}`;
    return staffPromotion(tx, merchantId, id);
  });
}
