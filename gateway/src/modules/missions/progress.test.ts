import { describe, expect, it } from 'vitest';
import { statusOf, windowOf, type MissionRow } from './progress.js';

/** The period a mission counts in (merchant time) and the status the member sees (docs/MISSIONS.md). */
const mission = (over: Partial<MissionRow> = {}): MissionRow => ({
  id: '1',
  merchantId: 1,
  title: 'T',
  description: '',
  kind: 'valid_bets',
  target: '1000',
  period: 'daily',
  startsAt: null,
  endsAt: null,
  reward: '100',
  enabled: true,
  sort: 0,
  updatedAt: new Date(),
  ...over,
});

describe('mission periods', () => {
  it('counts a day and a Monday-to-Monday week in merchant time', () => {
    // 2030-01-01 17:30 UTC is 01:30 on Wednesday the 2nd at UTC+8.
    const now = new Date('2030-01-01T17:30:00Z');
    expect(windowOf(mission(), now, 480)).toEqual({ start: new Date('2030-01-01T16:00:00Z'), end: new Date('2030-01-02T16:00:00Z') });
    expect(windowOf(mission({ period: 'weekly' }), now, 480)).toEqual({ start: new Date('2029-12-30T16:00:00Z'), end: new Date('2030-01-06T16:00:00Z') });
    const event = { startsAt: new Date('2030-01-01T00:00:00Z'), endsAt: new Date('2030-01-03T00:00:00Z') };
    expect(windowOf(mission({ period: 'event', ...event }), now, 480)).toEqual({ start: event.startsAt, end: event.endsAt });
  });

  it('derives upcoming, in progress, claimable, claimed and expired', () => {
    const w = { start: new Date('2030-01-01T00:00:00Z'), end: new Date('2030-01-02T00:00:00Z') };
    const during = new Date('2030-01-01T12:00:00Z');
    expect(statusOf(mission(), w, 0, false, new Date('2029-12-31T00:00:00Z'))).toBe('upcoming');
    expect(statusOf(mission(), w, 999, false, during)).toBe('in_progress');
    expect(statusOf(mission(), w, 1000, false, during)).toBe('claimable');
    expect(statusOf(mission(), w, 1000, true, during)).toBe('claimed');
    expect(statusOf(mission(), w, 1000, false, w.end)).toBe('expired');
    expect(statusOf(mission(), w, 1000, true, w.end)).toBe('claimed');
  });
});
