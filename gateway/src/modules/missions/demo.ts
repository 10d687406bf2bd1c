import type { Tx } from '../../db/index.js';

/**
 * The demo site's missions (docs/MISSIONS.md): a daily of each money kind, a weekly count and a
 * two-week event, small enough that a few rounds of dice complete one. Called by the demo seed
 * (plugins/seed.ts) for the demo merchant only.
 */
const DAY = 86_400_000;

export async function seedMissions(tx: Tx, merchantId: number): Promise<void> {
  const now = Date.now();
  const rows = [
    { title: 'Daily warm-up', description: 'Place 5 bets today on any game', kind: 'bet_count', target: 5, period: 'daily', reward: 200 },
    { title: 'Daily roller', description: 'Make valid bets of 100.00 today', kind: 'valid_bets', target: 10_000, period: 'daily', reward: 500 },
    { title: 'Top up today', description: 'Deposit 200.00 or more today', kind: 'deposit_total', target: 20_000, period: 'daily', reward: 800 },
    { title: 'Weekly winner', description: 'Win 20 rounds this week', kind: 'win_count', target: 20, period: 'weekly', reward: 1_500 },
  ];
  for (const [i, r] of rows.entries()) {
    await tx`insert into missions (merchant_id, title, description, kind, target, period, reward, sort)
      values (${merchantId}, ${r.title}, ${r.description}, ${r.kind}, ${r.target}, ${r.period}, ${r.reward}, ${i})`;
  }
  await tx`insert into missions (merchant_id, title, description, kind, target, period, starts_at, ends_at, reward, sort)
    values (${merchantId}, 'Grand fortnight', 'Make valid bets of 5,000.00 during the event', 'valid_bets', 500000, 'event',
      ${new Date(now - DAY)}, ${new Date(now + 13 * DAY)}, 8800, ${rows.length})`;
}
