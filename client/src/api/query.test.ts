import { describe, expect, it } from 'vitest';
import type { LoggedEvent } from '@wl/shared';
import { ApiError } from './http';
import { publishLiveEvent } from '../stores/live';
import { createQueryClient, onEvent, shouldRetry } from './query';

const balance = (seq: number, amount: number): LoggedEvent => ({ seq, type: 'balance:changed', payload: { balance: amount, currency: 'PHP' }, at: '' });
const unread = (seq: number, n: number): LoggedEvent => ({ seq, type: 'unread:changed', payload: { unreadMessages: n }, at: '' });

describe('event -> query wiring', () => {
  it('marks the registered queries stale when their event arrives, and only those', () => {
    const client = createQueryClient();
    client.setQueryData(['wallet', 'summary'], { balance: 1 });
    client.setQueryData(['wallet', 'history', 1], []);
    client.setQueryData(['messages'], []);
    const off = onEvent('balance:changed', ['wallet'], undefined, client);
    publishLiveEvent(balance(1, 100));
    expect(client.getQueryState(['wallet', 'summary'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['wallet', 'history', 1])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['messages'])?.isInvalidated).toBe(false);
    off();
    client.setQueryData(['wallet', 'summary'], { balance: 2 });
    publishLiveEvent(balance(2, 200));
    expect(client.getQueryState(['wallet', 'summary'])?.isInvalidated).toBe(false);
  });

  it('computes the key from the payload, and a null key touches nothing', () => {
    const client = createQueryClient();
    client.setQueryData(['inbox', 'unread'], 0);
    const off = onEvent('unread:changed', (p) => (p.unreadMessages > 0 ? ['inbox'] : null), undefined, client);
    publishLiveEvent(unread(1, 0));
    expect(client.getQueryState(['inbox', 'unread'])?.isInvalidated).toBe(false);
    publishLiveEvent(unread(2, 3));
    expect(client.getQueryState(['inbox', 'unread'])?.isInvalidated).toBe(true);
    off();
  });

  it('patches the cached value from the payload when given an update, without a refetch', () => {
    const client = createQueryClient();
    client.setQueryData(['inbox', 'count'], { unread: 1, total: 9 });
    const off = onEvent<'unread:changed', { unread: number; total: number }>(
      'unread:changed',
      ['inbox', 'count'],
      (cached, p) => cached && { ...cached, unread: p.unreadMessages },
      client,
    );
    publishLiveEvent(unread(1, 5));
    off();
    expect(client.getQueryData(['inbox', 'count'])).toEqual({ unread: 5, total: 9 });
    expect(client.getQueryState(['inbox', 'count'])?.isInvalidated).toBe(false);
  });
});

describe('retry policy', () => {
  it('asks again only after a passing failure, at most twice', () => {
    expect(shouldRetry(0, new ApiError('INTERNAL', 'network'))).toBe(true);
    expect(shouldRetry(1, new ApiError('REQUEST_TIMEOUT', 'slow'))).toBe(true);
    expect(shouldRetry(2, new ApiError('INTERNAL', 'network'))).toBe(false);
  });

  it('never repeats a refusal the gateway meant', () => {
    for (const code of ['TOKEN_INVALID', 'TOKEN_MISSING', 'VALIDATION_FAILED', 'NOT_FOUND', 'FORBIDDEN', 'TOO_MANY_REQUESTS']) {
      expect(shouldRetry(0, new ApiError(code, code)), code).toBe(false);
    }
    expect(shouldRetry(0, new Error('render bug'))).toBe(false);
  });
});
