/**
 * The session and local storage keys of the site. Session storage ends with the tab,
 * which is what a shared or public computer needs; only the language survives in local storage.
 */
export const SESSION_KEYS = [
  'token',
  'nickname',
  'account',
  'username',
  'customerId',
  'isAgent',
  'isTrial',
  'merchant',
  'merchantCode',
  'consolidated',
  'validate',
  'gameVendor',
  'merchantWallet',
  'enableSalary',
  'enableContract',
  'lastSeq',
  // The login state flag: this tab's session began with the account's first login.
  'firstTimeLogin',
] as const;
export type SessionKey = (typeof SESSION_KEYS)[number];

// Private mode and sandboxed frames can throw on storage access; the site must still run.
function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export const session = {
  get: (k: SessionKey) => safe(() => sessionStorage.getItem(k), null),
  set: (k: SessionKey, v: string) => safe(() => sessionStorage.setItem(k, v), undefined),
  remove: (k: SessionKey) => safe(() => sessionStorage.removeItem(k), undefined),
  /** Logout: every member key goes, the merchant keys are written again from site config. */
  clear: () => {
    for (const k of SESSION_KEYS) safe(() => sessionStorage.removeItem(k), undefined);
  },
};

export const local = {
  get: (k: 'lang' | 'hisLang' | 'merchantCode') => safe(() => localStorage.getItem(k), null),
  set: (k: 'lang' | 'hisLang' | 'merchantCode', v: string) => safe(() => localStorage.setItem(k, v), undefined),
};

const REMEMBER_COOKIE = 'rememberUser';

/** Remember-me keeps the username only, never the password, for 24 hours. */
export const rememberCookie = {
  get(): string {
    const m = new RegExp(`(?:^|; )${REMEMBER_COOKIE}=([^;]*)`).exec(document.cookie);
    return m ? decodeURIComponent(m[1] ?? '') : '';
  },
  set(username: string, hours: number) {
    document.cookie = `${REMEMBER_COOKIE}=${encodeURIComponent(username)}; max-age=${hours * 3600}; path=/; samesite=strict`;
  },
  clear() {
    document.cookie = `${REMEMBER_COOKIE}=; max-age=0; path=/; samesite=strict`;
  },
};
