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

const COLOR = /^#[0-9a-f]{3,8}$|^rgba?\([\d\s.,%]+\)$|^hsla?\([\d\s.,%deg]+\)$/i;

/** Merchant colours become CSS variables; anything that is not a plain colour is ignored. */
export function applyTheme(config: SiteConfig) {
  const root = document.documentElement.style;
  const { accent, live, surface } = config.theme;
  if (COLOR.test(accent)) root.setProperty('--accent', accent);
  if (COLOR.test(live)) root.setProperty('--live', live);
  if (COLOR.test(surface)) root.setProperty('--surface', surface);
}

export function useSite(): SiteState {
  return useStore(siteStore);
}

/** Resources by type, e.g. SOCIALMEDIA links or the Android download. */
export function resourcesOf(config: SiteConfig | null, type: string) {
  return (config?.resources ?? []).filter((r) => r.resourceType.toUpperCase() === type.toUpperCase());
}
