import * as oidc from 'openid-client';
import { randomBytes } from 'node:crypto';
import type { LoginValue, SocialCompleteRequest, SocialProvider, SocialTicketValue } from '@wl/shared';
import type { Ctx } from '../../context.js';
import { AppError } from '../../http/errors.js';
import type { Merchant, SocialProviderConfig } from '../site/settings.js';
import { findById, findByUsername } from './accounts.js';
import { completeLogin, type ClientInfo } from './login.js';
import { insertAccount } from './register.js';
import { openWallet } from '../wallet/ledger.js';
import { enforceRules } from './rules.js';
import { hashPassword, hashToken, newToken, verifyPassword } from './secrets.js';

const STATE_MINUTES = 10;
const TICKET_MINUTES = 15;
const discovered = new Map<string, Promise<oidc.Configuration>>();

/** Facebook and Google as OpenID Connect providers, configured per merchant by staff. */
function providerConfig(ctx: Ctx, merchant: Merchant, provider: SocialProvider): SocialProviderConfig {
  const flag = provider === 'facebook' ? 'SOCIAL_FACEBOOK' : 'SOCIAL_GOOGLE';
  const cfg = merchant.settings.social?.[provider];
  if (!ctx.merchants.flags(merchant)[flag] || !cfg) throw new AppError('FEATURE_DISABLED');
  return cfg;
}

function configuration(cfg: SocialProviderConfig): Promise<oidc.Configuration> {
  const key = `${cfg.issuer}|${cfg.clientId}`;
  let c = discovered.get(key);
  if (!c) {
    const url = new URL(cfg.issuer);
    // Plain http is allowed only for a provider on loopback (tests, local development).
    const insecure = url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
    c = oidc.discovery(url, cfg.clientId, cfg.clientSecret, undefined, insecure ? { execute: [oidc.allowInsecureRequests] } : undefined);
    c.catch(() => discovered.delete(key));
    discovered.set(key, c);
  }
  return c;
}

export async function socialStart(ctx: Ctx, merchant: Merchant, provider: SocialProvider, origin: string): Promise<string> {
  const cfg = providerConfig(ctx, merchant, provider);
  const config = await configuration(cfg).catch(() => { throw new AppError('SOCIAL_LOGIN_FAILED'); });
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const verifier = oidc.randomPKCECodeVerifier();
  await ctx.sql`insert into oauth_states (state, provider, code_verifier, nonce, expires_at)
                values (${state}, ${provider}, ${verifier}, ${nonce}, now() + ${`${STATE_MINUTES} minutes`}::interval)`;
  await ctx.sql`delete from oauth_states where expires_at < now()`;
  return oidc.buildAuthorizationUrl(config, {
    redirect_uri: `${origin}/wps/session/social/${provider}/callback`,
    scope: 'openid email profile',
    state, nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  }).href;
}

/** Where the browser goes after the provider: logged in (token) or asked to link/create (ticket). */
export async function socialCallback(ctx: Ctx, merchant: Merchant, provider: SocialProvider, currentUrl: URL, client: ClientInfo): Promise<string> {
  const cfg = providerConfig(ctx, merchant, provider);
  const state = currentUrl.searchParams.get('state') ?? '';
  const [saved] = await ctx.sql<{ codeVerifier: string; nonce: string }[]>`
    delete from oauth_states where state = ${state} and provider = ${provider} and expires_at > now() returning code_verifier, nonce`;
  if (!saved) return '/?socialError=SOCIAL_LOGIN_FAILED';
  let claims: { sub: string; email?: unknown; name?: unknown } | undefined;
  try {
    const config = await configuration(cfg);
    const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: saved.codeVerifier, expectedState: state, expectedNonce: saved.nonce,
    });
    claims = tokens.claims();
    // Providers often keep email and name out of the ID token; the userinfo endpoint has them.
    if (claims && config.serverMetadata().userinfo_endpoint) {
      claims = { ...claims, ...(await oidc.fetchUserInfo(config, tokens.access_token, claims.sub)) };
    }
  } catch {
    return '/?socialError=SOCIAL_LOGIN_FAILED';
  }
  if (!claims?.sub) return '/?socialError=SOCIAL_LOGIN_FAILED';
  const [link] = await ctx.sql<{ accountId: string }[]>`select account_id from social_links where provider = ${provider} and subject = ${claims.sub}`;
  if (link) {
    const account = await findById(ctx.sql, Number(link.accountId));
    if (!account || account.status !== 'active') return '/?socialError=ACCOUNT_DISABLED';
    const value = await ctx.sql.begin((tx) => completeLogin(ctx, tx, merchant, account, { remember: false, client, viaSms: false, mustChange: false }));
    return `/?token=${encodeURIComponent(value.token)}`;
  }
  const ticket = newToken();
  await ctx.sql`insert into social_tickets (ticket_hash, merchant_id, provider, subject, email, name, expires_at)
                values (${hashToken(ticket)}, ${merchant.id}, ${provider}, ${claims.sub}, ${(claims.email as string) ?? null},
                        ${(claims.name as string) ?? null}, now() + ${`${TICKET_MINUTES} minutes`}::interval)`;
  return `/?socialTicket=${encodeURIComponent(ticket)}&provider=${provider}`;
}

interface TicketRow { provider: SocialProvider; subject: string; email: string | null; name: string | null }

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
  let accountId: number | null = null;
  let newHash: string | null = null;
  if (body.action === 'link') {
    const account = body.username ? await findByUsername(ctx.sql, merchant.id, body.username) : null;
    if (!account || !body.password || !(await verifyPassword(account.passwordHash, body.password))) throw new AppError('WRONG_CREDENTIALS');
    if (account.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
    accountId = Number(account.id);
  } else {
    const username = body.username ?? suggest(t);
    enforceRules({ username }, merchant.settings.registerRules.filter((r) => r.field === 'username'));
    if (await findByUsername(ctx.sql, merchant.id, username)) throw new AppError('USERNAME_TAKEN');
    // No password yet: the member signs in with the provider, or sets one later.
    newHash = await hashPassword(randomBytes(24).toString('base64url'));
  }
  return ctx.sql.begin(async (tx) => {
    const used = await tx`update social_tickets set used_at = now() where ticket_hash = ${hashToken(body.ticket)} and used_at is null returning 1`;
    if (used.length === 0) throw new AppError('VERIFICATION_EXPIRED');
    if (accountId === null) {
      accountId = await insertAccount(tx, merchant, {
        username: body.username ?? suggest(t), passwordHash: newHash!, parentId: null, mobileNum: null, countryDialingCode: null,
        email: t.email, payeeName: null, paymentPasswordHash: null, referralCode: null, registerMethod: `SOCIAL_${t.provider.toUpperCase()}`,
        registerUrl: null, domain: null,
      });
      await openWallet(tx, merchant.id, accountId, 'real', merchant.settings.currency);
    }
    const linked = await tx`insert into social_links (provider, subject, account_id) values (${t.provider}, ${t.subject}, ${accountId})
                            on conflict do nothing returning 1`;
    if (linked.length === 0) throw new AppError('SOCIAL_LINK_EXISTS');
    const account = (await findById(tx, accountId))!;
    return completeLogin(ctx, tx, merchant, account, { remember: false, client, viaSms: false, mustChange: false });
  });
}
