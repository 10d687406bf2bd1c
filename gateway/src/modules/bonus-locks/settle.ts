import { forfeitAmount, lockMet, withdrawableOf, type BonusLockRules } from '@wl/shared';
import type { Tx } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import { post } from '../wallet/ledger.js';
import { activeLocks, figuresOf, type LockRow } from './store.js';

/**
 * Settling a member's active locks (docs/PROMOTIONS.md "Locked bonus"), always in a transaction
 * that already holds the member's account row (`for no key update`) and, for the balance it reads,
 * the main wallet row: the lock order of every money path (docs/LEDGER.md). Lock rows change only
 * under the account row, so two settlements of one member take turns and the second finds the
 * first's result (a lock is settled once; the forfeit's idempotency key backs that up).
 */

/** The member's main wallet, row-locked: the first (and, for a withdrawal, only) holder wallet of the movement. */
export async function lockMainWallet(tx: Tx, accountId: number): Promise<{ balance: number; currency: string } | null> {
  const [w] = await tx<{ balance: string; currency: string }[]>`
    select balance, currency from wallets where account_id = ${accountId} and kind = 'real' for no key update`;
  return w ? { balance: Number(w.balance), currency: w.currency } : null;
}

/** What the member holds in game (vendor) wallets; read, not locked: it only decides a bust. */
async function gameBalance(tx: Tx, accountId: number): Promise<number> {
  const [r] = await tx<{ sum: string }[]>`
    select coalesce(sum(balance), 0)::text as sum from wallets where account_id = ${accountId} and kind = 'vendor' and book = 'real'`;
  return Number(r?.sum ?? 0);
}

async function close(
  tx: Tx,
  id: string,
  status: 'released' | 'forfeited',
  reason: 'wagered' | 'expired' | 'bust',
  forfeited = 0,
  journalId: number | null = null,
) {
  await tx`update bonus_locks set status = ${status}, reason = ${reason}, settled_at = now(), forfeited = ${forfeited}, forfeit_journal_id = ${journalId}
    where id = ${id} and status = 'active'`;
}

/**
 * Releases the met locks; with `forfeitExpired`, takes back what is left of each expired unmet
 * bonus (at most the balance: journal `bonus.forfeit` to the merchant's bonus wallet, key
 * `bonus-lock:forfeit:<id>`); then, when the main and game balances together are below the site's
 * bust threshold, closes the rest (nothing left to hold). Returns the locks still active and the balance after.
 */
export async function settleLocks(
  tx: Tx,
  p: { merchantId: number; accountId: number; rules: BonusLockRules; balance: number; currency: string; forfeitExpired: boolean; now?: Date },
): Promise<{ active: LockRow[]; balance: number }> {
  const now = p.now ?? new Date();
  let balance = p.balance;
  const active: LockRow[] = [];
  for (const l of await activeLocks(tx, p.accountId)) {
    const f = figuresOf(l);
    if (lockMet(f)) {
      await close(tx, l.id, 'released', 'wagered');
    } else if (p.forfeitExpired && l.expiresAt <= now) {
      const take = forfeitAmount(f, balance);
      let journalId: number | null = null;
      if (take > 0) {
        const res = await post(tx, {
          merchantId: p.merchantId,
          key: `bonus-lock:forfeit:${l.id}`,
          kind: 'bonus.forfeit',
          currency: p.currency,
          book: 'real',
          legs: [
            { wallet: { accountId: p.accountId, kind: 'real' }, amount: -take },
            { wallet: { system: 'bonus' }, amount: take },
          ],
          meta: { bonusLockId: Number(l.id), source: l.sourceKind, sourceId: Number(l.sourceId), title: l.title },
        });
        journalId = res.journalId;
        balance -= take;
      }
      await close(tx, l.id, 'forfeited', 'expired', take, journalId);
    } else {
      active.push(l);
    }
  }
  // Bust counts the game wallets too: parking the money in a game wallet must not release a lock.
  if (active.length > 0 && balance + (await gameBalance(tx, p.accountId)) < p.rules.bustBelow) {
    for (const l of active) await close(tx, l.id, 'forfeited', 'bust');
    return { active: [], balance };
  }
  return { active, balance };
}

/**
 * Refuses to let `amount` leave the player when it would take locked bonus money: BONUS_LOCKED
 * with what may leave now and what is locked. Met locks are released first, so a member who has
 * wagered enough is never refused over a lock that no longer holds. The caller holds the account
 * row and has read `balance` under the main wallet's row lock.
 */
export async function assertUnlocked(
  tx: Tx,
  p: { merchantId: number; accountId: number; rules: BonusLockRules; balance: number; currency: string; amount: number },
): Promise<void> {
  const { active, balance } = await settleLocks(tx, { ...p, forfeitExpired: false });
  const withdrawable = withdrawableOf(balance, active.map(figuresOf));
  if (p.amount > withdrawable) {
    throw new AppError('BONUS_LOCKED', { withdrawable, locked: balance - withdrawable, currency: p.currency });
  }
}
