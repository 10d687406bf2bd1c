import { lazy } from '../lib/chunks';
import { Quiet } from '../components/Quiet';

/**
 * Mounted by every layout (site, console, agent centre): staff changes to the brand, colours and
 * switches reach the open page at once (docs/BRANDING.md). Its own chunk, loaded after the page,
 * like the announcement host it shares the `/site` socket with.
 */
const SiteLive = lazy(() => import('./SiteLive'), { firstPage: true });

export function SiteLiveSlot() {
  return (
    <Quiet what="site: the live settings listener">
      <SiteLive />
    </Quiet>
  );
}
