import type { ReplayEvent } from '@wl/shared/core';
import { applyToHeader, foldHeader, type MockHeader } from './mockHeader';

/**
 * The replay player (docs/REPLAY.md), pure: a reducer over a simulated clock. Time only enters
 * as `now` in the actions, so tests drive it with plain numbers and the page with Date.now().
 * At 1x the real gaps between events are kept, each capped at GAP_CAP_MS so idle hours do not
 * stall; 10x divides them; instant applies everything at once.
 */
export const GAP_CAP_MS = 5000;
export type Speed = 1 | 10 | 'instant';
export const SPEEDS: readonly Speed[] = [1, 10, 'instant'];

export interface PlayerState {
  events: readonly ReplayEvent[];
  /** The header before the first event (the state before the range). */
  start: MockHeader;
  /** How many events have been applied; the current one is events[applied - 1]. */
  applied: number;
  header: MockHeader;
  status: 'paused' | 'playing' | 'ended';
  speed: Speed;
  /** Simulated time at which the next event applies while playing. */
  dueAt: number | null;
}

export type PlayerAction =
  | { type: 'load'; events: readonly ReplayEvent[]; start: MockHeader }
  | { type: 'play'; now: number }
  | { type: 'pause' }
  | { type: 'step' }
  | { type: 'restart' }
  | { type: 'seek'; applied: number }
  | { type: 'speed'; speed: Speed; now: number }
  | { type: 'tick'; now: number };

export const initialPlayer = (events: readonly ReplayEvent[], start: MockHeader): PlayerState => ({
  events,
  start,
  applied: 0,
  header: start,
  status: events.length ? 'paused' : 'ended',
  speed: 1,
  dueAt: null,
});

/** The wait before events[next] at this speed: the gap since the event before it, capped. */
export function gapBefore(events: readonly ReplayEvent[], next: number, speed: Speed): number {
  if (speed === 'instant' || next <= 0 || next >= events.length) return 0;
  const gap = Date.parse(events[next]!.at) - Date.parse(events[next - 1]!.at);
  return Math.min(GAP_CAP_MS, Math.max(0, Number.isFinite(gap) ? gap : 0)) / speed;
}

function advance(s: PlayerState, to: number): PlayerState {
  const target = Math.min(Math.max(0, to), s.events.length);
  const header = target >= s.applied ? foldHeader(s.header, s.events.slice(s.applied, target)) : foldHeader(s.start, s.events.slice(0, target)); // backwards: rebuild from the start
  const ended = target >= s.events.length;
  return { ...s, applied: target, header, status: ended ? 'ended' : s.status, dueAt: ended ? null : s.dueAt };
}

export function playerReducer(s: PlayerState, a: PlayerAction): PlayerState {
  switch (a.type) {
    case 'load':
      return { ...initialPlayer(a.events, a.start), speed: s.speed };
    case 'play': {
      const from = s.status === 'ended' ? advance({ ...s, status: 'paused' }, 0) : s;
      if (from.events.length === 0) return from;
      if (from.speed === 'instant') return advance({ ...from, status: 'playing' }, from.events.length);
      return { ...from, status: 'playing', dueAt: a.now + gapBefore(from.events, from.applied, from.speed) };
    }
    case 'pause':
      return s.status === 'playing' ? { ...s, status: 'paused', dueAt: null } : s;
    case 'step':
      return s.applied >= s.events.length ? s : advance({ ...s, status: 'paused', dueAt: null }, s.applied + 1);
    case 'restart':
      return advance({ ...s, status: 'paused', dueAt: null }, 0);
    case 'seek':
      return advance({ ...s, status: s.status === 'ended' ? 'paused' : s.status }, a.applied);
    case 'speed': {
      const next = { ...s, speed: a.speed };
      if (s.status !== 'playing') return next;
      if (a.speed === 'instant') return advance(next, s.events.length);
      return { ...next, dueAt: a.now + gapBefore(s.events, s.applied, a.speed) };
    }
    case 'tick': {
      if (s.status !== 'playing' || s.dueAt === null || a.now < s.dueAt) return s;
      // Everything due by now, so a late timer (a background tab) catches up in one go.
      let st = s;
      let due: number = s.dueAt;
      while (st.status === 'playing' && due <= a.now) {
        st = { ...st, applied: st.applied + 1, header: applyToHeader(st.header, st.events[st.applied]!) };
        if (st.applied >= st.events.length) return { ...st, status: 'ended', dueAt: null };
        due += gapBefore(st.events, st.applied, st.speed);
      }
      return { ...st, dueAt: due };
    }
  }
}

/** How long the page's timer should wait before the next tick (null: no timer). */
export const wakeIn = (s: PlayerState, now: number): number | null => (s.status === 'playing' && s.dueAt !== null ? Math.max(0, s.dueAt - now) : null);

export const currentEvent = (s: PlayerState): ReplayEvent | null => (s.applied > 0 ? s.events[s.applied - 1]! : null);
