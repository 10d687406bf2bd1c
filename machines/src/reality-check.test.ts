import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { ApiError } from './apiError.js';
import { realityCheckMachine, realityCheckOpen, type RealityCheckInput, type RealityFigures } from './reality-check.js';
import { deferred, settle } from './testSupport.js';

const MIN = 60_000;
const FIGURES: RealityFigures = { sessionMs: 15 * MIN, currency: 'PHP', bets: 3_000, wins: 1_200, net: -1_800 };

function start(input: RealityCheckInput, o: { load?: () => Promise<RealityFigures>; answer?: (a: string) => Promise<unknown> } = {}) {
  const clock = new SimulatedClock();
  const answers: string[] = [];
  let loads = 0;
  let signedOut = 0;
  const actor = createActor(
    realityCheckMachine.provide({
      actors: {
        loadFigures: fromPromise(() => {
          loads += 1;
          return (o.load ?? (async () => FIGURES))();
        }),
        sendAnswer: fromPromise<unknown, { answer: 'continue' | 'stop' }>(({ input: i }) => {
          answers.push(i.answer);
          return (o.answer ?? (async () => null))(i.answer);
        }),
      },
      actions: {
        signOut: () => {
          signedOut += 1;
        },
      },
    }),
    { clock, input },
  ).start();
  const open = () => realityCheckOpen(actor.getSnapshot());
  return { actor, clock, answers, open, loads: () => loads, signedOut: () => signedOut };
}

describe('reality check', () => {
  it('stays off without an interval, whatever time passes', async () => {
    const { actor, clock, open, loads } = start({ intervalMs: null });
    expect(actor.getSnapshot().value).toBe('off');
    clock.increment(10 * 60 * MIN);
    await settle();
    expect(open()).toBe(false);
    expect(loads()).toBe(0);
  });

  it('asks once the interval has passed, with fresh figures, and not a moment before', async () => {
    const { actor, clock, open, loads } = start({ intervalMs: 15 * MIN });
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(15 * MIN - 1);
    await settle();
    expect(open()).toBe(false);
    clock.increment(1);
    await settle();
    expect(actor.getSnapshot().value).toBe('asking');
    expect(open()).toBe(true);
    expect(loads()).toBe(1);
    expect(actor.getSnapshot().context.figures).toEqual(FIGURES);
  });

  it('counts from the anchor the app gives (a reload mid-interval), and asks at once when overdue', async () => {
    const mid = start({ intervalMs: 30 * MIN, dueInMs: 10 * MIN });
    mid.clock.increment(10 * MIN);
    await settle();
    expect(mid.open()).toBe(true);

    const overdue = start({ intervalMs: 30 * MIN, dueInMs: -5 * MIN });
    overdue.clock.increment(0);
    await settle();
    expect(overdue.open()).toBe(true);
  });

  it('continue waits one full interval more, and asks again', async () => {
    const { actor, clock, open, answers } = start({ intervalMs: 15 * MIN, dueInMs: 0 });
    clock.increment(0);
    await settle();
    actor.send({ type: 'CONTINUE' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(answers).toEqual(['continue']);
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(open()).toBe(false);
    clock.increment(15 * MIN - 1);
    await settle();
    expect(open()).toBe(false);
    clock.increment(1);
    await settle();
    expect(open()).toBe(true);
  });

  it('stop answers the server and signs out, even when the server cannot be reached', async () => {
    const ok = start({ intervalMs: MIN, dueInMs: 0 });
    ok.clock.increment(0);
    await settle();
    ok.actor.send({ type: 'STOP' });
    await settle();
    expect(ok.answers).toEqual(['stop']);
    expect(ok.actor.getSnapshot().status).toBe('done');
    expect(ok.signedOut()).toBe(1);

    const down = start(
      { intervalMs: MIN, dueInMs: 0 },
      {
        answer: async () => {
          throw new ApiError('INTERNAL', 'down');
        },
      },
    );
    down.clock.increment(0);
    await settle();
    down.actor.send({ type: 'STOP' });
    await settle();
    expect(down.signedOut()).toBe(1);
  });

  it('a failed continue keeps the dialog open with the error, so the member can answer again', async () => {
    let fail = true;
    const { actor, clock, open } = start(
      { intervalMs: MIN, dueInMs: 0 },
      {
        answer: async () => {
          if (fail) throw new ApiError('INTERNAL', 'down');
          return null;
        },
      },
    );
    clock.increment(0);
    await settle();
    actor.send({ type: 'CONTINUE' });
    await settle();
    expect(actor.getSnapshot().value).toBe('asking');
    expect(actor.getSnapshot().context.error?.code).toBe('INTERNAL');
    fail = false;
    actor.send({ type: 'CONTINUE' });
    await settle();
    expect(open()).toBe(false);
  });

  it('still asks when the figures cannot be read, saying so', async () => {
    const { actor, clock, open } = start(
      { intervalMs: MIN },
      {
        load: async () => {
          throw new ApiError('INTERNAL', 'down');
        },
      },
    );
    clock.increment(MIN);
    await settle();
    expect(open()).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ figures: null, error: { code: 'INTERNAL' } });
  });

  it('closes when another tab answered, and waits with it', async () => {
    const { actor, clock, open } = start({ intervalMs: 15 * MIN, dueInMs: 0 });
    clock.increment(0);
    await settle();
    expect(open()).toBe(true);
    actor.send({ type: 'CONFIGURE', intervalMs: 15 * MIN, dueInMs: 15 * MIN });
    expect(open()).toBe(false);
    clock.increment(15 * MIN);
    await settle();
    expect(open()).toBe(true);
  });

  it('restarts the wait when the interval changes, and turns off', async () => {
    const { actor, clock, open } = start({ intervalMs: 60 * MIN });
    clock.increment(20 * MIN);
    // Now 30 minutes from the same anchor: 10 left.
    actor.send({ type: 'CONFIGURE', intervalMs: 30 * MIN, dueInMs: 10 * MIN });
    clock.increment(10 * MIN - 1);
    await settle();
    expect(open()).toBe(false);
    clock.increment(1);
    await settle();
    expect(open()).toBe(true);
    actor.send({ type: 'CONFIGURE', intervalMs: null, dueInMs: 0 });
    expect(actor.getSnapshot().value).toBe('off');
  });

  it('a stop under way is not turned back by another tab', async () => {
    const gate = deferred<unknown>();
    const { actor, clock, signedOut } = start({ intervalMs: MIN, dueInMs: 0 }, { answer: () => gate.promise });
    clock.increment(0);
    await settle();
    actor.send({ type: 'STOP' });
    actor.send({ type: 'CONFIGURE', intervalMs: MIN, dueInMs: MIN });
    expect(actor.getSnapshot().value).toBe('stopping');
    gate.resolve(null);
    await settle();
    expect(signedOut()).toBe(1);
  });
});
