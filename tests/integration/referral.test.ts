import { describe, expect, it } from 'vitest';
import { API, ENUMERATION_MISSES_PER_TARGET, maskUsername, type LoginValue, type ReferralFriend, type ReferralSummary } from '@wl/shared';
import { post, postHouseTransfer } from '../../gateway/src/modules/wallet/ledger.js';
import { Api } from '../support/api.js';
import { createAccount, createMerchant, uniqueName } from '../support/factories.js';
import { useSite, type TestSite } from '../support/site.js';

/**
 * Referral (docs/ENGAGE.md) on the real gateway and database: the caller's code, a registration
 * with it recorded under the referrer, the invited list with first deposits and the bonus bet,
 * the unknown-code refusal, who may use the page, and tenancy.
 */
const { gw, site } = useSite({ env: { TRUSTED_PROXY: 'loopback' } });

type Friends = { list: ReferralFriend[]; total: number };
let nextIp = 1;
const from = (s: TestSite = site) => new Api(gw.url(s.host), { 'x-forwarded-for': `198.20.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}` });
const form = (over: Record<string, unknown> = {}) => ({
  username: uniqueName('r').slice(0, 12),
  password: 'Passw0rd1',
  confirmPassword: 'Passw0rd1',
  termsAccepted: true,
  ...over,
});

async function signIn(s: TestSite, o: { type?: number; affiliateCode?: string } = {}) {
  const u = await createAccount(gw.sql, s.id, o);
  const api = from(s);
  const r = await api.post<LoginValue>(API.login, { type: 'username', username: u.username, password: u.password }, true);
  expect(r.success, r.code).toBe(true);
  api.token = r.value.token;
  return { ...u, api };
}

async function register(s: TestSite, referralCode?: string) {
  const body = form(referralCode === undefined ? {} : { referralCode });
  const r = await from(s).put<LoginValue>(API.register, body, true);
  return { r, username: body.username };
}

const fund = (s: TestSite, accountId: number, kind: 'deposit', amount: number) =>
  gw.sql.begin((tx) =>
    postHouseTransfer(tx, { key: `ref-${kind}:${uniqueName()}`, kind, merchantId: s.id, accountId, wallet: 'real', currency: 'PHP', amount }),
  );
const bet = (s: TestSite, accountId: number, amount: number, kind = 'bet') =>
  gw.sql.begin((tx) =>
    post(tx, {
      merchantId: s.id,
      key: `ref-bet:${uniqueName()}`,
      kind,
      currency: 'PHP',
      book: 'real',
      meta: {},
      legs: [
        { wallet: { accountId, kind: 'real' }, amount: -amount },
        { wallet: { system: 'house' }, amount },
      ],
    }),
  );

