import type { Tx } from '../../db/index.js';

/**
 * The demo site's rewards (docs/POINTS.md): goods, bonus credit and vouchers at a spread of points,
 * one with a valid-bet requirement and one nearly sold out, so a fresh checkout shows a real
 * catalogue. Called by the demo seed (plugins/seed.ts) for the demo merchant only.
 */
export async function seedPointsRewards(tx: Tx, merchantId: number): Promise<void> {
  const rows = [
    {
      name: 'Bonus credit 10.00',
      description: 'Cash credited to your main wallet once approved.',
      kind: 'bonus',
      icon: 'coin',
      points: 100,
      amountRequired: 0,
      bonusAmount: 1_000,
      unit: 'credit',
      stock: null,
    },
    {
      name: 'Free spins voucher',
      description: '20 free spins on any in-house slot.',
      kind: 'voucher',
      icon: 'spin',
      points: 250,
      amountRequired: 0,
      bonusAmount: 0,
      unit: 'voucher',
      stock: 500,
    },
    {
      name: 'Bonus credit 100.00',
      description: 'Cash credited to your main wallet once approved.',
      kind: 'bonus',
      icon: 'coin',
      points: 900,
      amountRequired: 500_000,
      bonusAmount: 10_000,
      unit: 'credit',
      stock: null,
    },
    {
      name: 'Wireless headset',
      description: 'Over-ear gaming headset, delivered to your address.',
      kind: 'goods',
      icon: 'headset',
      points: 2_500,
      amountRequired: 0,
      bonusAmount: 0,
      unit: 'piece',
      stock: 40,
    },
    {
      name: 'Smart watch',
      description: 'Fitness smart watch, delivered to your address.',
      kind: 'goods',
      icon: 'watch',
      points: 6_000,
      amountRequired: 0,
      bonusAmount: 0,
      unit: 'piece',
      stock: 3,
    },
    {
      name: 'Smartphone',
      description: 'The latest flagship phone, delivered to your address.',
      kind: 'goods',
      icon: 'phone',
      points: 30_000,
      amountRequired: 2_000_000,
      bonusAmount: 0,
      unit: 'piece',
      stock: 5,
    },
  ];
  for (const [i, r] of rows.entries()) {
    await tx`
      insert into points_rewards (merchant_id, name, description, kind, icon, points, amount_required, bonus_amount, unit, stock, sort)
      values (${merchantId}, ${r.name}, ${r.description}, ${r.kind}, ${r.icon}, ${r.points}, ${r.amountRequired}, ${r.bonusAmount}, ${r.unit}, ${r.stock}, ${i})`;
  }
}
