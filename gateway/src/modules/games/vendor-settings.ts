import type { GameType, StaffVendor, StaffVendorSettings } from '@wl/shared';
import type { Db, Sql } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import { gamesHooks } from './hooks.js';
import { forgetVisibleVendors } from './catalogue.js';

/** Staff settings of the catalogue for one merchant (docs/GAMES.md "Staff"). */

interface Row {
  code: string;
  name: string;
  gameTypes: GameType[] | null;
  gameCount: number;
  defaultEnabled: boolean;
  vendorMaintenance: boolean;
  configured: boolean;
  enabled: boolean;
  sort: number;
  maintenance: boolean;
}

const vendorRows = (db: Db, merchantId: number, code: string | null) => db<Row[]>`
  select gv.code, gv.name, c.game_types, coalesce(c.game_count, 0)::int as game_count, gv.default_enabled, gv.maintenance as vendor_maintenance,
    (mv.vendor_code is not null) as configured, coalesce(mv.enabled, gv.default_enabled) as enabled,
    coalesce(mv.sort, gv.sort) as sort, coalesce(mv.maintenance, false) as maintenance
  from game_vendors gv
  left join merchant_vendors mv on mv.vendor_code = gv.code and mv.merchant_id = ${merchantId}
  left join lateral (
    select array_agg(distinct g.game_type order by g.game_type) as game_types, count(*) as game_count from games g where g.vendor_code = gv.code
  ) c on true
  where ${code ? db`gv.code = ${code}` : db`true`}
  order by coalesce(mv.sort, gv.sort), gv.code`;

const toStaff = (r: Row): StaffVendor => ({
  vassalage: r.code,
  name: r.name,
  gameTypes: r.gameTypes ?? [],
  gameCount: r.gameCount,
  defaultEnabled: r.defaultEnabled,
  vendorMaintenance: r.vendorMaintenance,
  configured: r.configured,
  enabled: r.enabled,
  sort: r.sort,
  maintenance: r.maintenance,
});

export async function staffVendors(db: Db, merchantId: number): Promise<StaffVendor[]> {
  return (await vendorRows(db, merchantId, null)).map(toStaff);
}

export async function saveVendorSettings(sql: Sql, merchantId: number, code: string, s: StaffVendorSettings): Promise<StaffVendor> {
  const [vendor] = await sql`select 1 from game_vendors where code = ${code}`;
  if (!vendor) throw new AppError('VENDOR_NOT_FOUND');
  await sql.begin(async (tx) => {
    await tx`
      insert into merchant_vendors (merchant_id, vendor_code, enabled, sort, maintenance)
      values (${merchantId}, ${code}, ${s.enabled}, ${s.sort}, ${s.maintenance})
      on conflict (merchant_id, vendor_code) do update set enabled = excluded.enabled, sort = excluded.sort, maintenance = excluded.maintenance`;
    // Enabling a vendor gives the site its own wallet-API credential for it (random, made once, by
    // vendor-wallet through the hook); the admin rotates it to learn the secret to hand to the
    // vendor (docs/SEAMLESS.md "Rotation").
    if (s.enabled) for (const hook of gamesHooks.onVendorEnabled) await hook(tx, merchantId, code);
  });
  forgetVisibleVendors(merchantId);
  return toStaff((await vendorRows(sql, merchantId, code))[0]!);
}

/** A game's maintenance flag. The catalogue is shared, so this holds for every merchant. */
export async function setGameMaintenance(sql: Sql, nodeId: number, maintenance: boolean): Promise<{ nodeId: number; maintenance: boolean }> {
  const [row] = await sql<{ nodeId: string }[]>`update games set maintenance = ${maintenance} where node_id = ${nodeId} returning node_id`;
  if (!row) throw new AppError('GAME_NOT_FOUND');
  return { nodeId, maintenance };
}
