import type { AnnouncementType } from '@wl/shared';
import type { Tx } from '../../db/index.js';

/**
 * The demo site's announcements (the seed calls this for the demo merchant): one of each listed
 * type, with generated art as their images. No popup (PU) is seeded: a popup opens on every
 * visitor's first page, which would stand in front of every other browser test of the demo
 * site; staff add popups in the console (docs/ANNOUNCEMENTS.md).
 */
const art = (name: string) => `/lgw/home/art/${name}.svg`;

const DEMO: [AnnouncementType, string, string, string[]][] = [
  [
    'PR',
    'Welcome bonus: 100% up to ₱10,000',
    '<p>New members get a <strong>100% bonus</strong> on their first deposit, up to ₱10,000.</p><ul><li>Turnover 10x before withdrawal.</li><li>One bonus per member, household and device.</li></ul>',
    ['welcome'],
  ],
  [
    'B',
    'VIP club: up to 10% weekly cashback',
    '<p>VIP 4 to 9 get <strong>5%</strong> back every week, VIP 10 to 20 get <strong>10%</strong>. Platinum VIPs have a personal host.</p>',
    ['vip'],
  ],
  [
    'H',
    'Provably fair in-house games',
    '<p>Every round of our in-house games can be checked with the <a href="/bgs/verify">seed verifier</a>.</p>',
    ['fair', 'slots'],
  ],
  [
    'PL',
    'Faster withdrawals this month',
    "<p>Withdrawals to e-wallets are now paid within <em>15 minutes</em> on average. Bank transfers follow the bank's hours.</p>",
    [],
  ],
];

export async function seedAnnouncements(tx: Tx, merchantId: number): Promise<void> {
  for (const [i, [type, title, content, images]] of DEMO.entries()) {
    const [row] = await tx<{ id: string }[]>`
      insert into announcements (merchant_id, type, execution, title, content, sort, published_at)
      values (${merchantId}, ${type}, 'A', ${title}, ${content}, 0, now() - make_interval(hours => ${i * 5})) returning id`;
    for (const [j, name] of images.entries()) {
      await tx`insert into announcement_images (announcement_id, sequence, url) values (${row!.id}, ${j + 1}, ${art(name)})`;
    }
  }
}
