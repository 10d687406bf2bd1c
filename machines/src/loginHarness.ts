import { SimulatedClock, createActor, fromPromise } from 'xstate';
import type { LoginRequest, LoginValue, VerificationChallenge } from '@wl/shared';
import { ApiError } from './apiError.js';
import { loginMachine, type LoginInput, type VerificationAnswer } from './login.js';
import { aLoginValue } from './testSupport.js';

/** Shared set-up of the login tests: fake actors that record their calls, and a simulated clock. */

export const challenge: VerificationChallenge = { verifyToken: 'v1', method: 'SMS', hint: '•••• 4321', expiredMinutes: 5 };

export interface LoginFakes {
  login?: (req: LoginRequest) => Promise<LoginValue>;
  verify?: (a: VerificationAnswer) => Promise<LoginValue>;
  captcha?: () => Promise<string>;
}

export function startLogin(input: LoginInput = {}, fakes: LoginFakes = {}) {
  const clock = new SimulatedClock();
  const logins: LoginRequest[] = [];
  const answers: VerificationAnswer[] = [];
  let captchaLoads = 0;
  const actor = createActor(
    loginMachine.provide({
      actors: {
        submitLogin: fromPromise<LoginValue, LoginRequest>(({ input: req }) => {
          logins.push(req);
          return (fakes.login ?? (async () => aLoginValue()))(req);
        }),
        submitVerification: fromPromise<LoginValue, VerificationAnswer>(({ input: a }) => {
          answers.push(a);
          return (fakes.verify ?? (async () => aLoginValue()))(a);
        }),
        loadCaptcha: fromPromise<string>(() => {
          captchaLoads += 1;
          return (fakes.captcha ?? (async () => `img-${captchaLoads}`))();
        }),
      },
    }),
    { clock, input },
  ).start();
  const fill = (fields: Record<string, string | boolean>) => {
    for (const [field, value] of Object.entries(fields)) actor.send({ type: 'CHANGE', field: field as 'username', value });
  };
  return { actor, clock, logins, answers, fill, captchaLoads: () => captchaLoads };
}

export const captchaError = () => new ApiError('WRONG_CREDENTIALS', 'Wrong account or password', { captcha: true });
