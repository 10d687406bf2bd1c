import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { scheduleText } from './schedule';

// A stand-in t that shows which key and count were chosen.
const t = ((key: string, o?: { count?: number }) => (o?.count === undefined ? key : `${key}:${o.count}`)) as unknown as TFunction;

describe('scheduleText', () => {
  it('puts ticking jobs in seconds, minutes or hours', () => {
    expect(scheduleText({ cron: null, everySeconds: 1 }, t)).toBe('jobs.every.seconds:1');
    expect(scheduleText({ cron: null, everySeconds: 120 }, t)).toBe('jobs.every.minutes:2');
    expect(scheduleText({ cron: null, everySeconds: 7200 }, t)).toBe('jobs.every.hours:2');
    expect(scheduleText({ cron: null, everySeconds: 90 }, t)).toBe('jobs.every.seconds:90');
  });

  it('reads the cron lines the engine writes, and shows any other as it is', () => {
    expect(scheduleText({ cron: '* * * * *', everySeconds: null }, t)).toBe('jobs.every.minutes:1');
    expect(scheduleText({ cron: '*/10 * * * *', everySeconds: null }, t)).toBe('jobs.every.minutes:10');
    expect(scheduleText({ cron: '0 * * * *', everySeconds: null }, t)).toBe('jobs.every.hours:1');
    expect(scheduleText({ cron: '0 */6 * * *', everySeconds: null }, t)).toBe('jobs.every.hours:6');
    expect(scheduleText({ cron: '0 0 * * *', everySeconds: null }, t)).toBe('jobs.every.day');
    expect(scheduleText({ cron: '5 4 * * 1', everySeconds: null }, t)).toBe('5 4 * * 1');
  });
});
