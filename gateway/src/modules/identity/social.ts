import * as oidc from 'openid-client';
import { randomBytes } from 'node:crypto';
import { API, type LoginValue, type SocialCompleteRequest, type SocialProvider, type SocialTicketValue } from '@wl/shared';
import type { Ctx } from '../../context.js';
import { AppError } from '../../http/errors.js';
import type { Merchant } from '../site/settings.js';
import { findById, findByUsername } from '../accounts/accounts.js';
import { requireHumanCheck } from './human-check.js';
import { completeLogin, isKnownIp, type ClientInfo } from './sign-in.js';
import { admitAttempt, clearAttemptCaptcha, clearAttemptLock, countAttemptFailure, memberAttempt } from './password-attempt.js';
import { insertAccount } from './register.js';
import { openWallet } from '../wallet/ledger.js';
import { enforceRules } from './rules.js';
import { startChallenge } from './second-factor.js';
import { hashPassword, hashToken, newToken, verifyPasswordOrNothing } from '../accounts/secrets.js';
import { linkedAccountId, linkIdentity } from './social-links.js';
import { discovery, publicOrigin, requireProvider } from './social-providers.js';

export const STATE_MINUTES = 10;
const TICKET_MINUTES = 15;

/** Where the gateway sends the browser back to the site; the client shows `code` as a message. */
export const homeWithError = (code: string) => `/?socialError=${encodeURIComponent(code)}`;

export type StartResult =
  /** To the provider; `binding` goes into the browser's state cookie. */
  | { kind: 'provider'; url: string; binding: string; secure: boolean }
  /** First to the same start on the site's public address, so the cookie lands where the callback will. */
  | { kind: 'hop'; url: string };

export async function socialStart(ctx: Ctx, merchant: Merchant, provider: SocialProvider, requestHost: string, hopped: boolean): Promise<StartResult> {
  const cfg = requireProvider(ctx, merchant, provider);
  const origin = await publicOrigin(ctx, merchant);
  if (!origin) throw new AppError('FEATURE_DISABLED');
  const startPath = API.socialStart.replace(':provider', provider);
  // One hop at most: behind a proxy that rewrites Host the comparison can never match, and the
  // browser is on the public address after the first hop anyway.
  if (!hopped && requestHost.toLowerCase() !== origin.host) return { kind: 'hop', url: `${origin.origin}${startPath}?hop=1` };
  const config = await discovery(cfg).catch(() => {
    throw new AppError('SOCIAL_LOGIN_FAILED');
  });
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const verifier = oidc.randomPKCECodeVerifier();
  const binding = newToken();
  const redirectUri = `${origin.origin}${API.socialCallback.replace(':provider', provider)}`;
  await ctx.sql`insert into oauth_states (state, provider, code_verifier, nonce, expires_at, merchant_id, redirect_uri, browser_hash)
                values (${state}, ${provider}, ${verifier}, ${nonce}, now() + ${`${STATE_MINUTES} minutes`}::interval,
                        ${merchant.id}, ${redirectUri}, ${hashToken(binding)})`;
  await ctx.sql`delete from oauth_states where expires_at < now()`;
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  }).href;
  return { kind: 'provider', url, binding, secure: origin.protocol === 'https:' };
}

/**
 * Where the browser goes after the provider: logged in (token), asked for the second
 * verification (new IP), or asked to link / create (ticket). The state must be this site's,
 * unexpired, and bound to this browser's cookie; otherwise the sign-in fails.
 */
