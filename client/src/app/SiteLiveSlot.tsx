import { lazy } from '../lib/chunks';
import { Quiet } from '../components/Quiet';

/**
 * Mounted by the console and the agent centre: staff changes to the brand, colours and switches
 * reach the open page at once (docs/BRANDING.md). The site's own pages need none: their
 * announcement host's `/site` socket applies the changes (realtime/siteSocket.ts).
 */
const SiteLive = lazy(() => import('./SiteLive'), { firstPage: true });

export function SiteLiveSlot() {
  return (
    <Quiet>
      <SiteLive />
    </Quiet>
  );
}
