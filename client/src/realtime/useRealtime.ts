import { useEffect, useRef } from 'react';
import { refreshMember, sessionStore } from '../session/session';
import { Realtime } from './member';
import { ui } from '../stores/ui';

const REVOKE_KEYS: Record<string, string> = {
  'password-changed': 'session.revoked.passwordChanged',
  staff: 'session.revoked.staff',
  expired: 'session.expired',
};

/** Connects the member's socket while a session exists and drops it when the session ends. */
export function useRealtime() {
  const rt = useRef<Realtime | null>(null);
  useEffect(() => {
    const realtime = new Realtime(
      (reason) => void ui.dialog({ messageKey: REVOKE_KEYS[reason] ?? 'session.expired', tone: 'warning' }),
      () => void refreshMember().catch(() => undefined),
    );
    rt.current = realtime;
    let token: string | null = null;
    let memberId: number | null = null;
    const sync = () => {
      const s = sessionStore.get();
      const next = s.phase === 'member' ? s.token : null;
      if (next === token) return;
      const id = s.member?.id ?? null;
      if (!next || (memberId !== null && id !== memberId)) realtime.reset();
      token = next;
      memberId = id;
      if (next) realtime.connect(next);
      else realtime.disconnect();
    };
    sync();
    const unsub = sessionStore.subscribe(sync);
    return () => {
      unsub();
      realtime.disconnect();
    };
  }, []);
}
