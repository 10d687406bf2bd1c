import { ENDPOINTS } from '@wl/shared/core';
import { call } from './http';

export const siteApi = {
  config: () => call(ENDPOINTS.whitelabel),
  status: () => call(ENDPOINTS.status),
  registerSettings: () => call(ENDPOINTS.registerSettings),
  help: (lang: string) => call(ENDPOINTS.helpCenter, { query: { lang, device: 'WEB' } }),
};
