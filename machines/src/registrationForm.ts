import { REGISTER_EXTRA_FIELDS, birthdayProblem, checkForm, type FieldRule, type RegisterMobileRequest, type RegisterUser } from '@wl/shared';
import {
  REQUIRED,
  anythingRule,
  codeProblem,
  compact,
  confirmationProblem,
  mobileProblem,
  requiredRule,
  ruleProblem,
  smsCodeProblem,
  type FieldProblem,
  type Problems,
} from './problems.js';

/** Pure rules of the register popup; the machine in registration.ts sequences them. */

export type RegistrationTab = 'username' | 'mobile';

/** The part of RegisterSettings (api/site.ts) the form depends on; RegisterSettings itself fits. */
export interface RegistrationSettings {
  rules: FieldRule[];
  smsVerification: boolean;
  mobileWithPassword: boolean;
  captcha: boolean;
  /** Absent means enabled. */
  usernameRegistration?: boolean;
  mobileRegistration?: boolean;
}

/** Field name -> typed text. Which fields exist depends on the merchant's rules. */
export type RegistrationValues = Record<string, string>;

/** Extra context the request needs besides what the user typed. */
export interface RegistrationExtras {
  referralCode: string;
  domain: string;
  registerUrl: string;
}

const get = (values: RegistrationValues, field: string) => values[field] ?? '';
/** The link's referral code, unless the person edited the field (cleared: no code at all). */
const referralOf = (values: RegistrationValues, extras: { referralCode?: string }) =>
  values.referralCode !== undefined ? get(values, 'referralCode').trim() : extras.referralCode;
const ruleFor = (rules: FieldRule[], field: string) => rules.find((r) => r.field === field);

/** Fields with checks of their own below; their server rules are applied there, not by checkForm. */
const SPECIAL = new Set(['username', 'password', 'confirmPassword', 'mobileNum', 'verificationCode', 'captcha', 'birthday']);

/**
 * Date of birth, when the site shows it: the rule decides shown and required; the date must be
 * real and past, and 21 years back (birthdayProblem, the gateway's own check: members are 21 or older).
 */
function birthdayFieldProblem(value: string, rule: FieldRule | undefined, now: Date): FieldProblem | null {
  if (!rule?.show) return null;
  if (value === '') return rule.required ? REQUIRED : null;
  const code = birthdayProblem(value, now);
  return code ? codeProblem(code) : null;
}

function mobileWithRule(value: string, rule: FieldRule | undefined): FieldProblem | null {
  return mobileProblem(value) ?? (rule ? ruleProblem(value, requiredRule(rule)) : null);
}

export function validateRegistration(tab: RegistrationTab, values: RegistrationValues, settings: RegistrationSettings, now: Date = new Date()): Problems {
  const { rules } = settings;
  const captcha = settings.captcha && get(values, 'captcha') === '' ? REQUIRED : null;
  const birthday = birthdayFieldProblem(get(values, 'birthday'), ruleFor(rules, 'birthday'), now);
  if (tab === 'mobile') {
    const withPassword = settings.mobileWithPassword;
    // The extra fields the site shows (email, payee name, ...) are asked on this tab too.
    const extras: Problems = checkForm(
      values,
      rules.filter((r) => !SPECIAL.has(r.field)),
    );
    return compact({
      ...extras,
      mobileNum: mobileWithRule(get(values, 'mobileNum'), ruleFor(rules, 'mobileNum')),
      // Mobile registration always proves the number with an SMS code.
      verificationCode: smsCodeProblem(get(values, 'verificationCode')),
      password: withPassword ? ruleProblem(get(values, 'password'), requiredRule(ruleFor(rules, 'password') ?? anythingRule('password'))) : null,
      confirmPassword: withPassword ? confirmationProblem(get(values, 'confirmPassword'), get(values, 'password')) : null,
      birthday,
      captcha,
    });
  }
  // Username and password are always asked for, whatever the merchant's rule says about showing them.
  const problems: Problems = checkForm(
    values,
    rules.filter((r) => !SPECIAL.has(r.field)),
  );
  const mobileRule = ruleFor(rules, 'mobileNum');
  const mobile = get(values, 'mobileNum');
  const mobileShown = mobileRule?.show === true;
  return {
    ...problems,
    ...compact({
      username: ruleProblem(get(values, 'username'), requiredRule(ruleFor(rules, 'username') ?? anythingRule('username'))),
      password: ruleProblem(get(values, 'password'), requiredRule(ruleFor(rules, 'password') ?? anythingRule('password'))),
      confirmPassword: confirmationProblem(get(values, 'confirmPassword'), get(values, 'password')),
      // An optional, empty mobile is fine; anything typed must still be a real number.
      mobileNum: mobileShown && (mobileRule.required || mobile !== '') ? mobileWithRule(mobile, mobileRule) : null,
      // The code proves the mobile number, so it is needed only where a number is given.
      verificationCode: settings.smsVerification && mobileShown && mobile !== '' ? smsCodeProblem(get(values, 'verificationCode')) : null,
      birthday,
      captcha,
    }),
  };
}

/**
 * Optional RegisterUser text fields, sent only when filled in (the schema refuses extras): the
 * extra fields both tabs share (REGISTER_EXTRA_FIELDS, one definition in the API schema) and
 * this tab's own.
 */
const OPTIONAL_USER_FIELDS = [...REGISTER_EXTRA_FIELDS, 'mobileNum', 'captcha', 'verificationCode', 'affiliateCode', 'countryDialingCode'] as const;

export function buildRegisterUser(values: RegistrationValues, extras: RegistrationExtras): RegisterUser {
  const user: RegisterUser = {
    username: get(values, 'username'),
    password: get(values, 'password'),
    confirmPassword: get(values, 'confirmPassword'),
    termsAccepted: true,
    // Registration logs the member straight in.
    login: true,
    registerMethod: 'WEB',
  };
  for (const f of OPTIONAL_USER_FIELDS) if (get(values, f) !== '') user[f] = get(values, f);
  const referralCode = referralOf(values, extras);
  if (referralCode) user.referralCode = referralCode;
  if (extras.domain) user.domain = extras.domain;
  if (extras.registerUrl) user.registerUrl = extras.registerUrl;
  return user;
}

/** Extra fields the mobile tab sends when filled in: the same ones as the username tab. */
const MOBILE_EXTRA_FIELDS = ['affiliateCode', ...REGISTER_EXTRA_FIELDS] as const;

export function buildMobileRegistration(values: RegistrationValues, settings: RegistrationSettings, extras: RegistrationExtras): RegisterMobileRequest {
  const req: RegisterMobileRequest = {
    mobileNum: get(values, 'mobileNum'),
    countryDialingCode: get(values, 'countryDialingCode'),
    verificationCode: get(values, 'verificationCode'),
    termsAccepted: true,
    login: true,
    registerMethod: 'WEB',
  };
  if (settings.mobileWithPassword) {
    req.password = get(values, 'password');
    req.confirmPassword = get(values, 'confirmPassword');
  }
  if (settings.captcha) req.captcha = get(values, 'captcha');
  for (const f of MOBILE_EXTRA_FIELDS) if (get(values, f) !== '') req[f] = get(values, f);
  const referralCode = referralOf(values, extras);
  if (referralCode) req.referralCode = referralCode;
  if (extras.domain) req.domain = extras.domain;
  if (extras.registerUrl) req.registerUrl = extras.registerUrl;
  return req;
}

export const tabIsEnabled = (tab: RegistrationTab, s: RegistrationSettings): boolean =>
  tab === 'username' ? s.usernameRegistration !== false : s.mobileRegistration !== false;
