import { decodeCustomerService } from '@wl/shared/core';
import { ui } from '../stores/ui';

/** Only web links leave the site; a merchant typo or a script URL does nothing. */
export function safeUrl(raw: string, base = window.location.origin): string | null {
  try {
    const u = new URL(raw, base);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : null;
  } catch {
    return null;
  }
}

/** Customer-service URLs arrive obfuscated; decoded here and opened in a new tab. */
export function customerServiceUrl(encoded: string | undefined | null): string | null {
  return encoded ? safeUrl(decodeCustomerService(encoded)) : null;
}

/** A configured link that is not a usable web address says so instead of doing nothing. */
export function openExternal(url: string | null) {
  if (url) window.open(url, '_blank', 'noopener,noreferrer');
  else void ui.dialog({ messageKey: 'common.invalidUrl', tone: 'warning' });
}
