import { createHash, randomBytes } from 'node:crypto';
import { DEPOSIT_MAX_PENDING, depositFee, type CreateDepositRequest, type DepositChannel, type DepositOrder, type DepositStatus } from '@wl/shared';
import type { Db, Sql, Tx } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import type { AccountRecord } from '../accounts/accounts.js';
import { channelOf, type ChannelRow } from './channels/index.js';
import { channelView } from '../cashier/cashier-settings.js';
import { assertDepositAllowed } from '../responsible-gaming/responsible.js';
import { noteQueue } from '../site/queue-notes.js';

/** A deposit order row with what its view needs from the channel. */
export interface OrderRow {
  id: string;
  ref: string;
  merchantId: number;
  accountId: string;
  channelId: string;
  channelType: 'sandbox' | 'bank';
  channelName: string;
  bankDetails: ChannelRow['bankDetails'];
  amount: string;
  fee: string;
  currency: string;
  status: DepositStatus;
  clientKey: string;
  requestHash: string;
  externalRef: string | null;
  journalId: string | null;
  expiresAt: Date;
  createdAt: Date;
  settledAt: Date | null;
  reviewedBy: number | null;
  /** The internal note (staff only). */
  reviewReason: string | null;
  memberMessage: string | null;
  reviewKey: string | null;
  /** Four eyes: the first of two approvals of a large bank order (the order stays pending). */
  firstReviewBy: number | null;
  firstReviewAt: Date | null;
  firstReviewNote: string | null;
  firstReviewKey: string | null;
}

/** The order columns joined with their channel; `o` is deposit_orders, `c` payment_channels. */
export const ORDER_SELECT = `o.id, o.ref, o.merchant_id, o.account_id, o.channel_id, o.channel_type, c.name as channel_name,
  c.bank_details, o.amount, o.fee, o.currency, o.status, o.client_key, o.request_hash, o.external_ref, o.journal_id,
  o.expires_at, o.created_at, o.settled_at, o.reviewed_by, o.review_reason, o.member_message, o.review_key,
  o.first_review_by, o.first_review_at, o.first_review_note, o.first_review_key`;

export function orderView(o: OrderRow): DepositOrder {
  const amount = Number(o.amount);
  const fee = Number(o.fee);
  const open = o.status === 'pending';
  const how = channelOf(o.channelType).instructions(
    { ref: o.ref, merchantId: o.merchantId, amount, fee, currency: o.currency, externalRef: o.externalRef },
    { bankDetails: o.bankDetails },
  );
  return {
    id: Number(o.id),
    ref: o.ref,
    channelId: Number(o.channelId),
    channelName: o.channelName,
    channelType: o.channelType,
    amount,
    fee,
    payable: amount + fee,
    currency: o.currency,
    status: o.status,
    createdAt: o.createdAt.toISOString(),
    expiresAt: o.expiresAt.toISOString(),
    settledAt: o.settledAt?.toISOString() ?? null,
    // The member's view: staff's message to them only; the internal note stays in the staff queue.
    memberMessage: o.memberMessage,
    // The payment page only while it can still be paid; bank details stay visible on the order.
    redirectUrl: open ? how.redirectUrl : null,
    bankDetails: how.bankDetails,
  };
}

const CHANNEL_COLUMNS = `id, merchant_id, type, name, currency, min_amount, max_amount, fee_bps, fee_fixed, bank_details, timeout_seconds, enabled, sort`;

/** The site's enabled channels in the currency of the member's wallet, in the order staff set. */
export async function listChannels(db: Db, merchantId: number, currency: string): Promise<DepositChannel[]> {
  const rows = await db.unsafe<ChannelRow[]>(
    `select ${CHANNEL_COLUMNS} from payment_channels where merchant_id = $1 and enabled and currency = $2 order by sort, id`,
    [merchantId, currency],
  );
  return rows.map(channelView);
}

async function orderByKey(tx: Tx, accountId: number, clientKey: string): Promise<OrderRow | null> {
  const [o] = await tx.unsafe<OrderRow[]>(
    `select ${ORDER_SELECT} from deposit_orders o join payment_channels c on c.id = o.channel_id where o.account_id = $1 and o.client_key = $2`,
    [accountId, clientKey],
  );
  return o ?? null;
}

/** What a key was used for: a replay must ask for the same channel and amount. */
const requestHash = (r: CreateDepositRequest) => createHash('sha256').update(`deposit:${r.channelId}:${r.amount}`).digest('hex');

