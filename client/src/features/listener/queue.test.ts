import { describe, expect, it } from 'vitest';
import type { EventType, LoggedEvent } from '@wl/shared/core';
import { QUEUE_MAX, current, dismiss, emptyQueue, enqueue, isAt, targetOf, type AttentionQueue } from './queue';

let seq = 0;
const ev = (type: EventType, payload: unknown): LoggedEvent => ({ seq: ++seq, type, payload: payload as never, at: new Date().toISOString() });
const all = (q: AttentionQueue, ...events: LoggedEvent[]) => events.reduce(enqueue, q);

describe('listener modal queue', () => {
  it('shows events that need attention one after another, oldest first', () => {
    let q = all(
      emptyQueue,
      ev('win:big', { nodeId: 1, gameName: 'Golden Reels', amount: 150000, currency: 'PHP' }),
      ev('balance:changed', { balance: 1, currency: 'PHP' }),
      ev('message:received', { id: 7, title: 'Hello', from: 'staff' }),
      ev('unread:changed', { unreadMessages: 1 }),
      ev('cashier:changed', { kind: 'withdrawal', id: 3, status: 'paid' }),
    );
    expect(q.items.map((a) => a.kind)).toEqual(['win', 'message', 'withdrawal']);
    expect(current(q)).toMatchObject({ kind: 'win', gameName: 'Golden Reels', amount: 150000 });
    q = dismiss(q);
    expect(current(q)).toMatchObject({ kind: 'message', id: 7, title: 'Hello' });
    q = dismiss(dismiss(q));
    expect(current(q)).toBeNull();
    expect(dismiss(q)).toBe(q);
  });

  it('takes finished withdrawals only, never deposits or steps in between', () => {
    const q = all(
      emptyQueue,
      ev('cashier:changed', { kind: 'withdrawal', id: 1, status: 'approved' }),
      ev('cashier:changed', { kind: 'withdrawal', id: 1, status: 'confirmed' }),
      ev('cashier:changed', { kind: 'deposit', id: 2, status: 'paid' }),
      ev('cashier:changed', { kind: 'withdrawal', id: 4, status: 'rejected' }),
    );
    expect(q.items).toEqual([{ kind: 'withdrawal', key: 'withdrawal:4:rejected', id: 4, status: 'rejected' }]);
  });

  it('ignores forced logout (the dialog layer shows it) and duplicates of the same message or withdrawal', () => {
    const msg = ev('message:received', { id: 9, title: 'Again', from: 'system' });
    const q = all(
      emptyQueue,
      ev('session:revoked', { reason: 'staff', sessionId: 1 }),
      msg,
      { ...msg, seq: msg.seq + 100 },
      ev('cashier:changed', { kind: 'withdrawal', id: 5, status: 'paid' }),
      ev('cashier:changed', { kind: 'withdrawal', id: 5, status: 'paid' }),
    );
    expect(q.items.map((a) => a.key)).toEqual(['message:9', 'withdrawal:5:paid']);
  });

  it('lets a message whose news has its own notice (a cashier change) count in the badge without popping up', () => {
    const q = all(
      emptyQueue,
      ev('cashier:changed', { kind: 'withdrawal', id: 6, status: 'paid' }),
      ev('message:received', { id: 10, title: 'Withdrawal paid', from: 'system', announced: true }),
      ev('message:received', { id: 11, title: 'VIP bonus', from: 'system' }),
    );
    expect(q.items.map((a) => a.key)).toEqual(['withdrawal:6:paid', 'message:11']);
  });

  it('keeps the one on screen and the newest waiting ones when flooded', () => {
    const events = Array.from({ length: QUEUE_MAX + 10 }, (_, i) => ev('message:received', { id: 1000 + i, title: `m${i}`, from: 'system' }));
    const q = all(emptyQueue, ...events);
    expect(q.items).toHaveLength(QUEUE_MAX);
    expect(q.items[0]).toMatchObject({ id: 1000 });
    expect(q.items[1]).toMatchObject({ id: 1011 });
    expect(q.items.at(-1)).toMatchObject({ id: 1000 + QUEUE_MAX + 9 });
  });
});

describe('a notice about the page the member is on', () => {
  it('is that page when path and tab match, whatever else the address says', () => {
    const withdrawal = { kind: 'withdrawal', key: 'w', id: 1, status: 'paid' } as const;
    expect(isAt(targetOf(withdrawal), '/member', '?tab=withdraw&page=2')).toBe(true);
    expect(isAt(targetOf(withdrawal), '/member', '?tab=messageV2')).toBe(false);
    expect(isAt(targetOf(withdrawal), '/', '')).toBe(false);
    expect(isAt(targetOf({ kind: 'win', key: 'x', gameName: 'g', amount: 1, currency: 'PHP' }), '/member', '?tab=withdraw')).toBe(false);
  });
});
