import { describe, expect, it } from 'vitest';
import { cronFor } from './engine.js';

describe('cronFor', () => {
  it('says the intervals cron can say exactly', () => {
    expect(cronFor(60_000)).toBe('* * * * *');
    expect(cronFor(600_000)).toBe('*/10 * * * *');
    expect(cronFor(3_600_000)).toBe('0 * * * *');
    expect(cronFor(6 * 3_600_000)).toBe('0 */6 * * *');
    expect(cronFor(24 * 3_600_000)).toBe('0 0 * * *');
  });

  it('leaves every other interval to the node ticker', () => {
    for (const ms of [500, 2000, 59_000, 90_000, 7 * 60_000, 90 * 60_000, 5 * 3_600_000, 48 * 3_600_000, 99_999_999]) expect(cronFor(ms)).toBeNull();
  });
});
