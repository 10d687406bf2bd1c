import type { Tx } from '../../db/index.js';

/**
 * The demo site's personal host (docs/VIP.md), so a Platinum member of the demo sees a contact.
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
}
