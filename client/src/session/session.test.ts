import { beforeEach, describe, expect, it } from 'vitest';
import { publishLiveEvent } from '../stores/live';
import { sessionStore, setBalance } from './session';

/** The header balance never goes back to an older figure, whatever order pushes and fetches arrive in. */
describe('the header balance', () => {
  beforeEach(() => sessionStore.set({ token: 't', member: null, balance: 100, balanceVersion: 3, currency: 'PHP', phase: 'member' }));

  const push = (seq: number, payload: Record<string, unknown>) =>
    publishLiveEvent({ seq, type: 'balance:changed', payload: { currency: 'PHP', ...payload } as never, at: '2026-11-23T00:00:00Z' });

  it('takes a newer version and ignores an older one', () => {
    setBalance(250, 'PHP', 5);
    expect(sessionStore.get()).toMatchObject({ balance: 250, balanceVersion: 5 });
    setBalance(180, 'PHP', 4); // a slow refresh answered after the push
    expect(sessionStore.get()).toMatchObject({ balance: 250, balanceVersion: 5 });
  });

  it('follows pushed main-wallet changes by version, and leaves vendor wallets out of the header', () => {
    push(1, { balance: 400, version: 6, wallet: 'real' });
    push(2, { balance: 390, version: 2, wallet: 'real' }); // stale frame
    push(3, { balance: 9_999, version: 9, wallet: 'vendor', vendor: 'JILI' });
    expect(sessionStore.get()).toMatchObject({ balance: 400, balanceVersion: 6 });
  });

  it('still shows a balance without a version (older log rows)', () => {
    push(4, { balance: 42 });
    expect(sessionStore.get()).toMatchObject({ balance: 42, balanceVersion: 3 });
  });
});
