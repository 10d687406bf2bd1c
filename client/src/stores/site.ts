import { flagsFromModules, onAccentFor, parseHex, type SiteConfig, type SiteFlags } from '@wl/shared/core';
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
  const previousName = siteStore.get().config?.siteName;
  siteStore.set({ config, flags: flagsFromModules(config.whitelabel) });
  setSiteOffset(config.utcOffsetMinutes);
  setHosts(config.imageCDNs, config.launchGameCDNs);
  session.set('merchant', config.siteName);
  session.set('merchantCode', config.merchantCode);
  local.set('merchantCode', config.merchantCode);
  applyTheme(config);
  // A title a page set for itself (the console's) stays; the site's own follows a new name.
  if (previousName === undefined || document.title === previousName) document.title = config.siteName;
  return config;
}

/**
 * The merchant's three colour tokens become CSS variables (tokens.css mixes every other colour from
 * them), with the button text chosen to read on the accent. Anything but a hex colour is ignored:
 * the gateway saves nothing else (brand-rules.ts), so this only guards older settings.
 */
export function applyTheme(config: SiteConfig) {
  const root = document.documentElement.style;
  const { accent, live, surface } = config.theme;
  if (parseHex(accent)) {
    root.setProperty('--accent', accent);
    root.setProperty('--on-accent', onAccentFor(accent));
  }
  if (parseHex(live)) root.setProperty('--live', live);
  if (parseHex(surface)) root.setProperty('--surface', surface);
}

let pending: ReturnType<typeof setTimeout> | null = null;

/**
 * Staff changed the settings (`site:changed`): read and apply them again, brand, colours and
 * switches, without reloading the page. Not at once: other nodes trust their cached settings for
 * up to a second, and every open page of the site hears the push at the same moment, so each
 * waits that second and then a random part of two more. Pushes within the wait make one read.
 */
export function reloadSiteSoon(random: () => number = Math.random) {
  if (pending) return;
  pending = setTimeout(
    () => {
      pending = null;
      loadSite().catch((err) => console.warn('site: the changed settings could not be read; the next page load will', err));
    },
    1_100 + random() * 2_000,
  );
}

export function useSite(): SiteState {
  return useStore(siteStore);
}

/** Resources by type, e.g. SOCIALMEDIA links or the Android download. */
export function resourcesOf(config: SiteConfig | null, type: string) {
  return (config?.resources ?? []).filter((r) => r.resourceType.toUpperCase() === type.toUpperCase());
}
