import { describe, it, expect } from 'vitest';
import { CAPTCHA_REFRESH_MIN_MS } from '@wl/shared';
import { ApiError } from './apiError.js';
import { captchaError, startLogin } from './loginHarness.js';
import { aLoginValue, deferred, settle } from './testSupport.js';

describe('login: captcha', () => {
  it('shows and loads the captcha after a failure that asks for it, then requires and sends it', async () => {
    const { actor, logins, fill, captchaLoads } = startLogin(
      {},
      {
        login: async (req) => (req.captcha ? aLoginValue() : Promise.reject(captchaError())),
      },
    );
    fill({ username: 'alice', password: 'pw' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    let snap = actor.getSnapshot();
    expect(snap.context.showCaptcha).toBe(true);
    expect(captchaLoads()).toBe(1);
    expect(snap.context.captchaImage).toBe('img-1');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors).toEqual({ captcha: { kind: 'required' } });
    fill({ captcha: 'abcd' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(logins[1]).toMatchObject({ captcha: 'abcd' });
    snap = actor.getSnapshot();
    expect(snap.status).toBe('done');
  });

  it('loads at start when the input says the captcha is needed', async () => {
    const { actor, captchaLoads } = startLogin({ showCaptcha: true });
    await settle();
    expect(captchaLoads()).toBe(1);
    expect(actor.getSnapshot().matches({ active: { captcha: 'shown' } })).toBe(true);
  });

  it('limits refreshes to one per CAPTCHA_REFRESH_MIN_MS, dropping the extra ones', async () => {
    const { actor, clock, captchaLoads } = startLogin({ showCaptcha: true });
    await settle();
    actor.send({ type: 'CAPTCHA_REFRESH' });
    clock.increment(CAPTCHA_REFRESH_MIN_MS - 1);
    actor.send({ type: 'CAPTCHA_REFRESH' });
    await settle();
    expect(captchaLoads()).toBe(1);
    clock.increment(1);
    await settle();
    expect(captchaLoads()).toBe(1);
    actor.send({ type: 'CAPTCHA_REFRESH' });
    actor.send({ type: 'CAPTCHA_REFRESH' });
    await settle();
    expect(captchaLoads()).toBe(2);
    expect(actor.getSnapshot().context.captchaImage).toBe('img-2');
  });

  it('ignores refreshes while loading and while hidden', async () => {
    const gate = deferred<string>();
    const hidden = startLogin();
    hidden.actor.send({ type: 'CAPTCHA_REFRESH' });
    expect(hidden.captchaLoads()).toBe(0);
    const { actor, captchaLoads } = startLogin({ showCaptcha: true }, { captcha: () => gate.promise });
    actor.send({ type: 'CAPTCHA_REFRESH' });
    expect(captchaLoads()).toBe(1);
    gate.resolve('x');
    await settle();
    expect(actor.getSnapshot().context.captchaImage).toBe('x');
  });

  it('reloads a captcha used up by a failed login once the interval allows, and clears the typed one', async () => {
    const { actor, clock, fill, captchaLoads } = startLogin(
      { showCaptcha: true },
      {
        login: async () => Promise.reject(new ApiError('CAPTCHA_INVALID', 'bad captcha')),
      },
    );
    await settle();
    fill({ username: 'a', password: 'b', captcha: 'zzzz' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().context.values.captcha).toBe('');
    expect(captchaLoads()).toBe(1);
    clock.increment(CAPTCHA_REFRESH_MIN_MS);
    await settle();
    expect(captchaLoads()).toBe(2);
    // Later failures reload at once: the interval has long passed.
    clock.increment(CAPTCHA_REFRESH_MIN_MS);
    fill({ captcha: 'yyyy' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(captchaLoads()).toBe(3);
  });

  it('keeps the captcha shown when loading fails, so the user can refresh later', async () => {
    const { actor, clock, captchaLoads } = startLogin(
      { showCaptcha: true },
      {
        captcha: async () => Promise.reject(new ApiError('CAPTCHA_TOO_FAST', 'slow down')),
      },
    );
    await settle();
    expect(actor.getSnapshot().context.captchaError?.code).toBe('CAPTCHA_TOO_FAST');
    clock.increment(CAPTCHA_REFRESH_MIN_MS);
    actor.send({ type: 'CAPTCHA_REFRESH' });
    expect(actor.getSnapshot().context.captchaError).toBeNull();
    expect(captchaLoads()).toBe(2);
  });
});
