import { describe, expect, it, vi } from 'vitest';
import type { LoggedEvent } from '@wl/shared';
import { onLiveEvent, publishLiveEvent } from './live';

const balance = (seq: number, amount: number): LoggedEvent => ({ seq, type: 'balance:changed', payload: { balance: amount, currency: 'PHP' }, at: '' });

describe('live event store', () => {
  it('hands each event to the subscribers of its type only, until they unsubscribe', () => {
    const balances: number[] = [];
    const unread = vi.fn();
    const off = onLiveEvent('balance:changed', (p) => balances.push(p.balance));
    const offUnread = onLiveEvent('unread:changed', unread);
    publishLiveEvent(balance(1, 100));
    off();
    publishLiveEvent(balance(2, 200));
    offUnread();
    expect(balances).toEqual([100]);
    expect(unread).not.toHaveBeenCalled();
  });

  it('a failing subscriber does not stop the others', () => {
    const seen: number[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const a = onLiveEvent('balance:changed', () => {
      throw new Error('boom');
    });
    const b = onLiveEvent('balance:changed', (p) => seen.push(p.balance));
    publishLiveEvent(balance(3, 300));
    a();
    b();
    spy.mockRestore();
    expect(seen).toEqual([300]);
  });
});
