import { describe, expect, it } from 'vitest';
import { parseRange } from './records.js';

describe('record date ranges', () => {
  it('accepts open ends and a start before the end', () => {
    expect(parseRange()).toEqual({ from: null, to: null });
    expect(parseRange('2026-11-01T00:00:00Z', '2026-11-08T00:00:00Z')).toEqual({
      from: new Date('2026-11-01T00:00:00Z'),
      to: new Date('2026-11-08T00:00:00Z'),
    });
  });

  it('refuses an end at or before the start, and years nobody has records for', () => {
    for (const [from, to] of [
      ['2026-11-08T00:00:00Z', '2026-11-01T00:00:00Z'],
      ['2026-11-01T00:00:00Z', '2026-11-01T00:00:00Z'],
      ['0001-01-01T00:00:00Z', undefined],
      [undefined, '9999-12-31T23:59:59Z'],
    ]) {
      expect(() => parseRange(from, to)).toThrowError(expect.objectContaining({ code: 'DATE_RANGE_INVALID' }));
    }
  });
});
