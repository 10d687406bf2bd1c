import type { Merchant } from './settings.js';

/**
 * The origin a site's links that leave the page are built on (a referral link a member shares):
 * the site's own `publicUrl` setting, else its main domain, else the gateway's PUBLIC_URL. Never
 * the request's Host header: a link a member copies from a mirror, a preview host or a spoofed
 * header would otherwise send their friends somewhere the operator did not choose.
 */
export function sitePublicUrl(merchant: Merchant, gatewayUrl: string): string {
  const own = merchant.settings.publicUrl?.trim();
  if (own) return own.replace(/\/$/, '');
  const domain = merchant.settings.mainDomain?.trim().toLowerCase();
  if (!domain) return gatewayUrl;
  // The gateway's own host (one site on this server, a local install): keep its scheme and port.
  if (new URL(gatewayUrl).hostname === domain) return gatewayUrl;
  return `https://${domain}`;
}
