import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { FAVOURITE_THROTTLE_MS, type GameCard } from '@wl/shared';
import { ApiError } from './apiError.js';
import { favouritesMachine, isFavourite } from './favourites.js';
import { deferred, settle, type Deferred } from './testSupport.js';

const card = (nodeId: number): GameCard => ({
  nodeId,
  nodeName: `G${nodeId}`,
  gameName: `G${nodeId}`,
  displayName: `G${nodeId}`,
  iconUrl: '',
  lagerIcon: '',
  gameType: 'RNG',
  vassalage: 'PG',
  vendorCode: `g${nodeId}`,
  isHot: 0,
  isNew: false,
  isGame: 'GAME',
  maintenance: false,
  trial: false,
});

/** Every server call waits on a deferred the test settles, so ordering is explicit. */
function start(ids: number[] = []) {
  const clock = new SimulatedClock();
  const calls: { op: 'add' | 'remove'; nodeId: number; answer: Deferred<unknown> }[] = [];
  const call = (op: 'add' | 'remove') =>
    fromPromise<unknown, { nodeId: number }>(({ input }) => {
      const answer = deferred<unknown>();
      calls.push({ op, nodeId: input.nodeId, answer });
      return answer.promise;
    });
  const actor = createActor(favouritesMachine.provide({ actors: { addFavourite: call('add'), removeFavourite: call('remove') } }), {
    clock,
    input: { ids },
  }).start();
  const ctx = () => actor.getSnapshot().context;
  return { actor, clock, calls, ctx };
}

describe('favourites', () => {
  it('adds the id at once, then calls the server', async () => {
    const { actor, calls, ctx } = start();
    actor.send({ type: 'TOGGLE', card: card(1) });
    expect(isFavourite(actor.getSnapshot(), 1)).toBe(true);
    expect(calls.map((c) => [c.op, c.nodeId])).toEqual([['add', 1]]);
    calls[0]!.answer.resolve(null);
    await settle();
    expect(ctx().ids).toEqual([1]);
    expect(ctx().queue).toEqual([]);
    expect(ctx().error).toBeNull();
  });

  it('skips a duplicate add', () => {
    const { actor, calls, ctx } = start([1]);
    actor.send({ type: 'ADD', card: card(1) });
    expect(ctx().ids).toEqual([1]);
    expect(calls).toEqual([]);
  });

  it('removes the id and the list entry at once, then calls the server', async () => {
    const { actor, calls, ctx } = start([1, 2]);
    actor.send({ type: 'LIST_LOADED', list: [card(1), card(2)] });
    actor.send({ type: 'TOGGLE', card: card(1) });
    expect(ctx().ids).toEqual([2]);
    expect(ctx().list!.map((c) => c.nodeId)).toEqual([2]);
    expect(calls.map((c) => [c.op, c.nodeId])).toEqual([['remove', 1]]);
    calls[0]!.answer.resolve(null);
    await settle();
    expect(ctx().list!.map((c) => c.nodeId)).toEqual([2]);
  });

  it('lets only the leading toggle through within FAVOURITE_THROTTLE_MS', () => {
    const { actor, clock, ctx } = start();
    expect(FAVOURITE_THROTTLE_MS).toBe(1000);
    actor.send({ type: 'TOGGLE', card: card(1) });
    actor.send({ type: 'TOGGLE', card: card(1) });
    actor.send({ type: 'TOGGLE', card: card(2) });
    expect(ctx().ids).toEqual([1]);
    clock.increment(FAVOURITE_THROTTLE_MS - 1);
    actor.send({ type: 'TOGGLE', card: card(2) });
    expect(ctx().ids).toEqual([1]);
    clock.increment(1);
    actor.send({ type: 'TOGGLE', card: card(2) });
    expect(ctx().ids).toEqual([1, 2]);
  });

  it('rolls a refused add back and reports why', async () => {
    const { actor, calls, ctx } = start([5]);
    actor.send({ type: 'TOGGLE', card: card(1) });
    calls[0]!.answer.reject(new ApiError('FAVOURITES_FULL', 'Too many favourites'));
    await settle();
    expect(ctx().ids).toEqual([5]);
    expect(ctx().error).toEqual({ code: 'FAVOURITES_FULL', message: 'Too many favourites' });
    actor.send({ type: 'DISMISS_ERROR' });
    expect(ctx().error).toBeNull();
  });

  it('puts a refused removal back where it was in the list', async () => {
    const { actor, calls, ctx } = start([1, 2, 3]);
    actor.send({ type: 'LIST_LOADED', list: [card(1), card(2), card(3)] });
    actor.send({ type: 'REMOVE', nodeId: 2 });
    expect(ctx().list!.map((c) => c.nodeId)).toEqual([1, 3]);
    calls[0]!.answer.reject(new ApiError('GAME_NOT_FOUND', 'Unknown game'));
    await settle();
    expect(ctx().ids.sort()).toEqual([1, 2, 3]);
    expect(ctx().list!.map((c) => c.nodeId)).toEqual([1, 2, 3]);
    expect(ctx().error?.code).toBe('GAME_NOT_FOUND');
  });

  it('sends queued changes one at a time, in order, and undoes only the refused one', async () => {
    const { actor, clock, calls, ctx } = start();
    actor.send({ type: 'TOGGLE', card: card(1) });
    clock.increment(FAVOURITE_THROTTLE_MS);
    actor.send({ type: 'TOGGLE', card: card(2) });
    expect(ctx().ids).toEqual([1, 2]);
    expect(calls).toHaveLength(1);
    calls[0]!.answer.reject(new ApiError('FAVOURITES_FULL', 'full'));
    await settle();
    expect(ctx().ids).toEqual([2]);
    expect(calls.map((c) => [c.op, c.nodeId])).toEqual([
      ['add', 1],
      ['add', 2],
    ]);
    calls[1]!.answer.resolve(null);
    await settle();
    expect(ctx().ids).toEqual([2]);
    expect(ctx().queue).toEqual([]);
  });

  it('ignores a reload while a change is on its way, and forgets everything on logout', async () => {
    const { actor, calls, ctx } = start([1]);
    actor.send({ type: 'REMOVE', nodeId: 1 });
    actor.send({ type: 'LOADED', ids: [1] });
    expect(ctx().ids).toEqual([]);
    calls[0]!.answer.resolve(null);
    await settle();
    actor.send({ type: 'LOADED', ids: [3, 4, 3] });
    expect(ctx().ids).toEqual([3, 4]);
    actor.send({ type: 'CLEAR' });
    expect(ctx()).toMatchObject({ ids: [], list: null, queue: [], error: null });
  });
});
