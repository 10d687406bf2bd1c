import { flagsFromModules, type SiteFlags } from '@wl/shared';
import type { Db, Sql } from '../../db/index.js';
import type { Merchant, MerchantSettings } from './settings.js';

/**
 * Merchant lookup by request host, falling back to the first merchant. Settings are read on
 * almost every request, so they are cached for a second; staff edits clear the cache here and
 * other nodes see them within that second.
 */
export class Merchants {
  private cache = new Map<string, { at: number; merchant: Merchant }>();
  constructor(private sql: Sql) {}

  async forHost(host: string | undefined): Promise<Merchant> {
    const key = (host ?? '').split(':')[0]!.toLowerCase();
    const hit = this.cache.get(key);
    if (hit && Date.now() - hit.at < 1000) return hit.merchant;
    const rows = await this.sql<Merchant[]>`
      select id, code, settings from merchants
      order by (settings->'domains') ? ${key} desc, id asc limit 1`;
    const merchant = rows[0];
    if (!merchant) throw new Error('no merchant configured: the database was not seeded');
    this.cache.set(key, { at: Date.now(), merchant });
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
    this.cache.clear();
    return m!;
  }

  flags(m: Merchant): SiteFlags {
    return flagsFromModules(m.settings.whitelabel);
  }
}
