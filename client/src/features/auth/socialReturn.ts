import type { VerificationChallenge } from '@wl/shared/core';

/**
 * What the gateway's social sign-in redirect put in the address (docs/SOCIAL.md):
 * `?socialTicket=…&provider=…` (link or create), `?socialVerify=…&method=…&hint=…&minutes=…`
 * (second verification from a new location) or `?socialError=CODE`. A `?token=` is the
 * session handover, read by restoreSession.
 */
export type SocialReturn = { kind: 'ticket'; ticket: string } | { kind: 'verify'; challenge: VerificationChallenge } | { kind: 'error'; code: string };

const KEYS = ['socialTicket', 'socialVerify', 'socialError', 'provider', 'method', 'hint', 'minutes'];
const METHODS: ReadonlyArray<VerificationChallenge['method']> = ['SMS', 'EMAIL', 'BANK_NAME', 'TOTP'];

export function readSocialReturn(url: URL): SocialReturn | null {
  const q = url.searchParams;
  const ticket = q.get('socialTicket');
  if (ticket) return { kind: 'ticket', ticket };
  const verifyToken = q.get('socialVerify');
  if (verifyToken) {
    const method = q.get('method') as VerificationChallenge['method'];
    // A mangled link cannot be answered; say so instead of showing an empty step.
    if (!METHODS.includes(method)) return { kind: 'error', code: 'VERIFICATION_EXPIRED' };
    const minutes = Number(q.get('minutes'));
    return {
      kind: 'verify',
      challenge: { verifyToken, method, hint: q.get('hint') ?? '', expiredMinutes: Number.isFinite(minutes) && minutes > 0 ? minutes : 5 },
    };
  }
  const error = q.get('socialError');
  // Only a code-shaped value becomes an i18n key.
  if (error) return { kind: 'error', code: /^[A-Z_]{2,40}$/.test(error) ? error : 'SOCIAL_LOGIN_FAILED' };
  return null;
}

/** The address without the social keys, so a reload or a shared link does not replay them. */
export function withoutSocialKeys(url: URL): string {
  const clean = new URL(url.href);
  KEYS.forEach((k) => clean.searchParams.delete(k));
  return clean.pathname + clean.search + clean.hash;
}
