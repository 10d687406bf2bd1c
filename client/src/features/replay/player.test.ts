import { describe, expect, it } from 'vitest';
import type { ReplayEvent } from '@wl/shared/core';
import { emptyHeader, foldHeader } from './mockHeader';
import { GAP_CAP_MS, currentEvent, gapBefore, initialPlayer, playerReducer, wakeIn, type PlayerAction, type PlayerState } from './player';

const T0 = Date.parse('2026-03-01T10:00:00.000Z');
const ev = (seq: number, offsetMs: number, type: string, payload: unknown): ReplayEvent => ({ seq, type, payload, at: new Date(T0 + offsetMs).toISOString() });
const events: ReplayEvent[] = [
  ev(1, 0, 'balance:changed', { balance: 1000, currency: 'PHP', version: 1 }),
  ev(2, 2000, 'unread:changed', { unreadMessages: 3 }),
  ev(3, 3_600_000, 'balance:changed', { balance: 500, currency: 'PHP', version: 2, wallet: 'vendor', vendor: 'X' }), // an idle hour, a sub-wallet
  ev(4, 3_601_000, 'win:big', { nodeId: 7, gameName: 'Golden Reels', amount: 150000, currency: 'PHP' }),
  ev(5, 3_601_500, 'balance:changed', { balance: 151000, currency: 'PHP', version: 3 }),
  ev(6, 3_602_000, 'session:revoked', { reason: 'staff', sessionId: 9 }),
];
const run = (s: PlayerState, ...actions: PlayerAction[]) => actions.reduce(playerReducer, s);
const start = () => initialPlayer(events, emptyHeader('PHP'));

describe('replay player', () => {
  it('keeps real gaps at 1x, caps idle ones, and divides them at 10x', () => {
    expect(gapBefore(events, 0, 1)).toBe(0);
    expect(gapBefore(events, 1, 1)).toBe(2000);
    expect(gapBefore(events, 2, 1)).toBe(GAP_CAP_MS);
    expect(gapBefore(events, 1, 10)).toBe(200);
    expect(gapBefore(events, 2, 10)).toBe(GAP_CAP_MS / 10);
    expect(gapBefore(events, 3, 'instant')).toBe(0);
  });

  it('plays at 1x on a simulated clock: nothing before its time, everything due after it', () => {
    let s = run(start(), { type: 'play', now: 0 });
    expect(wakeIn(s, 0)).toBe(0);
    s = run(s, { type: 'tick', now: 0 });
    expect(s.applied).toBe(1);
    expect(s.header.balance).toBe(1000);
    expect(wakeIn(s, 0)).toBe(2000);
    s = run(s, { type: 'tick', now: 1999 });
    expect(s.applied).toBe(1);
    s = run(s, { type: 'tick', now: 2000 });
    expect(s.applied).toBe(2);
    expect(s.header.unread).toBe(3);
    // The idle hour waits 5 s, not an hour.
    expect(wakeIn(s, 2000)).toBe(GAP_CAP_MS);
    s = run(s, { type: 'tick', now: 2000 + GAP_CAP_MS });
    expect(currentEvent(s)!.seq).toBe(3);
    expect(s.header.balance).toBe(1000); // a vendor sub-wallet is not the header's balance
    // A late timer catches up with everything due.
    s = run(s, { type: 'tick', now: 60_000 });
    expect(s.status).toBe('ended');
    expect(s.applied).toBe(6);
    expect(s.header).toMatchObject({ balance: 151000, balanceVersion: 3, signedOut: true, notice: { kind: 'revoked', reason: 'staff' } });
    expect(wakeIn(s, 60_000)).toBeNull();
  });

  it('runs ten times faster at 10x, and switching speed while playing reschedules the next event', () => {
    let s = run(start(), { type: 'speed', speed: 10, now: 0 }, { type: 'play', now: 0 }, { type: 'tick', now: 0 });
    expect(wakeIn(s, 0)).toBe(200);
    s = run(s, { type: 'tick', now: 200 });
    expect(s.applied).toBe(2);
    s = run(s, { type: 'speed', speed: 1, now: 300 });
    expect(wakeIn(s, 300)).toBe(GAP_CAP_MS);
  });

  it('applies everything at once when instant, from pause or while playing', () => {
    const s = run(start(), { type: 'speed', speed: 'instant', now: 0 }, { type: 'play', now: 0 });
    expect(s).toMatchObject({ status: 'ended', applied: 6 });
    expect(s.header.balance).toBe(151000);
    const mid = run(start(), { type: 'play', now: 0 }, { type: 'tick', now: 0 }, { type: 'speed', speed: 'instant', now: 5 });
    expect(mid).toMatchObject({ status: 'ended', applied: 6 });
  });

  it('pauses, steps one event at a time, seeks back and restarts with the right header', () => {
    let s = run(start(), { type: 'play', now: 0 }, { type: 'tick', now: 0 }, { type: 'pause' });
    expect(s).toMatchObject({ status: 'paused', dueAt: null, applied: 1 });
    s = run(s, { type: 'tick', now: 1_000_000 });
    expect(s.applied).toBe(1); // paused: time passing changes nothing
    s = run(s, { type: 'step' }, { type: 'step' }, { type: 'step' });
    expect(s.applied).toBe(4);
    expect(s.header.notice).toMatchObject({ kind: 'win', gameName: 'Golden Reels' });
    s = run(s, { type: 'seek', applied: 1 });
    expect(s.header).toMatchObject({ balance: 1000, unread: null, notice: null });
    s = run(s, { type: 'step' }, { type: 'step' }, { type: 'step' }, { type: 'step' }, { type: 'step' }, { type: 'step' });
    expect(s).toMatchObject({ status: 'ended', applied: 6 });
    s = run(s, { type: 'restart' });
    expect(s).toMatchObject({ status: 'paused', applied: 0 });
    expect(s.header).toEqual(emptyHeader('PHP'));
    // Play after the end starts over.
    const again = run(
      start(),
      { type: 'speed', speed: 'instant', now: 0 },
      { type: 'play', now: 0 },
      { type: 'speed', speed: 1, now: 0 },
      { type: 'play', now: 10 },
    );
    expect(again).toMatchObject({ status: 'playing', applied: 0, dueAt: 10 });
  });

  it('starts from the state before the range and never lets an older balance version win', () => {
    const before = foldHeader(emptyHeader('PHP'), [
      { type: 'balance:changed', payload: { balance: 42, currency: 'PHP', version: 5 } },
      { type: 'unread:changed', payload: { unreadMessages: 1 } },
    ]);
    const s = run(
      initialPlayer([ev(9, 0, 'balance:changed', { balance: 7, currency: 'PHP', version: 4 }), ev(10, 1, 'mystery:happened', {})], before),
      { type: 'step' },
      { type: 'step' },
    );
    expect(s.header).toMatchObject({ balance: 42, balanceVersion: 5, unread: 1 });
    expect(s.status).toBe('ended');
    expect(initialPlayer([], before).status).toBe('ended');
  });
});