describe('referral', () => {
  it('gives a member one code, and records a friend who registers with it under that member', async () => {
    const me = await signIn(site);
    const first = await me.api.get<ReferralSummary>(API.referral);
    expect(first.value).toMatchObject({ friends: 0, depositedFriends: 0, bonusBet: 0, currency: 'PHP' });
    expect(first.value.code).toMatch(/^[A-Z2-9]{8}$/);
    expect((await me.api.get<ReferralSummary>(API.referral)).value.code).toBe(first.value.code);

    // The code works in any case, as typed from a screen.
    const { r, username } = await register(site, first.value.code.toLowerCase());
    expect(r.success, r.code).toBe(true);
    const [row] = await gw.sql<{ referrerId: string; code: string; parentId: string | null }[]>`
      select rf.referrer_id, rf.code, a.parent_id from referrals rf join accounts a on a.id = rf.account_id where a.username = ${username}`;
    // Recorded under the referrer; the agent tree is not touched by a referral.
    expect(row).toEqual({ referrerId: String(me.id), code: first.value.code, parentId: null });

    const friends = await me.api.get<Friends>(API.referralFriends);
    expect(friends.value.total).toBe(1);
    expect(friends.value.list[0]).toMatchObject({ username: maskUsername(username), firstDeposit: false, firstDepositAt: null, validBet: 0 });
    expect(friends.value.list[0]!.username).not.toBe(username);

    // The register form tries a link's code as an invitation code first: a member's real code is
    // no agent's, but it is no guess either, so asking spends none of the enumeration budget.
    const page = from();
    for (let i = 0; i <= ENUMERATION_MISSES_PER_TARGET + 1; i++) {
      expect((await page.get(`${API.affiliate}?code=${first.value.code}`)).code).toBe('INVITATION_CODE_INVALID');
    }
  });

  it("counts first deposits and the bonus bet (friends' valid bets: stakes minus rollbacks)", async () => {
    const me = await signIn(site);
    const code = (await me.api.get<ReferralSummary>(API.referral)).value.code;
    const a = await register(site, code);
    const b = await register(site, code);
    const idA = a.r.value.user.id;
    await fund(site, idA, 'deposit', 50_000);
    await bet(site, idA, 12_000);
    await bet(site, idA, 3_000);
    // A rolled-back stake is no valid bet.
    await gw.sql.begin((tx) =>
      postHouseTransfer(tx, {
        key: `ref-rb:${uniqueName()}`,
        kind: 'rollback',
        merchantId: site.id,
        accountId: idA,
        wallet: 'real',
        currency: 'PHP',
        amount: 3_000,
      }),
    );
    const summary = (await me.api.get<ReferralSummary>(API.referral)).value;
    expect(summary).toMatchObject({ friends: 2, depositedFriends: 1, bonusBet: 12_000 });
    const list = (await me.api.get<Friends>(`${API.referralFriends}?pageSize=10`)).value.list;
    // Newest first.
    expect(list.map((f) => f.username)).toEqual([maskUsername(b.username), maskUsername(a.username)]);
    expect(list[1]).toMatchObject({ firstDeposit: true, validBet: 12_000 });
    expect(list[1]!.firstDepositAt).not.toBeNull();
    expect(list[0]).toMatchObject({ firstDeposit: false, validBet: 0 });
  });

  it('refuses an unknown code with the invitation-code error, creating nothing, and counts the guesses', async () => {
    const { r, username } = await register(site, 'NOSUCH42');
    expect(r).toMatchObject({ status: 400, code: 'INVITATION_CODE_INVALID' });
    expect(await gw.sql`select 1 from accounts where username = ${username}`).toHaveLength(0);
    // Guessing codes spends the enumeration budget of the code (docs/THROTTLES.md).
    const guessed = `GUESS${uniqueName('').toUpperCase()}`;
    for (let i = 0; i < ENUMERATION_MISSES_PER_TARGET; i++) expect((await register(site, guessed)).r.code).toBe('INVITATION_CODE_INVALID');
    expect((await register(site, guessed)).r.code).toBe('TOO_MANY_REQUESTS');
  });

  it("refuses a member's code from the member's own network (self-referral), creating nothing; another network is fine", async () => {
    const me = await signIn(site);
    const code = (await me.api.get<ReferralSummary>(API.referral)).value.code;
    const ip = (await gw.sql<{ ip: string }[]>`select ip from sessions where account_id = ${me.id} order by id desc limit 1`)[0]!.ip;
    const body = form({ referralCode: code });
    const sameNetwork = new Api(gw.url(site.host), { 'x-forwarded-for': ip });
    const r = await sameNetwork.put<LoginValue>(API.register, body, true);
    expect(r).toMatchObject({ status: 403, code: 'REFERRAL_SELF', value: { fields: { referralCode: 'REFERRAL_SELF' } } });
    expect(await gw.sql`select 1 from accounts where username = ${body.username}`).toHaveLength(0);
    // The same person may still register there without the code.
    expect((await sameNetwork.put<LoginValue>(API.register, form(), true)).success).toBe(true);
    expect((await register(site, code)).r.success).toBe(true);
    const [count] = await gw.sql<{ n: number }[]>`select count(*)::int as n from referrals where referrer_id = ${me.id}`;
    expect(count!.n).toBe(1);
    // An agent signs players up in person, on the shop's network: the invitation code still works there.
    const affiliate = `AS${uniqueName('').toUpperCase()}`;
    const agent = await signIn(site, { type: 1, affiliateCode: affiliate });
    const shop = (await gw.sql<{ ip: string }[]>`select ip from sessions where account_id = ${agent.id} order by id desc limit 1`)[0]!.ip;
    expect((await new Api(gw.url(site.host), { 'x-forwarded-for': shop }).put<LoginValue>(API.register, form({ referralCode: affiliate }), true)).success).toBe(
      true,
    );
  });

  it("takes an agent's invitation code as its referral code: one link for both", async () => {
    const affiliate = `AG${uniqueName('').toUpperCase()}`;
    const agent = await signIn(site, { type: 1, affiliateCode: affiliate });
    expect((await agent.api.get<ReferralSummary>(API.referral)).value.code).toBe(affiliate);
    const { r, username } = await register(site, affiliate);
    expect(r.success, r.code).toBe(true);
    expect((await agent.api.get<Friends>(API.referralFriends)).value.list.map((f) => f.username)).toEqual([maskUsername(username)]);
  });

  it('is for agents always and for members only while the referral flag is on', async () => {
    const off = await createMerchant(gw.sql, { whitelabel: [{ modId: 'REFERRAL', enabled: false, childrenNodes: [] }] });
    const m = await signIn(off);
    expect((await m.api.get(API.referral)).code).toBe('FEATURE_DISABLED');
    expect((await m.api.get(API.referralFriends)).code).toBe('FEATURE_DISABLED');
    const agent = await signIn(off, { type: 1, affiliateCode: `AG${uniqueName('').toUpperCase()}` });
    expect((await agent.api.get(API.referral)).success).toBe(true);
    expect((await from().get(API.referral)).code).toBe('TOKEN_MISSING');
  });

  it("builds the link on the site's public URL, else its main domain, never on the host the page was asked on", async () => {
    const own = await createMerchant(gw.sql, { publicUrl: 'https://play.example', mainDomain: 'other.example' });
    const a = await signIn(own);
    const summary = (await a.api.get<ReferralSummary>(API.referral)).value;
    expect(summary.link).toBe(`https://play.example/register?referralCode=${summary.code}`);
    const domainOnly = await createMerchant(gw.sql, { publicUrl: '', mainDomain: 'aurum.example' });
    const b = await signIn(domainOnly);
    const other = (await b.api.get<ReferralSummary>(API.referral)).value;
    expect(other.link).toBe(`https://aurum.example/register?referralCode=${other.code}`);
  });

  it('keeps codes and friends to their own site', async () => {
    const other = await createMerchant(gw.sql);
    const me = await signIn(site);
    const code = (await me.api.get<ReferralSummary>(API.referral)).value.code;
    // This site's code means nothing on another site.
    expect((await register(other, code)).r.code).toBe('INVITATION_CODE_INVALID');
    const there = await signIn(other);
    const theirCode = (await there.api.get<ReferralSummary>(API.referral)).value.code;
    const friend = await register(other, theirCode);
    expect(friend.r.success).toBe(true);
    expect((await me.api.get<Friends>(API.referralFriends)).value.total).toBe(0);
    // A token of one site is no token on another.
    const cross = from(other);
    cross.token = me.api.token;
    expect((await cross.get(API.referral)).code).toBe('TOKEN_INVALID');
  });
});
