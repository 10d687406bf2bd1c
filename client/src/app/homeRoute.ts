import { lazy } from '../lib/chunks';
import { PATHS } from '../lib/paths';

/** The home page, a lazy route like every page (routes/AppRoutes.tsx mounts it). */
export const HomePage = lazy(() => import('./pages/HomePage'), { firstPage: true });

/**
 * Evaluated first (main.tsx imports it before React): most visits open on the home page, so its
 * chunk starts downloading now, beside the status and site calls that index.html preloads,
 * instead of after the shell has rendered. App waits for `homeReady` with those calls, so the
 * page renders at once with the shell, never behind a loading bar (and React's 300 ms reveal
 * throttle). A failed chunk settles this too; the route's error boundary then shows the failure.
 */
export const homeReady: Promise<void> = ([PATHS.home, ...PATHS.homeAliases] as string[]).includes(window.location.pathname)
  ? HomePage.preload()
  : Promise.resolve();
