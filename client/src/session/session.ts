import { isAgentType, isTrialType, type EventPayloads, type LoginValue, type MemberInfo } from '@wl/shared/core';
import { ApiError, configureHttp } from '../api/http';
import { identityApi } from '../api/identity';
import { session as store, rememberCookie } from '../lib/storage';
import { createStore, useStore } from '../lib/store';
import { onLiveEvent } from '../stores/live';
import { ASK_WAIT_MS, tabs } from './session-tabs';

export interface SessionState {
  token: string | null;
  member: MemberInfo | null;
  /** Minor units; null until known. */
  balance: number | null;
  /** The main wallet's version behind `balance`; a pushed or fetched figure with a lower one is stale. */
  balanceVersion: number | null;
  currency: string;
  /** `restoring` while a token from storage or the URL is being checked. */
  phase: 'guest' | 'restoring' | 'member';
}

export const sessionStore = createStore<SessionState>({ token: null, member: null, balance: null, balanceVersion: null, currency: '', phase: 'guest' });

/** Set by the shell so a forced logout can explain itself (i18n key of the message). */
let onForcedLogout: (messageKey: string) => void = () => undefined;
export function setForcedLogoutHandler(fn: (messageKey: string) => void) {
  onForcedLogout = fn;
}

configureHttp({
  token: () => sessionStore.get().token,
  onTokenRejected: () => {
    const forced = sessionStore.get().phase === 'member';
    if (forced) onForcedLogout('session.expired');
    endSession(forced ? 'session.expired' : undefined);
  },
});

const urlHasToken = () => typeof window !== 'undefined' && new URL(window.location.href).searchParams.has('token');
/**
 * A tab that starts without a session asks the open tabs for theirs (session-tabs.ts) at once,
 * while the site loads, so the answer is usually in before restoreSession needs it.
 */
const sharedByTab: Promise<string | null> = store.get('token') || urlHasToken() ? Promise.resolve(null) : tabs.ask(ASK_WAIT_MS);

function writeMemberKeys(m: MemberInfo) {
  store.set('nickname', m.nickname);
  store.set('account', m.account);
  store.set('username', m.userName);
  store.set('customerId', String(m.id));
  store.set('isAgent', String(m.isAgent || isAgentType(m.type)));
  store.set('isTrial', String(m.isTrial || isTrialType(m.type)));
}

/**
 * At start: a `?token=` in the URL wins over storage (a launcher or app hands the session
 * over this way); it is removed from the address bar so it is not bookmarked or shared.
 */
export async function restoreSession(): Promise<void> {
  const url = new URL(window.location.href);
  const fromQuery = url.searchParams.get('token');
  if (fromQuery) {
    store.set('token', fromQuery);
    url.searchParams.delete('token');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }
  const token = store.get('token');
  if (token) return signInWith(token);
  const shared = await sharedByTab;
  // Signed in here meanwhile (a login, another tab's broadcast): that session stands.
  if (shared && sessionStore.get().phase === 'guest' && !store.get('token')) await signInWith(shared);
}

/** Checks a token with the gateway and shows its member: a stored, handed-over or shared session. */
async function signInWith(token: string): Promise<void> {
  store.set('token', token);
  sessionStore.set((s) => ({ ...s, token, phase: 'restoring' }));
  try {
    const member = await memberInfoPatiently();
    // Another session took this tab while the check ran: it stands.
    if (sessionStore.get().token !== token) return;
    writeMemberKeys(member);
    sessionStore.set((s) => ({
      ...s,
      member,
      balance: member.balance,
      balanceVersion: member.balanceVersion ?? null,
      currency: member.currency,
      phase: 'member',
    }));
  } catch {
    // TOKEN_* already ended the session through the http hook. Anything else (the link, a
    // reload that cut the call short, maintenance) says nothing about the token: show a guest
    // for now but keep it stored, so the next page load signs the member straight back in.
    if (sessionStore.get().phase === 'restoring' && sessionStore.get().token === token) sessionStore.set((s) => ({ ...s, token: null, phase: 'guest' }));
  }
}

/** Waits before each retry of the session check when the link failed (not when the token did). */
export const RESTORE_RETRY_MS = [1000, 3000];

async function memberInfoPatiently(): Promise<MemberInfo> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await identityApi.memberInfo();
    } catch (err) {
      const linkFailed = err instanceof ApiError && err.code === 'INTERNAL';
      if (!linkFailed || attempt >= RESTORE_RETRY_MS.length || sessionStore.get().phase !== 'restoring') throw err;
      await new Promise((resolve) => setTimeout(resolve, RESTORE_RETRY_MS[attempt]));
    }
  }
}

