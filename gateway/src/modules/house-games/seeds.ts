import type { BgsFairness, BgsRotateValue } from '@wl/shared';
import type { Db, Tx } from '../../db/index.js';
import { seedPairs } from '../../fair/seed-pairs.js';

/** The in-house games' commit-reveal pairs (bgs_seeds; fair/seed-pairs.ts): nonces count rounds. */
const pairs = seedPairs('bgs_seeds');

export { nodeHmac, type SeedRow } from '../../fair/seed-pairs.js';
export const lockActiveSeed = pairs.lock;
export const fairnessState = (db: Db, accountId: number): Promise<BgsFairness> => pairs.state(db, accountId);

export async function rotateSeed(tx: Tx, accountId: number, clientSeed?: string): Promise<BgsRotateValue> {
  const {
    revealed: { used, ...revealed },
    next,
  } = await pairs.rotate(tx, accountId, clientSeed);
  return { revealed: { ...revealed, rounds: used }, next };
}
