import type { StaffWheelSpinsValue } from '@wl/shared';
import type { Db } from '../../db/index.js';

/** The console's list of the merchant's spins, newest first (docs/VIP-WHEEL.md "Console"). */
export async function staffSpins(db: Db, merchantId: number, page: number, pageSize: number): Promise<StaffWheelSpinsValue> {
  const [rows, [count]] = await Promise.all([
    db<
      {
        id: string;
        accountId: string;
        username: string;
        segment: number;
        label: string;
        prize: string;
        currency: string;
        nonce: string;
        revealed: boolean;
        createdAt: Date;
      }[]
    >`
      select p.id, p.account_id, a.username, p.segment, p.label, p.prize, p.currency, p.nonce, (s.revealed_at is not null) as revealed, p.created_at
      from vip_wheel_spins p join accounts a on a.id = p.account_id join vip_wheel_seeds s on s.id = p.seed_id
      where p.merchant_id = ${merchantId} order by p.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`,
    db<{ n: number }[]>`select count(*)::int as n from vip_wheel_spins where merchant_id = ${merchantId}`,
  ]);
  const n = count?.n ?? 0;
  return {
    list: rows.map((r) => ({
      ...r,
      id: Number(r.id),
      accountId: Number(r.accountId),
      prize: Number(r.prize),
      nonce: Number(r.nonce),
      createdAt: r.createdAt.toISOString(),
    })),
    pageNum: page,
    pageSize,
    total: n,
    totalPages: Math.max(1, Math.ceil(n / pageSize)),
  };
}