/** After login, registration or free play: the value carries token and member. */
export function beginSession(value: LoginValue, remember?: { username: string; on: boolean }) {
  store.set('token', value.token);
  writeMemberKeys(value.user);
  if (remember) {
    if (remember.on) rememberCookie.set(remember.username, 24);
    else rememberCookie.clear();
  }
  sessionStore.set({
    token: value.token,
    member: value.user,
    balance: value.user.balance,
    balanceVersion: value.user.balanceVersion ?? null,
    currency: value.user.currency,
    phase: 'member',
  });
  tabs.post({ type: 'login', token: value.token });
}

export async function refreshMember(): Promise<void> {
  const member = await identityApi.memberInfo();
  writeMemberKeys(member);
  sessionStore.set((s) => ({ ...s, member }));
  setBalance(member.balance, member.currency, member.balanceVersion);
}

export async function refreshBalance(): Promise<void> {
  const b = await identityApi.balance();
  setBalance(b.balance, b.currency, b.version);
}

/** The version rule alone (pure): a figure older than the one shown is dropped. Support replay's mock header uses it too. */
export const isStaleBalance = (shown: number | null, incoming: number | null | undefined) => incoming != null && shown != null && incoming < shown;

/** Whether a `balance:changed` is the header's wallet: the main (or play) one, not a vendor sub-wallet or points. */
export const isHeaderWallet = (p: EventPayloads['balance:changed']) => !p.wallet || p.wallet === 'real' || p.wallet === 'play';

/**
 * Shows a main-wallet balance unless the screen already has a newer one: pushes and fetches can
 * arrive in any order (a slow refresh answered after a push), and the version only grows.
 */
export function setBalance(balance: number, currency: string, version?: number) {
  sessionStore.set((s) => {
    if (s.phase !== 'member') return s;
    if (isStaleBalance(s.balanceVersion, version)) return s;
    return { ...s, balance, currency, balanceVersion: version ?? s.balanceVersion };
  });
}

export function setUnread(unreadMessages: number) {
  sessionStore.set((s) => (s.member ? { ...s, member: { ...s.member, unreadMessages } } : s));
}

/**
 * Ends the session in this tab and in every other tab holding the same token (session-tabs.ts).
 * `messageKey`: why, when it was forced, for the other tabs to say (this tab has said it already).
 */
export function endSession(messageKey?: string) {
  const token = sessionStore.get().token ?? store.get('token');
  clearSession();
  if (token) tabs.post({ type: 'logout', token, ...(messageKey ? { messageKey } : {}) });
}

/** Clears every member key of this tab; the merchant keys are rewritten by the site loader. */
function clearSession() {
  const merchant = store.get('merchant');
  const merchantCode = store.get('merchantCode');
  store.clear();
  if (merchant) store.set('merchant', merchant);
  if (merchantCode) store.set('merchantCode', merchantCode);
  sessionStore.set({ token: null, member: null, balance: null, balanceVersion: null, currency: '', phase: 'guest' });
}

export interface SessionView extends SessionState {
  isLogin: boolean;
  isAgent: boolean;
  isTrial: boolean;
}

export function viewOf(s: SessionState): SessionView {
  const m = s.member;
  return {
    ...s,
    isLogin: s.phase === 'member' && !!m,
    isAgent: !!m && (m.isAgent || isAgentType(m.type)),
    isTrial: !!m && (m.isTrial || isTrialType(m.type)),
  };
}

export function useSession(): SessionView {
  return viewOf(useStore(sessionStore));
}

// The header balance and the unread badge follow the member's live events.
onLiveEvent('balance:changed', (p) => {
  // Vendor sub-wallets and points move too; the header shows the main (or play) wallet only.
  if (isHeaderWallet(p)) setBalance(p.balance, p.currency, p.version);
});
onLiveEvent('unread:changed', (p) => setUnread(p.unreadMessages));

// The other tabs of this browser (session-tabs.ts; docs/SESSIONS.md "Several tabs").
tabs.on('ask', (m) => {
  // Only a session the gateway has confirmed is shared, never one still being checked.
  const s = sessionStore.get();
  if (s.phase === 'member' && s.token) tabs.post({ type: 'share', to: m.from, token: s.token });
});
tabs.on('login', (m) => {
  const s = sessionStore.get();
  if (s.token === m.token) return;
  // One browser, one session: a tab signed in as someone else follows the newest login.
  if (s.phase !== 'guest') clearSession();
  void signInWith(m.token);
});
// The language lives in localStorage; its change event reaches every other tab of the site.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    const code = e.key === 'lang' ? e.newValue : null;
    // Loaded when first needed: i18n is already in the page, this is the few lines that follow it.
    if (code) void import('./session-language').then((m) => m.followLanguage(code));
  });
}
tabs.on('logout', (m) => {
  const s = sessionStore.get();
  if (s.token !== m.token && store.get('token') !== m.token) return;
  const wasMember = s.phase === 'member';
  clearSession();
  if (wasMember && m.messageKey) onForcedLogout(m.messageKey);
});
