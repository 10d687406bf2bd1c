import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { StaffPermission } from '@wl/shared/core';
import { onSignedOut, staffApi, staffQueries, staffToken, type Staff } from './staffApi';

export type { Staff };

type State =
  | { status: 'checking' }
  | { status: 'out' }
  | { status: 'in'; staff: Staff }
  // The server could not be asked (network, 500): keep the token, let staff retry.
  | { status: 'error'; error: unknown };

interface StaffSession {
  state: State;
  /** `captcha` once a refusal asked for one (value `captcha: true`). */
  login(username: string, password: string, captcha?: string): Promise<void>;
  logout(): Promise<void>;
  recheck(): void;
}

const Ctx = createContext<StaffSession | null>(null);

export function StaffSessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<State>(() => (staffToken.get() ? { status: 'checking' } : { status: 'out' }));
  const [attempt, setAttempt] = useState(0);
  const queries = useQueryClient();
  // What one staff member loaded must never show for the next one in this tab.
  const signedOut = useCallback(() => {
    queries.removeQueries({ queryKey: staffQueries.all });
    setState({ status: 'out' });
  }, [queries]);

  // A token from an earlier visit in this tab is only trusted after the server confirms it.
  useEffect(() => {
    if (!staffToken.get()) return;
    const ctl = new AbortController();
    staffApi.me(ctl.signal).then(
      (staff) => setState({ status: 'in', staff }),
      (error: unknown) => {
        if (ctl.signal.aborted) return;
        setState(staffToken.get() ? { status: 'error', error } : { status: 'out' });
      },
    );
    return () => ctl.abort();
  }, [attempt]);

  useEffect(() => onSignedOut(signedOut), [signedOut]);

  const login = useCallback(async (username: string, password: string, captcha?: string) => {
    const v = await staffApi.login(captcha ? { username, password, captcha } : { username, password });
    staffToken.set(v.token);
    setState({ status: 'in', staff: v.staff });
  }, []);

  const logout = useCallback(async () => {
    try {
      await staffApi.logout();
    } catch {
      // Signing out locally matters more than the server hearing about it.
    }
    staffToken.clear();
    signedOut();
  }, [signedOut]);

  const recheck = useCallback(() => {
    setState({ status: 'checking' });
    setAttempt((n) => n + 1);
  }, []);

  const value = useMemo(() => ({ state, login, logout, recheck }), [state, login, logout, recheck]);
  return <Ctx value={value}>{children}</Ctx>;
}

export function useStaffSession(): StaffSession {
  const s = use(Ctx);
  if (!s) throw new Error('useStaffSession outside StaffSessionProvider');
  return s;
}

/**
 * Whether the signed-in staff member's role may do this on this site (docs/STAFF.md). The
 * console hides what a role may not do; the gateway refuses it anyway (FORBIDDEN).
 */
export function useCan(permission: StaffPermission): boolean {
  return useStaff().permissions.includes(permission);
}

/** The signed-in staff member; only valid under the console layout (RequireStaff). */
export function useStaff(): Staff {
  const { state } = useStaffSession();
  if (state.status !== 'in') throw new Error('useStaff without a signed-in staff member');
  return state.staff;
}
