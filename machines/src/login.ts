import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { CAPTCHA_REFRESH_MIN_MS, type LoginRequest, type LoginValue, type VerificationChallenge } from '@wl/shared';
import { errorAsksForCaptcha, toServerError, type ServerError } from './apiError.js';
import { compact, hasProblems, serverFieldProblems, type Problems } from './problems.js';
import {
  answerProblem,
  buildLoginRequest,
  isVerificationChallenge,
  loginResult,
  validateLogin,
  type LoginEditableField,
  type LoginField,
  type LoginFormValues,
  type LoginPage,
  type LoginResult,
  type LoginType,
} from './loginForm.js';

/**
 * Login popup and agent login page (spec sections 2, 4 and 5). Two regions run side by side:
 * `form` (edit, validate, submit, second factor) and `captcha`, because the captcha image
 * loads and refreshes while the user keeps typing.
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

export const loginMachine = setup({
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
    tabIsAvailable: ({ context, event }) =>
      event.type === 'SWITCH_TAB' && (event.tab === 'username' || context.smsLoginEnabled),
    answerIsWellFormed: ({ context, event }) =>
      event.type === 'VERIFY' && answerProblem(context.challenge, event.answer) === null,
    captchaIsStale: ({ context }) => context.showCaptcha && context.captchaStale,
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
}).createMachine({
  id: 'login',
  context: ({ input }) => {
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
  },
  initial: 'active',
  states: {
    active: {
      type: 'parallel',
      states: {
        form: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                CHANGE: {
                  actions: assign(({ context, event }) => {
                    const value = event.field === 'remember' ? Boolean(event.value) : String(event.value);
                    const errors = { ...context.errors };
                    // A fixed field stops nagging; other fields keep theirs until the next SUBMIT.
                    if (event.field in errors) delete errors[event.field as LoginField];
                    return { values: { ...context.values, [event.field]: value }, errors };
                  }),
                },
                SWITCH_TAB: {
                  guard: 'tabIsAvailable',
                  actions: [
                    'forgetErrors',
                    assign({ values: ({ context, event }) => ({ ...context.values, type: event.tab }) }),
                  ],
                },
                SUBMIT: { target: 'validating', actions: 'forgetErrors' },
                RESET: { actions: 'resetForm' },
              },
            },
            validating: {
              entry: 'validateForm',
              always: [{ guard: 'formHasNoProblems', target: 'submitting' }, { target: 'editing' }],
            },
            submitting: {
              tags: ['busy'],
              invoke: {
                src: 'submitLogin',
                input: ({ context }) => buildLoginRequest(context.values, context.showCaptcha),
                onDone: {
                  target: '#login.loggedIn',
                  actions: assign({ result: ({ context, event }) => loginResult(event.output, context.values) }),
                },
                onError: [
                  {
                    guard: ({ event }) => {
                      const err = toServerError(event.error);
                      return err.code === 'VERIFICATION_REQUIRED' && isVerificationChallenge(err.value);
                    },
                    target: 'verifying',
                    actions: assign({
                      challenge: ({ event }) => toServerError(event.error).value as VerificationChallenge,
                      answer: '',
                    }),
                  },
                  {
                    target: 'editing',
                    actions: assign(({ context, event }) => {
                      const serverError = toServerError(event.error);
                      const asked = errorAsksForCaptcha(serverError);
                      // A captcha that went out with a failed try is used up on the server.
                      const consumed = context.showCaptcha && context.values.type === 'username';
                      const stale = asked || consumed;
                      return {
                        serverError,
                        errors: serverFieldProblems(serverError) as Problems<LoginField>,
                        showCaptcha: context.showCaptcha || asked,
                        captchaStale: context.captchaStale || stale,
                        values: stale ? { ...context.values, captcha: '' } : context.values,
                      };
                    }),
                  },
                ],
              },
            },
            // Second factor for a login from an unregistered IP. The parent holds the
            // lifetime timer so a wrong answer does not restart it.
            verifying: {
              initial: 'awaitingAnswer',
              after: {
                challengeLifetime: {
                  target: 'editing',
                  actions: [
                    'forgetChallenge',
                    assign({
                      serverError: { code: 'VERIFICATION_EXPIRED', message: 'The verification has expired, please log in again' },
                    }),
                  ],
                },
              },
              on: {
                CANCEL: { target: 'editing', actions: ['forgetChallenge', 'forgetErrors'] },
                RESET: { target: 'editing', actions: 'resetForm' },
              },
              states: {
                awaitingAnswer: {
                  on: {
                    VERIFY: [
                      {
                        guard: 'answerIsWellFormed',
                        target: 'checkingAnswer',
                        actions: ['forgetErrors', assign({ answer: ({ event }) => event.answer })],
                      },
                      {
                        actions: assign({
                          answer: ({ event }) => event.answer,
                          errors: ({ context, event }) =>
                            compact<LoginField>({ answer: answerProblem(context.challenge, event.answer) }),
                        }),
                      },
                    ],
                  },
                },
                checkingAnswer: {
                  tags: ['busy'],
                  invoke: {
                    src: 'submitVerification',
                    input: ({ context }) => ({ verifyToken: context.challenge?.verifyToken ?? '', answer: context.answer }),
                    onDone: {
                      target: '#login.loggedIn',
                      actions: assign({ result: ({ context, event }) => loginResult(event.output, context.values) }),
                    },
                    onError: [
                      {
                        // An expired challenge cannot be answered again: back to the form.
                        guard: ({ event }) => toServerError(event.error).code === 'VERIFICATION_EXPIRED',
                        target: '#login.active.form.editing',
                        actions: ['forgetChallenge', assign({ serverError: ({ event }) => toServerError(event.error) })],
                      },
                      { target: 'awaitingAnswer', actions: assign({ serverError: ({ event }) => toServerError(event.error) }) },
                    ],
                  },
                },
              },
            },
          },
        },
        captcha: {
          initial: 'hidden',
          states: {
            hidden: { always: { guard: 'captchaIsStale', target: 'loading' } },
            loading: {
              entry: assign({ captchaStale: false, captchaError: null }),
              invoke: {
                src: 'loadCaptcha',
                onDone: { target: 'shown', actions: assign({ captchaImage: ({ event }) => event.output }) },
                onError: { target: 'shown', actions: assign({ captchaError: ({ event }) => toServerError(event.error) }) },
              },
            },
            shown: {
              initial: 'cooling',
              states: {
                // Leading-edge limit: refreshes in here are dropped, but a captcha consumed by
                // a failed login is reloaded as soon as the interval allows.
                cooling: {
                  after: {
                    captchaRefreshInterval: [
                      { guard: 'captchaIsStale', target: '#login.active.captcha.loading' },
                      { target: 'ready' },
                    ],
                  },
                },
                ready: {
                  always: { guard: 'captchaIsStale', target: '#login.active.captcha.loading' },
                  on: { CAPTCHA_REFRESH: '#login.active.captcha.loading' },
                },
              },
            },
          },
        },
      },
    },
    loggedIn: { type: 'final' },
  },
  // Only loggedIn is final, so result is always set here.
  output: ({ context }) => context.result as LoginResult,
});

export type LoginSnapshot = SnapshotFrom<typeof loginMachine>;

/** Where the form stands, without the parallel-state nesting. */
export function loginStep(s: LoginSnapshot): 'editing' | 'submitting' | 'verifying' | 'loggedIn' {
  if (s.matches('loggedIn')) return 'loggedIn';
  if (s.matches({ active: { form: 'verifying' } })) return 'verifying';
  if (s.matches({ active: { form: 'submitting' } })) return 'submitting';
  return 'editing';
}