export async function socialCallback(
  ctx: Ctx,
  merchant: Merchant,
  provider: SocialProvider,
  search: string,
  binding: string | undefined,
  client: ClientInfo,
): Promise<string> {
  const cfg = requireProvider(ctx, merchant, provider);
  const state = new URLSearchParams(search).get('state') ?? '';
  const [saved] = await ctx.sql<{ codeVerifier: string; nonce: string; redirectUri: string }[]>`
    delete from oauth_states
    where state = ${state} and provider = ${provider} and merchant_id = ${merchant.id}
      and browser_hash = ${hashToken(binding ?? '')} and expires_at > now()
    returning code_verifier, nonce, redirect_uri`;
  if (!saved) return homeWithError('SOCIAL_LOGIN_FAILED');
  // The URL the provider called, rebuilt on the redirect URI we sent (never on the Host header).
  const currentUrl = new URL(saved.redirectUri);
  currentUrl.search = search;
  let claims: { sub: string; email?: unknown; name?: unknown } | undefined;
  try {
    const config = await discovery(cfg);
    const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: saved.codeVerifier,
      expectedState: state,
      expectedNonce: saved.nonce,
    });
    claims = tokens.claims();
    // Providers often keep email and name out of the ID token; the userinfo endpoint has them.
    if (claims && config.serverMetadata().userinfo_endpoint) {
      claims = { ...claims, ...(await oidc.fetchUserInfo(config, tokens.access_token, claims.sub)) };
    }
  } catch {
    return homeWithError('SOCIAL_LOGIN_FAILED');
  }
  if (!claims?.sub) return homeWithError('SOCIAL_LOGIN_FAILED');
  const linked = await linkedAccountId(ctx.sql, merchant.id, provider, claims.sub);
  if (linked !== null) return loginLinked(ctx, merchant, linked, client);
  const ticket = newToken();
  await ctx.sql`insert into social_tickets (ticket_hash, merchant_id, provider, subject, email, name, expires_at)
                values (${hashToken(ticket)}, ${merchant.id}, ${provider}, ${claims.sub}, ${(claims.email as string) ?? null},
                        ${(claims.name as string) ?? null}, now() + ${`${TICKET_MINUTES} minutes`}::interval)`;
  return `/?socialTicket=${encodeURIComponent(ticket)}&provider=${provider}`;
}

/** A linked identity logs in like a password login would: a new IP first answers the second verification. */
async function loginLinked(ctx: Ctx, merchant: Merchant, accountId: number, client: ClientInfo): Promise<string> {
  const account = await findById(ctx.sql, accountId);
  if (!account || account.status !== 'active') return homeWithError('ACCOUNT_DISABLED');
  if (account.verifyMethod && !(await isKnownIp(ctx.sql, accountId, client.ip))) {
    const ch = await startChallenge(ctx, merchant, account, {
      ip: client.ip,
      userAgent: client.userAgent,
      remember: false,
      loginPage: 'member',
      mustChange: false,
    });
    const q = new URLSearchParams({ socialVerify: ch.verifyToken, method: ch.method, hint: ch.hint, minutes: String(ch.expiredMinutes) });
    return `/?${q}`;
  }
  const value = await ctx.sql.begin((tx) => completeLogin(ctx, tx, merchant, account, { remember: false, client, viaSms: false, mustChange: false }));
  return `/?token=${encodeURIComponent(value.token)}`;
}

interface TicketRow {
  provider: SocialProvider;
  subject: string;
  email: string | null;
  name: string | null;
}

async function readTicket(ctx: Ctx, merchant: Merchant, ticket: string): Promise<TicketRow> {
  const [t] = await ctx.sql<TicketRow[]>`
    select provider, subject, email, name from social_tickets
    where ticket_hash = ${hashToken(ticket)} and merchant_id = ${merchant.id} and used_at is null and expires_at > now()`;
  if (!t) throw new AppError('VERIFICATION_EXPIRED');
  return t;
}

const suggest = (t: TicketRow) => {
  const base = (t.email?.split('@')[0] ?? t.name ?? 'player').replace(/[^A-Za-z0-9]/g, '').slice(0, 12);
  return /^[A-Za-z]/.test(base) && base.length >= 4 ? base : `p${base}${randomBytes(2).toString('hex')}`.slice(0, 16);
};

export async function socialTicket(ctx: Ctx, merchant: Merchant, ticket: string): Promise<SocialTicketValue> {
  const t = await readTicket(ctx, merchant, ticket);
  return { provider: t.provider, email: t.email, name: t.name, suggestedUsername: suggest(t) };
}

