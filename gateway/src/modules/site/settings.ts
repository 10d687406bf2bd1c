import type { FieldRule, ModuleNode, Resource, Theme, Country } from '@wl/shared';

export interface SocialProviderConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** Everything a merchant can change, stored as `merchants.settings` (jsonb). */
export interface MerchantSettings {
  siteName: string;
  currency: string;
  currencySymbol: string;
  mainDomain: string;
  domains: string[];
  analyticsId: string;
  customerServiceUrl: string;
  whitelabel: ModuleNode[];
  resources: Resource[];
  imageCDNs: string[];
  launchGameCDNs: string[];
  maintenance: boolean;
  regionRestriction: boolean;
  blockedIps: string[];
  blockedCountries: string[];
  theme: Theme;
  licenceText: string;
  affiliateText: string;
  registerRules: FieldRule[];
  passwordExpiryDays: number;
  countries: Country[];
  social: Partial<Record<'facebook' | 'google', SocialProviderConfig>>;
  trialStartingBalance: number;
}

export interface Merchant {
  id: number;
  code: string;
  settings: MerchantSettings;
}
