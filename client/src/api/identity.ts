import {
  API,
  type HumanCheckChallenge,
  type ChangePasswordRequest,
  type LoginRequest,
  type LoginValue,
  type MemberInfo,
  type RegisterMobileRequest,
  type RegisterUser,
  type SetPasswordByPhoneRequest,
  type SocialCompleteRequest,
} from '@wl/shared/core';
import { solveHumanCheck } from '../lib/humanCheck';
import { request } from './http';

/** Identity calls: login, registration, member info, passwords. Encrypted ones say `encrypted: true`. */
export const identityApi = {
  // SMS login skips the human check: the code is proof enough.
  login: async (body: LoginRequest) =>
    request<LoginValue>(API.login, { method: 'POST', body: body.type === 'sms' ? body : await withHumanCheck(body), encrypted: true }),
  loginVerify: (verifyToken: string, answer: string) => request<LoginValue>(API.loginVerify, { method: 'POST', body: { verifyToken, answer } }),
  freePlay: () =>
    request<LoginValue>(API.loginFreePlay, {
      method: 'POST',
      headers: { 'x-gateway-version': '3' },
      body: { os: platformName(), platform: 'W', random: randomString() },
      // Free play sends its random string encrypted, like the other identity calls.
      encrypted: true,
    }),
  logout: () => request<null>(API.logout, { method: 'DELETE' }),
  memberInfo: () => request<MemberInfo>(API.memberInfo),
  balance: () => request<{ balance: number; currency: string; version?: number }>(API.balance),
  firstLoginDone: () => request<null>(API.memberFirstLogin, { method: 'PUT' }),
  setLanguage: (language: string) => request<null>(API.memberLanguage, { method: 'PUT', body: { language } }),
  captcha: () => request<string>(API.captcha),
  smsNoLogin: (mobileNum: string, countryDialingCode: string, purpose: 'login' | 'forgot') =>
    request<{ expiredMinutes: number }>(API.smsNoLogin, { method: 'POST', body: { mobileNum, countryDialingCode, purpose } }),
  smsRegister: (mobileNo: string, countryDialingCode: string) =>
    request<{ expiredMinutes: number }>(API.smsRegister, { method: 'POST', body: { mobileNo, countryDialingCode } }),
  register: async (body: RegisterUser) => request<LoginValue>(API.register, { method: 'PUT', body: await withHumanCheck(body), encrypted: true }),
  registerMobile: async (body: RegisterMobileRequest) =>
    request<LoginValue>(API.registerMobile, { method: 'PUT', body: await withHumanCheck(body), encrypted: true }),
  // Linking proves ownership with a password, so it carries the human check like a login.
  socialComplete: async (body: SocialCompleteRequest) => request<LoginValue>(API.socialComplete, { method: 'POST', body: await withHumanCheck(body) }),
  affiliate: (code: string, domain: string) => request<{ valid: boolean; agentName?: string }>(API.affiliate, { query: { code, domain } }),
  changePassword: (body: ChangePasswordRequest) => request<null>(API.password, { method: 'POST', body, encrypted: true }),
  forgotByEmail: (username: string, email: string) => request<null>(API.passwordEmail, { method: 'POST', form: { username, email } }),
  setPasswordByPhone: (body: SetPasswordByPhoneRequest) => request<{ username: string }>(API.passwordPhone, { method: 'POST', body, encrypted: true }),
};

/** The human check runs just before submitting: a fresh challenge, solved invisibly. */
async function withHumanCheck<T extends object>(body: T): Promise<T & { humanCheck?: string }> {
  const humanCheck = await solveHumanCheck(await request<HumanCheckChallenge>(API.humanCheck));
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
