import { lockedPart, type BonusLocksValue } from '@wl/shared';
import type { Db } from '../../db/index.js';
import { offsetFromSettings } from '../site/merchants.js';
import type { Merchant } from '../site/settings.js';
import { walletFor } from '../wallet/ledger.js';
import { activeLocks, figuresOf } from './store.js';

/** The main wallet's balance, the part of it the active locks hold (with those locks), and the rest. */
export async function lockedBalance(db: Db, accountId: number) {
  const [wallet, rows] = await Promise.all([walletFor(db, accountId, 'real'), activeLocks(db, accountId)]);
  const balance = wallet ? Number(wallet.balance) : 0;
  const locked = lockedPart(balance, rows.map(figuresOf));
  return { balance, locked, withdrawable: balance - locked, currency: wallet?.currency, rows };
}

/**
 * What the member sees (reward centre, withdraw form): the active locks with their progress and
 * the part of the main balance they hold. A read writes nothing: a met lock simply holds nothing
 * here, and the next withdrawal or sweep records its release.
 */
export async function memberBonusLocks(db: Db, merchant: Merchant, accountId: number, fallbackCurrency: string): Promise<BonusLocksValue> {
  const { rows, currency, ...held } = await lockedBalance(db, accountId);
  return {
    ...held,
    currency: currency ?? fallbackCurrency,
    utcOffsetMinutes: offsetFromSettings(merchant.settings),
    list: rows.map((r) => ({
      id: Number(r.id),
      source: r.sourceKind,
      sourceId: Number(r.sourceId),
      title: r.title,
      amount: Number(r.amount),
      wageringRequired: Number(r.wageringRequired),
      wagered: Number(r.wagered),
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      expiresAt: r.expiresAt.toISOString(),
    })),
  };
}
