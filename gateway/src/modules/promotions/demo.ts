import type { Tx } from '../../db/index.js';

/**
 * The demo site's promotions (docs/PROMOTIONS.md): one of each kind, a video promotion at the
 * id the site's links use (/promotions#5488152) and one coming soon, so a fresh checkout shows
 * every kind.
 * Called by the demo seed (plugins/seed.ts) for the demo merchant only.
 */
const DAY = 86_400_000;
export const DEMO_VIDEO_PROMOTION_ID = 5488152;

export async function seedPromotions(tx: Tx, merchantId: number): Promise<void> {
  const now = Date.now();
  const from = new Date(now - DAY);
  const to = new Date(now + 60 * DAY);
  const rows = [
    // The first row is the site's welcome offer (the home page's welcome card names it).
    {
      kind: 'apply',
      title: 'First deposit bonus',
      summary: 'Deposit, send us the slip, get 88.00',
      bonus: 8_800,
      bonusMax: 8_800,
      turnover: 3,
      target: 0,
      quota: null,
      content:
        '<p>Made your <b>first deposit</b>? Apply with a screenshot of the payment and a short comment.</p><ul><li>One application per member</li><li>Bonus paid once staff approve it</li><li>Valid bets of 3 times the bonus before withdrawing it</li></ul>',
    },
    {
      kind: 'checkin',
      title: 'Daily sign-in',
      summary: 'Sign in every day for 1.00',
      bonus: 100,
      bonusMax: 100,
      turnover: 1,
      target: 0,
      quota: null,
      content: '<p>Press <b>Sign in today</b> once a day: 1.00 goes to your balance at once.</p>',
    },
    {
      kind: 'raffle',
      title: 'Lucky red envelope',
      summary: '500 envelopes of 1.00 to 8.88',
      bonus: 100,
      bonusMax: 888,
      turnover: 1,
      target: 0,
      quota: 500,
      content: '<p>Open one red envelope per member while they last. Each holds a surprise amount.</p>',
    },
  ];
  for (const [i, r] of rows.entries()) {
    await tx`
      insert into promotions (merchant_id, kind, title, summary, content, starts_at, ends_at, bonus, bonus_max, turnover_multiple, target, quota, sort, welcome)
      values (${merchantId}, ${r.kind}, ${r.title}, ${r.summary}, ${r.content}, ${from}, ${to}, ${r.bonus}, ${r.bonusMax}, ${r.turnover}, ${r.target}, ${r.quota}, ${i}, ${i === 0})`;
  }
  // The promotion id the site's links use (#5488152) on a fresh database; a database that already has that id gets the next one.
  const [taken] = await tx`select 1 from promotions where id = ${DEMO_VIDEO_PROMOTION_ID}`;
  const [next] = await tx<{ id: string }[]>`select ${taken ? tx`nextval('promotions_id_seq')` : tx`${DEMO_VIDEO_PROMOTION_ID}::bigint`} as id`;
  await tx`
    insert into promotions (id, merchant_id, kind, title, summary, content, video_url, starts_at, ends_at, bonus, bonus_max, turnover_multiple, target, sort)
    values (${next!.id}, ${merchantId}, 'event', 'Watch and win', 'Join, bet 1,000.00 in a week, claim 18.00',
      '<p>Watch how it works, join, and make valid bets of <b>1,000.00</b> before the end: then claim 18.00.</p>',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ', ${from}, ${new Date(now + 7 * DAY)}, 1800, 1800, 1, 100000, 3)`;
  // The explicit id is above the sequence's start: move the sequence past it so later ids never meet it.
  await tx`select setval('promotions_id_seq', greatest(${DEMO_VIDEO_PROMOTION_ID}, (select last_value from promotions_id_seq)))`;
  await tx`
    insert into promotions (merchant_id, kind, title, summary, content, starts_at, ends_at, bonus, bonus_max, turnover_multiple, sort)
    values (${merchantId}, 'apply', 'Weekend reload', 'Coming this weekend: 20% on your deposit',
      '<p>Reload on Saturday or Sunday and apply for 20% more, up to 500.00.</p>', ${new Date(now + 3 * DAY)}, ${new Date(now + 5 * DAY)}, 5000, 5000, 5, 4)`;
}