export async function socialComplete(ctx: Ctx, merchant: Merchant, body: SocialCompleteRequest, client: ClientInfo): Promise<LoginValue> {
  const t = await readTicket(ctx, merchant, body.ticket);
  await requireHumanCheck(ctx, body.humanCheck);
  return body.action === 'link' ? linkExisting(ctx, merchant, body, client) : createLinked(ctx, merchant, body, t, client);
}

/**
 * Link to an existing account: the password proves ownership, so this is a password login in
 * all but name. It counts failures with login's counters (captcha for the username and IP, the
 * per-account lock), and the ticket is spent BEFORE the password is checked: one guess per
 * provider sign-in, even when many requests race on one ticket. A wrong password sends the
 * member back to the provider.
 */
async function linkExisting(ctx: Ctx, merchant: Merchant, body: SocialCompleteRequest, client: ClientInfo): Promise<LoginValue> {
  if (!body.username || !body.password) throw new AppError('VALIDATION_FAILED', { fields: { [body.username ? 'password' : 'username']: 'required' } });
  const attempt = memberAttempt(merchant.id, body.username, client.ip);
  await admitAttempt(ctx, attempt, { answer: body.captcha, id: client.captchaId });
  const [t] = await ctx.sql<{ provider: SocialProvider; subject: string }[]>`
    update social_tickets set used_at = now()
    where ticket_hash = ${hashToken(body.ticket)} and merchant_id = ${merchant.id} and used_at is null and expires_at > now()
    returning provider, subject`;
  if (!t) throw new AppError('VERIFICATION_EXPIRED');
  const account = await findByUsername(ctx.sql, merchant.id, body.username);
  if (!account || !(await verifyPasswordOrNothing(account.passwordHash, body.password))) {
    await countAttemptFailure(ctx.sql, attempt);
    throw new AppError('WRONG_CREDENTIALS', { captcha: ctx.config.captchaEnabled });
  }
  await clearAttemptLock(ctx.sql, attempt);
  if (account.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
  const accountId = Number(account.id);
  if (account.verifyMethod && !(await isKnownIp(ctx.sql, accountId, client.ip))) {
    const challenge = await startChallenge(ctx, merchant, account, {
      ip: client.ip,
      userAgent: client.userAgent,
      remember: false,
      loginPage: 'member',
      mustChange: false,
      socialLink: { provider: t.provider, subject: t.subject },
    });
    throw new AppError('VERIFICATION_REQUIRED', challenge);
  }
  return ctx.sql.begin(async (tx) => {
    await clearAttemptCaptcha(tx, attempt);
    await linkIdentity(tx, merchant.id, t.provider, t.subject, accountId);
    return completeLogin(ctx, tx, merchant, account, { remember: false, client, viaSms: false, mustChange: false });
  });
}

/** A new account for the identity; no password yet (the member signs in with the provider, or sets one later). */
async function createLinked(ctx: Ctx, merchant: Merchant, body: SocialCompleteRequest, t: TicketRow, client: ClientInfo): Promise<LoginValue> {
  const username = body.username ?? suggest(t);
  enforceRules(
    { username },
    merchant.settings.registerRules.filter((r) => r.field === 'username'),
  );
  if (await findByUsername(ctx.sql, merchant.id, username)) throw new AppError('USERNAME_TAKEN');
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  return ctx.sql.begin(async (tx) => {
    const used = await tx`update social_tickets set used_at = now() where ticket_hash = ${hashToken(body.ticket)} and used_at is null returning 1`;
    if (used.length === 0) throw new AppError('VERIFICATION_EXPIRED');
    const accountId = await insertAccount(tx, merchant, {
      username,
      passwordHash,
      parentId: null,
      mobileNum: null,
      countryDialingCode: null,
      email: t.email,
      payeeName: null,
      paymentPasswordHash: null,
      referralCode: null,
      registerMethod: `SOCIAL_${t.provider.toUpperCase()}`,
      registerUrl: null,
      domain: null,
    });
    await openWallet(tx, merchant.id, accountId, 'real', merchant.settings.currency);
    await linkIdentity(tx, merchant.id, t.provider, t.subject, accountId);
    const account = (await findById(tx, accountId))!;
    return completeLogin(ctx, tx, merchant, account, { remember: false, client, viaSms: false, mustChange: false });
  });
}
