import type { FairVerifyRequest } from '../api/fair.js';
import { bgsParamsValid, resolveRound, resolveRoundSync, type BgsGame, type BgsOutcome, type HmacAsync, type HmacSync, type RoundInput } from './games.js';
import { resolveDraw, resolveDrawSync } from './lottery.js';
import { resolveWheel, resolveWheelSync } from './wheel.js';

/**
 * What the public verifier computes (docs/FAIRNESS.md "Verify"), for the gateway's API (node:crypto)
 * and the browser's page (WebCrypto) alike, through the functions that draw the outcomes: so the
 * page, the API and the draw can never disagree about a rule.
 */
export const FAIR_GAMES = ['dice', 'crash', 'slot', 'wheel', 'lottery'] as const;
export const BGS_OF_FAIR = { dice: 'BGS_DICE', crash: 'BGS_CRASH', slot: 'BGS_SLOT' } as const satisfies Record<string, BgsGame>;
export const FAIR_OF_BGS: Record<BgsGame, 'dice' | 'crash' | 'slot'> = { BGS_DICE: 'dice', BGS_CRASH: 'crash', BGS_SLOT: 'slot' };

export type FairOutcome = BgsOutcome | { game: 'wheel'; segment: number } | { game: 'lottery'; numbers: string[] };

type BgsInput = Extract<FairVerifyRequest, { game: 'dice' | 'crash' | 'slot' }>;

/** A game's params beyond what a schema says (win chance 1-98%, cash-out 1.01x-1000x); false means the round could not have been played. */
export function fairParamsValid(r: FairVerifyRequest): boolean {
  return r.game === 'wheel' || r.game === 'lottery' || bgsParamsValid(BGS_OF_FAIR[r.game], r.params ?? {});
}

const roundInput = (r: BgsInput): RoundInput => ({
  game: BGS_OF_FAIR[r.game],
  params: (r.params ?? {}) as RoundInput['params'],
  rtpBp: r.rtpBp,
  serverSeed: r.serverSeed,
  clientSeed: r.clientSeed,
  nonce: r.nonce,
});

export function fairOutcomeSync(hmac: HmacSync, r: FairVerifyRequest): FairOutcome {
  if (r.game === 'wheel') return { game: 'wheel', segment: resolveWheelSync(hmac, r) };
  if (r.game === 'lottery') return { game: 'lottery', numbers: resolveDrawSync(hmac, r) };
  return resolveRoundSync(hmac, roundInput(r));
}

export async function fairOutcome(hmac: HmacAsync, r: FairVerifyRequest): Promise<FairOutcome> {
  if (r.game === 'wheel') return { game: 'wheel', segment: await resolveWheel(hmac, r) };
  if (r.game === 'lottery') return { game: 'lottery', numbers: await resolveDraw(hmac, r) };
  return resolveRound(hmac, roundInput(r));
}
