import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { IS_GAME, LOTTERY_VENDORS, type GameCard, type LaunchValue } from '@wl/shared';
import { toServerError, type ServerError } from './apiError.js';

/**
 * Launch routing of a game tile, one actor per click. Guards come first
 * (a guest logs in, a trial user may only open games that allow trial play), then the vendor
 * decides where the game runs. A launcher that names only a vendor (the side menu's sports or
 * e-lottery entry) first asks for that vendor's first game. The final state's output tells the
 * UI what to do; the machine itself opens nothing.
 */

export interface LaunchTarget {
  /** Game type / category: SPORTS, ELOTT, LOTT, RNG, LIVE, ... */
  gameType: string;
  /** The vendor; absent when the category has no vendor configured. */
  vassalage?: string | null;
  /** The game's code at its vendor (the lottery pages' `gameCode`). */
  vendorCode?: string | null;
  /** 'VASSALAGE': a vendor group whose games open in a popup list. */
  isGame?: string | null;
  /** Absent for a vendor picked from a vendor list or menu. */
  nodeId?: number | null;
  gameName?: string | null;
  /** The game allows trial (play-money) accounts. */
  trial?: boolean;
  maintenance?: boolean;
}

export interface LaunchUser {
  isLogin: boolean;
  isTrial: boolean;
}

export interface LaunchInput {
  user: LaunchUser;
  target: LaunchTarget;
}

export type LaunchOutcome =
  | { kind: 'login' }
  | { kind: 'trialRefused' }
  | { kind: 'noVendor' }
  | { kind: 'route'; to: string }
  | { kind: 'vendorGroup'; vassalage: string; gameType: string; title: string }
  | { kind: 'play'; game: LaunchValue }
  | { kind: 'refused'; error: ServerError };

export interface LaunchContext extends LaunchInput {
  outcome: LaunchOutcome | null;
}

const withQuery = (path: string, q: Record<string, string | null | undefined>) => {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v) s.set(k, v);
  const str = s.toString();
  return str ? `${path}?${str}` : path;
};

/** Where a target goes without asking the server, or null when it must be launched (or resolved). */
export function routeOf(target: LaunchTarget): LaunchOutcome | null {
  const vendor = target.vassalage ?? '';
  if (!vendor) return { kind: 'noVendor' };
  const type = target.gameType.toUpperCase();
  const gameCode = target.vendorCode ?? null;
  if (vendor === LOTTERY_VENDORS.VN) return { kind: 'route', to: withQuery('/vnLottery', { gameCode }) };
  if (vendor === LOTTERY_VENDORS.SEA) return { kind: 'route', to: withQuery('/seaLottery', { gameCode }) };
  if (type === 'LOTT' || type === 'ELOTT') return { kind: 'route', to: withQuery('/lottery', { gameCode }) };
  // An RNG vendor picked from a vendor list opens that vendor's games, not one game.
  if (type === 'RNG' && !target.nodeId) return { kind: 'route', to: withQuery('/rng', { vassalage: vendor }) };
  if (target.isGame === IS_GAME.VASSALAGE) return { kind: 'vendorGroup', vassalage: vendor, gameType: type, title: target.gameName || vendor };
  return null;
}

export const launchMachine = setup({
  types: {
    context: {} as LaunchContext,
    input: {} as LaunchInput,
    output: {} as LaunchOutcome,
  },
  actors: {
    launchGame: fromPromise<LaunchValue, { nodeId: number }>(async () => {
      throw new Error('launchGame not provided');
    }),
    /** The first playable game of a vendor in a category, or null when it has none. */
    firstGame: fromPromise<GameCard | null, { vassalage: string; gameType: string }>(async () => {
      throw new Error('firstGame not provided');
    }),
  },
  actions: {
    decide: assign((_, outcome: LaunchOutcome | null) => ({ outcome })),
  },
  guards: {
    isGuest: ({ context }) => !context.user.isLogin,
    trialNotAllowed: ({ context }) => context.user.isTrial && context.target.trial !== true,
    underMaintenance: ({ context }) => context.target.maintenance === true,
    routedLocally: ({ context }) => routeOf(context.target) !== null,
    needsAGame: ({ context }) => !context.target.nodeId,
  },
}).createMachine({
  id: 'launch',
  context: ({ input }) => ({ ...input, outcome: null }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        { guard: 'isGuest', target: 'done', actions: { type: 'decide', params: { kind: 'login' } } },
        { guard: 'trialNotAllowed', target: 'done', actions: { type: 'decide', params: { kind: 'trialRefused' } } },
        { guard: 'routedLocally', target: 'done', actions: { type: 'decide', params: ({ context }) => routeOf(context.target) } },
        { guard: 'needsAGame', target: 'resolving' },
        {
          guard: 'underMaintenance',
          target: 'done',
          actions: { type: 'decide', params: { kind: 'refused', error: { code: 'GAME_MAINTENANCE', message: 'The game is under maintenance' } } },
        },
        { target: 'starting' },
      ],
    },
    resolving: {
      invoke: {
        src: 'firstGame',
        input: ({ context }) => ({ vassalage: context.target.vassalage ?? '', gameType: context.target.gameType.toUpperCase() }),
        onDone: [
          { guard: ({ event }) => !event.output, target: 'done', actions: { type: 'decide', params: { kind: 'noVendor' } } },
          // The vendor's game goes through the same rules (trial flag, maintenance, vendor group).
          { target: 'deciding', actions: assign({ target: ({ event }) => event.output as GameCard }) },
        ],
        onError: { target: 'done', actions: assign({ outcome: ({ event }) => ({ kind: 'refused', error: toServerError(event.error) }) }) },
      },
    },
    starting: {
      invoke: {
        src: 'launchGame',
        input: ({ context }) => ({ nodeId: context.target.nodeId! }),
        onDone: { target: 'done', actions: assign({ outcome: ({ event }) => ({ kind: 'play', game: event.output }) }) },
        onError: { target: 'done', actions: assign({ outcome: ({ event }) => ({ kind: 'refused', error: toServerError(event.error) }) }) },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.outcome!,
});

export type LaunchSnapshot = SnapshotFrom<typeof launchMachine>;
