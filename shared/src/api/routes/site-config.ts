import { Type } from '@sinclair/typebox';
import { API } from '../paths.js';
import type { RouteTable } from '../route-def.js';
import { HumanCheckChallenge } from '../identity.js';
import { HelpArticle, RegisterSettings, SiteConfig, SiteTexts, SystemStatusValue } from '../site.js';
import { LangQuery } from '../translations.js';
import { PublicKeyValue } from '../../crypto.js';

/** The site-config module's routes (gateway/src/modules/site-config). */
export const SITE_CONFIG_ROUTES = {
  whitelabel: { method: 'GET', path: API.whitelabel, response: SiteConfig },
  registerSettings: { method: 'GET', path: API.registerSettings, response: RegisterSettings },
  status: { method: 'GET', path: API.status, response: SystemStatusValue },
  domainRoute: { method: 'GET', path: API.domainRoute, response: Type.Array(Type.String()) },
  helpCenter: {
    method: 'GET',
    path: API.helpCenter,
    query: Type.Object({ lang: Type.Optional(Type.String({ maxLength: 8 })), device: Type.Optional(Type.String({ maxLength: 16 })) }),
    response: Type.Array(HelpArticle),
  },
  siteTexts: { method: 'GET', path: API.siteTexts, query: LangQuery, response: SiteTexts },
  humanCheck: { method: 'GET', path: API.humanCheck, response: HumanCheckChallenge },
  publicKey: { method: 'GET', path: API.publicKey, response: PublicKeyValue },
} as const satisfies RouteTable;
