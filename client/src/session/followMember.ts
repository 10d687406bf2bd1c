import { sessionStore, viewOf } from './session';

/**
 * Calls `change` with the token each time a real (not trial) member's session begins or ends
 * (null): what loads at login and goes at logout (favourites, recent games) follows it. Called
 * once at once, for a session restored before the subscription.
 */
export function followRealMember(change: (token: string | null) => void): void {
  let current: string | null = null;
  const check = () => {
    const s = viewOf(sessionStore.get());
    const token = s.isLogin && !s.isTrial ? s.token : null;
    if (token === current) return;
    current = token;
    change(token);
  };
  sessionStore.subscribe(check);
  check();
}
