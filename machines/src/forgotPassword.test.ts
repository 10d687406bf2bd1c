import { describe, it, expect } from 'vitest';
import { MOBILE_FORMAT } from './problems.js';
import { createActor, fromPromise } from 'xstate';
import { PATTERNS, type LoginRequest, type LoginValue, type SetPasswordByPhoneRequest } from '@wl/shared';
import { ApiError } from './apiError.js';
import { forgotPasswordMachine, type ForgotPasswordInput, type PasswordSetByPhone } from './forgotPassword.js';
import { aLoginValue, deferred, passwordRule, settle } from './testSupport.js';

interface Fakes {
  email?: (q: { username: string; email: string }) => Promise<unknown>;
  phone?: (r: SetPasswordByPhoneRequest) => Promise<PasswordSetByPhone>;
  login?: (r: LoginRequest) => Promise<LoginValue>;
}

function start(input: Partial<ForgotPasswordInput> = {}, fakes: Fakes = {}) {
  const calls = { email: [] as unknown[], phone: [] as SetPasswordByPhoneRequest[], login: [] as LoginRequest[] };
  const actor = createActor(
    forgotPasswordMachine.provide({
      actors: {
        sendResetEmail: fromPromise<unknown, { username: string; email: string }>(({ input: q }) => {
          calls.email.push(q);
          return (fakes.email ?? (async () => null))(q);
        }),
        setPasswordByPhone: fromPromise<PasswordSetByPhone, SetPasswordByPhoneRequest>(({ input: r }) => {
          calls.phone.push(r);
          return (fakes.phone ?? (async () => ({ username: 'alice' })))(r);
        }),
        loginWithNewPassword: fromPromise<LoginValue, LoginRequest>(({ input: r }) => {
          calls.login.push(r);
          return (fakes.login ?? (async () => aLoginValue()))(r);
        }),
      },
    }),
    { input: { passwordRule, ...input } },
  ).start();
  const fill = (fields: Record<string, string>) => {
    for (const [field, value] of Object.entries(fields)) actor.send({ type: 'CHANGE', field: field as 'username', value });
  };
  return { actor, calls, fill, problems: () => actor.getSnapshot().context.problems };
}

const phoneForm = { mobileNum: '9171234567', verificationCode: '123456', newPassword: 'abc123' };

describe('forgotPassword: email tab', () => {
  it('requires a username and a well-formed email', () => {
    const { actor, fill, problems } = start();
    actor.send({ type: 'SUBMIT' });
    expect(problems()).toEqual({ username: { kind: 'required' }, email: { kind: 'required' } });
    fill({ username: 'alice', email: 'alice@' });
    actor.send({ type: 'SUBMIT' });
    expect(problems()).toEqual({ email: { kind: 'pattern', patternId: 'EMAIL', min: 3, max: 254 } });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('applies the merchant username rule when given', () => {
    const { actor, fill, problems } = start({
      usernameRule: { ...passwordRule, field: 'username', acceptedPattern: PATTERNS.ALNUM, patternId: 'ALNUM', minLength: 4 },
    });
    fill({ username: 'al', email: 'a@b.co' });
    actor.send({ type: 'SUBMIT' });
    expect(problems()).toEqual({ username: { kind: 'length', min: 4, max: 20 } });
  });

  it('sends the reset email and shows the confirmation', async () => {
    const gate = deferred<unknown>();
    const { actor, fill, calls } = start({}, { email: () => gate.promise });
    fill({ username: 'alice', email: 'alice@example.com' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    gate.resolve(null);
    await settle();
    expect(calls.email).toEqual([{ username: 'alice', email: 'alice@example.com' }]);
    expect(actor.getSnapshot().value).toBe('emailSent');
    actor.send({ type: 'RESET' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.values.username).toBe('');
  });

  it('shows a refusal as a server error and stays on the form', async () => {
    const { actor, fill } = start({}, { email: async () => Promise.reject(new ApiError('USER_NOT_FOUND', 'no')) });
    fill({ username: 'alice', email: 'alice@example.com' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.serverError?.code).toBe('USER_NOT_FOUND');
  });
});

describe('forgotPassword: phone tab', () => {
  it('requires a valid mobile, a six-digit code and a password that follows the rule', () => {
    const { actor, fill, problems } = start({ tab: 'phone' });
    actor.send({ type: 'SUBMIT' });
    expect(problems()).toEqual({
      mobileNum: { kind: 'code', code: 'MOBILE_MISSING' },
      verificationCode: { kind: 'required' },
      newPassword: { kind: 'required' },
    });
    fill({ mobileNum: 'abc', verificationCode: '1234567', newPassword: 'abcdef' });
    actor.send({ type: 'SUBMIT' });
    expect(problems()).toEqual({
      mobileNum: MOBILE_FORMAT,
      verificationCode: { kind: 'code', code: 'SMS_CODE_INVALID' },
      newPassword: { kind: 'pattern', patternId: 'LETTERS_AND_DIGITS', min: 6, max: 20 },
    });
  });

  it('sets the password, logs in with it under the returned username, and outputs the LoginValue', async () => {
    const { actor, fill, calls } = start({ tab: 'phone', countryDialingCode: '63' });
    fill(phoneForm);
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(calls.phone).toEqual([{ ...phoneForm, countryDialingCode: '63' }]);
    expect(calls.login).toEqual([{ username: 'alice', password: 'abc123', type: 'username' }]);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual(aLoginValue());
  });

  it('falls back to the mobile number as login name when the gateway names no account', async () => {
    const { actor, fill, calls } = start({ tab: 'phone' }, { phone: async () => undefined });
    fill(phoneForm);
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(calls.phone[0]).not.toHaveProperty('countryDialingCode');
    expect(calls.login[0]?.username).toBe('9171234567');
  });

  it('stays on the form with field problems when the code is refused', async () => {
    const { actor, fill, calls } = start(
      { tab: 'phone' },
      {
        phone: async () =>
          Promise.reject(new ApiError('SMS_CODE_INVALID', 'bad', { fields: { verificationCode: 'SMS_CODE_INVALID', newPassword: 'rule.LETTERS_AND_DIGITS' } })),
      },
    );
    fill(phoneForm);
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.problems).toEqual({
      verificationCode: { kind: 'code', code: 'SMS_CODE_INVALID' },
      newPassword: { kind: 'key', key: 'rule.LETTERS_AND_DIGITS' },
    });
    expect(calls.login).toHaveLength(0);
  });

  it('waits in passwordChanged when the automatic login fails, and can retry it', async () => {
    let fail = true;
    const { actor, fill, calls } = start(
      { tab: 'phone' },
      {
        login: async () => (fail ? Promise.reject(new ApiError('INTERNAL', 'down')) : aLoginValue()),
      },
    );
    fill(phoneForm);
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().value).toBe('passwordChanged');
    expect(actor.getSnapshot().context.serverError?.code).toBe('INTERNAL');
    fail = false;
    actor.send({ type: 'RETRY_LOGIN' });
    await settle();
    expect(calls.phone).toHaveLength(1);
    expect(calls.login).toHaveLength(2);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('switching tabs clears problems and keeps what was typed', () => {
    const { actor, fill, problems } = start();
    fill({ username: 'alice' });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'SWITCH_TAB', tab: 'phone' });
    expect(problems()).toEqual({});
    expect(actor.getSnapshot().context.tab).toBe('phone');
    expect(actor.getSnapshot().context.values.username).toBe('alice');
  });
});
