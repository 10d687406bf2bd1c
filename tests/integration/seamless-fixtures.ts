import { randomBytes } from 'node:crypto';
import type { Sql } from '@wl/gateway';
import { postHouseTransfer } from '../../gateway/src/modules/wallet/ledger.js';
import type { PlayerSession } from '../../gateway/src/modules/vendor-wallet/wallet.js';
import { ensureCredential } from '../../gateway/src/modules/vendor-wallet/credentials.js';
import { createAccount } from '../support/factories.js';

/** What a vendor signs its calls for one merchant with: its code, the credential's operator id and secret. */
export interface VendorCredential {
  code: string;
  operatorId: string;
  secret: string;
}

/**
 * A vendor of the test's own (random code), so its transaction ids never meet another test's.
 * With `merchantId`, also that merchant's credential for it (as the gateway makes them), which
 * `vendorCall` signs with; without, `operatorId` and `secret` are empty (in-process tests).
 */
export async function createVendor(
  sql: Sql,
  o: { merchantId?: number; launchUrl?: string | null; timeoutSeconds?: number; code?: string } = {},
): Promise<VendorCredential> {
  const code = o.code ?? `V${randomBytes(4).toString('hex').toUpperCase()}`;
  await sql`
    insert into game_vendors (code, name, launch_url, debit_timeout_seconds)
    values (${code}, ${`Vendor ${code}`}, ${o.launchUrl === undefined ? 'https://vendor.example/play' : o.launchUrl}, ${o.timeoutSeconds ?? 900})
    on conflict (code) do nothing`;
  return o.merchantId === undefined ? { code, operatorId: '', secret: '' } : vendorCredential(sql, o.merchantId, code);
}

/** The merchant's credential for the vendor (made when missing), with its current secret, read where the gateway keeps it. */
export async function vendorCredential(sql: Sql, merchantId: number, code: string): Promise<VendorCredential> {
  const operatorId = await ensureCredential(sql, merchantId, code);
  const [row] = await sql<{ secret: string }[]>`select secret from vendor_credentials where operator_id = ${operatorId}`;
  return { code, operatorId, secret: row!.secret };
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
    await sql.begin((tx) =>
      postHouseTransfer(tx, { key: `t-fund:${a.id}:${wallet}`, kind: 'deposit', merchantId, accountId: a.id, wallet, currency: 'PHP', amount: funds }),
    );
  }
  return a;
}

export const session = (a: { id: number }, merchantId: number, vendor: string, nodeId: number, book: 'real' | 'play' = 'real'): PlayerSession => ({
  sessionId: null,
  accountId: a.id,
  merchantId,
  nodeId,
  vendor,
  book,
  currency: 'PHP',
});

export async function mainBalance(sql: Sql, accountId: number, kind = 'real'): Promise<number> {
  const [w] = await sql<{ balance: string }[]>`select balance from wallets where account_id = ${accountId} and kind = ${kind}`;
  return Number(w?.balance ?? 0);
}

export async function journalRows(sql: Sql, vendor: string, txId: string): Promise<number> {
  const [r] = await sql<{ n: number }[]>`select count(*)::int as n from journal where idempotency_key = ${`seamless:${vendor}:${txId}`}`;
  return r!.n;
}

export const uid = (p = 't') => `${p}-${randomBytes(6).toString('hex')}`;
