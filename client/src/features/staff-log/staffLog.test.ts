import { describe, expect, it } from 'vitest';
import { apiQuery, detailsSummary, noFilters, rangeInvalid, readFilters, writeFilters } from './staffLog';

const read = (q: string) => readFilters(new URLSearchParams(q));

describe('staff log filters in the URL', () => {
  it('reads what is set and round-trips it', () => {
    const f = read('staffId=4&action=replay:view&accountId=12&from=2026-03-01&to=2026-03-02&page=3');
    expect(f).toEqual({ staffId: 4, accountId: 12, action: 'replay:view', from: '2026-03-01', to: '2026-03-02', page: 3 });
    expect(readFilters(writeFilters(f))).toEqual(f);
  });

  it('treats anything malformed as no filter, so a hand-edited link still opens', () => {
    expect(read('staffId=abc&accountId=-3&from=2026-02-31&to=yesterday&page=0')).toEqual(noFilters);
    expect(read('staffId=1e3&accountId=99999999999999999999')).toEqual(noFilters);
  });

  it('leaves page 1 and empty filters out of the URL', () => {
    expect(writeFilters(noFilters).toString()).toBe('');
    expect(writeFilters({ ...noFilters, action: 'withdrawals' }).toString()).toBe('action=withdrawals');
  });

  it('asks the gateway for whole local days, the last one included', () => {
    const q = apiQuery({ ...noFilters, from: '2026-03-01', to: '2026-03-01' });
    expect(q.from).toBe(new Date(2026, 2, 1).toISOString());
    expect(q.to).toBe(new Date(2026, 2, 2).toISOString());
    expect(apiQuery(noFilters)).toEqual({ staffId: undefined, accountId: undefined, action: undefined, from: undefined, to: undefined, page: 1 });
  });

  it('knows an empty range', () => {
    expect(rangeInvalid({ from: '2026-03-02', to: '2026-03-01' })).toBe(true);
    expect(rangeInvalid({ from: '2026-03-01', to: '2026-03-01' })).toBe(false);
    expect(rangeInvalid({ from: '', to: '2026-03-01' })).toBe(false);
  });
});

describe('staff log details summary', () => {
  it('fills the route with its parameters and lists the plain body fields', () => {
    const details = {
      route: '/wps/support/withdrawals/:id/reject',
      method: 'PUT',
      params: { id: 17 },
      body: { reason: 'wrong name', paymentPassword: '[redacted]', nested: { a: 1 } },
      status: 200,
    };
    expect(detailsSummary(details)).toBe('withdrawals/17/reject · reason=wrong name · paymentPassword=[redacted]');
  });

  it('shows a replay read by its types and count', () => {
    expect(detailsSummary({ from: 'x', to: 'y', types: ['balance:changed'], count: 3, truncated: true })).toBe(
      'x → y · types=balance:changed · count=3 · truncated',
    );
    expect(detailsSummary({ types: null })).toBe('');
    expect(detailsSummary(null)).toBe('');
  });
});
