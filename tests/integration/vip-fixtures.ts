import type { Sql } from '@wl/gateway';
import { post } from '../../gateway/src/modules/wallet/ledger.js';
import { createChannel } from '../support/channels.js';
import { houseMove, type HouseMoveKind } from '../support/factories.js';

/** Shared by the VIP tests (docs/VIP.md): money in, bets, wins and paid deposit orders. */

const key = (what: string, accountId: number) => `test-vip-${what}:${accountId}:${Date.now()}:${Math.random()}`;

/** A movement between the member's main wallet and the house, of the journal kind a game or cashier books. */
export async function move(sql: Sql, merchantId: number, accountId: number, kind: HouseMoveKind, amount: number) {
  await houseMove(sql, { merchantId, accountId, kind, amount });
}

/** Money to bet with (a ledger `deposit` movement; not a deposit order, so it moves no VIP level). */
export const fund = (sql: Sql, merchantId: number, accountId: number, amount: number) => move(sql, merchantId, accountId, 'deposit', amount);

/** Funds, then bets `staked` and wins `won`: a week's net loss of staked - won. */
export async function play(sql: Sql, merchantId: number, accountId: number, staked: number, won = 0) {
  await fund(sql, merchantId, accountId, staked);
  await move(sql, merchantId, accountId, 'bet', staked);
  if (won > 0) await move(sql, merchantId, accountId, 'win', won);
}

const channels = new Map<number, Promise<{ id: number }>>();

/** A deposit order in `status` (paid: credited through the ledger, as the cashier does). */
export async function depositOrder(sql: Sql, merchantId: number, accountId: number, amount: number, status: 'paid' | 'pending' = 'paid') {
  if (!channels.has(merchantId)) channels.set(merchantId, createChannel(sql, merchantId, { max: 1_000_000_000 }));
  const channel = await channels.get(merchantId)!;
  await sql.begin(async (tx) => {
    const journal =
      status === 'paid'
        ? await post(tx, {
            merchantId,
            key: key('order', accountId),
            kind: 'deposit',
            currency: 'PHP',
            book: 'real',
            legs: [
              { wallet: { accountId, kind: 'real' }, amount },
              { wallet: { system: 'payment_clearing' }, amount: -amount },
            ],
          })
        : null;
    await tx`
      insert into deposit_orders (ref, merchant_id, account_id, channel_id, channel_type, amount, currency, status, client_key, request_hash,
                                  journal_id, expires_at, settled_at)
      values (${key('ref', accountId)}, ${merchantId}, ${accountId}, ${channel.id}, 'sandbox', ${amount}, 'PHP', ${status}, ${key('ck', accountId)}, 'h',
              ${journal?.journalId ?? null}, now() + interval '15 minutes', ${status === 'paid' ? new Date() : null})`;
  });
}
