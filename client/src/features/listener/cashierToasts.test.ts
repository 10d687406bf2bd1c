import { describe, expect, it } from 'vitest';
import type { LoggedEvent } from '@wl/shared/core';
import { addToast, TOAST_MAX, toToast } from './cashierToasts';

const ev = (kind: string, id: number, status: string, seq = id): LoggedEvent =>
  ({ seq, type: 'cashier:changed', payload: { kind, id, status }, at: '2026-01-01T00:00:00.000Z' }) as unknown as LoggedEvent;

describe('cashier toasts', () => {
  it('toasts the five money status changes and nothing else', () => {
    const shown = [
      ev('deposit', 1, 'paid'),
      ev('deposit', 2, 'rejected'),
      ev('withdrawal', 3, 'approved'),
      ev('withdrawal', 4, 'paid'),
      ev('withdrawal', 5, 'rejected'),
    ];
    expect(shown.map(toToast).map((t) => t?.status)).toEqual(['paid', 'rejected', 'approved', 'paid', 'rejected']);
    for (const quiet of [ev('deposit', 6, 'failed'), ev('deposit', 7, 'expired'), ev('withdrawal', 8, 'confirmed')]) expect(toToast(quiet)).toBeNull();
  });

  it('shows one toast per change and keeps the newest few', () => {
    let list = addToast([], toToast(ev('withdrawal', 1, 'paid')));
    list = addToast(list, toToast(ev('withdrawal', 1, 'paid', 9)));
    expect(list).toHaveLength(1);
    for (let i = 2; i < 10; i++) list = addToast(list, toToast(ev('deposit', i, 'paid')));
    expect(list).toHaveLength(TOAST_MAX);
    expect(list.at(-1)!.id).toBe(9);
  });
});
