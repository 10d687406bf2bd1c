import { Type, type Static } from '@sinclair/typebox';
import { PATTERN_IDS, type FieldRule, type PatternId } from '../validation.js';
import { BonusLockRulesSchema } from './bonus-locks.js';
import { RebateSettingsSchema } from './rebates.js';
import { textsSchema } from './translations.js';

// Flags and the customer-service codec need no schema: they live in site-flags.ts, so the
// browser's first load imports them without TypeBox (@wl/shared/core).
export { MODULES, decodeCustomerService, encodeCustomerService, flagsFromModules, type ModuleId, type ModuleNode, type SiteFlags } from './site-flags.js';

export const ModuleNodeSchema = Type.Recursive((Self) =>
  Type.Object({ modId: Type.String({ maxLength: 64 }), enabled: Type.Boolean(), childrenNodes: Type.Array(Self) }),
);

export const Resource = Type.Object({
  resourceType: Type.String({ maxLength: 32 }),
  labelNameEn: Type.String({ maxLength: 100 }),
  url: Type.String({ maxLength: 2048 }),
});
export type Resource = Static<typeof Resource>;

export const Theme = Type.Object({
  accent: Type.String({ maxLength: 32 }),
  live: Type.String({ maxLength: 32 }),
  surface: Type.String({ maxLength: 32 }),
});
export type Theme = Static<typeof Theme>;

/** The site's uploaded logo: a path on this gateway (any image host can serve it) and its size in pixels. */
export const SiteLogo = Type.Object({
  path: Type.String({ maxLength: 200 }),
  width: Type.Integer({ minimum: 1 }),
  height: Type.Integer({ minimum: 1 }),
});
export type SiteLogo = Static<typeof SiteLogo>;

export const SiteConfig = Type.Object({
  merchantCode: Type.String(),
  siteName: Type.String(),
  /** The brand's logo; null: the site draws a monogram of its name. */
  logo: Type.Union([SiteLogo, Type.Null()]),
  /** The logo already spells the name: the name beside it is only read out, not shown twice. */
  logoShowsName: Type.Boolean(),
  currency: Type.String(),
  currencySymbol: Type.String(),
  mainDomain: Type.String(),
  analyticsId: Type.String(),
  /** Obfuscated customer-service URL; see decodeCustomerService. */
  customerService: Type.String(),
  domainRoute: Type.Array(Type.String()),
  whitelabel: Type.Array(ModuleNodeSchema),
  resources: Type.Array(Resource),
  imageCDNs: Type.Array(Type.String()),
  launchGameCDNs: Type.Array(Type.String()),
  location: Type.Object({ ip: Type.String() }),
  maintenance: Type.Boolean(),
  regionRestriction: Type.Boolean(),
  theme: Theme,
  /** The button text colour that reads on the accent (onAccentFor), worked out here so the page needs no colour arithmetic. */
  onAccent: Type.String({ maxLength: 7 }),
  licenceText: Type.String(),
  affiliateText: Type.String(),
  /** Social sign-in providers that are switched on AND configured: show a button for each, no other. */
  socialProviders: Type.Array(Type.Union([Type.Literal('facebook'), Type.Literal('google')])),
  /** Whether the site shows live hosts (docs/LIVE-MODELS.md): the home page keeps their strip's room from its first paint, or none. */
  liveHosts: Type.Boolean(),
  /** The site's time zone as a fixed offset from UTC in minutes: every time on every screen is shown in it, labelled. */
  utcOffsetMinutes: Type.Integer({ minimum: -840, maximum: 840 }),
  /** The language codes the language selector offers, in LANGUAGES order (docs/LANGUAGES.md). */
  languages: Type.Array(Type.String({ maxLength: 8 }), { maxItems: 64 }),
  /** The language of a visitor who chose none, or whose choice the site no longer offers; one of `languages`. */
  defaultLanguage: Type.String({ maxLength: 8 }),
});
export type SiteConfig = Static<typeof SiteConfig>;

/** The footer's licence text and the agent invitation, per language; a field left out falls back (docs/LANGUAGES.md). */
export const SiteTextsMap = textsSchema({ licenceText: Type.String({ maxLength: 2000 }), affiliateText: Type.String({ maxLength: 2000 }) });
export type SiteTextsMap = Static<typeof SiteTextsMap>;

/** GET /wps/system/siteTexts?lang=JA: the two texts in the reader's language (else the default language's, else the base). */
export const SiteTexts = Type.Object({ licenceText: Type.String(), affiliateText: Type.String() });
export type SiteTexts = Static<typeof SiteTexts>;