/**
 * Opens a deposit order, idempotent on the member's key: a replay answers the first order (what
 * it is now), the same key with another channel or amount is IDEMPOTENCY_CONFLICT. The channel
 * must be the member's site's, enabled and in the wallet's currency, and the amount within its
 * limits. Responsible-gaming limits are checked in the same transaction (they lock the member,
 * so the count of open orders is exact too).
 */
export async function createDeposit(sql: Sql, account: AccountRecord, clientKey: string, req: CreateDepositRequest): Promise<DepositOrder> {
  const accountId = Number(account.id);
  const hash = requestHash(req);
  return sql.begin(async (tx) => {
    const first = await orderByKey(tx, accountId, clientKey);
    if (first) return replayOf(first, hash);
    const [channel] = await tx.unsafe<ChannelRow[]>(`select ${CHANNEL_COLUMNS} from payment_channels where id = $1 and merchant_id = $2 and enabled`, [
      req.channelId,
      account.merchantId,
    ]);
    if (!channel || channel.currency !== account.currency) throw new AppError('CHANNEL_UNAVAILABLE');
    const min = Number(channel.minAmount);
    const max = Number(channel.maxAmount);
    if (req.amount < min || req.amount > max) throw new AppError('DEPOSIT_AMOUNT_OUT_OF_RANGE', { min, max, currency: channel.currency });
    await assertDepositAllowed(tx, accountId, req.amount);
    const [open] = await tx<{ n: number }[]>`
      select count(*)::int as n from deposit_orders where account_id = ${accountId} and status = 'pending' and expires_at > now()`;
    if (open!.n >= DEPOSIT_MAX_PENDING) throw new AppError('DEPOSIT_PENDING_LIMIT', { max: DEPOSIT_MAX_PENDING });

    const fee = depositFee(req.amount, { feeBps: channel.feeBps, feeFixed: Number(channel.feeFixed) });
    const ref = `D${randomBytes(12).toString('hex').toUpperCase()}`;
    const externalRef = channelOf(channel.type).start({ ref, merchantId: account.merchantId, amount: req.amount, fee, currency: channel.currency });
    const [made] = await tx<{ id: string }[]>`
      insert into deposit_orders (ref, merchant_id, account_id, channel_id, channel_type, amount, fee, currency, client_key, request_hash, external_ref, expires_at)
      values (${ref}, ${account.merchantId}, ${accountId}, ${channel.id}, ${channel.type}, ${req.amount}, ${fee}, ${channel.currency},
              ${clientKey}, ${hash}, ${externalRef}, now() + make_interval(secs => ${channel.timeoutSeconds}))
      on conflict (account_id, client_key) do nothing
      returning id`;
    if (made && channel.type === 'bank') noteQueue(tx, account.merchantId, 'deposits');
    const row = await orderByKey(tx, accountId, clientKey);
    // A concurrent request with the same key won the insert: answer like a replay.
    return made ? orderView(row!) : replayOf(row!, hash);
  });
}

function replayOf(first: OrderRow, hash: string): DepositOrder {
  if (first.requestHash !== hash) throw new AppError('IDEMPOTENCY_CONFLICT');
  return orderView(first);
}

/** The member's own orders, newest first. */
/** One of the member's own orders by reference; another member's reference answers as a missing one. */
export async function findMyDeposit(db: Db, accountId: number, ref: string): Promise<DepositOrder> {
  const [o] = await db.unsafe<OrderRow[]>(
    `select ${ORDER_SELECT} from deposit_orders o join payment_channels c on c.id = o.channel_id where o.account_id = $1 and o.ref = $2`,
    [accountId, ref],
  );
  if (!o) throw new AppError('ORDER_NOT_FOUND');
  return orderView(o);
}

export async function listMyDeposits(db: Db, accountId: number, status: DepositStatus | null, page: number, pageSize: number) {
  const where = `o.account_id = $1 and ($2::text is null or o.status = $2)`;
  const [count] = await db.unsafe<{ n: number }[]>(`select count(*)::int as n from deposit_orders o where ${where}`, [accountId, status]);
  const rows = await db.unsafe<OrderRow[]>(
    `select ${ORDER_SELECT} from deposit_orders o join payment_channels c on c.id = o.channel_id where ${where}
     order by o.created_at desc, o.id desc limit $3 offset $4`,
    [accountId, status, pageSize, (page - 1) * pageSize],
  );
  const total = count!.n;
  return { list: rows.map(orderView), pageNum: page, pageSize, total, totalPages: Math.ceil(total / pageSize) };
}
