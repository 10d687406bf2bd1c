import { randomBytes } from 'node:crypto';
import { hashPassword, type Sql } from '@wl/gateway';
import { defaultSettings } from '../../gateway/src/plugins/seed.js';
import type { MerchantSettings } from '../../gateway/src/modules/site/settings.js';
import { postHouseTransfer } from '../../gateway/src/modules/wallet/ledger.js';

/** A loopback address of its own per merchant id (never 127.0.0.1, the demo site's). */
const hostFor = (id: number) => `127.${1 + Math.floor(id / 62_500)}.${(Math.floor(id / 250) % 250) + 1}.${(id % 250) + 1}`;

/**
 * A merchant of its own, reached at its own loopback host, so a test can turn site flags on
 * or off without touching any other test. The host comes from the row id, so it is unique in
 * the database however many test files make merchants at once.
 */
export async function createMerchant(sql: Sql, patch: Partial<MerchantSettings> = {}): Promise<{ id: number; host: string; code: string }> {
  const code = `T${randomBytes(4).toString('hex').toUpperCase()}`;
  const settings = { ...defaultSettings(), ...patch };
  return sql.begin(async (tx) => {
    const [m] = await tx<{ id: number }[]>`insert into merchants (code, settings) values (${code}, ${tx.json(settings as never)}) returning id`;
    const host = hostFor(m!.id);
    await tx`update merchants set settings = jsonb_set(settings, '{domains}', ${tx.json([host] as never)}) where id = ${m!.id}`;
    return { id: m!.id, host, code };
  });
}

export const uniqueName = (prefix = 'u') => `${prefix}${randomBytes(4).toString('hex')}`;
export const uniqueMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/**
 * Argon2id is slow on purpose (tens of milliseconds a hash): tests hash each distinct password
 * once per worker and reuse the hash, which verifies the same (the salt is inside it).
 */
const hashes = new Map<string, Promise<string>>();
export const testPasswordHash = (password: string): Promise<string> => {
  let h = hashes.get(password);
  if (!h) hashes.set(password, (h = hashPassword(password)));
  return h;
};

export async function createAccount(
  sql: Sql,
  merchantId: number,
  o: {
    username?: string;
    password?: string;
    type?: number;
    mobile?: string;
    email?: string;
    payeeName?: string;
    verifyMethod?: string;
    totpSecret?: string;
    parentId?: number;
    affiliateCode?: string;
    passwordChangedAt?: Date;
  } = {},
) {
  const username = o.username ?? uniqueName();
  const password = o.password ?? 'Passw0rd1';
  const [a] = await sql<{ id: string }[]>`
    insert into accounts (merchant_id, username, password_hash, type, mobile_num, country_dialing_code, email, payee_name, verify_method,
                          totp_secret, parent_id, affiliate_code, password_changed_at, first_login)
    values (${merchantId}, ${username}, ${await testPasswordHash(password)}, ${o.type ?? 0}, ${o.mobile ?? null}, ${o.mobile ? '+63' : null},
            ${o.email ?? null}, ${o.payeeName ?? null}, ${o.verifyMethod ?? null}, ${o.totpSecret ?? null}, ${o.parentId ?? null},
            ${o.affiliateCode ?? null}, ${o.passwordChangedAt ?? new Date()}, false)
    returning id`;
  const id = Number(a!.id);
  // In the site's currency, as registration opens it.
  await sql`insert into wallets (account_id, merchant_id, kind, currency)
    select ${id}, id, 'real', coalesce(settings->>'currency', 'PHP') from merchants where id = ${merchantId}`;
  return { id, username, password, mobile: o.mobile };
}

/** The last code the default provider "sent" to a recipient, read from the outbox like staff would. */
export async function lastCode(sql: Sql, recipientEndsWith: string): Promise<string> {
  const [row] = await sql<{ body: string }[]>`select body from outbox where recipient like ${'%' + recipientEndsWith} order by id desc limit 1`;
  const m = row && /(\d{6})/.exec(row.body);
  if (!m) throw new Error(`no code in the outbox for ${recipientEndsWith}`);
  return m[1]!;
}

/** The in-house vendor and its three games, as the catalogue seed makes them (kept when present). */
export async function ensureHouseGames(sql: Sql) {
  await sql`insert into game_vendors (code, name) values ('BGS', 'In-house') on conflict do nothing`;
  for (const [code, name] of [
    ['BGS_SLOT', 'Golden Reels'],
    ['BGS_CRASH', 'Rocket Crash'],
    ['BGS_DICE', 'Lucky Dice'],
  ] as const) {
    await sql`insert into games (vendor_code, game_code, game_type, name, trial_allowed) values ('BGS', ${code}, 'BGS', ${name}, true) on conflict do nothing`;
  }
}

/** Journal kinds a game round or the cashier books between a member's main wallet and the house. */
export type HouseMoveKind = 'bet' | 'win' | 'rollback' | 'deposit' | 'withdrawal';

/**
 * One movement between a member's main wallet and the house, of the kind a game or the cashier
 * books: a bet or a withdrawal takes `amount` from the member, the others give it.
 */
export function houseMove(sql: Sql, m: { merchantId: number; accountId: number; kind: HouseMoveKind; amount: number }) {
  const sign = m.kind === 'bet' || m.kind === 'withdrawal' ? -1 : 1;
  const key = `test-${m.kind}:${m.accountId}:${randomBytes(8).toString('hex')}`;
  return sql.begin((tx) =>
    postHouseTransfer(tx, { key, kind: m.kind, merchantId: m.merchantId, accountId: m.accountId, wallet: 'real', currency: 'PHP', amount: sign * m.amount }),
  );
}

/** Money in a member's real wallet as a deposit brings it: one house transfer, booked once under `key`. */
export function deposit(sql: Sql, d: { merchantId: number; accountId: number; amount: number; key: string }) {
  return sql.begin((tx) => postHouseTransfer(tx, { ...d, kind: 'deposit', wallet: 'real', currency: 'PHP' }));
}

/** How many journals of `kind` moved any of the account's wallets (a payment made once shows as 1). */
export const journalCount = async (sql: Sql, accountId: number, kind: string) =>
  (
    await sql<{ n: number }[]>`select count(distinct j.id)::int as n from journal j join postings p on p.journal_id = j.id join wallets w on w.id = p.wallet_id
    where w.account_id = ${accountId} and j.kind = ${kind}`
  )[0]!.n;
