import { lazy } from '../../lib/chunks';
import { Quiet } from '../../components/Quiet';

/**
 * What the layout mounts: the host loads in its own chunk after the page; it asks for the popups
 * and loads the machine (XState) and the popup (DOMPurify) only when there is one to show, so a
 * visit without one carries neither (like the favourites machine).
 */
const AnnouncementHost = lazy(() => import('./AnnouncementHost'), { firstPage: true });

export function AnnouncementSlot() {
  return (
    <Quiet>
      <AnnouncementHost />
    </Quiet>
  );
}
