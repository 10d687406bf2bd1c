import {
  type ChangePasswordRequest,
  type LoginRequest,
  type RegisterMobileRequest,
  type RegisterUser,
  type SetPasswordByPhoneRequest,
  type SocialCompleteRequest,
  ENDPOINTS,
} from '@wl/shared/core';
import { solveHumanCheck } from '../lib/humanCheck';
import { call } from './http';

/** Identity calls: login, registration, member info, passwords. Encrypted ones say `encrypted: true`. */
export const identityApi = {
  // SMS login skips the human check: the code is proof enough.
  login: async (body: LoginRequest) => call(ENDPOINTS.login, { body: body.type === 'sms' ? body : await withHumanCheck(body), encrypted: true }),
  loginVerify: (verifyToken: string, answer: string) => call(ENDPOINTS.loginVerify, { body: { verifyToken, answer } }),
  freePlay: () =>
    call(ENDPOINTS.loginFreePlay, {
      headers: { 'x-gateway-version': '3' },
      body: { os: platformName(), platform: 'W', random: randomString() },
      // Free play sends its random string encrypted, like the other identity calls.
      encrypted: true,
    }),
  logout: () => call(ENDPOINTS.logout),
  memberInfo: () => call(ENDPOINTS.memberInfo),
  balance: () => call(ENDPOINTS.balance),
  firstLoginDone: () => call(ENDPOINTS.memberFirstLogin),
  setLanguage: (language: string) => call(ENDPOINTS.memberLanguage, { body: { language } }),
  captcha: () => call(ENDPOINTS.captcha),
  smsNoLogin: (mobileNum: string, countryDialingCode: string, purpose: 'login' | 'forgot') =>
    call(ENDPOINTS.smsNoLogin, { body: { mobileNum, countryDialingCode, purpose } }),
  smsRegister: (mobileNo: string, countryDialingCode: string) => call(ENDPOINTS.smsRegister, { body: { mobileNo, countryDialingCode } }),
  register: async (body: RegisterUser) => call(ENDPOINTS.register, { body: await withHumanCheck(body), encrypted: true }),
  registerMobile: async (body: RegisterMobileRequest) => call(ENDPOINTS.registerMobile, { body: await withHumanCheck(body), encrypted: true }),
  // Linking proves ownership with a password, so it carries the human check like a login.
  socialComplete: async (body: SocialCompleteRequest) => call(ENDPOINTS.socialComplete, { body: await withHumanCheck(body) }),
  affiliate: (code: string, domain: string) => call(ENDPOINTS.affiliate, { query: { code, domain } }),
  changePassword: (body: ChangePasswordRequest) => call(ENDPOINTS.password, { body, encrypted: true }),
  forgotByEmail: (username: string, email: string) => call(ENDPOINTS.passwordEmail, { form: { username, email } }),
  setPasswordByPhone: (body: SetPasswordByPhoneRequest) => call(ENDPOINTS.passwordPhone, { body, encrypted: true }),
};

/** The human check runs just before submitting: a fresh challenge, solved invisibly. */
async function withHumanCheck<T extends object>(body: T): Promise<T & { humanCheck?: string }> {
  const humanCheck = await solveHumanCheck(await call(ENDPOINTS.humanCheck));
  return humanCheck ? { ...body, humanCheck } : body;
}

function platformName(): string {
  const ua = navigator.userAgent;
  if (/Android/i.test(ua)) return 'Android';
  if (/iPhone|iPad|iPod/i.test(ua)) return 'iOS';
  if (/Windows/i.test(ua)) return 'Windows';
  if (/Mac OS/i.test(ua)) return 'macOS';
  return 'Linux';
}

function randomString(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
