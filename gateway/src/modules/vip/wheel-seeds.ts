import { createHash, createHmac, randomBytes } from 'node:crypto';
import { CLIENT_SEED_PATTERN, type WheelFairness, type WheelRotateValue } from '@wl/shared';
import type { Db, Tx } from '../../db/index.js';
import { AppError } from '../../http/errors.js';

/**
 * The wheel's commit-reveal seed pairs (docs/VIP-WHEEL.md, the scheme of docs/FAIRNESS.md): one
 * active pair per member in vip_wheel_seeds, apart from the in-house games' pairs so the wheel's
 * nonces count spins only. The server seed never leaves the gateway while active; rotating
 * reveals it and commits a new one.
 */
export interface WheelSeedRow {
  id: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
}

export const nodeHmac = (key: string, message: string) => createHmac('sha256', key).update(message).digest();
const hashOf = (seed: string) => createHash('sha256').update(seed).digest('hex');

async function insertSeed(db: Db, accountId: number, clientSeed: string) {
  const serverSeed = randomBytes(32).toString('hex');
  // The partial unique index keeps one active pair: a concurrent first use inserts nothing here.
  await db`
    insert into vip_wheel_seeds (account_id, server_seed, server_seed_hash, client_seed)
    values (${accountId}, ${serverSeed}, ${hashOf(serverSeed)}, ${clientSeed})
    on conflict (account_id) where active do nothing`;
}

/** The active pair, locked for the caller's transaction: one member's spins and rotation queue here. */
export async function lockWheelSeed(tx: Tx, accountId: number): Promise<WheelSeedRow> {
  const select = () => tx<WheelSeedRow[]>`
    select id, server_seed, server_seed_hash, client_seed, nonce from vip_wheel_seeds
    where account_id = ${accountId} and active for update`;
  const [row] = await select();
  if (row) return row;
  await insertSeed(tx, accountId, randomBytes(8).toString('hex'));
  return (await select())[0]!;
}

/** The commitment shown before a spin (made on first view). */
export async function wheelFairness(db: Db, accountId: number): Promise<WheelFairness> {
  const read = () => db<WheelSeedRow[]>`select server_seed_hash, client_seed, nonce from vip_wheel_seeds where account_id = ${accountId} and active`;
  let [row] = await read();
  if (!row) {
    await insertSeed(db, accountId, randomBytes(8).toString('hex'));
    [row] = await read();
  }
  return { serverSeedHash: row!.serverSeedHash, clientSeed: row!.clientSeed, nonce: Number(row!.nonce) };
}

/** Reveals the active server seed and commits a new one; the client seed is kept unless a new one is given. */
export async function rotateWheelSeed(tx: Tx, accountId: number, clientSeed?: string): Promise<WheelRotateValue> {
  if (clientSeed !== undefined && !CLIENT_SEED_PATTERN.test(clientSeed)) throw new AppError('CLIENT_SEED_INVALID');
  const old = await lockWheelSeed(tx, accountId);
  await tx`update vip_wheel_seeds set active = false, revealed_at = now() where id = ${old.id}`;
  await insertSeed(tx, accountId, clientSeed ?? old.clientSeed);
  const [row] = await tx<WheelSeedRow[]>`select server_seed_hash, client_seed, nonce from vip_wheel_seeds where account_id = ${accountId} and active`;
  return {
    revealed: { serverSeed: old.serverSeed, serverSeedHash: old.serverSeedHash, clientSeed: old.clientSeed, spins: Number(old.nonce) },
    next: { serverSeedHash: row!.serverSeedHash, clientSeed: row!.clientSeed, nonce: Number(row!.nonce) },
  };
}
