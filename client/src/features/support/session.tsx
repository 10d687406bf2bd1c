import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { API, type StaffLoginValue } from '@wl/shared';
import { onSignedOut, request, staffToken, toApiError, type StaffApiError } from './api';

export type Staff = StaffLoginValue['staff'];

type State =
  | { status: 'checking' }
  | { status: 'out' }
  | { status: 'in'; staff: Staff }
  // The server could not be asked (network, 500): keep the token, let staff retry.
  | { status: 'error'; error: StaffApiError };

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

  // A token from an earlier visit in this tab is only trusted after the server confirms it.
  useEffect(() => {
    if (!staffToken.get()) return;
    const ctl = new AbortController();
    request<Staff>('GET', API.staffMe, { signal: ctl.signal }).then(
      (staff) => setState({ status: 'in', staff }),
      (e) => {
        if (ctl.signal.aborted) return;
        const err = toApiError(e);
        setState(staffToken.get() ? { status: 'error', error: err } : { status: 'out' });
      },
    );
    return () => ctl.abort();
  }, [attempt]);

  useEffect(() => onSignedOut(() => setState({ status: 'out' })), []);

  const login = useCallback(async (username: string, password: string, captcha?: string) => {
    const v = await request<StaffLoginValue>('POST', API.staffLogin, { body: captcha ? { username, password, captcha } : { username, password } });
    staffToken.set(v.token);
    setState({ status: 'in', staff: v.staff });
  }, []);

  const logout = useCallback(async () => {
    try {
      await request('DELETE', API.staffLogout);
    } catch {
      // Signing out locally matters more than the server hearing about it.
    }
    staffToken.clear();
    setState({ status: 'out' });
  }, []);

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

/** The signed-in staff member; only valid under the console layout (RequireStaff). */
export function useStaff(): Staff {
  const { state } = useStaffSession();
  if (state.status !== 'in') throw new Error('useStaff without a signed-in staff member');
  return state.staff;
}
