import { describe, it, expect } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { CAPTCHA_REFRESH_MIN_MS, type LoginRequest, type LoginValue, type VerificationChallenge } from '@wl/shared';
import { ApiError } from './apiError.js';
import { loginMachine, loginStep, type LoginInput, type VerificationAnswer } from './login.js';
import { aLoginValue, advance, deferred, settle } from './testSupport.js';

const challenge: VerificationChallenge = { verifyToken: 'v1', method: 'SMS', hint: '•••• 4321', expiredMinutes: 5 };

interface Fakes {
  login?: (req: LoginRequest) => Promise<LoginValue>;
  verify?: (a: VerificationAnswer) => Promise<LoginValue>;
  captcha?: () => Promise<string>;
}

function start(input: LoginInput = {}, fakes: Fakes = {}) {
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

const captchaError = () => new ApiError('WRONG_CREDENTIALS', 'Wrong account or password', { captcha: true });

describe('login: validation', () => {
  it('asks for username and password with one message on each empty field', async () => {
    const { actor, logins, fill } = start();
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors).toEqual({
      username: { kind: 'credentialsRequired' },
      password: { kind: 'credentialsRequired' },
    });
    fill({ username: 'alice' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors).toEqual({ password: { kind: 'credentialsRequired' } });
    expect(loginStep(actor.getSnapshot())).toBe('editing');
    await settle();
    expect(logins).toHaveLength(0);
  });

  it('clears a field error as soon as the field changes', () => {
    const { actor, fill } = start();
    actor.send({ type: 'SUBMIT' });
    fill({ password: 'x' });
    expect(actor.getSnapshot().context.errors).toEqual({ username: { kind: 'credentialsRequired' } });
  });

  it('checks mobile number and a six-digit code on the SMS tab', () => {
    const { actor, fill } = start({ smsLoginEnabled: true });
    actor.send({ type: 'SWITCH_TAB', tab: 'sms' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors).toEqual({
      mobileNum: { kind: 'code', code: 'MOBILE_MISSING' },
      verificationCode: { kind: 'required' },
    });
    fill({ mobileNum: '12-34', verificationCode: '12345' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors).toEqual({
      mobileNum: { kind: 'code', code: 'MOBILE_INVALID' },
      verificationCode: { kind: 'code', code: 'SMS_CODE_INVALID' },
    });
  });

  it('offers the SMS tab only when the site enables it, and switching clears errors', () => {
    const off = start();
    off.actor.send({ type: 'SWITCH_TAB', tab: 'sms' });
    expect(off.actor.getSnapshot().context.values.type).toBe('username');
    expect(start({ type: 'sms' }).actor.getSnapshot().context.values.type).toBe('username');
    const on = start({ smsLoginEnabled: true });
    on.actor.send({ type: 'SUBMIT' });
    on.actor.send({ type: 'SWITCH_TAB', tab: 'sms' });
    expect(on.actor.getSnapshot().context.values.type).toBe('sms');
    expect(on.actor.getSnapshot().context.errors).toEqual({});
  });
});

describe('login: submitting', () => {
  it('sends a username login and ends in loggedIn with the result as output', async () => {
    const { actor, logins, fill } = start({ username: 'alice', remember: true });
    fill({ password: 'secret1' });
    actor.send({ type: 'SUBMIT' });
    expect(loginStep(actor.getSnapshot())).toBe('submitting');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(logins).toEqual([{ username: 'alice', password: 'secret1', type: 'username', remember: true, loginPage: 'member' }]);
    const snap = actor.getSnapshot();
    expect(loginStep(snap)).toBe('loggedIn');
    expect(snap.status).toBe('done');
    expect(snap.output).toEqual({
      value: aLoginValue(), type: 'username', remember: true,
      mustChangePassword: false, goToAgentHome: false, firstTimeLogin: false,
    });
  });

  it('sends an SMS login as number and code', async () => {
    const { actor, logins, fill } = start({ smsLoginEnabled: true, countryDialingCode: '63' });
    actor.send({ type: 'SWITCH_TAB', tab: 'sms' });
    fill({ mobileNum: '9171234567', verificationCode: '123456' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(logins[0]).toEqual({
      username: '9171234567', password: '123456', type: 'sms', countryDialingCode: '63', remember: false, loginPage: 'member',
    });
  });

  it('asks for a password change when the server says so or the default password was used, never after SMS', async () => {
    const must = start({}, { login: async () => aLoginValue({ mustChangePassword: true }) });
    must.fill({ username: 'a', password: 'b' });
    must.actor.send({ type: 'SUBMIT' });
    await settle();
    expect(must.actor.getSnapshot().output?.mustChangePassword).toBe(true);

    const byDefault = start();
    byDefault.fill({ username: 'a', password: '123456' });
    byDefault.actor.send({ type: 'SUBMIT' });
    await settle();
    expect(byDefault.actor.getSnapshot().output?.mustChangePassword).toBe(true);

    const sms = start({ smsLoginEnabled: true, type: 'sms' }, { login: async () => aLoginValue({ mustChangePassword: true }) });
    sms.fill({ mobileNum: '9171234567', verificationCode: '123456' });
    sms.actor.send({ type: 'SUBMIT' });
    await settle();
    expect(sms.actor.getSnapshot().output?.mustChangePassword).toBe(false);
  });

  it('sends agent-page logins home to /agentHome without remember, and reports first-time login', async () => {
    const { actor, logins, fill } = start({ loginPage: 'agent', remember: true }, {
      login: async () => aLoginValue({ firstTimeLogin: true }),
    });
    fill({ username: 'boss', password: 'pw' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(logins[0]).toMatchObject({ loginPage: 'agent', remember: false });
    expect(actor.getSnapshot().output).toMatchObject({ goToAgentHome: true, firstTimeLogin: true, remember: false });
  });

  it('keeps the values and shows the server error on failure, with field codes inline', async () => {
    const { actor, fill } = start({}, {
      login: async () => Promise.reject({ code: 'WRONG_CREDENTIALS', message: 'Wrong', value: { fields: { password: 'WRONG_CREDENTIALS' } } }),
    });
    fill({ username: 'alice', password: 'bad' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    const snap = actor.getSnapshot();
    expect(loginStep(snap)).toBe('editing');
    expect(snap.context.serverError?.code).toBe('WRONG_CREDENTIALS');
    expect(snap.context.errors).toEqual({ password: { kind: 'code', code: 'WRONG_CREDENTIALS' } });
    expect(snap.context.values).toMatchObject({ username: 'alice', password: 'bad' });
    expect(snap.context.showCaptcha).toBe(false);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.serverError).toBeNull();
  });

  it('RESET restores the starting values and clears errors', () => {
    const { actor, fill } = start({ username: 'alice' });
    fill({ username: 'bob', password: 'x' });
    actor.send({ type: 'RESET' });
    expect(actor.getSnapshot().context.values).toMatchObject({ username: 'alice', password: '' });
  });
});

describe('login: captcha', () => {
  it('shows and loads the captcha after a failure that asks for it, then requires and sends it', async () => {
    const { actor, logins, fill, captchaLoads } = start({}, {
      login: async (req) => (req.captcha ? aLoginValue() : Promise.reject(captchaError())),
    });
    fill({ username: 'alice', password: 'pw' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    let snap = actor.getSnapshot();
    expect(snap.context.showCaptcha).toBe(true);
    expect(captchaLoads()).toBe(1);
    expect(snap.context.captchaImage).toBe('img-1');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors).toEqual({ captcha: { kind: 'required' } });
    fill({ captcha: 'abcd' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(logins[1]).toMatchObject({ captcha: 'abcd' });
    snap = actor.getSnapshot();
    expect(snap.status).toBe('done');
  });

  it('loads at start when the input says the captcha is needed', async () => {
    const { actor, captchaLoads } = start({ showCaptcha: true });
    await settle();
    expect(captchaLoads()).toBe(1);
    expect(actor.getSnapshot().matches({ active: { captcha: 'shown' } })).toBe(true);
  });

  it('limits refreshes to one per CAPTCHA_REFRESH_MIN_MS, dropping the extra ones', async () => {
    const { actor, clock, captchaLoads } = start({ showCaptcha: true });
    await settle();
    actor.send({ type: 'CAPTCHA_REFRESH' });
    clock.increment(CAPTCHA_REFRESH_MIN_MS - 1);
    actor.send({ type: 'CAPTCHA_REFRESH' });
    await settle();
    expect(captchaLoads()).toBe(1);
    clock.increment(1);
    await settle();
    expect(captchaLoads()).toBe(1);
    actor.send({ type: 'CAPTCHA_REFRESH' });
    actor.send({ type: 'CAPTCHA_REFRESH' });
    await settle();
    expect(captchaLoads()).toBe(2);
    expect(actor.getSnapshot().context.captchaImage).toBe('img-2');
  });

  it('ignores refreshes while loading and while hidden', async () => {
    const gate = deferred<string>();
    const hidden = start();
    hidden.actor.send({ type: 'CAPTCHA_REFRESH' });
    expect(hidden.captchaLoads()).toBe(0);
    const { actor, captchaLoads } = start({ showCaptcha: true }, { captcha: () => gate.promise });
    actor.send({ type: 'CAPTCHA_REFRESH' });
    expect(captchaLoads()).toBe(1);
    gate.resolve('x');
    await settle();
    expect(actor.getSnapshot().context.captchaImage).toBe('x');
  });

  it('reloads a captcha used up by a failed login once the interval allows, and clears the typed one', async () => {
    const { actor, clock, fill, captchaLoads } = start({ showCaptcha: true }, {
      login: async () => Promise.reject(new ApiError('CAPTCHA_INVALID', 'bad captcha')),
    });
    await settle();
    fill({ username: 'a', password: 'b', captcha: 'zzzz' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().context.values.captcha).toBe('');
    expect(captchaLoads()).toBe(1);
    clock.increment(CAPTCHA_REFRESH_MIN_MS);
    await settle();
    expect(captchaLoads()).toBe(2);
    // Later failures reload at once: the interval has long passed.
    clock.increment(CAPTCHA_REFRESH_MIN_MS);
    fill({ captcha: 'yyyy' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(captchaLoads()).toBe(3);
  });

  it('keeps the captcha shown when loading fails, so the user can refresh later', async () => {
    const { actor, clock, captchaLoads } = start({ showCaptcha: true }, {
      captcha: async () => Promise.reject(new ApiError('CAPTCHA_TOO_FAST', 'slow down')),
    });
    await settle();
    expect(actor.getSnapshot().context.captchaError?.code).toBe('CAPTCHA_TOO_FAST');
    clock.increment(CAPTCHA_REFRESH_MIN_MS);
    actor.send({ type: 'CAPTCHA_REFRESH' });
    expect(actor.getSnapshot().context.captchaError).toBeNull();
    expect(captchaLoads()).toBe(2);
  });
});

describe('login: second verification', () => {
  async function toVerifying(verify?: Fakes['verify'], c: VerificationChallenge = challenge) {
    const t = start({}, { login: async () => Promise.reject(new ApiError('VERIFICATION_REQUIRED', 'verify', c)), verify });
    t.fill({ username: 'alice', password: 'pw' });
    t.actor.send({ type: 'SUBMIT' });
    await settle();
    return t;
  }

  it('waits for an answer, checks its format, then logs in with the verify token', async () => {
    const { actor, answers } = await toVerifying();
    expect(loginStep(actor.getSnapshot())).toBe('verifying');
    expect(actor.getSnapshot().context.challenge).toEqual(challenge);
    actor.send({ type: 'VERIFY', answer: '' });
    expect(actor.getSnapshot().context.errors).toEqual({ answer: { kind: 'required' } });
    actor.send({ type: 'VERIFY', answer: '12ab' });
    expect(actor.getSnapshot().context.errors).toEqual({ answer: { kind: 'code', code: 'SMS_CODE_INVALID' } });
    actor.send({ type: 'VERIFY', answer: '654321' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(answers).toEqual([{ verifyToken: 'v1', answer: '654321' }]);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output?.value.token).toBe('t0k3n');
  });

  it('checks an email answer against the email pattern and accepts any bank name', async () => {
    const email = await toVerifying(undefined, { ...challenge, method: 'EMAIL' });
    email.actor.send({ type: 'VERIFY', answer: 'not-an-email' });
    expect(email.actor.getSnapshot().context.errors.answer?.kind).toBe('pattern');
    const bank = await toVerifying(undefined, { ...challenge, method: 'BANK_NAME' });
    bank.actor.send({ type: 'VERIFY', answer: 'Juan Dela Cruz' });
    expect(bank.actor.getSnapshot().hasTag('busy')).toBe(true);
  });

  it('stays on the answer step after a wrong answer, and returns to the form when it expired', async () => {
    let code = 'VERIFICATION_FAILED';
    const { actor } = await toVerifying(async () => Promise.reject(new ApiError(code, 'no')));
    actor.send({ type: 'VERIFY', answer: '111111' });
    await settle();
    expect(actor.getSnapshot().matches({ active: { form: { verifying: 'awaitingAnswer' } } })).toBe(true);
    expect(actor.getSnapshot().context.serverError?.code).toBe('VERIFICATION_FAILED');
    code = 'VERIFICATION_EXPIRED';
    actor.send({ type: 'VERIFY', answer: '222222' });
    await settle();
    expect(loginStep(actor.getSnapshot())).toBe('editing');
    expect(actor.getSnapshot().context.challenge).toBeNull();
    expect(actor.getSnapshot().context.serverError?.code).toBe('VERIFICATION_EXPIRED');
  });

  it('gives up when the challenge lifetime passes, even across wrong answers', async () => {
    const { actor, clock } = await toVerifying(async () => Promise.reject(new ApiError('VERIFICATION_FAILED', 'no')));
    advance(clock, 4 * 60_000, 1000);
    actor.send({ type: 'VERIFY', answer: '111111' });
    await settle();
    expect(loginStep(actor.getSnapshot())).toBe('verifying');
    advance(clock, 60_000, 1000);
    expect(loginStep(actor.getSnapshot())).toBe('editing');
    expect(actor.getSnapshot().context.serverError?.code).toBe('VERIFICATION_EXPIRED');
  });

  it('CANCEL and RESET leave the answer step', async () => {
    const a = await toVerifying();
    a.actor.send({ type: 'CANCEL' });
    expect(loginStep(a.actor.getSnapshot())).toBe('editing');
    expect(a.actor.getSnapshot().context.values.password).toBe('pw');
    const b = await toVerifying();
    b.actor.send({ type: 'RESET' });
    expect(loginStep(b.actor.getSnapshot())).toBe('editing');
    expect(b.actor.getSnapshot().context.values.password).toBe('');
  });

  it('treats VERIFICATION_REQUIRED without a challenge as a plain error', async () => {
    const { actor, fill } = start({}, { login: async () => Promise.reject(new ApiError('VERIFICATION_REQUIRED', 'verify')) });
    fill({ username: 'a', password: 'b' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(loginStep(actor.getSnapshot())).toBe('editing');
    expect(actor.getSnapshot().context.serverError?.code).toBe('VERIFICATION_REQUIRED');
  });
});
