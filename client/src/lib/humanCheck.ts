import type { HumanCheckChallenge } from '@wl/shared/core';

/**
 * The human check (altcha proof of work) loads its solver only when a form is submitted: the
 * first paint never needs it. Same signature as @wl/shared's solveHumanCheck.
 */
export async function solveHumanCheck(c: HumanCheckChallenge): Promise<string | undefined> {
  if (!c.enabled) return undefined;
  const { solveHumanCheck: solve } = await import('@wl/shared/human-check');
  return solve(c);
}
