import type { Tx } from '../../db/index.js';
import { adoptResourceApps } from './app-links.js';

/**
 * The demo site's app links and articles (docs/PAGES.md), called by the demo seed for the demo
 * merchant only. Android adopts the APK the demo resources already list; iOS is written but not
 * enabled, so a fresh checkout shows both states of the download page.
 */
const DAY = 86_400_000;

const ARTICLES: { kind: 'blog' | 'news'; lang: string; daysAgo: number; title: string; summary: string; body: string }[] = [
  {
    kind: 'news',
    lang: 'EN',
    daysAgo: 1,
    title: 'Aurum Play Android app 2.4 is out',
    summary: 'Faster lobby, fingerprint sign-in and live balance on the home screen.',
    body: '<p>Version <b>2.4</b> of the Android app is ready on the <a href="/download">download page</a>.</p><ul><li>The lobby opens twice as fast on older phones</li><li>Sign in with your fingerprint after the first login</li><li>Your balance updates live, like on the website</li></ul><p>Already installed? Open the app and accept the update prompt.</p>',
  },
  {
    kind: 'news',
    lang: 'EN',
    daysAgo: 4,
    title: 'Scheduled maintenance on Tuesday 03:00',
    summary: 'The site pauses for about 30 minutes while we upgrade the payment servers.',
    body: '<p>On <b>Tuesday from 03:00 to 03:30</b> (GMT+8) deposits, withdrawals and games pause for a payment server upgrade.</p><p>Open bets are kept and settle normally afterwards. Thank you for your patience.</p>',
  },
  {
    kind: 'news',
    lang: 'EN',
    daysAgo: 9,
    title: 'New in-house game: Crash',
    summary: 'Cash out before the rocket flies away. Every round is provably fair.',
    body: '<p>Our new <b>Crash</b> game is live in the in-house section. Place a bet, watch the multiplier climb and cash out before it crashes.</p><p>Every round can be checked on the verifier page with the revealed server seed.</p>',
  },
  {
    kind: 'blog',
    lang: 'EN',
    daysAgo: 2,
    title: 'Five habits of players who enjoy the game longer',
    summary: 'Set a budget, take breaks and use the tools in your member centre.',
    body: '<h2>Play for fun, on your terms</h2><ol><li><b>Set a deposit limit</b> in the member centre before you start.</li><li><b>Take a break</b> every hour: the reality check can remind you.</li><li><b>Never chase losses</b>; tomorrow is another session.</li><li><b>Keep your account safe</b> with a second verification method.</li><li><b>Ask for help</b> early: customer service is there 24/7.</li></ol>',
  },
  {
    kind: 'blog',
    lang: 'EN',
    daysAgo: 6,
    title: 'How provably fair games work',
    summary: 'A short guide to server seeds, client seeds and checking a round yourself.',
    body: '<p>Before each round we show the <b>hash of the server seed</b>. The outcome comes from the server seed, your client seed and a counter, so neither side can change it afterwards.</p><p>When the seed rotates, it is revealed and you can recompute every round on the verifier page.</p>',
  },
  {
    kind: 'blog',
    lang: 'TY',
    daysAgo: 3,
    title: 'Limang gawi ng mga manlalarong mas nag-eenjoy',
    summary: 'Magtakda ng budget, magpahinga at gamitin ang mga tool sa member centre.',
    body: '<ol><li><b>Magtakda ng deposit limit</b> bago maglaro.</li><li><b>Magpahinga</b> kada oras.</li><li><b>Huwag habulin ang talo.</b></li><li><b>I-secure ang account</b> gamit ang second verification.</li><li><b>Humingi ng tulong</b> sa customer service.</li></ol>',
  },
];

export async function seedPages(tx: Tx, merchantId: number): Promise<void> {
  await adoptResourceApps(tx, merchantId, {
    android: { version: '2.4.0', minOs: 'Android 8.0', sizeMb: 38.6, releaseNotes: 'Faster lobby, fingerprint sign-in, live balance.' },
    ios: {
      url: '/downloads/aurum-play.ipa',
      version: '2.3.1',
      minOs: 'iOS 14',
      sizeMb: 52.4,
      releaseNotes: 'Coming back soon after the certificate renewal.',
      enabled: false,
    },
  });
  const now = Date.now();
  for (const a of ARTICLES) {
    await tx`insert into articles (merchant_id, kind, lang, title, summary, body, status, published_at)
             values (${merchantId}, ${a.kind}, ${a.lang}, ${a.title}, ${a.summary}, ${a.body}, 'published', ${new Date(now - a.daysAgo * DAY)})`;
  }
  await tx`insert into articles (merchant_id, kind, lang, title, summary, body)
           values (${merchantId}, 'news', 'EN', 'Draft: holiday tournament', 'Not published yet.', '<p>Details to follow.</p>')`;
}
