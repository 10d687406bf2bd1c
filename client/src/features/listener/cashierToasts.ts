import type { EventPayloads, LoggedEvent } from '@wl/shared/core';
import { sessionStore } from '../../session/session';
import { createStore } from '../../lib/store';
import { onLiveEvent } from '../../stores/live';

/**
 * The short notices of a money status change (docs/CASHIER.md "Pushes"): a deposit paid or
 * refused, a withdrawal approved, paid or refused. The inbox message of the same change carries
 * any words from staff; the toast only says what happened, in the member's language.
 */
export type CashierToast = { key: string; kind: 'deposit' | 'withdrawal'; id: number; status: 'paid' | 'rejected' | 'approved' };

const TOASTED: Record<string, ReadonlySet<string>> = { deposit: new Set(['paid', 'rejected']), withdrawal: new Set(['approved', 'paid', 'rejected']) };
/** A reconnect replaying many changes shows the newest few, not a wall. */
export const TOAST_MAX = 3;
export const TOAST_MS = 8_000;

export function toToast(e: LoggedEvent): CashierToast | null {
  if (e.type !== 'cashier:changed') return null;
  const p = e.payload as EventPayloads['cashier:changed'];
  if (!TOASTED[p.kind]?.has(p.status)) return null;
  return { key: `${p.kind}:${p.id}:${p.status}`, kind: p.kind, id: p.id, status: p.status as CashierToast['status'] };
}

export const addToast = (list: CashierToast[], t: CashierToast | null): CashierToast[] =>
  !t || list.some((x) => x.key === t.key) ? list : [...list, t].slice(-TOAST_MAX);

export const toastStore = createStore<CashierToast[]>([]);
export const dismissToast = (key: string) => toastStore.set((l) => l.filter((x) => x.key !== key));

onLiveEvent('cashier:changed', (_p, e) => {
  if (sessionStore.get().phase === 'member') toastStore.set((l) => addToast(l, toToast(e)));
});
sessionStore.subscribe(() => {
  if (sessionStore.get().phase !== 'member' && toastStore.get().length) toastStore.set([]);
});
