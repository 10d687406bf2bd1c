import type { AppLink, AppLinkInput, AppPlatform, StaffAppLink } from '@wl/shared';
import type { Ctx } from '../../context.js';
import type { Db, Tx } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import { plainText } from '../engage/plain-text.js';
import type { Resource } from '@wl/shared';
import { isSafeLink } from './urls.js';

/**
 * App links (docs/PAGES.md): the iOS and Android entries of a merchant. The table is the one
 * source of truth; every save rewrites the matching entries of `settings.resources` (the site
 * configuration's resources by resourceType) in the same transaction, so the public site
 * configuration always agrees with the download page. A platform without a row reads as "not configured".
 */
export const PLATFORMS: AppPlatform[] = ['ios', 'android'];
const RESOURCE_TYPE: Record<AppPlatform, string> = { ios: 'iOS', android: 'Android' };
const LABEL: Record<AppPlatform, string> = { ios: 'iOS app', android: 'Android app' };

interface Row {
  platform: AppPlatform;
  url: string;
  version: string;
  minOs: string;
  sizeMb: string | null;
  releaseNotes: string;
  enabled: boolean;
  updatedAt: Date;
  updatedBy: string | null;
}
const empty = (platform: AppPlatform): StaffAppLink => ({
  platform,
  url: '',
  version: '',
  minOs: '',
  sizeMb: null,
  releaseNotes: '',
  enabled: false,
  updatedAt: null,
  updatedBy: null,
});
const view = (r: Row): StaffAppLink => ({
  platform: r.platform,
  url: r.url,
  version: r.version,
  minOs: r.minOs,
  sizeMb: r.sizeMb === null ? null : Number(r.sizeMb),
  releaseNotes: r.releaseNotes,
  enabled: r.enabled,
  updatedAt: r.updatedAt.toISOString(),
  updatedBy: r.updatedBy,
});

/** Both platforms, iOS first, with who changed them last (the console's view). */
export async function staffAppLinks(db: Db, merchantId: number): Promise<StaffAppLink[]> {
  const rows = await db<Row[]>`
    select a.platform, a.url, a.version, a.min_os, a.size_mb, a.release_notes, a.enabled, a.updated_at, st.username as updated_by
    from app_links a left join staff st on st.id = a.updated_by where a.merchant_id = ${merchantId}`;
  return PLATFORMS.map((p) => {
    const r = rows.find((x) => x.platform === p);
    return r ? view(r) : empty(p);
  });
}

/** What members see: a disabled entry keeps its facts but no link (nothing to download). */
export async function publicAppLinks(db: Db, merchantId: number): Promise<AppLink[]> {
  return (await staffAppLinks(db, merchantId)).map(({ updatedBy: _by, ...a }) => (a.enabled ? a : { ...a, url: '' }));
}

function clean(input: AppLinkInput): AppLinkInput {
  const url = input.url.trim();
  if (url && !isSafeLink(url)) throw new AppError('APP_LINK_URL_INVALID', { fields: { url: 'https://... or /path' } });
  if (input.enabled && !url) throw new AppError('VALIDATION_FAILED', { fields: { url: 'an enabled app needs a download link' } });
  return {
    url,
    version: plainText(input.version),
    minOs: plainText(input.minOs),
    sizeMb: input.sizeMb === null ? null : Math.round(input.sizeMb * 10) / 10,
    releaseNotes: plainText(input.releaseNotes),
    enabled: input.enabled,
  };
}

/** The resources list with this merchant's app entries replaced by the enabled rows. */
export function mirrorResources(resources: Resource[], links: StaffAppLink[]): Resource[] {
  const others = resources.filter((r) => !PLATFORMS.some((p) => r.resourceType.toLowerCase() === p));
  const apps = links.filter((l) => l.enabled && l.url).map((l) => ({ resourceType: RESOURCE_TYPE[l.platform], labelNameEn: LABEL[l.platform], url: l.url }));
  return [...apps, ...others];
}

/** Saves one platform and rewrites the site configuration's app resources from the table. */
export async function saveAppLink(ctx: Ctx, merchantId: number, staffId: number, platform: AppPlatform, input: AppLinkInput): Promise<StaffAppLink> {
  const a = clean(input);
  return ctx.sql.begin(async (tx) => {
    // One writer per merchant: the resources rewrite reads then writes the settings row.
    const [m] = await tx<{ resources: Resource[] | null }[]>`select settings->'resources' as resources from merchants where id = ${merchantId} for update`;
    await tx`
      insert into app_links (merchant_id, platform, url, version, min_os, size_mb, release_notes, enabled, updated_at, updated_by)
      values (${merchantId}, ${platform}, ${a.url}, ${a.version}, ${a.minOs}, ${a.sizeMb}, ${a.releaseNotes}, ${a.enabled}, now(), ${staffId})
      on conflict (merchant_id, platform) do update set url = excluded.url, version = excluded.version, min_os = excluded.min_os,
        size_mb = excluded.size_mb, release_notes = excluded.release_notes, enabled = excluded.enabled, updated_at = now(), updated_by = excluded.updated_by`;
    const links = await staffAppLinks(tx, merchantId);
    await ctx.merchants.update(tx, merchantId, { resources: mirrorResources(m?.resources ?? [], links) });
    return links.find((l) => l.platform === platform)!;
  });
}

/** Demo data and new merchants: adopt the app entries a merchant's resources already list. */
export async function adoptResourceApps(tx: Tx, merchantId: number, extra: Partial<Record<AppPlatform, Partial<AppLinkInput>>> = {}): Promise<void> {
  const [m] = await tx<{ resources: Resource[] | null }[]>`select settings->'resources' as resources from merchants where id = ${merchantId}`;
  for (const p of PLATFORMS) {
    const r = (m?.resources ?? []).find((x) => x.resourceType.toLowerCase() === p && x.url);
    const e = extra[p];
    if (!r && !e) continue;
    await tx`
      insert into app_links (merchant_id, platform, url, version, min_os, size_mb, release_notes, enabled)
      values (${merchantId}, ${p}, ${e?.url ?? r?.url ?? ''}, ${e?.version ?? ''}, ${e?.minOs ?? ''}, ${e?.sizeMb ?? null}, ${e?.releaseNotes ?? ''}, ${e?.enabled ?? !!r})
      on conflict do nothing`;
  }
}
