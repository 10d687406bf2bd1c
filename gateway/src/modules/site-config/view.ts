import {
  SYSTEM_STATUS,
  encodeCustomerService,
  onAccentFor,
  pickTexts,
  type RegisterSettings,
  type SiteConfig,
  type SiteTexts,
  type SystemStatusValue,
} from '@wl/shared';
import type { Ctx } from '../../context.js';
import { offsetFromSettings } from '../site/merchants.js';
import { servableRule } from '../site/patterns.js';
import { isRegionBlocked } from '../site/region.js';
import { siteLanguages } from '../site/languages.js';
import { readerLanguages } from '../site/translations.js';
import type { Merchant } from '../site/settings.js';

const csKey = (m: Merchant) => `${m.code}cs-key`.slice(0, 8).padEnd(8, 'k');

/**
 * The public view of a merchant's settings (never the social client secrets). `socialProviders`
 * comes from the identity module (configuredProviders): which sign-in buttons can work here.
 */
export function siteConfig(m: Merchant, ip: string, socialProviders: SiteConfig['socialProviders'], liveHosts: boolean): SiteConfig {
  const s = m.settings;
  return {
    merchantCode: m.code,
    siteName: s.siteName,
    logo: s.logo ?? null,
    logoShowsName: s.logo ? s.logoShowsName === true : false,
    currency: s.currency,
    currencySymbol: s.currencySymbol,
    mainDomain: s.mainDomain,
    analyticsId: s.analyticsId,
    customerService: encodeCustomerService(s.customerServiceUrl, csKey(m)),
    domainRoute: s.domains,
    whitelabel: s.whitelabel,
    resources: s.resources,
    imageCDNs: s.imageCDNs,
    launchGameCDNs: s.launchGameCDNs,
    location: { ip },
    maintenance: s.maintenance,
    regionRestriction: s.regionRestriction,
    theme: s.theme,
    onAccent: onAccentFor(s.theme.accent),
    licenceText: s.licenceText,
    affiliateText: s.affiliateText,
    socialProviders,
    liveHosts,
    utcOffsetMinutes: offsetFromSettings(s),
    ...siteLanguages(s),
  };
}

/** The footer's licence text and the agent invitation in the reader's language, else the site's default, else the base. */
export function siteTexts(m: Merchant, lang: string | undefined): SiteTexts {
  const s = m.settings;
  const layers = readerLanguages(s, lang).map((l) => s.siteTexts?.[l]);
  return pickTexts({ licenceText: s.licenceText, affiliateText: s.affiliateText }, ['licenceText', 'affiliateText'], ...layers);
}

export function systemStatus(m: Merchant, ip: string): SystemStatusValue {
  const status = m.settings.maintenance ? SYSTEM_STATUS.MAINTENANCE : isRegionBlocked(m.settings, ip) ? SYSTEM_STATUS.REGION_BLOCKED : SYSTEM_STATUS.NORMAL;
  return { status, ip, customerService: encodeCustomerService(m.settings.customerServiceUrl, csKey(m)) };
}

export function registerSettings(ctx: Ctx, m: Merchant): RegisterSettings {
  const flags = ctx.merchants.flags(m);
  const captcha = ctx.config.captchaEnabled && !!m.settings.registerRules.find((r) => r.field === 'captcha')?.show;
  return {
    usernameRegistration: flags.REGISTER_USERNAME,
    mobileRegistration: flags.REGISTER_MOBILE,
    mobileWithPassword: flags.REGISTER_MOBILE_PASSWORD,
    smsVerification: flags.SMS_VERIFICATION,
    captcha,
    // The form gets the same rules the gateway applies (an unsafe stored pattern as `*`).
    rules: m.settings.registerRules.map(servableRule).map((r) => (r.field === 'captcha' ? { ...r, show: captcha, required: captcha } : r)),
    countries: m.settings.countries,
    socialLinks: m.settings.resources.filter((r) => ['FACEBOOK', 'WHATSAPP', 'VIBER', 'INSTAGRAM', 'TELEGRAM'].includes(r.resourceType)),
  };
}
