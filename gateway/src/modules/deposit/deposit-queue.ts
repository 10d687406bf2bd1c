import type { DepositStatus, StaffDepositPage } from '@wl/shared';
import type { Db } from '../../db/index.js';
import { ORDER_SELECT, orderView, type OrderRow } from './deposit-orders.js';

type QueueRow = OrderRow & { username: string; reviewerName: string | null; firstReviewerName: string | null };

/** The staff deposit queue of one merchant (never another's), oldest pending first when filtered to pending. */
export async function depositQueue(
  db: Db,
  merchantId: number,
  status: DepositStatus | null,
  page: number,
  pageSize: number,
  fourEyesAmount: number,
): Promise<StaffDepositPage> {
  const where = `o.merchant_id = $1 and ($2::text is null or o.status = $2)`;
  const [count] = await db.unsafe<{ n: number }[]>(`select count(*)::int as n from deposit_orders o where ${where}`, [merchantId, status]);
  // Pending work is done oldest first; history reads newest first.
  const order = status === 'pending' ? 'o.created_at asc, o.id asc' : 'o.created_at desc, o.id desc';
  const rows = await db.unsafe<QueueRow[]>(
    `select ${ORDER_SELECT}, a.username, s.username as reviewer_name, f.username as first_reviewer_name
     from deposit_orders o join payment_channels c on c.id = o.channel_id join accounts a on a.id = o.account_id
     left join staff s on s.id = o.reviewed_by left join staff f on f.id = o.first_review_by
     where ${where} order by ${order} limit $3 offset $4`,
    [merchantId, status, pageSize, (page - 1) * pageSize],
  );
  const total = count!.n;
  return {
    list: rows.map((r) => ({
      ...orderView(r),
      accountId: Number(r.accountId),
      username: r.username,
      externalRef: r.externalRef,
      reviewedBy: r.reviewerName,
      note: r.reviewReason,
      fourEyes: r.channelType === 'bank' && Number(r.amount) >= fourEyesAmount,
      firstApprovedBy: r.firstReviewerName,
      firstApprovedAt: r.firstReviewAt?.toISOString() ?? null,
      firstNote: r.firstReviewNote,
    })),
    pageNum: page,
    pageSize,
    total,
    totalPages: Math.ceil(total / pageSize),
  };
}
