import { describe, it, expect } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from './apiError.js';
import { logoutMachine } from './logout.js';
import { deferred, settle } from './testSupport.js';

function start(submit: () => Promise<unknown> = async () => null) {
  let cleared = 0;
  let calls = 0;
  const actor = createActor(
    logoutMachine.provide({
      actors: {
        submitLogout: fromPromise(() => {
          calls += 1;
          return submit();
        }),
      },
      actions: {
        clearLocalSession: () => {
          cleared += 1;
        },
      },
    }),
  ).start();
  return { actor, cleared: () => cleared, calls: () => calls };
}

describe('logout', () => {
  it('asks for confirmation and can be cancelled without calling the server', async () => {
    const { actor, calls, cleared } = start();
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'REQUEST' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('idle');
    await settle();
    expect(calls()).toBe(0);
    expect(cleared()).toBe(0);
  });

  it('logs out on the server, then clears the local session', async () => {
    const gate = deferred<unknown>();
    const { actor, calls, cleared } = start(() => gate.promise);
    actor.send({ type: 'REQUEST' });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().value).toBe('loggingOut');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('loggingOut');
    gate.resolve(null);
    await settle();
    expect(calls()).toBe(1);
    expect(cleared()).toBe(1);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ serverConfirmed: true });
  });

  it('clears the local session even when the server call fails', async () => {
    const { actor, cleared } = start(async () => Promise.reject(new ApiError('TOKEN_INVALID', 'gone')));
    actor.send({ type: 'REQUEST' });
    actor.send({ type: 'CONFIRM' });
    await settle();
    expect(cleared()).toBe(1);
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().context.serverError?.code).toBe('TOKEN_INVALID');
    expect(actor.getSnapshot().output).toEqual({ serverConfirmed: false });
  });
});
