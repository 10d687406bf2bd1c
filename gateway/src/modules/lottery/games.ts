import type { LotteryGame } from '@wl/shared';
import type { Db } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import { PLAY_TYPES, modesOf, oddsFor, type LotteryKind, type PrizeMode } from './rules.js';

/** A lottery game as the services use it: the catalogue row joined with its schedule. */
export interface LotteryGameRow {
  nodeId: number;
  gameCode: string;
  vendorCode: string;
  name: string;
  kind: LotteryKind;
  prizeMode: PrizeMode;
  intervalSeconds: number;
  closeBeforeSeconds: number;
  minBet: number;
  maxBet: number;
  trialAllowed: boolean;
  /** The game or its vendor is under maintenance (for everyone). */
  gameMaintenance: boolean;
  vendorMaintenance: boolean;
}

type Raw = Omit<LotteryGameRow, 'nodeId' | 'minBet' | 'maxBet'> & { nodeId: string; minBet: string; maxBet: string };

const fromRaw = (r: Raw): LotteryGameRow => ({ ...r, nodeId: Number(r.nodeId), minBet: Number(r.minBet), maxBet: Number(r.maxBet) });

/**
 * Enabled lottery games that have a catalogue row. With a merchant, only vendors the merchant
 * shows (an explicit merchant_vendors row, or a vendor enabled by default), and the merchant's
 * own maintenance flag joins the vendor's.
 */
export async function lotteryGames(db: Db, merchantId: number | null, filter: { gameCode?: string; prizeMode?: string } = {}): Promise<LotteryGameRow[]> {
  const rows = await db<Raw[]>`
    select g.node_id, g.game_code, g.vendor_code, g.name, lg.kind, lg.prize_mode, lg.interval_seconds, lg.close_before_seconds,
           lg.min_bet, lg.max_bet, g.trial_allowed, g.maintenance as game_maintenance,
           (v.maintenance or coalesce(mv.maintenance, false)) as vendor_maintenance
    from lottery_games lg
    join games g on g.vendor_code = lg.vendor_code and g.game_code = lg.game_code
    join game_vendors v on v.code = g.vendor_code
    left join merchant_vendors mv on mv.vendor_code = v.code and mv.merchant_id = ${merchantId ?? 0}
    where lg.enabled
      and (${merchantId === null} or coalesce(mv.enabled, v.default_enabled))
      and (${filter.gameCode ?? null}::text is null or g.game_code = ${filter.gameCode ?? null})
    order by v.sort, g.sort, g.node_id`;
  const games = rows.map(fromRaw);
  const mode = filter.prizeMode as PrizeMode | undefined;
  return mode ? games.filter((g) => modesOf(g.prizeMode).includes(mode)) : games;
}

/** One game by its code, for this merchant; GAME_NOT_FOUND when it is not a lottery game it shows. */
export async function lotteryGame(db: Db, merchantId: number, gameCode: string): Promise<LotteryGameRow> {
  const [g] = await lotteryGames(db, merchantId, { gameCode });
  if (!g) throw new AppError('GAME_NOT_FOUND');
  return g;
}

/** A game as a page of `mode` lists it: its odds in that mode (the game's own mode when none is asked). */
export function gameView(g: LotteryGameRow, mode: PrizeMode = g.prizeMode): LotteryGame {
  return {
    nodeId: g.nodeId,
    gameCode: g.gameCode,
    vassalage: g.vendorCode,
    gameName: g.name,
    kind: g.kind,
    prizeMode: mode,
    intervalSeconds: g.intervalSeconds,
    closeBeforeSeconds: g.closeBeforeSeconds,
    minBet: g.minBet,
    maxBet: g.maxBet,
    maintenance: g.gameMaintenance || g.vendorMaintenance,
    playTypes: PLAY_TYPES[g.kind].map((p) => ({
      code: p.code,
      ...(p.options ? { options: p.options } : {}),
      ...(p.digits !== undefined ? { digits: p.digits } : {}),
      odds: oddsFor(p, mode),
    })),
  };
}
