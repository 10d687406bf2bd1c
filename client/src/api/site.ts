import { API, type HelpArticle, type RegisterSettings, type SiteConfig, type SystemStatusValue } from '@wl/shared/core';
import { request } from './http';

export const siteApi = {
  config: () => request<SiteConfig>(API.whitelabel),
  status: () => request<SystemStatusValue>(API.status),
  registerSettings: () => request<RegisterSettings>(API.registerSettings),
  help: (lang: string) => request<HelpArticle[]>(API.helpCenter, { query: { lang, device: 'WEB' } }),
};
