/**
 * The session flags of the announcement popup ("a session flag marks closed"), under the
 * original site's keys: USER_POPUP for a signed-in reader, ANONYMOUS_POPUP for a visitor. Session
 * storage, so a new tab or browser session shows the popups again.
 *
 * The value is the highest announcement id closed (machines/src/announcement.ts). The member's
 * flag also names the session it belongs to (a short hash of its token, which sits in the same
 * storage anyway), so signing out and in again in one tab (a new session) shows them again.
 */
const KEYS = { member: 'USER_POPUP', guest: 'ANONYMOUS_POPUP' } as const;

/** FNV-1a: a short, stable fingerprint; nothing secret is derived from it. */
function fingerprint(s: string): string {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return (h >>> 0).toString(36);
}

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback; // storage blocked (privacy mode): the popup then shows once per page load
  }
}

export interface PopupSession {
  kind: 'member' | 'guest';
  token: string | null;
}

export function readClosedUpTo(s: PopupSession): number | null {
  const raw = safe(() => sessionStorage.getItem(KEYS[s.kind]), null);
  if (!raw) return null;
  const [upTo, owner] = raw.split(':');
  const n = Number(upTo);
  if (!Number.isSafeInteger(n) || n < 0) return null;
  if (s.kind === 'member' && owner !== fingerprint(s.token ?? '')) return null;
  return n;
}

export function writeClosedUpTo(s: PopupSession, upTo: number) {
  const value = s.kind === 'member' ? `${upTo}:${fingerprint(s.token ?? '')}` : String(upTo);
  safe(() => sessionStorage.setItem(KEYS[s.kind], value), undefined);
}

/** Signing out ends the session: its flags go with the rest of its session storage. */
export function clearClosedFlags() {
  for (const key of Object.values(KEYS)) safe(() => sessionStorage.removeItem(key), undefined);
}
