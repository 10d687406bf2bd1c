import type { Tx } from '../../db/index.js';

/**
 * The demo site's personal host (docs/VIP.md), so a Platinum member of the demo sees a contact,
 * and its VIP tasks, so the wheel's spins have somewhere to come from (docs/VIP-WHEEL.md).
 * The level table itself needs no seed: the merchants trigger of migration 035 gives every new
 * merchant the default VIP 0..20.
 */
export async function seedVip(tx: Tx, merchantId: number): Promise<void> {
  const channels = [
    { kind: 'whatsapp', value: '+63 917 555 0101' },
    { kind: 'telegram', value: '@aurum_vip_host' },
    { kind: 'email', value: 'vip@aurumplay.example' },
  ];
  await tx`
    insert into vip_hosts (merchant_id, name, channels, note)
    values (${merchantId}, 'Ana Santos', ${tx.json(channels)}, 'Every day 10:00 to 22:00 (Manila time), English and Filipino.')
    on conflict (merchant_id) do nothing`;
  // Minor units (PHP) for bets and deposits, a count of bets for rounds.
  const tasks: Array<[string, string, string, number, number, number]> = [
    ['Bet ₱1,000 today', 'valid_bets', 'daily', 100_000, 1, 0],
    ['Play 50 rounds today', 'rounds', 'daily', 50, 1, 0],
    ['Deposit ₱2,000 this week', 'deposit', 'weekly', 200_000, 3, 0],
  ];
  for (const [i, [title, kind, period, target, spins, bonus]] of tasks.entries()) {
    await tx`
      insert into vip_tasks (merchant_id, title, kind, period, target, reward_spins, reward_bonus, min_level, sort)
      select ${merchantId}, ${title}, ${kind}, ${period}, ${target}, ${spins}, ${bonus}, 1, ${i}
      where not exists (select 1 from vip_tasks where merchant_id = ${merchantId} and title = ${title})`;
  }
}
