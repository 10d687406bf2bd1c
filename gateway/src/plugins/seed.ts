import type { FieldRule, ModuleNode } from '@wl/shared';
import type { Sql, Tx } from '../db/index.js';
import type { MerchantSettings } from '../modules/site/settings.js';
import { hashPassword } from '../modules/accounts/secrets.js';
import { openWallet, postHouseTransfer } from '../modules/wallet/ledger.js';
import { HELP_ARTICLES } from './seed-help.js';
import { seedDepositChannels } from '../modules/deposit/demo-channels.js';
import { seedCatalogue } from '../modules/games/demo-catalogue.js';
import { ensureCredentials } from '../modules/vendor-wallet/credentials.js';
import { seedHomeContent } from '../modules/content/demo.js';
import { seedAnnouncements } from '../modules/announcements/demo.js';
import { seedPromotions } from '../modules/promotions/demo.js';
import { seedVip } from '../modules/vip/demo.js';
import { seedLiveModels } from '../modules/live-models/demo.js';
import { seedPointsRewards } from '../modules/points/demo.js';
import { seedMissions } from '../modules/missions/demo.js';
import { seedPages } from '../modules/pages/demo.js';

const node = (modId: string, enabled = true, childrenNodes: ModuleNode[] = []): ModuleNode => ({ modId, enabled, childrenNodes });
const rule = (
  field: string,
  show: boolean,
  required: boolean,
  patternId: FieldRule['patternId'],
  acceptedPattern: string,
  minLength: number,
  maxLength: number,
): FieldRule => ({ field, show, required, patternId, acceptedPattern, minLength, maxLength });

