import { AGENT_TYPES, TRIAL_TYPE, isAgentType, isTrialType, maskUsername, referralLink, type ReferralFriend, type ReferralSummary } from '@wl/shared';
import { randomInt } from 'node:crypto';
import type { Ctx } from '../../context.js';
import type { Db, Fragment, Tx } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import type { AccountRecord } from '../accounts/accounts.js';
import { checkProbeBudget, spendProbe } from '../../http/enumeration.js';

/**
 * Referral (docs/ENGAGE.md). Every member has a code; an agent's is its invitation (affiliate)
 * code, so the link an agent shares from the agent centre and from the referral page is one.
 * A new member who registers with a valid code is recorded under the referrer (`referrals`) in
 * the registration's transaction; an unknown code refuses the registration with
 * INVITATION_CODE_INVALID. "Bonus bet" is the friends' valid bets: stakes minus rollbacks of real
 * money, in the main and game wallets, since each friend registered.
 */

// No 0/O, 1/I/L: a code is read aloud and typed from a screen.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
const newCode = () => Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** The caller's referral code, made on first use (a member's) or its invitation code (an agent's). */
export async function referralCodeOf(db: Db, merchantId: number, account: AccountRecord): Promise<string> {
  if (isAgentType(account.type) && account.affiliateCode) return account.affiliateCode;
  const id = Number(account.id);
  for (let attempt = 0; attempt < 5; attempt++) {
    const [mine] = await db<{ code: string }[]>`select code from referral_codes where account_id = ${id}`;
    if (mine) return mine.code;
    const code = newCode();
    // An agent's invitation code of the same spelling would make the code mean two people.
    const [taken] = await db`select 1 from accounts where upper(affiliate_code) = ${code}`;
    if (taken) continue;
    await db`insert into referral_codes (account_id, merchant_id, code) values (${id}, ${merchantId}, ${code}) on conflict do nothing`;
  }
  throw new Error(`no free referral code for account ${id}`);
}

/**
 * The referrer behind a code of this site, or INVITATION_CODE_INVALID. Codes can be guessed like
 * usernames, so a wrong one spends the enumeration budget of the IP and of the code (the same
 * budget as the affiliate check, docs/THROTTLES.md).
 */
export async function findReferrer(ctx: Ctx, merchantId: number, code: string, ip: string): Promise<{ id: number; code: string }> {
  const given = code.trim();
  const probe = { merchantId, ip, target: `referral:${given.toUpperCase()}` };
  await checkProbeBudget(ctx.sql, probe);
  // A member's code first, then an agent's invitation code (spelt exactly, as the affiliate check does).
  const [found] = await ctx.sql<{ id: string; code: string; rank: number }[]>`
    select id, code, rank from (
      select a.id, rc.code, 0 as rank from referral_codes rc join accounts a on a.id = rc.account_id
      where rc.merchant_id = ${merchantId} and rc.code = ${given.toUpperCase()} and a.status = 'active' and a.type <> ${TRIAL_TYPE}
      union all
      select a.id, a.affiliate_code, 1 from accounts a
      where a.merchant_id = ${merchantId} and a.affiliate_code = ${given} and a.status = 'active' and a.type = any(${[...AGENT_TYPES]}::int[])
    ) c order by rank limit 1`;
  if (!found) {
    await spendProbe(ctx.sql, probe);
    throw new AppError('INVITATION_CODE_INVALID', { fields: { referralCode: 'INVITATION_CODE_INVALID' } });
  }
  if (found.rank === 0 && (await referrerNetwork(ctx.sql, Number(found.id), ip))) {
    throw new AppError('REFERRAL_SELF', { fields: { referralCode: 'REFERRAL_SELF' } });
  }
  return { id: Number(found.id), code: found.code };
}

/** How far back a referrer's sign-ins mark a network as theirs. */
const SELF_REFERRAL_DAYS = 30;

/**
 * Self-referral: a member's own code used to sign up from a network the member signed in from in
 * the last SELF_REFERRAL_DAYS days is almost always the member opening a second account to refer
 * themselves, so the code is refused there (the person may still register without it). Agents'
 * invitation codes are not checked: agents sign players up in person, on the shop's network.
 * Loops cannot happen: a referral is recorded only for a brand-new account, which refers no one
 * yet, and the table refuses an account referring itself.
 */
async function referrerNetwork(db: Db, referrerId: number, ip: string): Promise<boolean> {
  if (!ip) return false;
  const [seen] = await db`
    select 1 from sessions where account_id = ${referrerId} and ip = ${ip} and created_at > now() - make_interval(days => ${SELF_REFERRAL_DAYS}) limit 1`;
  return !!seen;
}

/** Whether `code` is a member's referral code of this site (any case). */
export async function isReferralCode(db: Db, merchantId: number, code: string): Promise<boolean> {
  const [found] = await db`select 1 from referral_codes where merchant_id = ${merchantId} and code = ${code.trim().toUpperCase()}`;
  return !!found;
}

/** Records the new account under its referrer, inside the registration's transaction. */
export async function recordReferral(tx: Tx, merchantId: number, accountId: number, referrer: { id: number; code: string }): Promise<void> {
  await tx`insert into referrals (account_id, referrer_id, merchant_id, code) values (${accountId}, ${referrer.id}, ${merchantId}, ${referrer.code})`;
}

/** The referral page is for agents, and for every member when the site's REFERRAL flag is on; never for trials. */
export function mayRefer(account: AccountRecord, referralFlag: boolean): boolean {
  if (isTrialType(account.type)) return false;
  return isAgentType(account.type) || referralFlag;
}

/** Per friend: first deposit and valid bet since registering (both from the ledger, real money only). */
const friends = (db: Db, merchantId: number, referrerId: number): Fragment => db`
  select r.account_id, a.username, a.created_at, d.first_deposit_at, coalesce(b.valid_bet, 0)::bigint as valid_bet
  from referrals r join accounts a on a.id = r.account_id
  left join lateral (
    select min(j.created_at) as first_deposit_at
    from wallets w join postings p on p.wallet_id = w.id join journal j on j.id = p.journal_id
    where w.account_id = r.account_id and w.kind = 'real' and w.book = 'real' and j.kind = 'deposit' and p.amount > 0
  ) d on true
  left join lateral (
    select coalesce(-sum(p.amount) filter (where (j.kind = 'bet' or j.kind like 'bet.%') and p.amount < 0), 0)
         - coalesce(sum(p.amount) filter (where j.kind = 'rollback'), 0) as valid_bet
    from wallets w join postings p on p.wallet_id = w.id join journal j on j.id = p.journal_id
    where w.account_id = r.account_id and w.kind in ('real', 'vendor') and w.book = 'real'
      and (j.kind in ('bet', 'rollback') or j.kind like 'bet.%')
  ) b on true
  where r.referrer_id = ${referrerId} and r.merchant_id = ${merchantId}`;

/** `origin`: the site's public URL (site/public-url.ts), which the shared link is built on. */
export async function referralSummary(db: Db, merchantId: number, account: AccountRecord, origin: string): Promise<ReferralSummary> {
  const code = await referralCodeOf(db, merchantId, account);
  const [s] = await db<{ friends: number; deposited: number; bonusBet: string }[]>`
    select count(*)::int as friends, count(first_deposit_at)::int as deposited, coalesce(sum(valid_bet), 0)::bigint as bonus_bet
    from (${friends(db, merchantId, Number(account.id))}) f`;
  return {
    code,
    friends: s!.friends,
    depositedFriends: s!.deposited,
    bonusBet: Number(s!.bonusBet),
    currency: account.currency,
    link: referralLink(origin, code),
  };
}

type FriendRow = { accountId: string; username: string; createdAt: Date; firstDepositAt: Date | null; validBet: string };

export async function referralFriends(db: Db, merchantId: number, referrerId: number, page: number, pageSize: number) {
  const [rows, [count]] = await Promise.all([
    db<
      FriendRow[]
    >`select * from (${friends(db, merchantId, referrerId)}) f order by created_at desc, account_id desc limit ${pageSize} offset ${(page - 1) * pageSize}`,
    db<{ n: number }[]>`select count(*)::int as n from referrals where referrer_id = ${referrerId} and merchant_id = ${merchantId}`,
  ]);
  const list: ReferralFriend[] = rows.map((r) => ({
    username: maskUsername(r.username),
    registeredAt: r.createdAt.toISOString(),
    firstDeposit: r.firstDepositAt !== null,
    firstDepositAt: r.firstDepositAt?.toISOString() ?? null,
    validBet: Number(r.validBet),
  }));
  const total = count?.n ?? 0;
  return { list, pageNum: page, pageSize, total, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
}
