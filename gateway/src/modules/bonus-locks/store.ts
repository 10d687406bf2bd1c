import { bonusLockRules, type BonusLockSource, type BonusLockStatus, type LockFigures } from '@wl/shared';
import type { Db, Tx } from '../../db/index.js';
import { validBetsAfter } from '../wallet/turnover.js';

/**
 * Writing and reading bonus locks (docs/PROMOTIONS.md "Locked bonus"). A lock is written by the
 * transaction that pays its bonus; its progress is the one turnover count (wallet/turnover.ts) of
 * valid bets after the last posting booked before the bonus, read when it is needed.
 */

export interface NewLock {
  merchantId: number;
  /** The merchant's settings: the expiry comes from its rules. */
  settings: unknown;
  accountId: number;
  source: BonusLockSource;
  sourceId: number | string;
  title: string;
  amount: number;
  /** The wagering it asks for (bonus x multiple); 0 writes no lock. */
  required: number;
  /** The posting id valid bets count after (postingWatermark before the bonus was posted). */
  turnoverFrom: number | string;
  journalId: number | string;
}

/** Records the lock of a bonus just paid, in the paying transaction. Nothing without a requirement. */
export async function createBonusLock(tx: Tx, l: NewLock): Promise<void> {
  if (l.amount <= 0 || l.required <= 0) return;
  const days = bonusLockRules(l.settings).expiryDays;
  await tx`
    insert into bonus_locks (merchant_id, account_id, source_kind, source_id, title, amount, wagering_required, turnover_from, journal_id, expires_at)
    values (${l.merchantId}, ${l.accountId}, ${l.source}, ${l.sourceId}, ${l.title.slice(0, 100)}, ${l.amount}, ${l.required},
            ${l.turnoverFrom}, ${l.journalId}, now() + make_interval(days => ${days}))`;
}

export interface LockRow {
  id: string;
  accountId: string;
  sourceKind: BonusLockSource;
  sourceId: string;
  title: string;
  amount: string;
  wageringRequired: string;
  /** Valid bets since the bonus, capped at the requirement. */
  wagered: string;
  status: BonusLockStatus;
  createdAt: Date;
  expiresAt: Date;
}

/** Columns of `l` (bonus_locks) for LockRow, with the lock's progress. */
export const LOCK_COLUMNS = `l.id, l.account_id, l.source_kind, l.source_id, l.title, l.amount, l.wagering_required, l.status, l.created_at, l.expires_at,
  least(l.wagering_required, ${validBetsAfter('l.account_id', 'l.turnover_from')})::bigint as wagered`;

export const figuresOf = (r: LockRow): LockFigures => ({ amount: Number(r.amount), required: Number(r.wageringRequired), wagered: Number(r.wagered) });

/** The member's active locks, oldest first. */
export async function activeLocks(db: Db, accountId: number): Promise<LockRow[]> {
  return db<LockRow[]>`select ${db.unsafe(LOCK_COLUMNS)} from bonus_locks l where l.account_id = ${accountId} and l.status = 'active' order by l.id`;
}
