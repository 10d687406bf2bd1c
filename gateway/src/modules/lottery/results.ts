import type { CurrentDrawValue, DrawPage, LotteryDraw } from '@wl/shared';
import type { Db } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import type { LotteryGameRow } from './games.js';

interface DrawRow {
  gameCode: string;
  issue: string;
  status: LotteryDraw['status'];
  opensAt: Date;
  closesAt: Date;
  drawsAt: Date;
  seedHash: string;
  serverSeed: string;
  result: string[] | null;
}

const DRAW_SELECT = `
  select g.game_code, d.issue, d.status, d.opens_at, d.closes_at, d.draws_at, d.seed_hash, d.server_seed, d.result
  from lottery_draws d join games g on g.node_id = d.node_id`;

/** The seed stays secret until the draw is drawn: before that only its hash is shown. */
export const drawView = (d: DrawRow): LotteryDraw => {
  const revealed = d.status === 'drawn' || d.status === 'settled';
  return {
    gameCode: d.gameCode,
    issue: d.issue,
    status: d.status,
    opensAt: d.opensAt.toISOString(),
    closesAt: d.closesAt.toISOString(),
    drawsAt: d.drawsAt.toISOString(),
    seedHash: d.seedHash,
    serverSeed: revealed ? d.serverSeed : null,
    result: revealed ? d.result : null,
  };
};

/**
 * The draw a member bets on or waits for (`current`: the earliest not yet drawn whose draw time
 * is still ahead, open or closed) and the one after it, with the server's clock so the page can
 * count down without trusting the device's time.
 */
export async function currentDraw(db: Db, game: LotteryGameRow): Promise<CurrentDrawValue> {
  const now = (await db<{ now: Date }[]>`select now() as now`)[0]!.now;
  const rows = await db<DrawRow[]>`
    ${db.unsafe(DRAW_SELECT)}
    where d.node_id = ${game.nodeId} and d.status in ('open', 'closed') and d.draws_at > ${now}
    order by d.draws_at limit 2`;
  return { serverTime: now.toISOString(), current: rows[0] ? drawView(rows[0]) : null, next: rows[1] ? drawView(rows[1]) : null };
}

/** A game's drawn results, newest first, seeds revealed. */
export async function openedDraws(db: Db, game: LotteryGameRow, page: number, pageSize: number): Promise<DrawPage> {
  const rows = await db<DrawRow[]>`
    ${db.unsafe(DRAW_SELECT)}
    where d.node_id = ${game.nodeId} and d.status in ('drawn', 'settled')
    order by d.draws_at desc limit ${pageSize} offset ${(page - 1) * pageSize}`;
  const [count] = await db<{ n: string }[]>`select count(*) as n from lottery_draws where node_id = ${game.nodeId} and status in ('drawn', 'settled')`;
  const total = Number(count!.n);
  return { list: rows.map(drawView), pageNum: page, pageSize, total, totalPages: Math.ceil(total / pageSize) };
}

/** The latest drawn result of each of these games. */
export async function latestOpened(db: Db, games: LotteryGameRow[]): Promise<LotteryDraw[]> {
  if (games.length === 0) return [];
  const rows = await db<DrawRow[]>`
    select l.* from unnest(${games.map((g) => g.nodeId)}::bigint[]) as n(node_id)
    cross join lateral (
      ${db.unsafe(DRAW_SELECT)}
      where d.node_id = n.node_id and d.status in ('drawn', 'settled') order by d.draws_at desc limit 1
    ) l`;
  return rows.map(drawView);
}

export async function drawDetail(db: Db, game: LotteryGameRow, issue: string): Promise<LotteryDraw> {
  const [d] = await db<DrawRow[]>`${db.unsafe(DRAW_SELECT)} where d.node_id = ${game.nodeId} and d.issue = ${issue}`;
  if (!d) throw new AppError('DRAW_NOT_FOUND');
  return drawView(d);
}