/** The part staff can edit (everything except what the request itself decides). */
export const SiteSettingsUpdate = Type.Partial(
  Type.Object({
    siteName: Type.String({ minLength: 1, maxLength: 64 }),
    /** One of SITE_CURRENCIES (else CURRENCY_UNKNOWN); refused once members hold wallets (CURRENCY_LOCKED). */
    currency: Type.String({ pattern: '^[A-Z]{3}$' }),
    currencySymbol: Type.String({ minLength: 1, maxLength: 8 }),
    /** Only the removal: a logo is set by uploading one (its own call), never by naming a URL. */
    logo: Type.Null(),
    logoShowsName: Type.Boolean(),
    mainDomain: Type.String({ maxLength: 253 }),
    /** The site's public origin (social sign-in callbacks); empty: the gateway's PUBLIC_URL. */
    publicUrl: Type.String({ pattern: '^(https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?)?$', maxLength: 300 }),
    analyticsId: Type.String({ maxLength: 64 }),
    customerServiceUrl: Type.String({ maxLength: 2048 }),
    whitelabel: Type.Array(ModuleNodeSchema),
    resources: Type.Array(Resource, { maxItems: 50 }),
    imageCDNs: Type.Array(Type.String({ maxLength: 2048 }), { maxItems: 20 }),
    launchGameCDNs: Type.Array(Type.String({ maxLength: 2048 }), { maxItems: 20 }),
    maintenance: Type.Boolean(),
    regionRestriction: Type.Boolean(),
    blockedCountries: Type.Array(Type.String({ maxLength: 2 }), { maxItems: 250 }),
    blockedIps: Type.Array(Type.String({ maxLength: 64 }), { maxItems: 1000 }),
    /** Hex colours that keep the site's text readable (themeProblem: THEME_COLOUR_INVALID, THEME_CONTRAST_LOW). */
    theme: Theme,
    licenceText: Type.String({ maxLength: 2000 }),
    affiliateText: Type.String({ maxLength: 2000 }),
    /** Translations of licenceText and affiliateText; replaced whole when sent. */
    siteTexts: SiteTextsMap,
    registerRules: Type.Array(
      Type.Object({
        field: Type.String({ maxLength: 32 }),
        show: Type.Boolean(),
        required: Type.Boolean(),
        acceptedPattern: Type.String({ maxLength: 512 }),
        minLength: Type.Integer({ minimum: 0, maximum: 4096 }),
        maxLength: Type.Integer({ minimum: 0, maximum: 4096 }),
        patternId: Type.Union(PATTERN_IDS.map((p) => Type.Literal(p))),
      }),
      { maxItems: 40 },
    ),
    passwordExpiryDays: Type.Integer({ minimum: 1, maximum: 3650 }),
    /** SMS the site may send in 24 hours (beyond it: SMS_QUOTA_EXCEEDED); 0 stops SMS. */
    smsDailyQuota: Type.Integer({ minimum: 0, maximum: 10_000_000 }),
    /** The largest game credit paid without staff review, minor units (docs/SEAMLESS.md "Held credits"). */
    maxSingleCredit: Type.Integer({ minimum: 1, maximum: 100_000_000_000 }),
    /** Manual adjustments of at least this much (minor units) need a second staff member (docs/STAFF.md "Four eyes"). */
    fourEyesAmount: Type.Integer({ minimum: 1, maximum: 100_000_000_000 }),
    /** The language codes the selector offers (codes of LANGUAGES; an unknown one is LANGUAGE_UNKNOWN). */
    languages: Type.Array(Type.String({ maxLength: 8 }), { minItems: 1, maxItems: 64 }),
    /** The language of visitors who chose none; must be offered (else LANGUAGE_NOT_OFFERED). */
    defaultLanguage: Type.String({ maxLength: 8 }),
    /** Bonus lock rules: wagering multiples of task, wheel and mission rewards, expiry, bust threshold (docs/PROMOTIONS.md "Locked bonus"). */
    bonusLocks: BonusLockRulesSchema,
    /** The daily rebate: on or off, percent of valid turnover per game category (at most 3), minimum payout (docs/REBATES.md). */
    rebates: RebateSettingsSchema,
    /** OpenID Connect settings of the social sign-in providers (secrets never leave the gateway). */
    social: Type.Partial(
      Type.Record(
        Type.Union([Type.Literal('facebook'), Type.Literal('google')]),
        Type.Object({
          issuer: Type.String({ pattern: '^https?://', maxLength: 512 }),
          clientId: Type.String({ minLength: 1, maxLength: 256 }),
          clientSecret: Type.String({ minLength: 1, maxLength: 512 }),
        }),
      ),
    ),
  }),
  { additionalProperties: false },
);
export type SiteSettingsUpdate = Static<typeof SiteSettingsUpdate>;

export const Country = Type.Object({ countryCode: Type.String(), countryDialingCode: Type.String(), name: Type.String() });
export type Country = Static<typeof Country>;

export const FieldRuleSchema = Type.Object({
  field: Type.String(),
  show: Type.Boolean(),
  required: Type.Boolean(),
  acceptedPattern: Type.String(),
  minLength: Type.Integer(),
  maxLength: Type.Integer(),
  patternId: Type.Union(PATTERN_IDS.map((p) => Type.Literal(p))),
});
export type { FieldRule, PatternId };

export const RegisterSettings = Type.Object({
  usernameRegistration: Type.Boolean(),
  mobileRegistration: Type.Boolean(),
  mobileWithPassword: Type.Boolean(),
  smsVerification: Type.Boolean(),
  captcha: Type.Boolean(),
  rules: Type.Array(FieldRuleSchema),
  countries: Type.Array(Country),
  socialLinks: Type.Array(Resource),
});
export type RegisterSettings = Static<typeof RegisterSettings>;

export const SystemStatusValue = Type.Object({
  status: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]),
  ip: Type.String(),
  customerService: Type.String(),
});
export type SystemStatusValue = Static<typeof SystemStatusValue>;

export const HelpArticle = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  content: Type.String(),
  sort: Type.Integer(),
});
export type HelpArticle = Static<typeof HelpArticle>;
