import type { PointsEntryKind } from '@wl/shared';
import type { Db, Tx } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import { appendEvent } from '../../realtime/event-log.js';

/**
 * The points book (docs/POINTS.md "Book"): one balance row per account and an append-only journal.
 * Every change is one conditional update of the balance row (`balance + points >= 0` in the where
 * clause), so the row lock orders two spends of one account and the second finds what the first
 * left: two redemptions that together exceed the balance leave exactly one. The journal row and the
 * `points:changed` push are written in the same transaction.
 */

export interface PointsChange {
  merchantId: number;
  accountId: number;
  kind: PointsEntryKind;
  /** Signed: earn and refund add, redeem and convert take. */
  points: number;
  redemptionId?: number | null;
  ratio?: number | null;
  validBet?: number | null;
  betCount?: number | null;
}

export interface PointsMoved {
  balance: number;
  version: number;
  journalId: number;
}

/** Makes sure the account has a balance row (a no-op when it has one; never locks it). */
export async function openPointsAccount(tx: Tx, merchantId: number, accountId: number) {
  await tx`insert into points_accounts (account_id, merchant_id) values (${accountId}, ${merchantId}) on conflict (account_id) do nothing`;
}

/** Moves points; POINTS_INSUFFICIENT (nothing written) when a spend exceeds the balance. */
export async function movePoints(tx: Tx, c: PointsChange, extra: { validBet?: number; remainder?: number; earned?: number } = {}): Promise<PointsMoved> {
  if (!Number.isSafeInteger(c.points) || c.points === 0) throw new AppError('INVALID_AMOUNT');
  await openPointsAccount(tx, c.merchantId, c.accountId);
  const [row] = await tx<{ balance: string; version: string }[]>`
    update points_accounts set balance = balance + ${c.points}, version = version + 1, updated_at = now(),
      earned_total = earned_total + ${extra.earned ?? 0}, valid_bet_total = valid_bet_total + ${extra.validBet ?? 0},
      earn_remainder = coalesce(${extra.remainder ?? null}::bigint, earn_remainder)
    where account_id = ${c.accountId} and merchant_id = ${c.merchantId} and balance + ${c.points} >= 0
    returning balance, version`;
  if (!row) throw new AppError('POINTS_INSUFFICIENT');
  const balance = Number(row.balance);
  const version = Number(row.version);
  const [j] = await tx<{ id: string }[]>`
    insert into points_journal (merchant_id, account_id, kind, points, balance_before, balance_after, ratio, valid_bet, bet_count, redemption_id)
    values (${c.merchantId}, ${c.accountId}, ${c.kind}, ${c.points}, ${balance - c.points}, ${balance}, ${c.ratio ?? null},
      ${c.validBet ?? null}, ${c.betCount ?? null}, ${c.redemptionId ?? null})
    returning id`;
  await appendEvent(tx, c.accountId, 'points:changed', { balance, changed: c.points, reason: c.kind, version });
  return { balance, version, journalId: Number(j!.id) };
}

export async function pointsBalance(db: Db, accountId: number) {
  const [row] = await db<{ balance: string; earnedTotal: string; earnRemainder: string; validBetTotal: string; version: string }[]>`
    select balance, earned_total, earn_remainder, valid_bet_total, version from points_accounts where account_id = ${accountId}`;
  const [held] = await db<
    { n: string }[]
  >`select coalesce(sum(points), 0) as n from points_redemptions where account_id = ${accountId} and status = 'in_process'`;
  return {
    balance: Number(row?.balance ?? 0),
    earnedTotal: Number(row?.earnedTotal ?? 0),
    nextPointProgress: Number(row?.earnRemainder ?? 0),
    validBetTotal: Number(row?.validBetTotal ?? 0),
    version: Number(row?.version ?? 0),
    held: Number(held?.n ?? 0),
  };
}
