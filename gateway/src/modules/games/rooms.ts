import type { RoomListValue } from '@wl/shared';
import type { Db } from '../../db/index.js';
import type { Merchant } from '../site/settings.js';
import { visibleVendors } from './catalogue.js';

/**
 * PVP rooms (GLS2_roomList; docs/GAMES.md "Rooms"): each PVP game of a visible vendor is offered
 * at a few bet tiers. `players` is the number of unexpired game sessions of that game on this
 * merchant (a launched game holds a session until it expires), shown on each of its tiers since
 * a session does not name a tier.
 */
export const ROOM_TIERS = [
  { key: 'bronze', name: 'Bronze', minBet: 1_000, maxBet: 10_000 },
  { key: 'silver', name: 'Silver', minBet: 10_000, maxBet: 100_000 },
  { key: 'gold', name: 'Gold', minBet: 100_000, maxBet: 1_000_000 },
] as const;
const SEATS = 6;

export async function roomList(db: Db, merchant: Merchant, vassalage?: string): Promise<RoomListValue> {
  const rows = await db<{ nodeId: string; name: string; vendorCode: string; players: number }[]>`
    select g.node_id, g.name, g.vendor_code,
      (select count(*)::int from game_sessions s where s.node_id = g.node_id and s.merchant_id = ${merchant.id} and s.expires_at > now()) as players
    from games g join ${visibleVendors(db, merchant.id)} v on v.code = g.vendor_code
    where g.game_type = 'PVP' and not g.is_group and not (g.maintenance or v.maintenance)
      ${vassalage ? db`and g.vendor_code = ${vassalage}` : db``}
    order by v.sort, g.sort, g.node_id`;
  return {
    list: rows.flatMap((r) =>
      ROOM_TIERS.map((t) => ({
        roomId: `${r.nodeId}-${t.key}`,
        name: `${r.name} · ${t.name}`,
        vassalage: r.vendorCode,
        nodeId: Number(r.nodeId),
        minBet: t.minBet,
        maxBet: t.maxBet,
        seats: SEATS,
        players: r.players,
      })),
    ),
  };
}
