import { useEffect } from 'react';
import { onSiteChanged } from '../realtime/siteSocket';
import { reloadSiteSoon } from '../stores/site';

/** Listens for `site:changed` and applies the new settings to this page (stores/site.ts). Renders nothing. */
export default function SiteLive() {
  useEffect(() => onSiteChanged(() => reloadSiteSoon()), []);
  return null;
}
