import { and, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { FieldRule, LoginRequest, LoginValue, SetPasswordByPhoneRequest } from '@wl/shared';
import { toServerError, type ServerError } from './apiError.js';
import {
  EMAIL_RULE,
  anythingRule,
  compact,
  hasProblems,
  mobileProblem,
  requiredRule,
  ruleProblem,
  serverFieldProblems,
  smsCodeProblem,
  type Problems,
  withFieldChanged,
} from './problems.js';

/**
 * Forgot-password popup. Email tab: a temporary password is
 * mailed and a confirmation shows. Phone tab: the SMS code sets a new password, then the
 * member is logged in with it. The phone tab's "send code" button is a separate
 * smsCountdown (purpose 'forgot') that the UI runs beside this machine.
 */

export type ForgotTab = 'email' | 'phone';

export interface ForgotValues {
  username: string;
  email: string;
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  newPassword: string;
}
export type ForgotField = keyof ForgotValues;

export interface ForgotPasswordInput {
  /** The merchant's password rule; the new password must follow it. */
  passwordRule: FieldRule;
  /** The merchant's username rule, when it has one. */
  usernameRule?: FieldRule;
  tab?: ForgotTab;
  countryDialingCode?: string;
}

export interface ForgotPasswordContext {
  tab: ForgotTab;
  values: ForgotValues;
  passwordRule: FieldRule;
  usernameRule: FieldRule;
  problems: Problems<ForgotField>;
  serverError: ServerError | null;
  /** Account name the gateway answered after setting the password; used to log in. */
  resetUsername: string | null;
  result: LoginValue | null;
}

export type ForgotPasswordEvent =
  | { type: 'CHANGE'; field: ForgotField; value: string }
  | { type: 'SWITCH_TAB'; tab: ForgotTab }
  | { type: 'SUBMIT' }
  /** From emailSent or the form: start over with empty fields. */
  | { type: 'RESET' }
  /** Password already changed but the automatic login failed: try the login again. */
  | { type: 'RETRY_LOGIN' };

/** The gateway answers the account's username, which the automatic login needs. */
export type PasswordSetByPhone = { username?: string } | null | undefined | void;

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`forgotPassword: provide the ${name} actor`);
};

const EMPTY: ForgotValues = { username: '', email: '', mobileNum: '', countryDialingCode: '', verificationCode: '', newPassword: '' };

export function validateForgot(c: Pick<ForgotPasswordContext, 'tab' | 'values' | 'passwordRule' | 'usernameRule'>): Problems<ForgotField> {
  const v = c.values;
  if (c.tab === 'email') {
    return compact<ForgotField>({
      username: ruleProblem(v.username, requiredRule(c.usernameRule)),
      email: ruleProblem(v.email, EMAIL_RULE),
    });
  }
  return compact<ForgotField>({
    mobileNum: mobileProblem(v.mobileNum),
    verificationCode: smsCodeProblem(v.verificationCode),
    newPassword: ruleProblem(v.newPassword, requiredRule(c.passwordRule)),
  });
}

export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
    input: {} as ForgotPasswordInput,
    output: {} as LoginValue,
  },
  actors: {
    sendResetEmail: fromPromise<unknown, { username: string; email: string }>(notProvided('sendResetEmail')),
    setPasswordByPhone: fromPromise<PasswordSetByPhone, SetPasswordByPhoneRequest>(notProvided('setPasswordByPhone')),
    loginWithNewPassword: fromPromise<LoginValue, LoginRequest>(notProvided('loginWithNewPassword')),
  },
  guards: {
    formHasNoProblems: ({ context }) => !hasProblems(context.problems),
    theEmailTabIsOpen: ({ context }) => context.tab === 'email',
  },
  actions: {
    validateForm: assign({ problems: ({ context }) => validateForgot(context) }),
    forgetErrors: assign({ problems: {}, serverError: null }),
    rememberFailure: assign((_, params: { error: unknown }) => {
      const serverError = toServerError(params.error);
      return { serverError, problems: serverFieldProblems(serverError) as Problems<ForgotField> };
    }),
  },
}).createMachine({
  id: 'forgotPassword',
  context: ({ input }) => ({
    tab: input.tab ?? 'email',
    values: { ...EMPTY, countryDialingCode: input.countryDialingCode ?? '' },
    passwordRule: input.passwordRule,
    usernameRule: input.usernameRule ?? anythingRule('username'),
    problems: {},
    serverError: null,
    resetUsername: null,
    result: null,
  }),
  initial: 'editing',
  on: {
    RESET: {
      target: '.editing',
      actions: assign(({ context }) => ({
        values: { ...EMPTY, countryDialingCode: context.values.countryDialingCode },
        problems: {},
        serverError: null,
      })),
    },
  },
  states: {
    editing: {
      on: {
        CHANGE: {
          actions: assign(({ context, event }) => withFieldChanged(context, event.field, event.value)),
        },
        SWITCH_TAB: { actions: ['forgetErrors', assign({ tab: ({ event }) => event.tab })] },
        SUBMIT: { target: 'validating', actions: 'forgetErrors' },
      },
    },
    validating: {
      entry: 'validateForm',
      always: [
        { guard: and(['formHasNoProblems', 'theEmailTabIsOpen']), target: 'sendingEmail' },
        { guard: 'formHasNoProblems', target: 'settingPassword' },
        { target: 'editing' },
      ],
    },
    sendingEmail: {
      tags: ['busy'],
      invoke: {
        src: 'sendResetEmail',
        input: ({ context }) => ({ username: context.values.username, email: context.values.email }),
        onDone: 'emailSent',
        onError: { target: 'editing', actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // The confirmation; the UI closes the popup from here (RESET starts over).
    emailSent: {},
    settingPassword: {
      tags: ['busy'],
      invoke: {
        src: 'setPasswordByPhone',
        input: ({ context }) => {
          const v = context.values;
          const req: SetPasswordByPhoneRequest = { newPassword: v.newPassword, mobileNum: v.mobileNum, verificationCode: v.verificationCode };
          if (v.countryDialingCode) req.countryDialingCode = v.countryDialingCode;
          return req;
        },
        onDone: {
          target: 'loggingIn',
          actions: assign({ resetUsername: ({ event }) => (event.output && event.output.username) || null }),
        },
        onError: { target: 'editing', actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loggingIn: {
      tags: ['busy'],
      invoke: {
        src: 'loginWithNewPassword',
        // Without a username from the gateway the mobile number is the best login name we have.
        input: ({ context }) => ({
          username: context.resetUsername ?? context.values.mobileNum,
          password: context.values.newPassword,
          type: 'username' as const,
        }),
        onDone: { target: 'loggedIn', actions: assign({ result: ({ event }) => event.output }) },
        // The code is spent and the password changed: going back to the form would fail.
        onError: { target: 'passwordChanged', actions: assign({ serverError: ({ event }) => toServerError(event.error) }) },
      },
    },
    passwordChanged: {
      on: { RETRY_LOGIN: { target: 'loggingIn', actions: assign({ serverError: null }) } },
    },
    loggedIn: { type: 'final' },
  },
  output: ({ context }) => context.result as LoginValue,
});

export type ForgotPasswordSnapshot = SnapshotFrom<typeof forgotPasswordMachine>;
