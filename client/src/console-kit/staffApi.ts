import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS } from '@wl/shared/core';
import type { SiteSettingsUpdate, StaffLoginValue } from '@wl/shared';
import { caller, request, type Send, type TokenSource } from '../api/http';

/**
 * The console's calls, through the app's HTTP client with the staff token. Staff tokens live in
 * sessionStorage under their own key so that a staff sign-in never replaces (or leaks into) a
 * member session in the same browser, and so that closing the tab ends the staff session.
 */
const TOKEN_KEY = 'staffToken';

function storage<T>(fn: (s: Storage) => T, fallback: T): T {
  try {
    return fn(sessionStorage);
  } catch {
    return fallback; // storage can be blocked (privacy mode): behave as signed out
  }
}

export const staffToken = {
  get: () => storage((s) => s.getItem(TOKEN_KEY), null),
  set: (token: string) => storage((s) => s.setItem(TOKEN_KEY, token), undefined),
  clear: () => storage((s) => s.removeItem(TOKEN_KEY), undefined),
};

// The session provider listens here: any call that finds the token dead sends staff back to sign-in.
const signedOutListeners = new Set<() => void>();
export function onSignedOut(listener: () => void): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

const staffAuth: TokenSource = {
  token: staffToken.get,
  onTokenRejected() {
    staffToken.clear();
    for (const l of [...signedOutListeners]) l();
  },
};

const staffSend: Send = (path, opts) => request(path, { ...opts, auth: staffAuth });
/** `call` with the staff token and sign-out handling, for every console area: `callStaff(ENDPOINTS.x, …)`. */
export const callStaff = caller(staffSend);
/** An empty search is no filter: the gateway is not asked for `q=`. */
const text = (q: string) => q || undefined;

export type Staff = StaffLoginValue['staff'];
export interface ListParams<F extends string> {
  filter: F;
  q: string;
  page: number;
}

export const staffApi = {
  me: (signal?: AbortSignal) => callStaff(ENDPOINTS.staffMe, { signal }),
  login: (body: { username: string; password: string; captcha?: string }) => callStaff(ENDPOINTS.staffLogin, { body }),
  logout: () => callStaff(ENDPOINTS.staffLogout),
  captcha: () => callStaff(ENDPOINTS.captcha),
  revokeSession: (sessionId: number) => callStaff(ENDPOINTS.staffRevokeSession, { params: { id: sessionId } }),
  resetVerifyMethod: (accountId: number) => callStaff(ENDPOINTS.staffVerifyMethod, { params: { id: accountId } }),
  saveSettings: (patch: SiteSettingsUpdate) => callStaff(ENDPOINTS.staffSettingsPut, { body: patch }),
  uploadLogo: (file: File) => {
    const form = new FormData();
    form.append('logo', file, file.name);
    return callStaff(ENDPOINTS.staffSettingsLogo, { formData: form });
  },
};

/**
 * Every console read as a TanStack Query: one key scheme under `staff`, so signing out drops
 * the lot and a change invalidates exactly what it touched.
 */
export const staffQueries = {
  all: ['staff'] as const,
  accounts: (p: ListParams<'all' | 'member' | 'agent' | 'trial'>) =>
    queryOptions({
      queryKey: ['staff', 'accounts', p],
      queryFn: ({ signal }) => callStaff(ENDPOINTS.staffAccounts, { query: { kind: p.filter, q: text(p.q), page: p.page }, signal }),
    }),
  account: (id: number) =>
    queryOptions({
      queryKey: ['staff', 'account', id],
      queryFn: ({ signal }) => callStaff(ENDPOINTS.staffAccount, { params: { id }, signal }),
    }),
  sessions: (accountId: number, page: number) =>
    queryOptions({
      queryKey: ['staff', 'account', accountId, 'sessions', page],
      queryFn: ({ signal }) => callStaff(ENDPOINTS.staffAccountSessions, { params: { id: accountId }, query: { page }, signal }),
    }),
  outbox: (p: ListParams<'all' | 'sms' | 'email'>) =>
    queryOptions({
      queryKey: ['staff', 'outbox', p],
      queryFn: ({ signal }) =>
        callStaff(ENDPOINTS.staffOutbox, { query: { channel: p.filter === 'all' ? undefined : p.filter, q: text(p.q), page: p.page }, signal }),
    }),
  settings: () =>
    queryOptions({
      queryKey: ['staff', 'settings'],
      queryFn: ({ signal }) => callStaff(ENDPOINTS.staffSettings, { signal }),
    }),
};
