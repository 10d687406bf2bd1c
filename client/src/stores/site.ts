import { flagsFromModules, type SiteConfig, type SiteFlags } from '@wl/shared/core';
import { siteApi } from '../api/site';
import { setSiteOffset } from '../lib/format';
import { setHosts } from '../lib/hosts';
import { local, session } from '../lib/storage';
import { createStore, useStore } from '../lib/store';

export interface SiteState {
  config: SiteConfig | null;
  /** Every module flag comes from the whitelabel tree; nothing is decided in the client. */
  flags: SiteFlags;
}

export const siteStore = createStore<SiteState>({ config: null, flags: flagsFromModules([]) });

export async function loadSite(): Promise<SiteConfig> {
  const config = await siteApi.config();
  siteStore.set({ config, flags: flagsFromModules(config.whitelabel) });
  setSiteOffset(config.utcOffsetMinutes);
  setHosts(config.imageCDNs, config.launchGameCDNs);
  session.set('merchant', config.siteName);
  session.set('merchantCode', config.merchantCode);
  local.set('merchantCode', config.merchantCode);
  applyTheme(config);
  document.title = config.siteName;
  return config;
}

const HEX = /^#[0-9a-f]{3}([0-9a-f]{3})?$/i;

/**
 * The merchant's three colour tokens become CSS variables (tokens.css mixes every other colour from
 * them), with the button text the gateway chose to read on the accent. Anything but a hex colour
 * is ignored: the gateway saves nothing else (brand-rules.ts), so this only guards older settings.
 */
export function applyTheme(config: SiteConfig) {
  const root = document.documentElement.style;
  const { accent, live, surface } = config.theme;
  if (HEX.test(accent)) root.setProperty('--accent', accent);
  if (HEX.test(config.onAccent)) root.setProperty('--on-accent', config.onAccent);
  if (HEX.test(live)) root.setProperty('--live', live);
  if (HEX.test(surface)) root.setProperty('--surface', surface);
}

let pending: ReturnType<typeof setTimeout> | null = null;

/**
 * Staff changed the settings (`site:changed`): read and apply them again, brand, colours and
 * switches, without reloading the page. Not at once: other nodes trust their cached settings for
 * up to a second, and every open page of the site hears the push at the same moment, so each
 * waits that second and then a random part of two more. Pushes within the wait make one read.
 */
export function reloadSiteSoon() {
  if (pending) return;
  pending = setTimeout(
    () => {
      pending = null;
      // Unread now, they are read at the next page load.
      loadSite().catch((err) => console.warn('site: reload failed', err));
    },
    1_100 + Math.random() * 2_000,
  );
}

export function useSite(): SiteState {
  return useStore(siteStore);
}

/** Resources by type, e.g. SOCIALMEDIA links or the Android download. */
export function resourcesOf(config: SiteConfig | null, type: string) {
  return (config?.resources ?? []).filter((r) => r.resourceType.toUpperCase() === type.toUpperCase());
}

/**
 * A `/site` socket's part in keeping the page's settings live: each `site:changed` (it carries
 * nothing: "read the configuration again") and each reconnect, after which one may have been
 * missed, reads them again. Called by whatever opens that socket (realtime/siteSocket.ts on the
 * site's pages, app/SiteLive.tsx in the console and the agent centre).
 */
export function followSiteChanges(socket: { on(event: 'site:changed', listener: () => void): unknown }) {
  socket.on('site:changed', () => reloadSiteSoon());
}
