import { ErrorMessages, type Envelope, type ErrorCode } from '@wl/shared';
import { S } from './strings';

/**
 * The console's own fetch wrapper. Staff tokens live in sessionStorage under their own key so
 * that a staff sign-in never replaces (or leaks into) a member session in the same browser,
 * and so that closing the tab ends the staff session on this machine.
 */
const TOKEN_KEY = 'staffToken';

export const staffToken = {
  get(): string | null {
    try {
      return sessionStorage.getItem(TOKEN_KEY);
    } catch {
      return null; // storage can be blocked (privacy mode): behave as signed out
    }
  },
  set(token: string) {
    try {
      sessionStorage.setItem(TOKEN_KEY, token);
    } catch {
      /* the session then lasts until reload, which is the best we can do */
    }
  },
  clear() {
    try {
      sessionStorage.removeItem(TOKEN_KEY);
    } catch {
      /* nothing stored */
    }
  },
};

export class StaffApiError extends Error {
  /** The envelope's `value` on a refusal (e.g. `{ captcha: true }`, `{ invalid: '…' }`). */
  constructor(readonly code: string, message: string, readonly status: number, readonly value: unknown = null) {
    super(message);
    this.name = 'StaffApiError';
  }
}

export const isAbort = (e: unknown) => e instanceof DOMException && e.name === 'AbortError';

export function toApiError(e: unknown): StaffApiError {
  return e instanceof StaffApiError ? e : new StaffApiError('INTERNAL', S.badResponse, 0);
}

// The session provider listens here: any call that finds the token dead sends staff back to sign-in.
const signedOutListeners = new Set<() => void>();
export function onSignedOut(listener: () => void): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}
const AUTH_CODES = new Set(['TOKEN_INVALID', 'TOKEN_MISSING']);

/** Fills the `:id` of a contract path. */
export const withId = (path: string, id: number | string) => path.replace(':id', encodeURIComponent(String(id)));

type Query = Record<string, string | number | undefined>;

export async function request<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  opts: { query?: Query; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined && v !== '') params.set(k, String(v));
  const search = params.toString();
  const qs = search ? `?${search}` : '';
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = staffToken.get();
  if (token) headers.authorization = `Bearer ${token}`;
  // Fastify refuses an empty body declared as JSON, so the header goes only with a body.
  if (opts.body !== undefined) headers['content-type'] = 'application/json';

  let res: Response;
  try {
    res = await fetch(path + qs, {
      method, headers, signal: opts.signal, body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
  } catch (e) {
    if (isAbort(e)) throw e;
    throw new StaffApiError('NETWORK', S.networkError, 0);
  }

  let env: Envelope<T> | null = null;
  try {
    env = (await res.json()) as Envelope<T>;
  } catch (e) {
    if (isAbort(e)) throw e;
  }
  if (!env || typeof env.success !== 'boolean') throw new StaffApiError('INTERNAL', S.badResponse, res.status);
  if (!env.success) {
    if (AUTH_CODES.has(env.code)) {
      staffToken.clear();
      for (const l of signedOutListeners) l();
    }
    const fallback = ErrorMessages[env.code as ErrorCode] ?? S.badResponse;
    throw new StaffApiError(env.code, env.message || fallback, res.status, env.value);
  }
  return env.value;
}
