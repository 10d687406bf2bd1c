import { queryOptions } from '@tanstack/react-query';
import { isCreditHeld, type CreditHeld, ENDPOINTS } from '@wl/shared/core';
import { createStore } from '../../lib/store';
import { onStaffPush } from '../../console-kit/staffChannel';
import { callStaff } from '../../console-kit/staffApi';

/**
 * The console's held credits (docs/SEAMLESS.md "Round rules, caps and held credits"): the queue's
 * queries, and the `/staff` socket whose `credit:held` alerts refresh it and show a toast. The
 * socket is opened while the console frame is on screen and closed with it; the list, not the
 * push, is the truth, so every (re)connect reads it again.
 */
export const HELD_STATUSES = ['held', 'approved', 'refused', 'all'] as const;
export type HeldFilter = (typeof HELD_STATUSES)[number];

export const heldCreditsKey = ['staff', 'held-credits'] as const;
export const heldCreditsQuery = (status: HeldFilter, page: number) =>
  queryOptions({
    queryKey: [...heldCreditsKey, status, page],
    queryFn: ({ signal }) => callStaff(ENDPOINTS.staffHeldCredits, { query: { status, page }, signal }),
  });
/** The newest alerts not yet dismissed, newest first (a few at most). */
export const heldAlertsStore = createStore<CreditHeld[]>([]);
const MAX_ALERTS = 3;

export function dismissHeldAlert(id: number) {
  heldAlertsStore.set((list) => list.filter((a) => a.id !== id));
}

/** Listens on the console's staff socket; `onChange` runs on every alert and (re)connect. Returns the stop. */
export function openStaffAlerts(onChange: () => void): () => void {
  const stop = onStaffPush(
    'credit:held',
    (p) => {
      if (!isCreditHeld(p)) return console.warn('realtime: dropped a credit:held that does not fit the contract', p);
      heldAlertsStore.set((list) => [p, ...list.filter((a) => a.id !== p.id)].slice(0, MAX_ALERTS));
      onChange();
    },
    onChange,
  );
  return () => {
    stop();
    heldAlertsStore.set([]);
  };
}

/** `yyyy-MM-dd HH:mm` at the merchant's fixed offset, never the browser's zone, and its label. */
export function merchantStamp(iso: string, offsetMinutes: number): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : new Date(ms + offsetMinutes * 60_000).toISOString().slice(0, 16).replace('T', ' ');
}
export function gmtLabel(offsetMinutes: number): string {
  const abs = Math.abs(offsetMinutes);
  return `GMT${offsetMinutes >= 0 ? '+' : '-'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}
