import { describe, expect, it } from 'vitest';
import { periodOf } from './tasks-period.js';

describe('VIP task periods', () => {
  it("a day runs from the site's midnight: 23:30 UTC is the next day in Manila (UTC+8)", () => {
    const p = periodOf('daily', new Date('2025-03-04T23:30:00Z'), 480);
    expect(p.from.toISOString()).toBe('2025-03-04T16:00:00.000Z');
    expect(p.to.toISOString()).toBe('2025-03-05T16:00:00.000Z');
  });
  it("a week runs from Monday 00:00 in the site's offset", () => {
    // Sunday 2025-03-09 20:00 UTC is Monday 04:00 in Manila: the week of Monday 10 March.
    const p = periodOf('weekly', new Date('2025-03-09T20:00:00Z'), 480);
    expect(p.from.toISOString()).toBe('2025-03-09T16:00:00.000Z');
    expect(p.to.getTime() - p.from.getTime()).toBe(7 * 86_400_000);
    const utc = periodOf('weekly', new Date('2025-03-09T20:00:00Z'), 0);
    expect(utc.from.toISOString()).toBe('2025-03-03T00:00:00.000Z');
  });
});
