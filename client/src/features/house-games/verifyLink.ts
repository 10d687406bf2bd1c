import type { BgsRound } from '@wl/shared/core';
import { PATHS } from '../../lib/paths';

/** The verifier prefilled with a round (its server seed too, once revealed). */
export function verifyLink(r: Pick<BgsRound, 'game' | 'params' | 'clientSeed' | 'nonce' | 'rtp' | 'serverSeed' | 'serverSeedHash'>): string {
  const q = new URLSearchParams({
    game: r.game,
    clientSeed: r.clientSeed,
    nonce: String(r.nonce),
    rtp: String(r.rtp),
    params: JSON.stringify(r.params),
    hash: r.serverSeedHash,
  });
  if (r.serverSeed) q.set('serverSeed', r.serverSeed);
  return `${PATHS.fairVerify}?${q.toString()}`;
}
