import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { inAccountOrder } from './relay.js';
import type { EventRow } from './event-log.js';

const row = (accountId: number, seq: number): EventRow =>
  ({ txid: '1', accountId: String(accountId), seq: String(seq), type: 'balance:changed', payload: {}, createdAt: new Date(0) }) as EventRow;
const perAccount = (rows: EventRow[]) => {
  const seqs = new Map<string, number[]>();
  for (const r of rows) seqs.set(r.accountId, [...(seqs.get(r.accountId) ?? []), Number(r.seq)]);
  return seqs;
};

describe('inAccountOrder', () => {
  it('hands back the same array when every account already rises', () => {
    const rows = [row(2, 1), row(1, 5), row(2, 2), row(1, 6)];
    expect(inAccountOrder(rows)).toBe(rows);
  });

  it('puts a late sequence from an early transaction back in order (numbers, not text: 9 before 10)', () => {
    const out = inAccountOrder([row(1, 10), row(3, 1), row(1, 9)]);
    expect(perAccount(out).get('1')).toEqual([9, 10]);
    expect(out).toHaveLength(3);
  });

  it('any page: each account rises and no row is lost or doubled', () => {
    const page = fc.array(fc.record({ a: fc.integer({ min: 1, max: 5 }), s: fc.integer({ min: 1, max: 10_000 }) }), { maxLength: 60 });
    fc.assert(
      fc.property(page, (items) => {
        const unique = [...new Map(items.map((i) => [`${i.a}:${i.s}`, i])).values()];
        const rows = unique.map((i) => row(i.a, i.s));
        const out = inAccountOrder(rows);
        expect(out.map((r) => `${r.accountId}:${r.seq}`).sort()).toEqual(rows.map((r) => `${r.accountId}:${r.seq}`).sort());
        for (const seqs of perAccount(out).values()) expect(seqs).toEqual([...seqs].sort((x, y) => x - y));
      }),
    );
  });
});
