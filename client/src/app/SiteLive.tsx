import { useEffect } from 'react';
import { openChannel } from '../realtime/channel';
import { followSiteChanges, reloadSiteSoon } from '../stores/site';

/**
 * The console's and the agent centre's `/site` socket, for `site:changed` only: staff changes of
 * the settings apply to this page at once (docs/BRANDING.md). The site's own pages have the
 * announcements' socket for that (realtime/siteSocket.ts). Renders nothing.
 */
export default function SiteLive() {
  useEffect(() => {
    const c = openChannel('/site', { onConnect: (again) => again && reloadSiteSoon() });
    followSiteChanges(c.socket);
    return () => c.close();
  }, []);
  return null;
}
