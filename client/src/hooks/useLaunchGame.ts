import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { LaunchOutcome, LaunchTarget } from '@wl/machines';
import type { GameCard, LaunchValue } from '@wl/shared/core';
import { gamesApi } from '../api/games';
import { queryClient } from '../api/query';
import { sessionStore, viewOf } from '../session/session';
import { ui } from '../stores/ui';
import { setPendingLaunch } from './resumeLaunch';

/**
 * The dialog that refuses a trial account a real-money game (also used by the member centre and
 * favourites). It offers the way out of the refusal: registering opens the sign-up popup, whose
 * new session replaces the trial one.
 */
export const refuseTrial = async () => {
  if (await ui.dialog({ messageKey: 'in_need_true_account', confirmKey: 'trial.register', cancelKey: 'in_more_cancel', tone: 'info' }))
    ui.open({ kind: 'register' });
};

/** Recent games (GCS_recentGame) change with every launch. */
export const RECENT_KEY = ['games', 'recent'] as const;

/**
 * The machine and XState load on the first click, not with the first page (docs/BENCHMARKS.md:
 * the home page's initial JavaScript); the import is cached after that.
 */
async function loadMachine() {
  const [{ fromPromise }, { launchMachine }] = await Promise.all([import('xstate'), import('@wl/machines')]);
  return launchMachine.provide({
    actors: {
      launchGame: fromPromise<LaunchValue, { nodeId: number }>(({ input }) => gamesApi.launch(input.nodeId)),
      firstGame: fromPromise<GameCard | null, { vassalage: string; gameType: string }>(async ({ input, signal }) => {
        const page = await gamesApi.list({ vassalage: input.vassalage, pageNo: 1, pageSize: 1 }, signal);
        return page.list[0] ?? null;
      }),
    },
  });
}
let machine: ReturnType<typeof loadMachine> | null = null;

/** Runs the launch machine (machines/src/launch.ts) for one click and returns what it decided. */
export async function launchOutcome(target: LaunchTarget): Promise<LaunchOutcome> {
  const { isLogin, isTrial } = viewOf(sessionStore.get());
  machine ??= loadMachine().catch((err: unknown) => {
    machine = null;
    throw err;
  });
  const [logic, { createActor, toPromise }] = await Promise.all([machine, import('xstate')]);
  return toPromise(createActor(logic, { input: { user: { isLogin, isTrial }, target } }).start());
}

/**
 * Start a game, a vendor group or a vendor's launcher: guests get the login popup, trial users
 * the refusal dialog unless the game allows trial play, and the rest go where the vendor's
 * rules say; a playable game opens in the game popup.
 */
export function useLaunchGame() {
  const navigate = useNavigate();
  return useCallback((target: LaunchTarget) => launchWith(target, navigate), [navigate]);
}

/** The launch and what follows its outcome; `navigate` is the router's (useLaunchGame, resumeLaunch.ts). */
export async function launchWith(target: LaunchTarget, navigate: (to: string) => void): Promise<LaunchOutcome> {
  const outcome = await launchOutcome(target);
  switch (outcome.kind) {
    case 'login':
      // Opened once the login popup closes with a session (resumeLaunch.ts).
      setPendingLaunch(target);
      ui.open({ kind: 'login' });
      break;
    case 'trialRefused':
      void refuseTrial();
      break;
    case 'noVendor':
      void ui.dialog({ messageKey: 'games.noProvider', tone: 'info' });
      break;
    case 'route':
      navigate(outcome.to);
      break;
    case 'vendorGroup':
      ui.open({ kind: 'vendorGroup', vassalage: outcome.vassalage, gameType: outcome.gameType, title: outcome.title });
      break;
    case 'play':
      ui.open({ kind: 'game', game: outcome.game });
      void queryClient.invalidateQueries({ queryKey: RECENT_KEY });
      break;
    case 'refused':
      void ui.dialog({ messageKey: `err.${outcome.error.code}`, tone: 'error' });
      break;
  }
  return outcome;
}
