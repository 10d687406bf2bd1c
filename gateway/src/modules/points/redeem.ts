import { createHash } from 'node:crypto';
import type { RedeemResult } from '@wl/shared';
import type { MemberAuth } from '../../context.js';
import type { Sql, Tx } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import type { Merchant } from '../site/settings.js';
import { post, walletFor } from '../wallet/ledger.js';
import { movePoints, pointsBalance } from './book.js';
import { convertValue, pointsConfig } from './config.js';
import { checkLoginPassword } from './password.js';
import { REDEMPTION_SELECT, redemptionView, type RedemptionRow } from './records.js';
import { findReward } from './rewards.js';
import { noteQueue } from '../site/queue-notes.js';

/**
 * Redeeming a reward and converting points to cash (docs/POINTS.md "Redeem" and "Convert"). Both
 * check the login password first (outside the transaction: hashing is slow and holds no lock), then
 * in one transaction: the redemption row with the member's idempotency key goes in first (a repeated
 * call waits on that key and answers the first result), then the stock, then the points, which the
 * book refuses to overdraw. A convert also pays the cash through the ledger, keyed by the redemption.
 */

const fingerprintOf = (parts: unknown[]) => createHash('sha256').update(JSON.stringify(parts)).digest('hex');

interface Who {
  merchant: Merchant;
  auth: MemberAuth;
  clientKey: string;
}
interface NewRedemption {
  rewardId: number | null;
  kind: string;
  name: string;
  quantity: number;
  unit: string;
  points: number;
  amountRequired: number;
  amount: number;
  currency: string;
  status: 'in_process' | 'approved';
  fingerprint: string;
}

const accountOf = (w: Who) => Number(w.auth.account.id);
const readRedemption = async (tx: Tx, id: number) => (await tx<RedemptionRow[]>`${tx.unsafe(REDEMPTION_SELECT)} where r.id = ${id}`)[0]!;

/** Inserts the redemption keyed by the client's key, or answers the earlier one with that key. */
async function claimKey(tx: Tx, w: Who, r: NewRedemption): Promise<{ id: number; replay: RedeemResult | null }> {
  const [row] = await tx<{ id: string }[]>`
    insert into points_redemptions (merchant_id, account_id, reward_id, client_key, fingerprint, kind, name, quantity, unit, points,
      amount_required, amount, currency, status, reviewed_at)
    values (${w.merchant.id}, ${accountOf(w)}, ${r.rewardId}, ${w.clientKey}, ${r.fingerprint}, ${r.kind}, ${r.name}, ${r.quantity}, ${r.unit},
      ${r.points}, ${r.amountRequired}, ${r.amount}, ${r.currency}, ${r.status}, ${r.status === 'approved' ? new Date() : null})
    on conflict (account_id, client_key) do nothing returning id`;
  if (row) return { id: Number(row.id), replay: null };
  const [first] = await tx<RedemptionRow[]>`${tx.unsafe(REDEMPTION_SELECT)} where r.account_id = ${accountOf(w)} and r.client_key = ${w.clientKey}`;
  if (!first || first.fingerprint !== r.fingerprint) throw new AppError('IDEMPOTENCY_CONFLICT');
  const { balance } = await pointsBalance(tx, accountOf(w));
  return { id: Number(first.id), replay: { record: redemptionView(first), balance, replayed: true } };
}

export async function redeemReward(sql: Sql, w: Who, body: { rewardId: number; quantity: number; password: string }): Promise<RedeemResult> {
  const reward = await findReward(sql, w.merchant.id, body.rewardId);
  if (!reward || !reward.enabled) throw new AppError('POINTS_REWARD_NOT_FOUND');
  await checkLoginPassword(sql, w.merchant.id, w.auth, body.password);
  const currency = (await walletFor(sql, accountOf(w), 'real'))?.currency ?? w.merchant.settings.currency;
  return sql.begin(async (tx) => {
    const fresh = (await findReward(tx, w.merchant.id, body.rewardId))!;
    const points = Number(fresh.points) * body.quantity;
    if (!Number.isSafeInteger(points)) throw new AppError('POINTS_INSUFFICIENT');
    const claimed = await claimKey(tx, w, {
      rewardId: body.rewardId,
      kind: fresh.kind,
      name: fresh.name,
      quantity: body.quantity,
      unit: fresh.unit,
      points,
      amountRequired: Number(fresh.amountRequired),
      amount: Number(fresh.bonusAmount) * body.quantity,
      currency,
      status: 'in_process',
      fingerprint: fingerprintOf(['redeem', body.rewardId, body.quantity]),
    });
    if (claimed.replay) return claimed.replay;
    if (!fresh.enabled) throw new AppError('POINTS_REWARD_NOT_FOUND');
    const { validBetTotal } = await pointsBalance(tx, accountOf(w));
    if (validBetTotal < Number(fresh.amountRequired))
      throw new AppError('POINTS_BET_REQUIRED', { required: Number(fresh.amountRequired), done: validBetTotal });
    const stocked = await tx`update points_rewards set redeemed = redeemed + ${body.quantity}
      where id = ${body.rewardId} and (stock is null or redeemed + ${body.quantity} <= stock) returning id`;
    if (stocked.length === 0) throw new AppError('POINTS_OUT_OF_STOCK');
    const moved = await movePoints(tx, { merchantId: w.merchant.id, accountId: accountOf(w), kind: 'redeem', points: -points, redemptionId: claimed.id });
    noteQueue(tx, w.merchant.id, 'redemptions');
    return { record: redemptionView(await readRedemption(tx, claimed.id)), balance: moved.balance, replayed: false };
  });
}

export async function convertPoints(sql: Sql, w: Who, body: { points: number; password: string }): Promise<RedeemResult> {
  const cfg = await pointsConfig(sql, w.merchant.id);
  if (!cfg.convertEnabled) throw new AppError('FEATURE_DISABLED');
  const amount = convertValue(cfg, body.points);
  await checkLoginPassword(sql, w.merchant.id, w.auth, body.password);
  const currency = (await walletFor(sql, accountOf(w), 'real'))?.currency ?? w.merchant.settings.currency;
  return sql.begin(async (tx) => {
    const claimed = await claimKey(tx, w, {
      rewardId: null,
      kind: 'convert',
      name: 'Points to cash',
      quantity: 1,
      unit: currency,
      points: body.points,
      amountRequired: 0,
      amount,
      currency,
      status: 'approved',
      fingerprint: fingerprintOf(['convert', body.points, amount]),
    });
    if (claimed.replay) return claimed.replay;
    const moved = await movePoints(tx, { merchantId: w.merchant.id, accountId: accountOf(w), kind: 'convert', points: -body.points, redemptionId: claimed.id });
    const paid = await post(tx, {
      merchantId: w.merchant.id,
      key: `points:convert:${claimed.id}`,
      kind: 'bonus.points',
      currency,
      book: 'real',
      legs: [
        { wallet: { accountId: accountOf(w), kind: 'real' }, amount },
        { wallet: { system: 'points_issuer' }, amount: -amount },
      ],
      meta: { redemptionId: claimed.id, points: body.points },
    });
    await tx`update points_redemptions set cash_journal_id = ${paid.journalId} where id = ${claimed.id}`;
    return { record: redemptionView(await readRedemption(tx, claimed.id)), balance: moved.balance, replayed: false };
  });
}
