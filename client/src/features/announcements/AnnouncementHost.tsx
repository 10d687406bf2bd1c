import { Suspense } from 'react';
import { lazy } from '../../lib/chunks';
import { useStore } from '../../lib/store';
import { siteLinkStore } from '../../realtime/siteSocket';
import { useAnnouncementPopup } from './useAnnouncementPopup';
import './announcements.css';

/** The popup (and the HTML sanitizer its body needs) loads only when there is one to show. */
const AnnouncementPopup = lazy(() => import('./AnnouncementPopup').then((m) => ({ default: m.AnnouncementPopup })));

/**
 * Beside every page of the site (app/layout): the popup when the machine says so. The hidden
 * marker tells tests that the `/site` socket is up (a push can arrive) and where the machine is
 * (`waiting`: loaded, nothing to show now), so they wait for facts instead of time.
 */
export default function AnnouncementHost() {
  const popup = useAnnouncementPopup();
  const link = useStore(siteLinkStore);
  return (
    <>
      <span hidden data-testid="site-link" data-link={link} data-popup={popup.state} />
      {popup.open && (
        <Suspense fallback={null}>
          <AnnouncementPopup key={popup.items.map((i) => i.id).join(',')} items={popup.items} onClose={popup.close} />
        </Suspense>
      )}
    </>
  );
}
