import { DEFAULT_PASSWORD, SMS_CODE_PATTERN, type LoginRequest, type LoginValue, type VerificationChallenge } from '@wl/shared';
import { REQUIRED, codeProblem, compact, mobileProblem, smsCodeProblem, type FieldProblem, type Problems } from './problems.js';

/** Pure rules of the login popup; the machine in login.ts sequences them. */

export type LoginType = 'username' | 'sms';
export type LoginPage = 'member' | 'agent';

/**
 * Each tab keeps its own inputs, so switching tabs never moves a username into the mobile
 * field. For SMS the request still carries number and code as username and password.
 */
export interface LoginFormValues {
  username: string;
  password: string;
  captcha: string;
  mobileNum: string;
  verificationCode: string;
  countryDialingCode: string;
  type: LoginType;
  remember: boolean;
  loginPage: LoginPage;
}

/** Fields the user types into; `type` changes through SWITCH_TAB and `loginPage` never does. */
export type LoginEditableField = Exclude<keyof LoginFormValues, 'type' | 'loginPage'>;
/** Keys of `errors`; `answer` is the second-factor input. */
export type LoginField = 'username' | 'password' | 'captcha' | 'mobileNum' | 'verificationCode' | 'answer';

export interface LoginResult {
  value: LoginValue;
  type: LoginType;
  remember: boolean;
  /** Open the change-password popup instead of loading member info (never after SMS login). */
  mustChangePassword: boolean;
  /** Logged in from /agent: navigate to /agentHome. */
  goToAgentHome: boolean;
  /** Run the first-login action (and F-type announcements). */
  firstTimeLogin: boolean;
}

export function validateLogin(values: LoginFormValues, showCaptcha: boolean): Problems<LoginField> {
  if (values.type === 'sms') {
    // The SMS code is itself the human check, so no captcha here.
    return compact<LoginField>({
      mobileNum: mobileProblem(values.mobileNum),
      verificationCode: smsCodeProblem(values.verificationCode),
    });
  }
  const credentials: FieldProblem = { kind: 'credentialsRequired' };
  return compact<LoginField>({
    username: values.username === '' ? credentials : null,
    password: values.password === '' ? credentials : null,
    captcha: showCaptcha && values.captcha === '' ? REQUIRED : null,
  });
}

/** Builds exactly the fields the gateway's schema allows (it refuses additional ones). */
export function buildLoginRequest(values: LoginFormValues, showCaptcha: boolean): LoginRequest {
  // The agent login page has no remember option.
  const remember = values.loginPage === 'agent' ? false : values.remember;
  if (values.type === 'sms') {
    const req: LoginRequest = {
      username: values.mobileNum,
      password: values.verificationCode,
      type: 'sms',
      remember,
      loginPage: values.loginPage,
    };
    if (values.countryDialingCode) req.countryDialingCode = values.countryDialingCode;
    return req;
  }
  const req: LoginRequest = {
    username: values.username,
    password: values.password,
    type: 'username',
    remember,
    loginPage: values.loginPage,
  };
  if (showCaptcha) req.captcha = values.captcha;
  return req;
}

export function loginResult(value: LoginValue, values: LoginFormValues): LoginResult {
  const viaPassword = values.type !== 'sms';
  return {
    value,
    type: values.type,
    remember: values.loginPage === 'agent' ? false : values.remember,
    // The server decides (default or expired password); the default-password check (123456
    // must be changed) repeats locally so an older gateway cannot leave a member on 123456.
    mustChangePassword: viaPassword && (value.mustChangePassword || values.password === DEFAULT_PASSWORD),
    goToAgentHome: values.loginPage === 'agent',
    firstTimeLogin: value.firstTimeLogin,
  };
}

/** The answer format depends on the second factor the server chose. */
export function answerProblem(challenge: VerificationChallenge | null, answer: string): FieldProblem | null {
  if (answer === '') return REQUIRED;
  switch (challenge?.method) {
    // SMS and email both carry a 6-digit code; the authenticator shows one too.
    case 'SMS':
    case 'EMAIL':
    case 'TOTP':
      return SMS_CODE_PATTERN.test(answer) ? null : codeProblem('SMS_CODE_INVALID');
    default:
      return null;
  }
}

export function isVerificationChallenge(v: unknown): v is VerificationChallenge {
  return typeof v === 'object' && v !== null && typeof (v as { verifyToken?: unknown }).verifyToken === 'string';
}
