import { API } from '@wl/shared';
import type { Sql } from '@wl/gateway';
import type { Api } from './api.js';
import { lastCode } from './factories.js';

/** Asks for a registration code by SMS (a Philippine number) and reads it from the outbox. */
export async function registrationCode(api: Api, sql: Sql, mobile: string): Promise<string> {
  const sent = await api.post(API.smsRegister, { mobileNo: mobile, countryDialingCode: '+63' });
  if (!sent.success) throw new Error(`no registration code for ${mobile}: ${sent.code}`);
  return lastCode(sql, mobile);
}

/** The mobile tab's registration form as a member fills it, with whatever extra fields a site shows. */
export const mobileForm = (mobileNum: string, verificationCode: string, extra: Record<string, unknown> = {}) => ({
  mobileNum,
  countryDialingCode: '+63',
  verificationCode,
  password: 'Mobile123',
  confirmPassword: 'Mobile123',
  termsAccepted: true,
  ...extra,
});
