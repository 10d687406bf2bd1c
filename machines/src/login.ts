import { assign, type SnapshotFrom } from 'xstate';
import type { VerificationChallenge } from '@wl/shared';
import { errorAsksForCaptcha, toServerError } from './apiError.js';
import { serverFieldProblems, type Problems } from './problems.js';
import { buildLoginRequest, loginResult, type LoginField, type LoginResult } from './loginForm.js';
import { initialLoginContext, loginSetup } from './loginSetup.js';
import { captchaRegion, verifyingState } from './loginRegions.js';

export type { LoginContext, LoginEvent, LoginInput, VerificationAnswer } from './loginSetup.js';

/**
 * Login popup and agent login page. Two regions run side by side:
 * `form` (edit, validate, submit, second factor) and `captcha`, because the captcha image
 * loads and refreshes while the user keeps typing. Reaching `loggedIn` leaves both.
 */
export const loginMachine = loginSetup.createMachine({
  id: 'login',
  context: ({ input }) => initialLoginContext(input),
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
                  actions: ['forgetErrors', assign({ values: ({ context, event }) => ({ ...context.values, type: event.tab }) })],
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
                    guard: { type: 'aSecondFactorIsRequired', params: ({ event }) => ({ error: event.error }) },
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
            verifying: verifyingState,
          },
        },
        captcha: captchaRegion,
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
