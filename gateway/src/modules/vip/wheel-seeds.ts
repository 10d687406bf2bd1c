import type { WheelFairness, WheelRotateValue } from '@wl/shared';
import type { Db, Tx } from '../../db/index.js';
import { seedPairs } from '../../fair/seed-pairs.js';

/**
 * The wheel's commit-reveal pairs (docs/VIP-WHEEL.md; fair/seed-pairs.ts), in vip_wheel_seeds apart
 * from the in-house games' pairs so the wheel's nonces count spins only.
 */
const pairs = seedPairs('vip_wheel_seeds');

export { nodeHmac, type SeedRow as WheelSeedRow } from '../../fair/seed-pairs.js';
export const lockWheelSeed = pairs.lock;
export const wheelFairness = (db: Db, accountId: number): Promise<WheelFairness> => pairs.state(db, accountId);

export async function rotateWheelSeed(tx: Tx, accountId: number, clientSeed?: string): Promise<WheelRotateValue> {
  const {
    revealed: { used, ...revealed },
    next,
  } = await pairs.rotate(tx, accountId, clientSeed);
  return { revealed: { ...revealed, spins: used }, next };
}
