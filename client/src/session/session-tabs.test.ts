import { afterEach, describe, expect, it } from 'vitest';
import { TabLink, isTabMessage, type ChannelLike } from './session-tabs';

/** Two tabs of one browser: two links on Node's BroadcastChannel of the same name. */
const open: BroadcastChannel[] = [];
function tab(name: string) {
  const c = new BroadcastChannel(name);
  (c as unknown as { unref(): void }).unref();
  open.push(c);
  return new TabLink(c as unknown as ChannelLike);
}
afterEach(() => {
  for (const c of open.splice(0)) c.close();
});

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the tabs link', () => {
  it('a new tab gets the session of a signed-in tab, addressed to it only', async () => {
    const a = tab('t1');
    const b = tab('t1');
    const bystander = tab('t1');
    const seen: string[] = [];
    bystander.on('share', (m) => seen.push(m.to));
    a.on('ask', (m) => a.post({ type: 'share', to: m.from, token: 'tok-a' }));
    expect(await b.ask(1_000)).toBe('tok-a');
    await wait(20);
    expect(seen).toEqual([b.id]);
    // The bystander asking gets its own answer; b's answer never resolves another asker.
    expect(await bystander.ask(1_000)).toBe('tok-a');
  });

  it('answers null when no tab has a session', async () => {
    tab('t2');
    expect(await tab('t2').ask(50)).toBeNull();
  });

  it('delivers login and logout to the other tabs, not to the sender', async () => {
    const a = tab('t3');
    const b = tab('t3');
    const got: unknown[] = [];
    a.on('logout', (m) => got.push(['a', m]));
    b.on('logout', (m) => got.push(['b', m]));
    b.on('login', (m) => got.push(['b', m]));
    a.post({ type: 'login', token: 'x' });
    a.post({ type: 'logout', token: 'x', messageKey: 'session.revoked.staff' });
    await wait(20);
    expect(got).toEqual([
      ['b', { type: 'login', token: 'x' }],
      ['b', { type: 'logout', token: 'x', messageKey: 'session.revoked.staff' }],
    ]);
  });

  it('ignores messages that are not of the protocol', () => {
    expect(isTabMessage({ type: 'share', to: 'x' })).toBe(false);
    expect(isTabMessage({ type: 'login', token: 5 })).toBe(false);
    expect(isTabMessage({ type: 'logout', token: 't', messageKey: '<img src=x>' })).toBe(false);
    expect(isTabMessage({ type: 'eval', code: '1' })).toBe(false);
    expect(isTabMessage('login')).toBe(false);
    expect(isTabMessage({ type: 'logout', token: 't' })).toBe(true);
  });
});
