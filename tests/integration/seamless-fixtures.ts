import { randomBytes } from 'node:crypto';
import type { Sql } from '@wl/gateway';
import { postHouseTransfer } from '../../gateway/src/modules/wallet/ledger.js';
import type { PlayerSession } from '../../gateway/src/modules/seamless/wallet.js';
import { createAccount } from '../support/factories.js';

/** A vendor of the test's own (random code), so its transaction ids never meet another test's. */
export async function createVendor(sql: Sql, o: { secret?: string; launchUrl?: string | null; timeoutSeconds?: number; code?: string } = {}) {
  const code = o.code ?? `V${randomBytes(4).toString('hex').toUpperCase()}`;
  const secret = o.secret ?? randomBytes(16).toString('hex');
  await sql`
    insert into game_vendors (code, name, api_secret, launch_url, debit_timeout_seconds)
    values (${code}, ${`Vendor ${code}`}, ${secret}, ${o.launchUrl === undefined ? 'https://vendor.example/play' : o.launchUrl}, ${o.timeoutSeconds ?? 900})
    on conflict (code) do nothing`;
  return { code, secret };
}

export async function createGame(sql: Sql, vendor: string, o: { type?: string; trial?: boolean; maintenance?: boolean } = {}) {
  const gameCode = `g${randomBytes(3).toString('hex')}`;
  const [g] = await sql<{ nodeId: string }[]>`
    insert into games (vendor_code, game_code, game_type, name, trial_allowed, maintenance)
    values (${vendor}, ${gameCode}, ${o.type ?? 'RNG'}, ${`Game ${gameCode}`}, ${o.trial ?? false}, ${o.maintenance ?? false})
    returning node_id`;
  return { nodeId: Number(g!.nodeId), gameCode };
}

/** A member with `funds` in the main wallet (or the play wallet for trial users, type 4). */
export async function fundedPlayer(sql: Sql, merchantId: number, funds: number, type = 0) {
  const a = await createAccount(sql, merchantId, { type });
  const wallet = type === 4 ? 'play' : 'real';
  if (funds > 0) {
    await sql.begin((tx) => postHouseTransfer(tx, { key: `t-fund:${a.id}:${wallet}`, kind: 'deposit', merchantId, accountId: a.id, wallet, currency: 'PHP', amount: funds }));
  }
  return a;
}

export const session = (a: { id: number }, merchantId: number, vendor: string, nodeId: number, book: 'real' | 'play' = 'real'): PlayerSession =>
  ({ sessionId: null, accountId: a.id, merchantId, nodeId, vendor, book, currency: 'PHP' });

export async function mainBalance(sql: Sql, accountId: number, kind = 'real'): Promise<number> {
  const [w] = await sql<{ balance: string }[]>`select balance from wallets where account_id = ${accountId} and kind = ${kind}`;
  return Number(w?.balance ?? 0);
}

export async function journalRows(sql: Sql, vendor: string, txId: string): Promise<number> {
  const [r] = await sql<{ n: number }[]>`select count(*)::int as n from journal where idempotency_key = ${`seamless:${vendor}:${txId}`}`;
  return r!.n;
}

export const uid = (p = 't') => `${p}-${randomBytes(6).toString('hex')}`;
