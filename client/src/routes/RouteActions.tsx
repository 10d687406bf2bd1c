import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { sessionStore } from '../session/session';
import { ui } from '../stores/ui';
import { session } from '../lib/storage';
import { PATHS } from '../lib/paths';

/**
 * /login, /register and /help are not pages: they return home and open their popup.
 * /register keeps the referral code; /help#term opens that article.
 */
export function OpenPopup({ kind }: { kind: 'login' | 'register' | 'help' }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { hash } = useLocation();
  useEffect(() => {
    const loggedIn = sessionStore.get().phase === 'member';
    if (kind === 'login' && !loggedIn) ui.open({ kind: 'login' });
    if (kind === 'register' && !loggedIn) ui.open({ kind: 'register', referralCode: params.get('referralCode') ?? undefined });
    if (kind === 'help') ui.open({ kind: 'help', slug: hash ? decodeURIComponent(hash.slice(1)) : undefined });
    navigate(PATHS.home, { replace: true });
    // Runs once per visit of the route; params and hash are read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, []);
  return null;
}

/** The lottery pages need a token in session; without one they go to /login. */
export function RequireToken({ children }: { children: ReactNode }) {
  if (!session.get('token')) return <Navigate to={PATHS.login} replace />;
  return <>{children}</>;
}
