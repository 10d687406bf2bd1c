import { Component, Suspense, type ReactNode } from 'react';
import { lazy } from '../../lib/chunks';

/**
 * What the layout mounts: the host loads in its own chunk after the page; it asks for the popups
 * and loads the machine (XState) and the popup (DOMPurify) only when there is one to show, so a
 * visit without one carries neither (like the favourites machine).
 */
const AnnouncementHost = lazy(() => import('./AnnouncementHost'), { firstPage: true });

/** A popup that cannot load is left out quietly: the page itself must not show an error for it. */
class Quiet extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(err: unknown) {
    console.warn('announcements: the popup could not load', err);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function AnnouncementSlot() {
  return (
    <Quiet>
      <Suspense fallback={null}>
        <AnnouncementHost />
      </Suspense>
    </Quiet>
  );
}
