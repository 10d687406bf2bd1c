import { describe, it, expect } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { SMS_FIREBASE_COUNTDOWN_SECONDS, SMS_SEND_THROTTLE_MS } from '@wl/shared';
import { ApiError } from './apiError.js';
import { countdownSeconds, smsCanSend, smsCountdownMachine, type SmsCodeRequest, type SmsSent } from './smsCountdown.js';
import { advance, deferred, settle } from './testSupport.js';

function start(opts: { firebase?: boolean; send?: (req: SmsCodeRequest) => Promise<SmsSent> } = {}) {
  const clock = new SimulatedClock();
  const calls: SmsCodeRequest[] = [];
  const send = opts.send ?? (async () => ({ expiredMinutes: 1 }));
  const actor = createActor(
    smsCountdownMachine.provide({
      actors: {
        sendCode: fromPromise<SmsSent, SmsCodeRequest>(({ input }) => {
          calls.push(input);
          return send(input);
        }),
      },
    }),
    { clock, input: { firebase: opts.firebase, request: { countryDialingCode: '63', purpose: 'login' } } },
  ).start();
  return { actor, clock, calls };
}

const SEND = { type: 'SEND', request: { mobileNum: '9171234567' } } as const;

describe('smsCountdown', () => {
  it('starts idle and able to send', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toEqual({ idle: 'ready' });
    expect(smsCanSend(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.secondsLeft).toBe(0);
  });

  it('sends the merged request and counts down expiredMinutes x 60 seconds, one per second', async () => {
    const { actor, clock, calls } = start({ send: async () => ({ expiredMinutes: 2 }) });
    actor.send(SEND);
    expect(actor.getSnapshot().value).toBe('sending');
    expect(smsCanSend(actor.getSnapshot())).toBe(false);
    await settle();
    expect(calls).toEqual([{ mobileNum: '9171234567', countryDialingCode: '63', purpose: 'login' }]);
    expect(actor.getSnapshot().value).toBe('counting');
    expect(actor.getSnapshot().context.secondsLeft).toBe(120);
    clock.increment(999);
    expect(actor.getSnapshot().context.secondsLeft).toBe(120);
    clock.increment(1);
    expect(actor.getSnapshot().context.secondsLeft).toBe(119);
    advance(clock, 118_000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
    expect(actor.getSnapshot().value).toBe('counting');
    clock.increment(1000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(0);
    expect(actor.getSnapshot().value).toEqual({ idle: 'ready' });
  });

  it('counts down one minute for firebase whatever expiredMinutes says', async () => {
    const { actor, clock } = start({ firebase: true, send: async () => ({ expiredMinutes: 5 }) });
    actor.send(SEND);
    await settle();
    expect(actor.getSnapshot().context.secondsLeft).toBe(SMS_FIREBASE_COUNTDOWN_SECONDS);
    advance(clock, SMS_FIREBASE_COUNTDOWN_SECONDS * 1000);
    expect(actor.getSnapshot().value).toEqual({ idle: 'ready' });
  });

  it('ignores SEND while sending and while counting', async () => {
    const gate = deferred<SmsSent>();
    const { actor, clock, calls } = start({ send: () => gate.promise });
    actor.send(SEND);
    actor.send(SEND);
    advance(clock, 5000);
    actor.send(SEND);
    expect(calls).toHaveLength(1);
    gate.resolve({ expiredMinutes: 1 });
    await settle();
    actor.send(SEND);
    advance(clock, 30_000);
    actor.send(SEND);
    await settle();
    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().context.secondsLeft).toBe(30);
  });

  it('throttles sends after a failure to one per SMS_SEND_THROTTLE_MS, leading call only', async () => {
    const { actor, clock, calls } = start({ send: async () => Promise.reject(new ApiError('INTERNAL', 'down')) });
    actor.send(SEND);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ idle: 'cooling' });
    expect(smsCanSend(actor.getSnapshot())).toBe(false);
    actor.send(SEND);
    clock.increment(SMS_SEND_THROTTLE_MS - 1);
    actor.send(SEND);
    await settle();
    expect(calls).toHaveLength(1);
    // Dropped calls are not replayed when the window ends.
    clock.increment(1);
    await settle();
    expect(calls).toHaveLength(1);
    expect(smsCanSend(actor.getSnapshot())).toBe(true);
    actor.send(SEND);
    await settle();
    expect(calls).toHaveLength(2);
  });

  it('keeps the SMS_TOO_MANY_REQUESTS code and value on failure and clears it on the next send', async () => {
    let fail = true;
    const { actor, clock } = start({
      send: async () => {
        if (fail) throw { code: 'SMS_TOO_MANY_REQUESTS', message: 'Too many', value: { retryAfterSeconds: 300 } };
        return { expiredMinutes: 1 };
      },
    });
    actor.send(SEND);
    await settle();
    const snap = actor.getSnapshot();
    expect(snap.matches('idle')).toBe(true);
    expect(snap.context.error).toEqual({ code: 'SMS_TOO_MANY_REQUESTS', message: 'Too many', value: { retryAfterSeconds: 300 } });
    expect(snap.context.secondsLeft).toBe(0);
    fail = false;
    clock.increment(SMS_SEND_THROTTLE_MS);
    actor.send(SEND);
    expect(actor.getSnapshot().context.error).toBeNull();
    await settle();
    expect(actor.getSnapshot().value).toBe('counting');
  });

  it('turns a rejection without a code into INTERNAL', async () => {
    const { actor } = start({ send: async () => Promise.reject(new TypeError('Failed to fetch')) });
    actor.send(SEND);
    await settle();
    expect(actor.getSnapshot().context.error).toEqual({ code: 'INTERNAL', message: 'Failed to fetch' });
  });

  it('DISMISS_ERROR clears the error', async () => {
    const { actor } = start({ send: async () => Promise.reject(new ApiError('SMS_QUOTA_EXCEEDED', 'quota')) });
    actor.send(SEND);
    await settle();
    expect(actor.getSnapshot().context.error?.code).toBe('SMS_QUOTA_EXCEEDED');
    actor.send({ type: 'DISMISS_ERROR' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('refuses a missing or malformed number without calling the server', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'SEND' });
    expect(actor.getSnapshot().context.problem).toEqual({ kind: 'code', code: 'MOBILE_MISSING' });
    expect(actor.getSnapshot().value).toEqual({ idle: 'ready' });
    actor.send({ type: 'SEND', request: { mobileNum: '12ab' } });
    expect(actor.getSnapshot().context.problem).toMatchObject({ kind: 'key', key: 'rule.mobile' });
    await settle();
    expect(calls).toHaveLength(0);
    actor.send(SEND);
    expect(actor.getSnapshot().context.problem).toBeNull();
    expect(actor.getSnapshot().value).toBe('sending');
  });

  it('computes countdown seconds with a safe fallback', () => {
    expect(countdownSeconds({ expiredMinutes: 5 }, false)).toBe(300);
    expect(countdownSeconds({ expiredMinutes: 0.5 }, false)).toBe(30);
    expect(countdownSeconds({ expiredMinutes: 5 }, true)).toBe(60);
    expect(countdownSeconds({}, false)).toBe(60);
    expect(countdownSeconds(null, false)).toBe(60);
    expect(countdownSeconds({ expiredMinutes: -1 }, false)).toBe(60);
  });
});
