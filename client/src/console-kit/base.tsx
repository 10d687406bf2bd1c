import { createContext, use, useMemo, type ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';

/**
 * Absolute console paths. The app shell mounts us on a splat route (`/support/*`); inside a
 * splat, react-router 7 resolves relative links against the whole URL, so a nav link
 * `to="outbox"` from `/support/accounts/7` would land on `/support/accounts/7/outbox`.
 * Deriving the mount point once and linking absolutely avoids that whatever the mount path.
 */
const BaseCtx = createContext('/support');

export function ConsoleBaseProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const rest = useParams()['*'] ?? '';
  const base = useMemo(() => {
    const decoded = safeDecode(pathname);
    const root = rest && decoded.endsWith(rest) ? decoded.slice(0, decoded.length - rest.length) : decoded;
    return root.replace(/\/+$/, '') || '/support';
  }, [pathname, rest]);
  return <BaseCtx value={base}>{children}</BaseCtx>;
}

function safeDecode(p: string) {
  try {
    return decodeURIComponent(p);
  } catch {
    return p;
  }
}

/** `consolePath('accounts', 7)` -> `/support/accounts/7`. */
export function useConsolePath() {
  const base = use(BaseCtx);
  return (...parts: Array<string | number>) => [base, ...parts.map(String)].join('/');
}
