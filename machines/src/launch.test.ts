import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import type { GameCard, LaunchValue } from '@wl/shared';
import { ApiError } from './apiError.js';
import { launchMachine, type LaunchTarget, type LaunchUser } from './launch.js';

const member: LaunchUser = { isLogin: true, isTrial: false };
const trialUser: LaunchUser = { isLogin: true, isTrial: true };

const aCard = (over: Partial<GameCard> = {}): GameCard => ({
  nodeId: 7,
  nodeName: 'Gold Rush',
  gameName: 'Gold Rush',
  displayName: 'Gold Rush',
  iconUrl: '/i/7.svg',
  lagerIcon: '/i/7.svg',
  gameType: 'RNG',
  vassalage: 'PG',
  vendorCode: 'gold-rush',
  isHot: 0,
  isNew: false,
  isGame: 'GAME',
  maintenance: false,
  trial: false,
  ...over,
});

const played: LaunchValue = { kind: 'iframe', url: '/demo-vendor/play?t=x', nodeId: 7, gameName: 'Gold Rush', book: 'real' };

function run(
  user: LaunchUser,
  target: LaunchTarget,
  opts: { launch?: (nodeId: number) => Promise<LaunchValue>; first?: (q: { vassalage: string; gameType: string }) => Promise<GameCard | null> } = {},
) {
  const launched: number[] = [];
  const asked: { vassalage: string; gameType: string }[] = [];
  const actor = createActor(
    launchMachine.provide({
      actors: {
        launchGame: fromPromise<LaunchValue, { nodeId: number }>(({ input }) => {
          launched.push(input.nodeId);
          return (opts.launch ?? (async () => played))(input.nodeId);
        }),
        firstGame: fromPromise<GameCard | null, { vassalage: string; gameType: string }>(({ input }) => {
          asked.push(input);
          return (opts.first ?? (async () => null))(input);
        }),
      },
    }),
    { input: { user, target } },
  ).start();
  return { outcome: toPromise(actor), launched, asked };
}

describe('launch routing', () => {
  it('asks a guest to log in before anything else', async () => {
    const r = run({ isLogin: false, isTrial: false }, aCard());
    expect(await r.outcome).toEqual({ kind: 'login' });
    expect(r.launched).toEqual([]);
  });

  it('refuses trial accounts even when a vendor exists, or none does', async () => {
    expect(await run(trialUser, { gameType: 'SPORTS', vassalage: 'X' }).outcome).toEqual({ kind: 'trialRefused' });
    expect(await run(trialUser, { gameType: 'SPORTS' }).outcome).toEqual({ kind: 'trialRefused' });
    expect(await run(trialUser, aCard({ trial: false })).outcome).toEqual({ kind: 'trialRefused' });
  });

  it('lets a trial user start a game that allows trial play', async () => {
    const r = run(trialUser, aCard({ trial: true }), { launch: async () => ({ ...played, book: 'play' }) });
    expect(await r.outcome).toEqual({ kind: 'play', game: { ...played, book: 'play' } });
    expect(r.launched).toEqual([7]);
  });

  it('says so when the category has no vendor', async () => {
    expect(await run(member, { gameType: 'SPORTS' }).outcome).toEqual({ kind: 'noVendor' });
  });

  it('routes lottery vendors to their pages with the game code', async () => {
    expect(await run(member, aCard({ gameType: 'ELOTT', vassalage: 'TCG_LOTTO_VN', vendorCode: 'G1' })).outcome).toEqual({
      kind: 'route',
      to: '/vnLottery?gameCode=G1',
    });
    expect(await run(member, aCard({ gameType: 'LOTT', vassalage: 'TCG_SEA', vendorCode: 'S' })).outcome).toEqual({
      kind: 'route',
      to: '/seaLottery?gameCode=S',
    });
    expect(await run(member, aCard({ gameType: 'ELOTT', vassalage: 'ABC', vendorCode: 'E' })).outcome).toEqual({ kind: 'route', to: '/lottery?gameCode=E' });
    expect(await run(member, { gameType: 'elott', vassalage: 'ABC' }).outcome).toEqual({ kind: 'route', to: '/lottery' });
  });

  it('opens an RNG vendor picked from a vendor list by vassalage', async () => {
    expect(await run(member, { gameType: 'RNG', vassalage: 'PG' }).outcome).toEqual({ kind: 'route', to: '/rng?vassalage=PG' });
  });

  it('opens a vendor group as a popup list', async () => {
    const r = run(member, aCard({ gameType: 'LIVE', vassalage: 'EVO', isGame: 'VASSALAGE', gameName: 'Evolution' }));
    expect(await r.outcome).toEqual({ kind: 'vendorGroup', vassalage: 'EVO', gameType: 'LIVE', title: 'Evolution' });
    expect(r.launched).toEqual([]);
  });

  it('starts any other game through launchGame and hands back where it runs', async () => {
    const r = run(member, aCard());
    expect(await r.outcome).toEqual({ kind: 'play', game: played });
    expect(r.launched).toEqual([7]);
  });

  it('starts the first game of a vendor named by a launcher (sports)', async () => {
    const sports = aCard({ nodeId: 99, gameType: 'SPORTS', vassalage: 'SB', isGame: 'GAME' });
    const r = run(member, { gameType: 'sports', vassalage: 'SB' }, { first: async () => sports });
    expect(await r.outcome).toEqual({ kind: 'play', game: played });
    expect(r.asked).toEqual([{ vassalage: 'SB', gameType: 'SPORTS' }]);
    expect(r.launched).toEqual([99]);
  });

  it('says "no provider" when the launcher vendor has no game', async () => {
    expect(await run(member, { gameType: 'SPORTS', vassalage: 'SB' }).outcome).toEqual({ kind: 'noVendor' });
  });

  it('applies the trial rule to the game a launcher resolves to', async () => {
    const r = run(trialUser, { gameType: 'SPORTS', vassalage: 'SB', trial: true }, { first: async () => aCard({ gameType: 'SPORTS', trial: false }) });
    expect(await r.outcome).toEqual({ kind: 'trialRefused' });
    expect(r.launched).toEqual([]);
  });

  it('refuses a game under maintenance without asking the server', async () => {
    const r = run(member, aCard({ maintenance: true }));
    expect(await r.outcome).toMatchObject({ kind: 'refused', error: { code: 'GAME_MAINTENANCE' } });
    expect(r.launched).toEqual([]);
  });

  it('reports the server refusal (maintenance, trial, self-exclusion) with its code', async () => {
    for (const code of ['VENDOR_MAINTENANCE', 'TRIAL_GAME_NOT_ALLOWED', 'SELF_EXCLUDED']) {
      const r = run(member, aCard(), {
        launch: async () => {
          throw new ApiError(code, `refused: ${code}`);
        },
      });
      expect(await r.outcome).toEqual({ kind: 'refused', error: { code, message: `refused: ${code}` } });
    }
  });
});
