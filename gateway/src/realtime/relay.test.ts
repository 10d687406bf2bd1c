import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { HandedOn } from './handed-on.js';
import { SCAN_ALL, wakeAccounts, wakePayload } from './wake.js';

describe('HandedOn', () => {
  it('knows nothing of an account at first: the scan must look, and the cursor decides where from', () => {
    const h = new HandedOn();
    expect(h.seqOf(7)).toBeNull();
    expect(h.needs(7, 1)).toBe(true);
  });

  it('after a row is handed on, only later rows of the account are needed', () => {
    const h = new HandedOn();
    h.record(7, 3, 100n);
    expect(h.seqOf(7)).toBe(3);
    expect(h.needs(7, 3)).toBe(false);
    expect(h.needs(7, 2)).toBe(false);
    expect(h.needs(7, 4)).toBe(true);
  });

  it('forgets an account once the cursor is past the transaction of its last row, not before', () => {
    const h = new HandedOn();
    h.record(1, 5, 100n);
    h.record(2, 9, 120n);
    h.forgetBelow(100n);
    expect(h.size).toBe(2);
    h.forgetBelow(101n);
    expect(h.seqOf(1)).toBeNull();
    expect(h.seqOf(2)).toBe(9);
  });

  it('any history: an entry lives exactly while its last transaction is at or above the cursor', () => {
    const step = fc.oneof(
      fc.record({ a: fc.integer({ min: 1, max: 6 }), tx: fc.bigInt({ min: 1n, max: 50n }) }),
      fc.record({ cursor: fc.bigInt({ min: 1n, max: 50n }) }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        const h = new HandedOn();
        const model = new Map<number, { seq: number; tx: bigint }>();
        for (const s of steps) {
          if ('cursor' in s) {
            h.forgetBelow(s.cursor);
            for (const [a, l] of model) if (l.tx < s.cursor) model.delete(a);
          } else {
            const seq = (model.get(s.a)?.seq ?? 0) + 1;
            h.record(s.a, seq, s.tx);
            model.set(s.a, { seq, tx: s.tx });
          }
        }
        for (let a = 1; a <= 6; a++) expect(h.seqOf(a)).toBe(model.get(a)?.seq ?? null);
      }),
    );
  });
});

describe('wake-up payloads', () => {
  it('name the accounts, and come back as the same accounts', () => {
    expect(wakePayload([3, 10, 7])).toBe('3,10,7');
    expect(wakeAccounts('3,10,7')).toEqual([3, 10, 7]);
  });

  it('say "scan everything" when the accounts would not fit in a NOTIFY', () => {
    const many = Array.from({ length: 2_000 }, (_, i) => 1_000_000 + i);
    expect(wakePayload(many)).toBe(SCAN_ALL);
    expect(wakeAccounts(SCAN_ALL)).toBeNull();
  });

  it('read anything else (an empty or foreign payload) as "scan everything"', () => {
    expect(wakeAccounts('')).toBeNull();
    expect(wakeAccounts('1,,2')).toBeNull();
    expect(wakeAccounts('drop table')).toBeNull();
  });
});
