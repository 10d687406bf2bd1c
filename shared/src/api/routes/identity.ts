import { Type } from '@sinclair/typebox';
import { API, SECURITY_API } from '../paths.js';
import type { RouteTable } from '../route-def.js';
import {
  ChangePasswordRequest,
  ForgotEmailRequest,
  FreePlayRequest,
  LanguageRequest,
  LoginRequest,
  LoginValue,
  LoginVerifyRequest,
  MemberInfo,
  RegisterMobileRequest,
  RegisterUser,
  SetPasswordByPhoneRequest,
  SmsNoLoginRequest,
  SmsRegisterRequest,
  SmsSentValue,
  SocialCompleteRequest,
  SocialTicketValue,
} from '../identity.js';
import { IdParams } from '../paging.js';
import { GATEWAY_VERSION_HEADER } from '../paths.js';
import { SetVerifyMethodRequest, TotpConfirmRequest, TotpEnrolment, VerifySetup } from '../security.js';

/** The identity module's routes (gateway/src/modules/identity). */
export const IDENTITY_ROUTES = {
  memberInfo: { method: 'GET', path: API.memberInfo, response: MemberInfo },
  memberIcon: { method: 'GET', path: API.memberIcon, response: Type.Object({ iconUrl: Type.String() }) },
  memberFirstLogin: { method: 'PUT', path: API.memberFirstLogin, response: Type.Null() },
  memberLanguage: { method: 'PUT', path: API.memberLanguage, body: LanguageRequest, response: Type.Null() },
  register: { method: 'PUT', path: API.register, body: RegisterUser, response: Type.Union([LoginValue, Type.Null()]) },
  registerMobile: { method: 'PUT', path: API.registerMobile, body: RegisterMobileRequest, response: Type.Union([LoginValue, Type.Null()]) },
  password: { method: 'POST', path: API.password, body: ChangePasswordRequest, response: Type.Null() },
  passwordEmail: { method: 'POST', path: API.passwordEmail, body: ForgotEmailRequest, response: Type.Null() },
  passwordPhone: { method: 'POST', path: API.passwordPhone, body: SetPasswordByPhoneRequest, response: Type.Object({ username: Type.String() }) },
  verifyMethod: { method: 'GET', path: SECURITY_API.verifyMethod, response: VerifySetup },
  verifyMethodPut: { method: 'PUT', path: SECURITY_API.verifyMethod, body: SetVerifyMethodRequest, response: VerifySetup },
  totpPost: { method: 'POST', path: SECURITY_API.totp, response: TotpEnrolment },
  totpPut: { method: 'PUT', path: SECURITY_API.totp, body: TotpConfirmRequest, response: VerifySetup },
  staffVerifyMethod: { method: 'DELETE', path: SECURITY_API.staffVerifyMethod, params: IdParams, response: Type.Null() },
  login: { method: 'POST', path: API.login, body: LoginRequest, response: LoginValue },
  loginVerify: { method: 'POST', path: API.loginVerify, body: LoginVerifyRequest, response: LoginValue },
  loginFreePlay: {
    method: 'POST',
    path: API.loginFreePlay,
    body: FreePlayRequest,
    headers: Type.Object({ [GATEWAY_VERSION_HEADER]: Type.Optional(Type.String()) }),
    response: LoginValue,
  },
  logout: { method: 'DELETE', path: API.logout, response: Type.Null() },
  captcha: { method: 'GET', path: API.captcha, response: Type.String() },
  smsNoLogin: { method: 'POST', path: API.smsNoLogin, body: SmsNoLoginRequest, response: SmsSentValue },
  smsRegister: { method: 'POST', path: API.smsRegister, body: SmsRegisterRequest, response: SmsSentValue },
  socialTicket: { method: 'GET', path: API.socialTicket, query: Type.Object({ ticket: Type.String({ maxLength: 128 }) }), response: SocialTicketValue },
  socialComplete: { method: 'POST', path: API.socialComplete, body: SocialCompleteRequest, response: LoginValue },
} as const satisfies RouteTable;
