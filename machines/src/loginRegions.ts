import { assign } from 'xstate';
import { ErrorMessages } from '@wl/shared';
import { toServerError } from './apiError.js';
import { compact } from './problems.js';
import { answerProblem, loginResult, type LoginField } from './loginForm.js';
import { loginSetup } from './loginSetup.js';

/** The parts of the login statechart that are not the plain form: captcha and second factor. */

/**
 * Captcha region, beside the form. `captchaStale` is the one signal from the form: set when
 * the server asks for a captcha or a submitted one was used up.
 */
export const captchaRegion = loginSetup.createStateConfig({
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
            captchaRefreshInterval: [{ guard: 'captchaIsStale', target: '#login.active.captcha.loading' }, { target: 'ready' }],
          },
        },
        ready: {
          always: { guard: 'captchaIsStale', target: '#login.active.captcha.loading' },
          on: { CAPTCHA_REFRESH: '#login.active.captcha.loading' },
        },
      },
    },
  },
});

/**
 * Second factor for a login from an unregistered IP. This parent state holds
 * the lifetime timer, so a wrong answer does not restart it.
 */
export const verifyingState = loginSetup.createStateConfig({
  initial: 'awaitingAnswer',
  after: {
    challengeLifetime: {
      target: '#login.active.form.editing',
      actions: [
        'forgetChallenge',
        assign({
          serverError: { code: 'VERIFICATION_EXPIRED', message: ErrorMessages.VERIFICATION_EXPIRED },
        }),
      ],
    },
  },
  on: {
    CANCEL: { target: '#login.active.form.editing', actions: ['forgetChallenge', 'forgetErrors'] },
    RESET: { target: '#login.active.form.editing', actions: 'resetForm' },
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
              errors: ({ context, event }) => compact<LoginField>({ answer: answerProblem(context.challenge, event.answer) }),
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
            guard: { type: 'theChallengeHasExpired', params: ({ event }) => ({ error: event.error }) },
            target: '#login.active.form.editing',
            actions: ['forgetChallenge', assign({ serverError: ({ event }) => toServerError(event.error) })],
          },
          { target: 'awaitingAnswer', actions: assign({ serverError: ({ event }) => toServerError(event.error) }) },
        ],
      },
    },
  },
});
