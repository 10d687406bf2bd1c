import type { BonusLockRules, FieldRule, ModuleNode, RebateSettingsUpdate, Resource, SiteLogo, Theme, Country, Texts } from '@wl/shared';

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
  /**
   * Where members reach this site (scheme, host, port: `https://play.brand.com`); social
   * sign-in sends providers back here. Unset or empty: the gateway's PUBLIC_URL.
   */
  publicUrl?: string;
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
  /** The uploaded logo (site-config/logo.ts); unset or null: a monogram of the site name. */
  logo?: SiteLogo | null;
  /** The logo already spells the name, so the name beside it is only read out. Unset: false. */
  logoShowsName?: boolean;
  licenceText: string;
  affiliateText: string;
  /** Translations of licenceText and affiliateText by language; unset: none (read through siteTexts). */
  siteTexts?: Texts<'licenceText' | 'affiliateText'>;
  registerRules: FieldRule[];
  passwordExpiryDays: number;
  countries: Country[];
  /** SMS this site may send in 24 hours; unset: SMS_DAILY_QUOTA_PER_MERCHANT (docs/THROTTLES.md). */
  smsDailyQuota?: number;
  /**
   * The largest single game credit paid without staff review, minor units; above it a credit is
   * held (docs/SEAMLESS.md "Round rules, caps and held credits"). Unset: DEFAULT_MAX_SINGLE_CREDIT.
   */
  maxSingleCredit?: number;
  /** Manual adjustments of at least this much (minor units) wait for a second staff member. Unset: DEFAULT_FOUR_EYES_AMOUNT. */
  fourEyesAmount?: number;
  /** Bonus lock rules (docs/PROMOTIONS.md "Locked bonus"); unset: DEFAULT_BONUS_LOCK_RULES (read through bonusLockRules). */
  bonusLocks?: BonusLockRules;
  /** The daily rebate (docs/REBATES.md); unset: off (read through rebateSettings). */
  rebates?: RebateSettingsUpdate;
  /** Language codes the selector offers; unset: every language (read through siteLanguages). */
  languages?: string[];
  /** The language of visitors without a (still offered) choice; unset: EN. */
  defaultLanguage?: string;
  social: Partial<Record<'facebook' | 'google', SocialProviderConfig>>;
  trialStartingBalance: number;
}

export interface Merchant {
  id: number;
  code: string;
  settings: MerchantSettings;
}
