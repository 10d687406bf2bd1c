/** Business constants shared by gateway, machines and client. */
export const AGENT_TYPES = [1, 2, 41, 42] as const;
export const MEMBER_TYPE = 0;
export const TRIAL_TYPE = 4;
export const isAgentType = (type: number) => (AGENT_TYPES as readonly number[]).includes(type);
export const isTrialType = (type: number) => type === TRIAL_TYPE;

export const DEFAULT_PASSWORD = '123456';
export const REMEMBER_ME_HOURS = 24;
export const SESSION_HOURS = 12;

export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_MAX_GUESSES = 5;
export const SMS_EXPIRED_MINUTES = 5;
export const SMS_FIREBASE_COUNTDOWN_SECONDS = 60;
export const SMS_SEND_THROTTLE_MS = 1000;
/** More sends than this inside the window blocks the number (or IP) for the block time. */
export const SMS_MAX_SENDS_PER_WINDOW = 5;
export const SMS_WINDOW_MINUTES = 10;
export const TOO_MANY_REQUESTS_BLOCK_MINUTES = 5;
/** More sends than this from one IP (per site) inside the window blocks the IP. */
export const SMS_IP_SENDS_PER_WINDOW = 20;
/** Codes (SMS or email) one number or address may receive in 24 hours, all sites together. */
export const SMS_DAILY_QUOTA_PER_NUMBER = 10;
/** SMS one site may send in 24 hours, unless its `smsDailyQuota` setting says otherwise. */
export const SMS_DAILY_QUOTA_PER_MERCHANT = 5000;

/**
 * Username enumeration budget: "does not exist" answers (login, SMS, forgot password,
 * affiliate check) per IP and per probed name, per site, in a window of this many minutes.
 */
export const ENUMERATION_WINDOW_MINUTES = 60;
export const ENUMERATION_MISSES_PER_IP = 20;
export const ENUMERATION_MISSES_PER_TARGET = 10;

export const CAPTCHA_REFRESH_MIN_MS = 1000;
export const CAPTCHA_TTL_MINUTES = 5;
export const FAVOURITE_THROTTLE_MS = 1000;

export const REGISTER_MIN_AGE = 18;
export const LICENCE_AGE = 21;

export const FEEDBACK_MIN = 20;
export const FEEDBACK_MAX = 200;
export const REMARK_MAX = 140;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MAX_FILES = 3;

export const CAROUSEL = { autoplayMs: 5000, speedMs: 1000, loopAbove: 3, spaceBetween: 10, homeSlides: 6.5, homeGap: 16 };

/**
 * The 39 languages the site knows (the original site advertises about 40); each site offers those its
 * operator chose (site settings `languages`). Which have text of their own: client/src/i18n/catalog.ts;
 * every other language falls back to EN key by key.
 */
export const LANGUAGES = [
  { code: 'EN', label: 'English' },
  { code: 'TY', label: 'Tagalog' },
  { code: 'CN', label: '中文' },
  { code: 'VI', label: 'Tiếng Việt' },
  { code: 'TH', label: 'ไทย' },
  { code: 'JA', label: '日本語' },
  { code: 'KO', label: '한국어' },
  { code: 'ID', label: 'Bahasa Indonesia' },
  { code: 'MS', label: 'Bahasa Melayu' },
  { code: 'HI', label: 'हिन्दी' },
  { code: 'PT', label: 'Português' },
  { code: 'ES', label: 'Español' },
  { code: 'TW', label: '繁體中文' },
  { code: 'MY', label: 'မြန်မာ' },
  { code: 'KM', label: 'ភាសាខ្មែរ' },
  { code: 'LO', label: 'ລາວ' },
  { code: 'BN', label: 'বাংলা' },
  { code: 'TA', label: 'தமிழ்' },
  { code: 'TE', label: 'తెలుగు' },
  { code: 'UR', label: 'اردو' },
  { code: 'NE', label: 'नेपाली' },
  { code: 'SI', label: 'සිංහල' },
  { code: 'AR', label: 'العربية' },
  { code: 'FA', label: 'فارسی' },
  { code: 'TR', label: 'Türkçe' },
  { code: 'RU', label: 'Русский' },
  { code: 'UK', label: 'Українська' },
  { code: 'PL', label: 'Polski' },
  { code: 'DE', label: 'Deutsch' },
  { code: 'FR', label: 'Français' },
  { code: 'IT', label: 'Italiano' },
  { code: 'NL', label: 'Nederlands' },
  { code: 'SV', label: 'Svenska' },
  { code: 'FI', label: 'Suomi' },
  { code: 'NO', label: 'Norsk' },
  { code: 'DA', label: 'Dansk' },
  { code: 'EL', label: 'Ελληνικά' },
  { code: 'RO', label: 'Română' },
  { code: 'HU', label: 'Magyar' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LANGUAGE: LanguageCode = 'EN';

export const SYSTEM_STATUS = { NORMAL: 0, MAINTENANCE: 1, REGION_BLOCKED: 2 } as const;

export const FEEDBACK_TYPES = [1, 2, 3, 4, 6, 0] as const;

/** The header that carries a money call's idempotency key: a UUID the client makes once per user action. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
