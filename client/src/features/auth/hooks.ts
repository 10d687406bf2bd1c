import { useEffect, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  changePasswordMachine,
  forgotPasswordMachine,
  loginMachine,
  registrationMachine,
  smsCanSend,
  smsCountdownMachine,
  type ChangePasswordInput,
  type ForgotPasswordInput,
  type LoginInput,
  type RegistrationInput,
  type SmsCodeRequest,
  type SmsSent,
  type AffiliateCheck,
  type PasswordSetByPhone,
  type VerificationAnswer,
} from '@wl/machines';
import type { ChangePasswordRequest, LoginRequest, LoginValue, RegisterMobileRequest, RegisterUser, SetPasswordByPhoneRequest } from '@wl/shared/core';
import { identityApi } from '../../api/identity';
import { ui } from '../../stores/ui';

/**
 * The identity machines with the real calls plugged in. Components read snapshots and send
 * events; every rule (validation, captcha, countdown, second factor) stays in the machines.
 */

const loginActors = {
  submitLogin: fromPromise<LoginValue, LoginRequest>(({ input }) => identityApi.login(input)),
  submitVerification: fromPromise<LoginValue, VerificationAnswer>(({ input }) => identityApi.loginVerify(input.verifyToken, input.answer)),
  loadCaptcha: fromPromise<string>(() => identityApi.captcha()),
};

// useMachine keeps the machine of its first render; useState makes that explicit and avoids
// building a new provided machine on every render.
export function useLoginMachine(input: LoginInput) {
  const [machine] = useState(() => loginMachine.provide({ actors: loginActors }));
  return useMachine(machine, { input });
}

export function useRegistrationMachine(input: RegistrationInput) {
  const [machine] = useState(() =>
    registrationMachine.provide({
      actors: {
        checkAffiliate: fromPromise<AffiliateCheck, { code: string; domain: string }>(({ input: q }) => identityApi.affiliate(q.code, q.domain)),
        // The route may answer null (the account is made but nobody is signed in: gateway
        // identity/register.ts); the machine's actors are typed without it (machines/src/registration.ts).
        submitRegistration: fromPromise<LoginValue, RegisterUser>(({ input: body }) => identityApi.register(body) as Promise<LoginValue>),
        submitMobileRegistration: fromPromise<LoginValue, RegisterMobileRequest>(({ input: body }) => identityApi.registerMobile(body) as Promise<LoginValue>),
      },
    }),
  );
  return useMachine(machine, { input });
}

export function useForgotMachine(input: ForgotPasswordInput) {
  const [machine] = useState(() =>
    forgotPasswordMachine.provide({
      actors: {
        sendResetEmail: fromPromise<unknown, { username: string; email: string }>(({ input: q }) => identityApi.forgotByEmail(q.username, q.email)),
        setPasswordByPhone: fromPromise<PasswordSetByPhone, SetPasswordByPhoneRequest>(({ input: body }) => identityApi.setPasswordByPhone(body)),
        loginWithNewPassword: fromPromise<LoginValue, LoginRequest>(({ input: body }) => identityApi.login({ ...body, loginPage: 'member' })),
      },
    }),
  );
  return useMachine(machine, { input });
}

export function useChangePasswordMachine(input: ChangePasswordInput) {
  const [machine] = useState(() =>
    changePasswordMachine.provide({
      actors: { submitChangePassword: fromPromise<unknown, ChangePasswordRequest>(({ input: body }) => identityApi.changePassword(body)) },
    }),
  );
  return useMachine(machine, { input });
}

/**
 * One "send code" button. A refused send shows the server's message in a warning dialog
 * and is dismissed in the machine when the dialog closes.
 */
export function useSmsCountdown(send: (req: SmsCodeRequest) => Promise<SmsSent>) {
  const sendRef = useRef(send);
  sendRef.current = send;
  const [machine] = useState(() =>
    smsCountdownMachine.provide({ actors: { sendCode: fromPromise<SmsSent, SmsCodeRequest>(({ input }) => sendRef.current(input)) } }),
  );
  const [snapshot, sendEvent] = useMachine(machine, { input: {} });
  const error = snapshot.context.error;
  useEffect(() => {
    if (!error) return;
    void ui.dialog({ messageKey: `err.${error.code}`, tone: 'warning' }).then(() => sendEvent({ type: 'DISMISS_ERROR' }));
  }, [error, sendEvent]);
  return {
    canSend: smsCanSend(snapshot),
    sending: snapshot.matches('sending'),
    secondsLeft: snapshot.context.secondsLeft,
    problem: snapshot.context.problem,
    send: (mobileNum: string, countryDialingCode: string) => sendEvent({ type: 'SEND', request: { mobileNum, countryDialingCode } }),
  };
}
