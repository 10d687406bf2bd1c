import { assign, fromPromise, setup } from 'xstate';
import { CAPTCHA_REFRESH_MIN_MS, type LoginRequest, type LoginValue, type VerificationChallenge } from '@wl/shared';
import { toServerError, type ServerError } from './apiError.js';
import { hasProblems, type Problems } from './problems.js';
import {
  answerProblem,
  isVerificationChallenge,
  validateLogin,
  type LoginEditableField,
  type LoginField,
  type LoginFormValues,
  type LoginPage,
  type LoginResult,
  type LoginType,
} from './loginForm.js';

/**
 * Types and named implementations of the login machine. Kept apart from the statechart
 * (login.ts, loginRegions.ts) so each file reads on its own.
 */

export interface LoginInput {
  loginPage?: LoginPage;
  type?: LoginType;
  /** The SMS tab exists only when verification-code login is enabled for the site. */
  smsLoginEnabled?: boolean;
  /** Start with the captcha (e.g. the gateway already asked for it on this device). */
  showCaptcha?: boolean;
  /** Remembered username and remember flag (remember-me cookie). */
  username?: string;
  remember?: boolean;
  countryDialingCode?: string;
}

export interface LoginContext {
  values: LoginFormValues;
  /** Values RESET goes back to. */
  initialValues: LoginFormValues;
  smsLoginEnabled: boolean;
  showCaptcha: boolean;
  /** The captcha on screen cannot be used any more (none yet, or consumed by a failed try). */
  captchaStale: boolean;
  /** Whatever `loadCaptcha` resolved (an image URL or data URL). */
  captchaImage: string | null;
  captchaError: ServerError | null;
  errors: Problems<LoginField>;
  serverError: ServerError | null;
  challenge: VerificationChallenge | null;
  answer: string;
  result: LoginResult | null;
}

export type LoginEvent =
  | { type: 'CHANGE'; field: LoginEditableField; value: string | boolean }
  /** `tab` rather than `type`, which is the event's own discriminator. */
  | { type: 'SWITCH_TAB'; tab: LoginType }
  | { type: 'SUBMIT' }
  | { type: 'VERIFY'; answer: string }
  /** Leave the second-factor step and edit the form again. */
  | { type: 'CANCEL' }
  | { type: 'CAPTCHA_REFRESH' }
  | { type: 'RESET' };

export interface VerificationAnswer {
  verifyToken: string;
  answer: string;
}

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`login: provide the ${name} actor`);
};

export const loginSetup = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    output: {} as LoginResult,
  },
  actors: {
    submitLogin: fromPromise<LoginValue, LoginRequest>(notProvided('submitLogin')),
    submitVerification: fromPromise<LoginValue, VerificationAnswer>(notProvided('submitVerification')),
    loadCaptcha: fromPromise<string>(notProvided('loadCaptcha')),
  },
  delays: {
    captchaRefreshInterval: CAPTCHA_REFRESH_MIN_MS,
    // The server forgets the challenge after expiredMinutes; waiting longer is pointless.
    challengeLifetime: ({ context }) => (context.challenge?.expiredMinutes ?? 5) * 60_000,
  },
  guards: {
    formHasNoProblems: ({ context }) => !hasProblems(context.errors),
    tabIsAvailable: ({ context, event }) => event.type === 'SWITCH_TAB' && (event.tab === 'username' || context.smsLoginEnabled),
    answerIsWellFormed: ({ context, event }) => event.type === 'VERIFY' && answerProblem(context.challenge, event.answer) === null,
    captchaIsStale: ({ context }) => context.showCaptcha && context.captchaStale,
    // Parameterised because setup types guards with the machine's own events, not actor errors.
    aSecondFactorIsRequired: (_, params: { error: unknown }) => {
      const err = toServerError(params.error);
      return err.code === 'VERIFICATION_REQUIRED' && isVerificationChallenge(err.value);
    },
    theChallengeHasExpired: (_, params: { error: unknown }) => toServerError(params.error).code === 'VERIFICATION_EXPIRED',
  },
  actions: {
    validateForm: assign({ errors: ({ context }) => validateLogin(context.values, context.showCaptcha) }),
    forgetErrors: assign({ errors: {}, serverError: null }),
    forgetChallenge: assign({ challenge: null, answer: '' }),
    resetForm: assign(({ context }) => ({
      values: context.initialValues,
      errors: {},
      serverError: null,
      challenge: null,
      answer: '',
    })),
  },
});

export function initialLoginContext(input: LoginInput): LoginContext {
  const values: LoginFormValues = {
    username: input.username ?? '',
    password: '',
    captcha: '',
    mobileNum: '',
    verificationCode: '',
    countryDialingCode: input.countryDialingCode ?? '',
    type: input.type === 'sms' && input.smsLoginEnabled ? 'sms' : 'username',
    remember: input.remember ?? false,
    loginPage: input.loginPage ?? 'member',
  };
  return {
    values,
    initialValues: values,
    smsLoginEnabled: input.smsLoginEnabled ?? false,
    showCaptcha: input.showCaptcha ?? false,
    captchaStale: input.showCaptcha ?? false,
    captchaImage: null,
    captchaError: null,
    errors: {},
    serverError: null,
    challenge: null,
    answer: '',
    result: null,
  };
}
