import { API, LANGUAGES, LIVE_MODEL_LIMITS as L, type LiveModel, type LiveModelInput, type StaffLiveModel } from '@wl/shared';
import { stripTags } from '../../content-safety/html.js';
import type { Db, Sql } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import { avatarVersion } from './avatar.js';
import type { HostStatus } from './provider.js';

/**
 * The site's live hosts (docs/LIVE-MODELS.md). Every query names the merchant: a host of one site
 * is never seen, launched or edited from another. Status and viewers are the provider's,
 * merged in at read time; a host the provider does not answer for is offline.
 */

export interface ModelRow {
  id: string;
  name: string;
  languages: string[];
  tags: string[];
  hue: number;
  hostRef: string;
  sort: number;
  enabled: boolean;
}
const COLUMNS = 'm.id, m.name, m.languages, m.tags, m.hue, m.host_ref, m.sort, m.enabled';

const avatarUrl = (r: ModelRow) => `${API.liveModelAvatar.replace(':id', String(r.id))}?v=${avatarVersion(r.name, r.hue)}`;

export function publicView(r: ModelRow, hosts: Map<string, HostStatus> | null): LiveModel {
  const s = hosts?.get(r.hostRef);
  return {
    id: Number(r.id),
    name: r.name,
    languages: r.languages,
    tags: r.tags,
    avatarUrl: avatarUrl(r),
    online: !!s?.online,
    viewers: s?.online ? s.viewers : 0,
  };
}

/** On air first (most watched first), then the staff's order. */
export const byLiveness = (a: LiveModel & { sort: number }, b: LiveModel & { sort: number }) =>
  Number(b.online) - Number(a.online) || (a.online && b.online ? b.viewers - a.viewers : 0) || a.sort - b.sort || a.id - b.id;

export async function enabledModels(db: Db, merchantId: number): Promise<ModelRow[]> {
  return db<
    ModelRow[]
  >`select ${db.unsafe(COLUMNS)} from live_models m where m.merchant_id = ${merchantId} and m.enabled order by m.sort, m.id limit ${L.perMerchant}`;
}

/** Whether the site has any host to show (the public site config carries it). */
export async function hasLiveHosts(db: Db, merchantId: number): Promise<boolean> {
  const [r] = await db<{ any: boolean }[]>`select exists (select 1 from live_models where merchant_id = ${merchantId} and enabled) as any`;
  return r!.any;
}

export async function findEnabledModel(db: Db, merchantId: number, id: number): Promise<ModelRow | null> {
  const [r] = await db<ModelRow[]>`select ${db.unsafe(COLUMNS)} from live_models m where m.id = ${id} and m.merchant_id = ${merchantId} and m.enabled`;
  return r ?? null;
}

export async function avatarOf(db: Db, merchantId: number, id: number): Promise<{ name: string; hue: number } | null> {
  const [r] = await db<{ name: string; hue: number }[]>`select name, hue from live_models where id = ${id} and merchant_id = ${merchantId}`;
  return r ?? null;
}

type StaffRow = ModelRow & { chats24h: number; updatedAt: Date; updatedBy: string | null };

export async function staffModels(db: Db, merchantId: number, hosts: Map<string, HostStatus> | null): Promise<StaffLiveModel[]> {
  const rows = await db<StaffRow[]>`
    select ${db.unsafe(COLUMNS)}, m.updated_at, s.username as updated_by,
      (select count(*) from live_chat_launches c where c.model_id = m.id and c.created_at > now() - interval '24 hours')::int as chats24h
    from live_models m left join staff s on s.id = m.updated_by
    where m.merchant_id = ${merchantId} order by m.sort, m.id`;
  return rows.map((r) => ({
    ...publicView(r, hosts),
    hue: r.hue,
    hostRef: r.hostRef,
    sort: r.sort,
    enabled: r.enabled,
    chats24h: r.chats24h,
    updatedAt: r.updatedAt.toISOString(),
    updatedBy: r.updatedBy,
  }));
}

const LANGUAGE_CODES = new Set<string>(LANGUAGES.map((l) => l.code));
/** Plain text: tags removed, white space collapsed (a name is never markup; screens show it as text). */
const plain = (v: string) => stripTags(v).replace(/\s+/g, ' ').trim();

/** What the schema cannot say: SETTING_INVALID with `value.fields` (required, unknown, taken, limit). */
export function checkModel(input: LiveModelInput): LiveModelInput {
  const f: Record<string, string> = {};
  const name = plain(input.name);
  if (!name) f.name = 'required';
  if (input.languages.some((l) => !LANGUAGE_CODES.has(l))) f.languages = 'unknown';
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const t of input.tags.map(plain)) {
    if (!t) f.tags = 'required';
    else if (!seen.has(t.toLowerCase())) {
      seen.add(t.toLowerCase());
      tags.push(t.slice(0, L.tag));
    }
  }
  if (Object.keys(f).length) throw new AppError('SETTING_INVALID', { fields: f });
  return { ...input, name: name.slice(0, L.name), tags };
}

/** Creates (no id) or changes one of the merchant's hosts; one card per provider host per site. */
export async function saveModel(sql: Sql, merchantId: number, staffId: number, raw: LiveModelInput, id?: number): Promise<number> {
  const m = checkModel(raw);
  return sql.begin(async (tx) => {
    // The per-site cap is counted under the merchant's row lock, so two creates cannot both pass it.
    await tx`select 1 from merchants where id = ${merchantId} for update`;
    const [clash] = await tx`select 1 from live_models where merchant_id = ${merchantId} and host_ref = ${m.hostRef} and id <> ${id ?? 0}`;
    if (clash) throw new AppError('SETTING_INVALID', { fields: { hostRef: 'taken' } });
    if (id === undefined) {
      const [{ n }] = (await tx<{ n: number }[]>`select count(*)::int as n from live_models where merchant_id = ${merchantId}`) as unknown as [{ n: number }];
      if (n >= L.perMerchant) throw new AppError('SETTING_INVALID', { fields: { name: 'limit' } });
      const [r] = await tx<{ id: string }[]>`
        insert into live_models (merchant_id, name, languages, tags, hue, host_ref, sort, enabled, updated_by)
        values (${merchantId}, ${m.name}, ${m.languages}, ${m.tags}, ${m.hue}, ${m.hostRef}, ${m.sort}, ${m.enabled}, ${staffId})
        returning id`;
      return Number(r!.id);
    }
    const [r] = await tx<{ id: string }[]>`
      update live_models set name = ${m.name}, languages = ${m.languages}, tags = ${m.tags}, hue = ${m.hue}, host_ref = ${m.hostRef},
        sort = ${m.sort}, enabled = ${m.enabled}, updated_at = now(), updated_by = ${staffId}
      where id = ${id} and merchant_id = ${merchantId} returning id`;
    if (!r) throw new AppError('MODEL_NOT_FOUND');
    return Number(r.id);
  });
}

export async function recordLaunch(db: Db, l: { merchantId: number; modelId: number; accountId: number | null; displayName: string; ip: string }) {
  await db`insert into live_chat_launches (merchant_id, model_id, account_id, display_name, ip) values (${l.merchantId}, ${l.modelId}, ${l.accountId}, ${l.displayName}, ${l.ip})`;
}
