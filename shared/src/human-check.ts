import { solveChallenge } from 'altcha-lib/v1';
import type { HumanCheckChallenge } from './api/identity.js';

/**
 * Solves a human-check challenge (browser and Node alike, through WebCrypto) and returns the
 * field value the gateway expects, or undefined when the site has the check off.
 */
export async function solveHumanCheck(c: HumanCheckChallenge): Promise<string | undefined> {
  if (!c.enabled) return undefined;
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  if (!solution) throw new Error('human check could not be solved');
  const payload = { algorithm: c.algorithm, challenge: c.challenge, number: solution.number, salt: c.salt, signature: c.signature };
  return btoa(JSON.stringify(payload));
}
