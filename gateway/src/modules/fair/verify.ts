import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { fairOutcomeSync, fairParamsValid, type FairVerifyRequest, type FairVerifyValue } from '@wl/shared';
import { nodeHmac } from '../../fair/seed-pairs.js';
import { AppError } from '../../http/errors.js';

/**
 * The public verifier's arithmetic (docs/FAIRNESS.md "Verify"): the outcome recomputed by the
 * shared functions the games, the wheel and the lottery draw with, and the seed's SHA-256
 * against the hash committed before play (compared in lower case: a hash is hex, either case).
 */
export const sha256Hex = (seed: string) => createHash('sha256').update(seed, 'utf8').digest('hex');

export function verifyInput(r: FairVerifyRequest): FairVerifyValue {
  // A schema cannot say "win chance 1-98%": such params never made a round, so they are bad input, not an outcome.
  if (!fairParamsValid(r)) throw new AppError('VALIDATION_FAILED', { fields: { params: 'not a valid bet of this game' } });
  const hash = sha256Hex(r.serverSeed);
  const { game: _game, ...outcome } = fairOutcomeSync(nodeHmac, r);
  return { outcome, serverSeedHash: hash, hashMatches: r.serverSeedHash ? r.serverSeedHash.toLowerCase() === hash : null };
}

/** Stored and recomputed outcomes compare by value: jsonb does not keep an object's key order. */
export const sameOutcome = (a: unknown, b: unknown) => isDeepStrictEqual(a, b);
