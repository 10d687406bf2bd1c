import { createHash, createHmac, randomBytes } from 'node:crypto';
import { CLIENT_SEED_PATTERN } from '@wl/shared';
import type { Db, Tx } from '../db/index.js';
import { AppError } from '../http/errors.js';

/**
 * Commit-reveal seed pairs (docs/FAIRNESS.md): one active pair per member, made
 * on first use. The server seed never leaves the gateway while active; rotating retires it
 * (revealing it) and commits a new one. The in-house games and the VIP wheel keep their pairs in
 * tables of the same shape (bgs_seeds, vip_wheel_seeds), so each one's nonces count its own uses.
 */
export type SeedTable = 'bgs_seeds' | 'vip_wheel_seeds';

export interface SeedRow {
  id: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
}

export interface Commitment {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

export interface Rotation {
  revealed: { serverSeed: string; serverSeedHash: string; clientSeed: string; used: number };
  next: Commitment;
}

export const nodeHmac = (key: string, message: string) => createHmac('sha256', key).update(message).digest();
const hashOf = (seed: string) => createHash('sha256').update(seed).digest('hex');
const commitment = (row: SeedRow): Commitment => ({ serverSeedHash: row.serverSeedHash, clientSeed: row.clientSeed, nonce: Number(row.nonce) });

export function seedPairs(table: SeedTable) {
  async function insertSeed(db: Db, accountId: number, clientSeed: string) {
    const serverSeed = randomBytes(32).toString('hex');
    // The partial unique index keeps one active pair: a concurrent first use inserts nothing here.
    await db`
      insert into ${db(table)} (account_id, server_seed, server_seed_hash, client_seed)
      values (${accountId}, ${serverSeed}, ${hashOf(serverSeed)}, ${clientSeed})
      on conflict (account_id) where active do nothing`;
  }
  const active = (db: Db, accountId: number) =>
    db<SeedRow[]>`select id, server_seed, server_seed_hash, client_seed, nonce from ${db(table)} where account_id = ${accountId} and active`;

  /** The active pair, locked for the caller's transaction (one member's uses and rotation queue here). */
  async function lock(tx: Tx, accountId: number): Promise<SeedRow> {
    const select = () => tx<SeedRow[]>`
      select id, server_seed, server_seed_hash, client_seed, nonce from ${tx(table)}
      where account_id = ${accountId} and active for update`;
    const [row] = await select();
    if (row) return row;
    await insertSeed(tx, accountId, randomBytes(8).toString('hex'));
    return (await select())[0]!;
  }

  /** The commitment shown before a use (made on first view). */
  async function state(db: Db, accountId: number): Promise<Commitment> {
    let [row] = await active(db, accountId);
    if (!row) {
      await insertSeed(db, accountId, randomBytes(8).toString('hex'));
      [row] = await active(db, accountId);
    }
    return commitment(row!);
  }

  /** Reveals the active server seed and commits a new one; the client seed is kept unless a new one is given. */
  async function rotate(tx: Tx, accountId: number, clientSeed?: string): Promise<Rotation> {
    if (clientSeed !== undefined && !CLIENT_SEED_PATTERN.test(clientSeed)) throw new AppError('CLIENT_SEED_INVALID');
    const old = await lock(tx, accountId);
    await tx`update ${tx(table)} set active = false, revealed_at = now() where id = ${old.id}`;
    await insertSeed(tx, accountId, clientSeed ?? old.clientSeed);
    const [row] = await active(tx, accountId);
    return {
      revealed: { serverSeed: old.serverSeed, serverSeedHash: old.serverSeedHash, clientSeed: old.clientSeed, used: Number(old.nonce) },
      next: commitment(row!),
    };
  }

  return { lock, state, rotate };
}
