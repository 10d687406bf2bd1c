import { DEFAULT_UTC_OFFSET_MINUTES, offsetFromSettings } from '../site/merchants.js';
import { BIG_WIN_MIN, WINNERS_LIMIT, type GameType, type WinnerEntry } from '@wl/shared';
import type { Db, Tx } from '../../db/index.js';
import { appendEvent } from '../../realtime/event-log.js';
import { gamesHooks } from './hooks.js';
import type { Merchant } from '../site/settings.js';
import { artVersion } from './art.js';
import { gameIconUrl } from './catalogue.js';
import { maskName } from '../accounts/masks.js';

export interface Win {
  merchantId: number;
  accountId: number;
  nodeId: number;
  /** The journal entry that booked the win: a replayed win finds its row and adds nothing. */
  journalId: number;
  /** Minor units paid out by this win. */
  amount: number;
  currency: string;
  book: 'real' | 'play';
}

/**
 * Called in the transaction that books a win (seamless credit, in-house round, lottery prize).
 * Every real-money win joins the winners board, so a new site's board fills with its first wins;
 * the board lists big ones (BIG_WIN_MIN and above) first (rankList). The winners relay pushes the
 * board (`winners:updated`) after the commit. Only a big win tells the winner (`win:big`) and the
 * agents above them (onBigWin). Play money never reaches the board. True when the win was added.
 */
export async function recordWin(tx: Tx, w: Win): Promise<boolean> {
  if (w.book !== 'real' || w.amount <= 0) return false;
  const big = w.amount >= BIG_WIN_MIN;
  const rows = await tx`
    insert into winners (merchant_id, account_id, node_id, journal_id, amount, currency, big)
    values (${w.merchantId}, ${w.accountId}, ${w.nodeId}, ${w.journalId}, ${w.amount}, ${w.currency}, ${big})
    on conflict (journal_id) do nothing returning id`;
  if (rows.length === 0 || !big) return rows.length > 0;
  // The member's own listener modal (docs/REPLAY.md): logged in the winning transaction, so it
  // exists exactly when the win does and support can replay it. appendEvent marks the commit,
  // which also wakes the winners relay (winners-relay.ts) without waiting for its poll.
  const [game] = await tx<{ name: string }[]>`select name from games where node_id = ${w.nodeId}`;
  await appendEvent(tx, w.accountId, 'win:big', { nodeId: w.nodeId, gameName: game?.name ?? '', amount: w.amount, currency: w.currency });
  for (const hook of gamesHooks.onBigWin) await hook(tx, { accountId: w.accountId, amount: w.amount, currency: w.currency });
  return true;
}

/** The merchant's clock for gameTime: UTC+8 unless the merchant's settings name another offset. */

/** `yyyy-MM-dd HH:mm:ss` at a fixed offset from UTC (the winners board's "today" filter compares the date part). */
export function formatGameTime(at: Date, offsetMinutes = DEFAULT_UTC_OFFSET_MINUTES): string {
  return new Date(at.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 19).replace('T', ' ');
}

interface WinnerRow {
  id: string;
  amount: string;
  currency: string;
  createdAt: Date;
  username: string;
  nodeId: string;
  name: string;
  gameType: GameType;
  art: { motif?: string; hue?: number };
}

/**
 * GCSGAME_getRankList: the merchant's newest big wins, newest first, then its newest other wins
 * filling the board up to the limit, so the board is never empty once anyone has won; masked.
 */
export async function rankList(db: Db, merchant: Merchant, q: { gameCategory?: GameType | 'ALL'; limitNum?: number } = {}): Promise<WinnerEntry[]> {
  const category = q.gameCategory && q.gameCategory !== 'ALL' ? q.gameCategory : null;
  const limit = Math.min(q.limitNum ?? WINNERS_LIMIT, WINNERS_LIMIT);
  const part = (big: boolean) => db`
    (select w.id, w.big, w.amount, w.currency, w.created_at, a.username, g.node_id, g.name, g.game_type, g.art
     from winners w join accounts a on a.id = w.account_id join games g on g.node_id = w.node_id
     where w.merchant_id = ${merchant.id} and w.big = ${big} ${category ? db`and g.game_type = ${category}` : db``}
     order by w.id desc limit ${limit})`;
  const rows = await db<WinnerRow[]>`
    select * from (${part(true)} union all ${part(false)}) b order by b.big desc, b.id desc limit ${limit}`;
  const offset = offsetFromSettings(merchant.settings);
  return rows.map((r) => {
    // Each entry answers the name and amount under both of the original API's names (customerName
    // and player, winAmount and prize), so a client reading either finds them; the push carries
    // these same entries.
    const customerName = maskName(r.username);
    const winAmount = Number(r.amount);
    return {
      id: Number(r.id),
      gameName: r.name,
      iconUrl: gameIconUrl(Number(r.nodeId), artVersion(r.name, r.gameType, r.art)),
      customerName,
      player: customerName,
      winAmount,
      prize: winAmount,
      currency: r.currency,
      gameTime: formatGameTime(new Date(r.createdAt), offset),
      gameType: r.gameType,
      nodeId: Number(r.nodeId),
    };
  });
}
