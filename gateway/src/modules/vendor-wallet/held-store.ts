import type { Tx } from '../../db/index.js';
import { noteAfterCommit } from '../../db/commit-signal.js';
import { maxSingleCreditOf, type HoldReason, type WinCaps } from './held-rules.js';
import { noteQueue } from '../site/queue-notes.js';

/**
 * The database side of the win caps for the wallet (wallet.ts): the caps that apply to one
 * credit, and the record of a credit held for review. Kept apart from the staff review
 * (held-credits.ts), which books through the wallet's helpers, so neither imports the other.
 */

/** Topic of the after-commit note the staff channel turns into `credit:held`. */
export const CREDIT_HELD = 'credit:held';

/**
 * The game's multiplier, else its vendor's (which defaults to DEFAULT_MAX_WIN_MULTIPLIER); null
 * for our own games, whose payouts come from their published rules and a committed outcome,
 * not from an outside party's claim. The merchant's single-credit cap applies to every game.
 */
export async function winCaps(tx: Tx, merchantId: number, nodeId: number, inHouse: boolean): Promise<WinCaps> {
  const [row] = await tx<{ multiplier: number | null; settings: unknown }[]>`
    select coalesce(g.max_win_multiplier, v.max_win_multiplier) as multiplier,
           (select settings from merchants where id = ${merchantId}) as settings
    from games g join game_vendors v on v.code = g.vendor_code where g.node_id = ${nodeId}`;
  return { maxMultiplier: inHouse ? null : (row?.multiplier ?? null), maxSingleCredit: maxSingleCreditOf(row?.settings ?? null) };
}

export interface Hold {
  merchantId: number;
  accountId: number;
  vendor: string;
  nodeId: number;
  txId: string;
  betTxId: string;
  roundId: string;
  currency: string;
  stake: number;
  amount: number;
  reason: HoldReason;
  caps: WinCaps;
}

/** Records the hold and tells the staff channel once the caller's transaction commits. */
export async function recordHold(tx: Tx, h: Hold): Promise<number> {
  const [row] = await tx<{ id: string }[]>`
    insert into held_credits (merchant_id, account_id, vendor_code, node_id, tx_id, bet_tx_id, round_id, currency, stake, amount,
                              reason, max_multiplier, max_single_credit)
    values (${h.merchantId}, ${h.accountId}, ${h.vendor}, ${h.nodeId}, ${h.txId}, ${h.betTxId}, ${h.roundId}, ${h.currency}, ${h.stake},
            ${h.amount}, ${h.reason}, ${h.caps.maxMultiplier}, ${h.caps.maxSingleCredit})
    returning id`;
  const id = Number(row!.id);
  noteAfterCommit(tx, { topic: CREDIT_HELD, merchantId: h.merchantId, payload: { id } });
  noteQueue(tx, h.merchantId, 'heldCredits');
  return id;
}
