import { flagsFromModules, type SiteFlags } from '@wl/shared';
import type { Db, Sql } from '../../db/index.js';
import type { Merchant, MerchantSettings } from './settings.js';

/** How long a cached merchant is trusted: staff edits on another node show within this. */
const FRESH_MS = 1000;
/**
 * Hard caps, far above any real number of sites. The maps can only ever hold merchants and
 * domains that staff configured (never a host a visitor made up), so the caps are a second
 * line of defence, not the bound itself.
 */
const MAX_MERCHANTS = 1_000;
const MAX_DOMAINS = 5_000;
/** Longest DNS name; anything longer cannot be a configured domain. */
const MAX_HOST = 253;

/** `Example.COM:8080` → `example.com`; `[::1]:3000` → `[::1]`. */
export function hostKey(host: string | undefined): string {
  const h = (host ?? '').trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1 || h.length);
  return h.split(':')[0]!;
}

interface Cached<T> {
  at: number;
  value: T;
}

/** Insert or refresh, dropping the oldest entry when a new key would pass the cap. */
function remember<K, V>(map: Map<K, Cached<V>>, key: K, value: V, max: number, at: number) {
  map.delete(key);
  if (map.size >= max) map.delete(map.keys().next().value as K);
  map.set(key, { at, value });
}

/**
 * Merchant lookup by request host, falling back to the first merchant for a host no merchant
 * lists. Settings are read on almost every request, so they are cached for a second; staff
 * edits clear the cache here and other nodes see them within that second.
 *
 * The cache is keyed by merchant, with a map from configured domains to merchant ids beside
 * it. A host that no merchant lists is resolved by one indexed query each time and leaves
 * nothing behind, so made-up Host headers cannot grow memory (docs/TENANCY.md).
 */
export class Merchants {
  private cached = new Map<number, Cached<Merchant>>();
  private domains = new Map<string, Cached<number>>();
  constructor(private sql: Sql) {}

  /** Entries held now: for tests and for a health view; bounded by the caps above. */
  get size(): { merchants: number; domains: number } {
    return { merchants: this.cached.size, domains: this.domains.size };
  }

  async forHost(host: string | undefined): Promise<Merchant> {
    const key = hostKey(host);
    const now = Date.now();
    const domain = this.domains.get(key);
    if (domain && now - domain.at < FRESH_MS) {
      const hit = this.cached.get(domain.value);
      if (hit && now - hit.at < FRESH_MS) return hit.value;
    }
    // The listed merchant, else the first one; `listed` says whether the host is configured.
    const probe = key.length <= MAX_HOST ? key : '';
    const rows = await this.sql<(Merchant & { listed: boolean })[]>`
      select id, code, settings, coalesce(settings->'domains' ? ${probe}, false) as listed from merchants
      where id = coalesce((select min(id) from merchants where settings->'domains' ? ${probe}), (select min(id) from merchants))`;
    const row = rows[0];
    if (!row) throw new Error('no merchant configured: the database was not seeded');
    const { listed, ...merchant } = row;
    const at = Date.now();
    remember(this.cached, merchant.id, merchant, MAX_MERCHANTS, at);
    if (listed) remember(this.domains, key, merchant.id, MAX_DOMAINS, at);
    return merchant;
  }

  async byId(db: Db, id: number): Promise<Merchant> {
    const [m] = await db<Merchant[]>`select id, code, settings from merchants where id = ${id}`;
    if (!m) throw new Error(`merchant ${id} missing`);
    return m;
  }

  async update(db: Db, id: number, patch: Partial<MerchantSettings>): Promise<Merchant> {
    const [m] = await db<Merchant[]>`
      update merchants set settings = settings || ${db.json(patch as never)}, updated_at = now()
      where id = ${id} returning id, code, settings`;
    // Domains may have moved between merchants too: forget both maps.
    this.cached.clear();
    this.domains.clear();
    return m!;
  }

  flags(m: Merchant): SiteFlags {
    return flagsFromModules(m.settings.whitelabel);
  }
}

/** The merchant clock when its settings name no offset: UTC+8. */
export const DEFAULT_UTC_OFFSET_MINUTES = 8 * 60;

/**
 * A merchant's fixed offset from UTC (settings.utcOffsetMinutes) when it holds a usable one: the
 * time zone of the winners board, the agent clock, team periods and settlement.
 */
export function offsetFromSettings(settings: unknown): number {
  const o = (settings as { utcOffsetMinutes?: unknown } | null)?.utcOffsetMinutes;
  return typeof o === 'number' && Number.isInteger(o) && Math.abs(o) <= 14 * 60 ? o : DEFAULT_UTC_OFFSET_MINUTES;
}