export function defaultSettings(): MerchantSettings {
  return {
    siteName: 'Aurum Play',
    currency: 'PHP',
    currencySymbol: '₱',
    mainDomain: 'localhost',
    domains: ['localhost', '127.0.0.1'],
    analyticsId: '',
    customerServiceUrl: 'https://support.example.com/chat',
    whitelabel: [
      node('REGISTER', true, [node('REGISTER_USERNAME'), node('REGISTER_MOBILE'), node('REGISTER_MOBILE_PASSWORD'), node('SMS_VERIFICATION')]),
      node('LOGIN', true, [node('SMS_LOGIN'), node('FREE_PLAY'), node('PASSWORD_EXPIRY', false), node('SOCIAL_FACEBOOK', false), node('SOCIAL_GOOGLE', false)]),
      node('REFERRAL'),
      node('VIP'),
      node('POINTS'),
      node('AGENT_POLICY'),
    ],
    resources: [
      { resourceType: 'Android', labelNameEn: 'Android app', url: '/downloads/aurum-play.apk' },
      { resourceType: 'SOCIALMEDIA', labelNameEn: 'Telegram', url: 'https://t.me/aurumplay' },
      { resourceType: 'SOCIALMEDIA', labelNameEn: 'Facebook', url: 'https://facebook.com/aurumplay' },
      { resourceType: 'PRIMOCARES', labelNameEn: 'Responsible gaming', url: '/help#responsible' },
      { resourceType: 'TELEGRAM', labelNameEn: 'Telegram', url: 'https://t.me/aurumplay' },
      { resourceType: 'WHATSAPP', labelNameEn: 'WhatsApp', url: 'https://wa.me/639000000000' },
    ],
    imageCDNs: [''],
    launchGameCDNs: [''],
    maintenance: false,
    regionRestriction: false,
    blockedIps: [],
    blockedCountries: [],
    theme: { accent: '#f5c451', live: '#3ad0ff', surface: '#0e1016' },
    licenceText:
      'Aurum Play is operated under a gaming licence for entertainment purposes. Players must be 21 years of age or older. Gambling can be addictive: play responsibly.',
    affiliateText: 'Become an agent: build your team, offer contracts and earn real-time salary. Contact customer service to apply.',
    registerRules: [
      rule('username', true, true, 'LETTER_FIRST_ALNUM', '^[A-Za-z][A-Za-z0-9]*$', 4, 16),
      rule('password', true, true, 'LETTERS_AND_DIGITS', '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$', 6, 20),
      rule('mobileNum', true, false, 'DIGITS', '^[0-9]+$', 6, 15),
      rule('email', true, false, 'EMAIL', '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 5, 254),
      rule('payeeName', false, false, 'FULL_NAME', '^[^\\s]+( [^\\s]+)+$', 3, 100),
      rule('affiliateCode', true, false, 'ALNUM', '^[A-Za-z0-9]+$', 4, 32),
      rule('qqNum', false, false, 'DIGITS', '^[0-9]+$', 5, 12),
      rule('line', false, false, 'NO_SPACES', '^\\S+$', 2, 64),
      rule('whatsapp', false, false, 'DIGITS', '^[0-9]+$', 6, 15),
      rule('facebook', false, false, 'NO_SPACES', '^\\S+$', 2, 128),
      rule('wechat', false, false, 'NO_SPACES', '^\\S+$', 2, 64),
      rule('idNumber', false, false, 'ALNUM', '^[A-Za-z0-9]+$', 6, 32),
      rule('recommenderId', false, false, 'ALNUM', '^[A-Za-z0-9]+$', 2, 32),
      rule('paymentPassword', false, false, 'DIGITS', '^[0-9]+$', 6, 6),
      // Date of birth: shown and required as set here; format and the 21-year check are fixed (identity/rules.ts).
      rule('birthday', false, false, 'DATE_YMD', '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$', 10, 10),
      rule('captcha', true, true, 'ANY', '*', 4, 4),
    ],
    passwordExpiryDays: 90,
    countries: [
      { countryCode: 'PH', countryDialingCode: '+63', name: 'Philippines' },
      { countryCode: 'VN', countryDialingCode: '+84', name: 'Vietnam' },
      { countryCode: 'TH', countryDialingCode: '+66', name: 'Thailand' },
      { countryCode: 'MY', countryDialingCode: '+60', name: 'Malaysia' },
      { countryCode: 'ID', countryDialingCode: '+62', name: 'Indonesia' },
      { countryCode: 'IN', countryDialingCode: '+91', name: 'India' },
      { countryCode: 'CN', countryDialingCode: '+86', name: 'China' },
      { countryCode: 'US', countryDialingCode: '+1', name: 'United States' },
    ],
    social: {},
    trialStartingBalance: 200_000,
  };
}

/** Demo logins (also in the README). */
export const DEMO = {
  member: { username: 'demo', password: 'Demo1234' },
  agent: { username: 'agent', password: 'Agent1234', affiliateCode: 'AGENT01' },
  downlines: [
    { username: 'player1', password: 'Player1234' },
    { username: 'player2', password: 'Player1234' },
  ],
  support: { username: 'support', password: 'Support1234' },
  admin: { username: 'admin', password: 'Admin1234' },
};

/** Fills an empty database with the demo site; does nothing when a merchant exists. */
export async function seed(sql: Sql): Promise<boolean> {
  const hashes = {
    member: await hashPassword(DEMO.member.password),
    agent: await hashPassword(DEMO.agent.password),
    downline: await hashPassword(DEMO.downlines[0]!.password),
    support: await hashPassword(DEMO.support.password),
    admin: await hashPassword(DEMO.admin.password),
  };
  return sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(7243004)`;
    const existing = await tx`select 1 from merchants limit 1`;
    if (existing.length > 0) return false;
    const settings = defaultSettings();
    const [m] = await tx<{ id: number }[]>`insert into merchants (code, settings) values ('DEMO', ${tx.json(settings as never)}) returning id`;
    const merchantId = m!.id;
    const add = async (
      username: string,
      hash: string,
      type: number,
      parentId: number | null,
      extra: { affiliate?: string; mobile?: string; email?: string } = {},
    ) => {
      const [a] = await tx<{ id: string }[]>`
        insert into accounts (merchant_id, username, password_hash, type, parent_id, nickname, affiliate_code, mobile_num, country_dialing_code, email, currency, first_login)
        values (${merchantId}, ${username}, ${hash}, ${type}, ${parentId}, ${username}, ${extra.affiliate ?? null}, ${extra.mobile ?? null},
                ${extra.mobile ? '+63' : null}, ${extra.email ?? null}, ${settings.currency}, false)
        returning id`;
      const id = Number(a!.id);
      await openWallet(tx, merchantId, id, 'real', settings.currency);
      return id;
    };
    const fund = (accountId: number, amount: number) =>
      postHouseTransfer(tx as Tx, {
        key: `seed:${accountId}`,
        kind: 'seed-deposit',
        merchantId,
        accountId,
        wallet: 'real',
        currency: settings.currency,
        amount,
      });
    const member = await add(DEMO.member.username, hashes.member, 0, null, { mobile: '9170000001', email: 'demo@example.com' });
    await fund(member, 100_000);
    const agent = await add(DEMO.agent.username, hashes.agent, 1, null, {
      affiliate: DEMO.agent.affiliateCode,
      mobile: '9170000002',
      email: 'agent@example.com',
    });
    await fund(agent, 500_000);
    for (const d of DEMO.downlines) await fund(await add(d.username, hashes.downline, 0, agent), 25_000);
    // The demo staff work on the demo site only (docs/TENANCY.md): no seeded platform-wide staff.
    await tx`insert into staff (username, password_hash, role, merchant_id)
             values (${DEMO.support.username}, ${hashes.support}, 'support', ${merchantId}), (${DEMO.admin.username}, ${hashes.admin}, 'admin', ${merchantId})`;
    // Transfer wallets with two third-party vendor sub-wallets, upline transfers allowed (docs/TRANSFERS.md).
    // In-house games and the lottery are not listed: they play from the main wallet, so a new
    // member can play them at once without a transfer first.
    await tx`insert into wallet_modes (merchant_id, single, vendors, upline_transfer) values (${merchantId}, false, ${['DS88', 'ROYAL_LIVE']}, true)`;
    await seedDepositChannels(tx as Tx, merchantId, settings.currency);
    // The game catalogue is provider data shared by every merchant (docs/GAMES.md).
    await seedCatalogue(tx as Tx);
    // The demo site's wallet-API credential for each vendor: random secrets, like any merchant's.
    await ensureCredentials(tx as Tx, merchantId);
    for (const [i, h] of HELP_ARTICLES.entries()) {
      await tx`insert into help_articles (merchant_id, lang, slug, title, content, sort) values (${merchantId}, 'EN', ${h.slug}, ${h.title}, ${h.content}, ${i})`;
    }
    await seedHomeContent(tx as Tx, merchantId);
    await seedAnnouncements(tx as Tx, merchantId);
    await seedPromotions(tx as Tx, merchantId);
    await seedVip(tx as Tx, merchantId);
    await seedLiveModels(tx as Tx, merchantId);
    await seedPointsRewards(tx as Tx, merchantId);
    await seedMissions(tx as Tx, merchantId);
    await seedPages(tx as Tx, merchantId);
    return true;
  });
}
