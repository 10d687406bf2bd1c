import { Type, type Static } from '@sinclair/typebox';
import type { RegisterExtraField } from '../validation.js';

const Str = (max = 64) => Type.String({ maxLength: max });
const OptStr = (max = 64) => Type.Optional(Type.String({ maxLength: max }));

/**
 * Human check (login and registration run one before submitting): a proof of work the
 * browser solves invisibly (ALTCHA format: base64 of {algorithm, challenge, number, salt,
 * signature}) for a challenge from GET /wps/system/humanCheck. Skipped for SMS login.
 */
export const HumanCheckField = Type.Optional(Type.String({ maxLength: 2048 }));
export const HumanCheckChallenge = Type.Object({
  enabled: Type.Boolean(),
  algorithm: Type.String(),
  challenge: Type.String(),
  maxnumber: Type.Integer(),
  salt: Type.String(),
  signature: Type.String(),
});
export type HumanCheckChallenge = Static<typeof HumanCheckChallenge>;

export const MemberInfo = Type.Object({
  id: Type.Integer(),
  account: Type.String(),
  userName: Type.String(),
  nickname: Type.String(),
  type: Type.Integer(),
  isAgent: Type.Boolean(),
  isTrial: Type.Boolean(),
  /** Minor units (cents); the client formats with two decimals. */
  balance: Type.Integer(),
  /** The main wallet's version (only grows): a pushed balance with a lower one is stale. */
  balanceVersion: Type.Optional(Type.Integer()),
  currency: Type.String(),
  currencySymbol: Type.String(),
  unreadMessages: Type.Integer(),
  availablePromoCount: Type.Integer(),
  hasVip: Type.Boolean(),
  vipLevel: Type.Integer(),
  email: Type.Union([Type.String(), Type.Null()]),
  mobileNum: Type.Union([Type.String(), Type.Null()]),
  language: Type.String(),
  merchantCode: Type.String(),
  firstTimeLogin: Type.Boolean(),
  /** An agent's own invitation code (null for everyone else). */
  affiliateCode: Type.Union([Type.String(), Type.Null()]),
  /** Date of birth (yyyy-MM-dd) when the site asked for it on registration. */
  birthday: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /** Whether a deposit of this member was ever paid (the home page's welcome card offers the first one). */
  hasDeposited: Type.Optional(Type.Boolean()),
});
export type MemberInfo = Static<typeof MemberInfo>;

export const LoginType = Type.Union([Type.Literal('username'), Type.Literal('sms')]);
export const LoginPage = Type.Union([Type.Literal('member'), Type.Literal('agent')]);

/** The decrypted login payload. For `sms`, username is the mobile number and password the code. */
export const LoginRequest = Type.Object(
  {
    username: Str(64),
    password: Str(128),
    type: LoginType,
    captcha: OptStr(16),
    countryDialingCode: OptStr(8),
    remember: Type.Optional(Type.Boolean()),
    loginPage: Type.Optional(LoginPage),
    humanCheck: HumanCheckField,
  },
  { additionalProperties: false },
);
export type LoginRequest = Static<typeof LoginRequest>;

export const PasswordChangeReason = Type.Union([Type.Literal('default'), Type.Literal('expired'), Type.Literal('temporary')]);
export type PasswordChangeReason = Static<typeof PasswordChangeReason>;

export const LoginValue = Type.Object({
  token: Type.String(),
  firstTimeLogin: Type.Boolean(),
  passwordExpired: Type.Boolean(),
  /** True when the change-password popup must show (default or expired password, not sms). */
  mustChangePassword: Type.Boolean(),
  /** Why the password must change: the default 123456, an expired one, or a temporary one from forgot password. */
  passwordChangeReason: Type.Optional(PasswordChangeReason),
  expiresAt: Type.String(),
  user: MemberInfo,
});
export type LoginValue = Static<typeof LoginValue>;

export const VerifyMethod = Type.Union([Type.Literal('SMS'), Type.Literal('EMAIL'), Type.Literal('BANK_NAME'), Type.Literal('TOTP')]);
export type VerifyMethod = Static<typeof VerifyMethod>;

/** Value of a VERIFICATION_REQUIRED answer: the login waits for a second factor. */
export const VerificationChallenge = Type.Object({
  verifyToken: Type.String(),
  method: VerifyMethod,
  /** Masked target, e.g. "•••• 4321" or "j•••@mail.com". */
  hint: Type.String(),
  expiredMinutes: Type.Number(),
});
export type VerificationChallenge = Static<typeof VerificationChallenge>;

export const LoginVerifyRequest = Type.Object({ verifyToken: Str(128), answer: Str(128) }, { additionalProperties: false });

/** The optional fields a site may show on either registration tab: REGISTER_EXTRA_FIELDS, each with its bound. */
const RegisterExtraFields = {
  payeeName: OptStr(100),
  email: OptStr(254),
  qqNum: OptStr(32),
  recommenderId: OptStr(64),
  paymentPassword: OptStr(64),
  line: OptStr(64),
  whatsapp: OptStr(64),
  facebook: OptStr(128),
  wechat: OptStr(64),
  idNumber: OptStr(64),
  /** Date of birth, ISO yyyy-MM-dd whatever the form displays; checked by birthdayProblem (validation.ts). */
  birthday: OptStr(10),
} satisfies Record<RegisterExtraField, unknown>;

