import { randomBytes } from 'node:crypto';
import type { Sql } from '../../db/index.js';

const NAME = 'code-hmac';
const loaded = new WeakMap<Sql, Promise<Buffer>>();

/**
 * The HMAC key of SMS and email codes: 32 random bytes made by the first node that needs it and
 * stored in `server_secrets`, so every node hashes a code the same way. It is read once per
 * process (per database handle); a failed read is not remembered, the next call tries again.
 */
export function codeKey(sql: Sql): Promise<Buffer> {
  let key = loaded.get(sql);
  if (!key) {
    key = load(sql);
    loaded.set(sql, key);
    key.catch(() => loaded.delete(sql));
  }
  return key;
}

async function load(sql: Sql): Promise<Buffer> {
  await sql`insert into server_secrets (name, secret) values (${NAME}, ${randomBytes(32)}) on conflict (name) do nothing`;
  const [row] = await sql<{ secret: Buffer }[]>`select secret from server_secrets where name = ${NAME}`;
  return Buffer.from(row!.secret);
}
