import { FAVOURITES_MAX, type FavouriteListValue, type GamePage, type GameType } from '@wl/shared';
import type { Db, Fragment, Sql } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import type { Merchant } from '../site/settings.js';
import { cardColumns, toCard, visibleGame, visibleVendors, type CardRow } from './catalogue.js';

/** Favourites and recent games of a member (docs/GAMES.md "Favourites"). */

export async function favouriteIds(db: Db, accountId: number): Promise<number[]> {
  const rows = await db<{ nodeId: string }[]>`select node_id from favourite_games where account_id = ${accountId} order by created_at desc, node_id desc`;
  return rows.map((r) => Number(r.nodeId));
}

/**
 * Adds a favourite. A duplicate is a success that adds nothing (the client's toggle may repeat);
 * the count is checked under a per-account advisory lock so two tabs cannot pass the cap together.
 */
export async function addFavourite(sql: Sql, merchantId: number, accountId: number, nodeId: number): Promise<number[]> {
  if (!(await visibleGame(sql, merchantId, nodeId))) throw new AppError('GAME_NOT_FOUND');
  await sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(hashtext('favourites'), hashtext(${String(accountId)}))`;
    const [held] = await tx<{ n: number; has: boolean }[]>`
      select count(*)::int as n, bool_or(node_id = ${nodeId}) as has from favourite_games where account_id = ${accountId}`;
    if (held?.has) return;
    if ((held?.n ?? 0) >= FAVOURITES_MAX) throw new AppError('FAVOURITES_FULL', { max: FAVOURITES_MAX });
    await tx`insert into favourite_games (account_id, node_id) values (${accountId}, ${nodeId}) on conflict do nothing`;
  });
  return favouriteIds(sql, accountId);
}

/** Removes a favourite; removing one the member does not hold is a success. Unknown games are GAME_NOT_FOUND. */
export async function removeFavourite(sql: Sql, accountId: number, nodeId: number): Promise<number[]> {
  const [game] = await sql`select 1 from games where node_id = ${nodeId}`;
  if (!game) throw new AppError('GAME_NOT_FOUND');
  await sql`delete from favourite_games where account_id = ${accountId} and node_id = ${nodeId}`;
  return favouriteIds(sql, accountId);
}

/**
 * One page of the member's own cards (favourites or recent games) from `source` (the member's rows
 * as `m`, joined to the games the merchant still shows), ordered by `order`, with the total.
 */
async function memberCards(db: Db, merchant: Merchant, source: Fragment, order: Fragment, gameType: GameType | undefined, pageNo: number, pageSize: number) {
  const from = db`
    from ${source} m join games g on g.node_id = m.node_id join ${visibleVendors(db, merchant.id)} v on v.code = g.vendor_code
    where ${gameType ? db`g.game_type = ${gameType}` : db`true`}`;
  const [rows, [count]] = await Promise.all([
    db<CardRow[]>`select ${cardColumns(db)} ${from} order by ${order} limit ${pageSize} offset ${(pageNo - 1) * pageSize}`,
    db<{ total: number }[]>`select count(*)::int as total ${from}`,
  ]);
  const total = count?.total ?? 0;
  return { cards: rows.map((r) => toCard(r)), total, totalPages: Math.ceil(total / pageSize) };
}

/** MCSFE_getFavoriteGamesList: favourites still visible on this merchant, newest first. */
export async function favouriteList(
  db: Db,
  merchant: Merchant,
  accountId: number,
  q: { gameType?: GameType; pageNo?: number; pageSize?: number },
): Promise<FavouriteListValue> {
  const pageNo = q.pageNo ?? 1;
  const source = db`(select node_id, created_at from favourite_games where account_id = ${accountId})`;
  const p = await memberCards(db, merchant, source, db`m.created_at desc, m.node_id desc`, q.gameType, pageNo, q.pageSize ?? 999);
  return { content: p.cards, pageNum: pageNo, totalPages: p.totalPages, total: p.total };
}

/** GCS_recentGame: games the member launched (rows written by the launch route), newest first. */
export async function recentGames(
  db: Db,
  merchant: Merchant,
  accountId: number,
  q: { gameType?: GameType; page?: number; pageSize?: number },
): Promise<GamePage> {
  const pageNo = q.page ?? 1;
  const pageSize = q.pageSize ?? 20;
  const source = db`(select node_id, played_at from recent_games where account_id = ${accountId})`;
  const p = await memberCards(db, merchant, source, db`m.played_at desc, m.node_id desc`, q.gameType, pageNo, pageSize);
  return { list: p.cards, pageNum: pageNo, pageSize, total: p.total, totalPages: p.totalPages };
}
