import { createHash, createHmac, randomBytes } from 'node:crypto';
import { CLIENT_SEED_PATTERN, type BgsFairness, type BgsRotateValue } from '@wl/shared';
import type { Db, Tx } from '../../db/index.js';
import { AppError } from '../../http/errors.js';

/**
 * The commit-reveal seed pairs (DESIGN decision 8): one active pair per member, made on first
 * use. The server seed never leaves the gateway while active; rotating retires it (revealing it)
 * and commits a new one.
 */
export interface SeedRow {
  id: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
}

export const nodeHmac = (key: string, message: string) => createHmac('sha256', key).update(message).digest();
const hashOf = (seed: string) => createHash('sha256').update(seed).digest('hex');

function assertClientSeed(seed: string) {
  if (!CLIENT_SEED_PATTERN.test(seed)) throw new AppError('CLIENT_SEED_INVALID');
}

async function insertSeed(db: Db, accountId: number, clientSeed: string) {
  const serverSeed = randomBytes(32).toString('hex');
  // The partial unique index keeps one active pair: a concurrent first use inserts nothing here.
  await db`
    insert into bgs_seeds (account_id, server_seed, server_seed_hash, client_seed)
    values (${accountId}, ${serverSeed}, ${hashOf(serverSeed)}, ${clientSeed})
    on conflict (account_id) where active do nothing`;
}

/** The active pair, locked for the caller's transaction (rounds and rotation of one member queue here). */
export async function lockActiveSeed(tx: Tx, accountId: number): Promise<SeedRow> {
  const select = () => tx<SeedRow[]>`
    select id, server_seed, server_seed_hash, client_seed, nonce from bgs_seeds
    where account_id = ${accountId} and active for update`;
  const [row] = await select();
  if (row) return row;
  await insertSeed(tx, accountId, randomBytes(8).toString('hex'));
  return (await select())[0]!;
}

export async function fairnessState(db: Db, accountId: number): Promise<BgsFairness> {
  const read = () => db<SeedRow[]>`select server_seed_hash, client_seed, nonce from bgs_seeds where account_id = ${accountId} and active`;
  let [row] = await read();
  if (!row) {
    await insertSeed(db, accountId, randomBytes(8).toString('hex'));
    [row] = await read();
  }
  return { serverSeedHash: row!.serverSeedHash, clientSeed: row!.clientSeed, nonce: Number(row!.nonce) };
}

/** Reveals the active server seed and commits a new one; the client seed is kept unless a new one is given. */
export async function rotateSeed(tx: Tx, accountId: number, clientSeed?: string): Promise<BgsRotateValue> {
  if (clientSeed !== undefined) assertClientSeed(clientSeed);
  const old = await lockActiveSeed(tx, accountId);
  await tx`update bgs_seeds set active = false, revealed_at = now() where id = ${old.id}`;
  const next = clientSeed ?? old.clientSeed;
  await insertSeed(tx, accountId, next);
  const [row] = await tx<SeedRow[]>`select server_seed_hash, client_seed, nonce from bgs_seeds where account_id = ${accountId} and active`;
  return {
    revealed: { serverSeed: old.serverSeed, serverSeedHash: old.serverSeedHash, clientSeed: old.clientSeed, rounds: Number(old.nonce) },
    next: { serverSeedHash: row!.serverSeedHash, clientSeed: row!.clientSeed, nonce: Number(row!.nonce) },
  };
}