export const RegisterUser = Type.Object(
  {
    username: Str(64),
    password: Str(128),
    confirmPassword: Str(128),
    ...RegisterExtraFields,
    mobileNum: OptStr(20),
    countryDialingCode: OptStr(8),
    captcha: OptStr(16),
    verificationCode: OptStr(16),
    affiliateCode: OptStr(64),
    referralCode: OptStr(64),
    domain: OptStr(253),
    login: Type.Optional(Type.Boolean()),
    registerUrl: OptStr(2048),
    registerMethod: Type.Optional(Type.Literal('WEB')),
    termsAccepted: Type.Boolean(),
    firebaseChannel: OptStr(32),
    firebaseIdToken: OptStr(4096),
    humanCheck: HumanCheckField,
  },
  { additionalProperties: false },
);
export type RegisterUser = Static<typeof RegisterUser>;

export const RegisterMobileRequest = Type.Object(
  {
    mobileNum: Str(20),
    countryDialingCode: Str(8),
    verificationCode: Str(16),
    password: OptStr(128),
    confirmPassword: OptStr(128),
    affiliateCode: OptStr(64),
    referralCode: OptStr(64),
    domain: OptStr(253),
    captcha: OptStr(16),
    // The extra fields the site shows on registration, as on the username tab.
    ...RegisterExtraFields,
    login: Type.Optional(Type.Boolean()),
    registerUrl: OptStr(2048),
    registerMethod: Type.Optional(Type.Literal('WEB')),
    termsAccepted: Type.Boolean(),
    humanCheck: HumanCheckField,
  },
  { additionalProperties: false },
);
export type RegisterMobileRequest = Static<typeof RegisterMobileRequest>;

export const ChangePasswordRequest = Type.Object(
  { oldPassword: Str(128), newPassword: Str(128), confirmNewPassword: Str(128) },
  { additionalProperties: false },
);
export type ChangePasswordRequest = Static<typeof ChangePasswordRequest>;

export const ForgotEmailRequest = Type.Object({ username: Str(64), email: Str(254) }, { additionalProperties: false });
export const SetPasswordByPhoneRequest = Type.Object(
  { newPassword: Str(128), mobileNum: Str(20), countryDialingCode: OptStr(8), verificationCode: Str(16) },
  { additionalProperties: false },
);
export type SetPasswordByPhoneRequest = Static<typeof SetPasswordByPhoneRequest>;

export const SmsNoLoginRequest = Type.Object(
  {
    mobileNum: Str(20),
    countryDialingCode: Str(8),
    purpose: Type.Optional(Type.Union([Type.Literal('login'), Type.Literal('forgot')])),
  },
  { additionalProperties: false },
);
export const SmsRegisterRequest = Type.Object({ mobileNo: Str(20), countryDialingCode: Str(8) }, { additionalProperties: false });
export const SmsSentValue = Type.Object({ expiredMinutes: Type.Number() });

/** Sent encrypted: the random string is the client's, so no two trial logins look alike. */
export const FreePlayRequest = Type.Object(
  { os: OptStr(32), platform: Type.Optional(Type.Literal('W')), random: Type.String({ minLength: 16, maxLength: 128 }) },
  { additionalProperties: false },
);

export const AffiliateQuery = Type.Object({ code: Str(64), domain: OptStr(253) });
/** Only whether the code is valid: naming the agent would tell strangers who the agents are. */
export const AffiliateValue = Type.Object({ valid: Type.Boolean() });

export const LanguageRequest = Type.Object({ language: Str(8) }, { additionalProperties: false });

export const SocialProvider = Type.Union([Type.Literal('facebook'), Type.Literal('google')]);
export type SocialProvider = Static<typeof SocialProvider>;

/**
 * After the provider sends the browser back, an unlinked identity becomes a ticket: the member
 * links it to an existing account (username + password) or creates a new one. Either way the
 * link is permanent, so the client must show the irreversible confirmation and send `confirm`.
 */
export const SocialCompleteRequest = Type.Object(
  {
    ticket: Type.String({ maxLength: 128 }),
    action: Type.Union([Type.Literal('link'), Type.Literal('create')]),
    username: Type.Optional(Type.String({ maxLength: 64 })),
    password: Type.Optional(Type.String({ maxLength: 128 })),
    /** Link proves ownership with a password, so it is guarded like a login: captcha when asked, human check. */
    captcha: OptStr(16),
    humanCheck: HumanCheckField,
    confirm: Type.Literal(true),
  },
  { additionalProperties: false },
);
export type SocialCompleteRequest = Static<typeof SocialCompleteRequest>;

export const SocialTicketValue = Type.Object({
  provider: SocialProvider,
  email: Type.Union([Type.String(), Type.Null()]),
  name: Type.Union([Type.String(), Type.Null()]),
  suggestedUsername: Type.String(),
});
export type SocialTicketValue = Static<typeof SocialTicketValue>;
