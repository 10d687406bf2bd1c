import * as oidc from 'openid-client';
import type { SocialProvider } from '@wl/shared';
import type { Ctx } from '../../context.js';
import { AppError } from '../../http/errors.js';
import type { Merchant, SocialProviderConfig } from '../site/settings.js';

export const SOCIAL_PROVIDERS: readonly SocialProvider[] = ['facebook', 'google'];
const FLAG = { facebook: 'SOCIAL_FACEBOOK', google: 'SOCIAL_GOOGLE' } as const;

/** Facebook and Google as OpenID Connect providers: on when the site flag is on AND staff configured them. */
export function providerConfig(ctx: Ctx, merchant: Merchant, provider: SocialProvider): SocialProviderConfig | null {
  const cfg = merchant.settings.social?.[provider];
  return ctx.merchants.flags(merchant)[FLAG[provider]] && cfg ? cfg : null;
}

/**
 * The address members reach this site at, which is where a provider sends them back: the
 * site's own `publicUrl` setting, else the gateway's PUBLIC_URL (the default site). Never the
 * Host header, which the browser (or an attacker) chooses. Null when that address is served by
 * another site: the provider's callback would land there, so sign-in cannot work and is off.
 */
export async function publicOrigin(ctx: Ctx, merchant: Merchant): Promise<URL | null> {
  let url: URL;
  try {
    url = new URL(merchant.settings.publicUrl || ctx.config.publicUrl);
  } catch {
    return null;
  }
  const owner = await ctx.merchants.forHost(url.host);
  return owner.id === merchant.id ? new URL(url.origin) : null;
}

/** What the public site configuration lists: the providers a click on a button can complete. */
export async function configuredProviders(ctx: Ctx, merchant: Merchant): Promise<SocialProvider[]> {
  const on = SOCIAL_PROVIDERS.filter((p) => providerConfig(ctx, merchant, p));
  if (on.length === 0) return [];
  return (await publicOrigin(ctx, merchant)) ? on : [];
}

/** The site's configuration for `provider`, or FEATURE_DISABLED (switched off or not configured). */
export function requireProvider(ctx: Ctx, merchant: Merchant, provider: SocialProvider): SocialProviderConfig {
  const cfg = providerConfig(ctx, merchant, provider);
  if (!cfg) throw new AppError('FEATURE_DISABLED');
  return cfg;
}

const discovered = new Map<string, Promise<oidc.Configuration>>();

/** The provider's discovery document, fetched once per issuer and client (a failure is retried next time). */
export function discovery(cfg: SocialProviderConfig): Promise<oidc.Configuration> {
  const key = `${cfg.issuer}|${cfg.clientId}|${cfg.clientSecret}`;
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
