/**
 * Which pages may open a socket (docs/REALTIME.md "Origins"). A browser always names the page's
 * origin on a WebSocket or cross-origin request, and a WebSocket is not held back by CORS, so
 * without this check any site could open sockets to ours from a visitor's browser. Allowed: the
 * site's own host (each merchant's pages are served from the host the socket connects to) and the
 * origins in SOCKET_ORIGINS (an app shell on another domain). No Origin at all is not a browser
 * page (a native app, a server, a test); the session token still decides who it is.
 */
export function originAllowed(origin: string | undefined, host: string | undefined, extra: readonly string[]): boolean {
  if (origin === undefined) return true;
  if (extra.includes(origin)) return true;
  try {
    return host !== undefined && new URL(origin).host === host.toLowerCase();
  } catch {
    return false; // "null" (a sandboxed frame, a file) or garbage
  }
}
