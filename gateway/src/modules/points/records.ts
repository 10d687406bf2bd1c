import type { PointsDetail, PointsEntryKind, PointsRedeemStatus, RedeemRecord } from '@wl/shared';
import type { Db } from '../../db/index.js';
import { paged } from '../../http/paged.js';

/** The member's redeem history and points details (MCS2_getRedeemPointList, ODSFE2_MemTransDet). */

export interface RedemptionRow {
  id: string;
  kind: RedeemRecord['type'];
  name: string;
  quantity: number;
  unit: string;
  points: string;
  amountRequired: string;
  amount: string;
  currency: string;
  status: PointsRedeemStatus;
  /** The internal note (staff only) and staff's message to the member. */
  remark: string | null;
  memberMessage: string | null;
  createdAt: Date;
  reviewedAt: Date | null;
  accountId: string;
  username: string;
  reviewedBy: string | null;
  fingerprint: string;
}

export const REDEMPTION_SELECT = `select r.id, r.kind, r.name, r.quantity, r.unit, r.points, r.amount_required, r.amount, r.currency, r.status,
    r.remark, r.member_message, r.created_at, r.reviewed_at, r.account_id, a.username, s.username as reviewed_by, r.fingerprint
  from points_redemptions r join accounts a on a.id = r.account_id left join staff s on s.id = r.reviewed_by`;

/** The transaction reference shown to members and staff: stable, from the row id. */
export const redemptionRef = (id: number) => `PM${String(id).padStart(8, '0')}`;

export const redemptionView = (r: RedemptionRow): RedeemRecord => ({
  id: Number(r.id),
  ref: redemptionRef(Number(r.id)),
  createdAt: r.createdAt.toISOString(),
  type: r.kind,
  name: r.name,
  quantity: r.quantity,
  unit: r.unit,
  points: Number(r.points),
  amountRequired: Number(r.amountRequired),
  amount: Number(r.amount),
  currency: r.currency,
  status: r.status,
  // The record's remark is staff's message to the member; their internal note never leaves the console.
  memberMessage: r.memberMessage,
  reviewedAt: r.reviewedAt?.toISOString() ?? null,
});

export async function redeemHistory(db: Db, merchantId: number, accountId: number, status: PointsRedeemStatus | 'all', page: number, pageSize: number) {
  const states = status === 'all' ? ['in_process', 'approved', 'rejected'] : [status];
  const [rows, [n]] = await Promise.all([
    db<
      RedemptionRow[]
    >`${db.unsafe(REDEMPTION_SELECT)} where r.merchant_id = ${merchantId} and r.account_id = ${accountId} and r.status = any(${states}::text[])
      order by r.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`,
    db<
      { n: number }[]
    >`select count(*)::int as n from points_redemptions where merchant_id = ${merchantId} and account_id = ${accountId} and status = any(${states}::text[])`,
  ]);
  return paged(rows.map(redemptionView), n?.n ?? 0, { page, pageSize });
}

export async function pointsDetails(
  db: Db,
  merchantId: number,
  accountId: number,
  type: PointsEntryKind | 'all',
  days: number,
  page: number,
  pageSize: number,
) {
  const kinds = type === 'all' ? ['earn', 'redeem', 'refund', 'convert'] : [type];
  const since = new Date(Date.now() - days * 86_400_000);
  type Row = {
    id: string;
    createdAt: Date;
    kind: PointsEntryKind;
    points: string;
    balanceBefore: string;
    balanceAfter: string;
    ratio: string | null;
    validBet: string | null;
    betCount: number | null;
    redemptionId: string | null;
  };
  const where = db`merchant_id = ${merchantId} and account_id = ${accountId} and kind = any(${kinds}::text[]) and created_at >= ${since}`;
  const [rows, [n]] = await Promise.all([
    db<Row[]>`select id, created_at, kind, points, balance_before, balance_after, ratio, valid_bet, bet_count, redemption_id
      from points_journal where ${where} order by id desc limit ${pageSize} offset ${(page - 1) * pageSize}`,
    db<{ n: number }[]>`select count(*)::int as n from points_journal where ${where}`,
  ]);
  const num = (v: string | null) => (v === null ? null : Number(v));
  const list: PointsDetail[] = rows.map((r) => ({
    id: Number(r.id),
    createdAt: r.createdAt.toISOString(),
    type: r.kind,
    current: Number(r.balanceBefore),
    changed: Number(r.points),
    balance: Number(r.balanceAfter),
    ratio: num(r.ratio),
    validBet: num(r.validBet),
    betCount: r.betCount,
    ref: r.redemptionId ? redemptionRef(Number(r.redemptionId)) : null,
  }));
  return paged(list, n?.n ?? 0, { page, pageSize });
}
