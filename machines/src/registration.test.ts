import { describe, it, expect } from 'vitest';
import { anythingRule, MOBILE_FORMAT } from './problems.js';
import { createActor, fromPromise } from 'xstate';
import { PATTERNS, type FieldRule, type LoginValue, type RegisterMobileRequest, type RegisterUser } from '@wl/shared';
import { ApiError } from './apiError.js';
import { registrationMachine, type AffiliateCheck, type RegistrationInput } from './registration.js';
import { validateRegistration, type RegistrationSettings } from './registrationForm.js';
import { aLoginValue, deferred, settle } from './testSupport.js';

const rule = (field: string, over: Partial<FieldRule> = {}): FieldRule => ({ ...anythingRule(field), ...over });

const rules: FieldRule[] = [
  rule('username', { acceptedPattern: PATTERNS.LETTER_FIRST_ALNUM, minLength: 4, maxLength: 12, patternId: 'LETTER_FIRST_ALNUM' }),
  rule('password', { acceptedPattern: PATTERNS.LETTERS_AND_DIGITS, minLength: 6, maxLength: 20, patternId: 'LETTERS_AND_DIGITS' }),
  rule('confirmPassword'),
  rule('email', { acceptedPattern: PATTERNS.EMAIL, patternId: 'EMAIL' }),
  rule('payeeName', { show: false }),
  rule('affiliateCode', { required: false }),
];

const settings = (over: Partial<RegistrationSettings> = {}): RegistrationSettings => ({
  rules,
  smsVerification: false,
  mobileWithPassword: false,
  captcha: false,
  ...over,
});

interface Fakes {
  affiliate?: (q: { code: string; domain: string }) => Promise<AffiliateCheck>;
  register?: (u: RegisterUser) => Promise<LoginValue>;
  mobile?: (r: RegisterMobileRequest) => Promise<LoginValue>;
}

function start(input: Partial<RegistrationInput> = {}, fakes: Fakes = {}) {
  const calls = { affiliate: [] as { code: string; domain: string }[], register: [] as RegisterUser[], mobile: [] as RegisterMobileRequest[] };
  const actor = createActor(
    registrationMachine.provide({
      actors: {
        checkAffiliate: fromPromise<AffiliateCheck, { code: string; domain: string }>(({ input: q }) => {
          calls.affiliate.push(q);
          return (fakes.affiliate ?? (async () => ({ valid: true, agentName: 'agent7' })))(q);
        }),
        submitRegistration: fromPromise<LoginValue, RegisterUser>(({ input: u }) => {
          calls.register.push(u);
          return (fakes.register ?? (async () => aLoginValue({ firstTimeLogin: true })))(u);
        }),
        submitMobileRegistration: fromPromise<LoginValue, RegisterMobileRequest>(({ input: r }) => {
          calls.mobile.push(r);
          return (fakes.mobile ?? (async () => aLoginValue()))(r);
        }),
      },
    }),
    { input: { settings: settings(), ...input } },
  ).start();
  const fill = (fields: Record<string, string>) => {
    for (const [field, value] of Object.entries(fields)) actor.send({ type: 'CHANGE', field, value });
  };
  const problems = () => actor.getSnapshot().context.problems;
  return { actor, calls, fill, problems };
}

const goodUser = { username: 'alice1', password: 'abc123', confirmPassword: 'abc123', email: 'a@b.co' };

describe('registration: terms and validation', () => {
  it('insists on the terms before anything else', async () => {
    const { actor, problems, calls } = start();
    actor.send({ type: 'SUBMIT' });
    expect(problems()).toEqual({ terms: { kind: 'code', code: 'TERMS_NOT_ACCEPTED' } });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'ACCEPT_TERMS', accepted: true });
    expect(problems()).toEqual({});
    await settle();
    expect(calls.register).toHaveLength(0);
  });

  it('applies the merchant rules on the username tab and skips hidden fields', () => {
    const { actor, fill, problems } = start();
    actor.send({ type: 'ACCEPT_TERMS', accepted: true });
    actor.send({ type: 'SUBMIT' });
    expect(problems()).toEqual({
      username: { kind: 'required' },
      password: { kind: 'required' },
      confirmPassword: { kind: 'required' },
      email: { kind: 'required' },
    });
    fill({ username: '1abc', password: 'abc', confirmPassword: 'abd', email: 'nope' });
    actor.send({ type: 'SUBMIT' });
    expect(problems()).toEqual({
      username: { kind: 'pattern', patternId: 'LETTER_FIRST_ALNUM', min: 4, max: 12 },
      password: { kind: 'pattern', patternId: 'LETTERS_AND_DIGITS', min: 6, max: 20 },
      confirmPassword: { kind: 'code', code: 'PASSWORD_MISMATCH' },
      email: { kind: 'pattern', patternId: 'EMAIL', min: 0, max: 0 },
    });
    fill({ password: 'abc12' });
    actor.send({ type: 'SUBMIT' });
    expect(problems().password).toEqual({ kind: 'length', min: 6, max: 20 });
  });

  it('requires username and password even when the site sends no rule for them', () => {
    const { actor, problems } = start({ settings: settings({ rules: [] }) });
    actor.send({ type: 'ACCEPT_TERMS', accepted: true });
    actor.send({ type: 'SUBMIT' });
    expect(Object.keys(problems()).sort()).toEqual(['confirmPassword', 'password', 'username']);
  });

  it('checks a shown mobile number and asks for its SMS code when SMS verification is on', () => {
    const { actor, fill, problems } = start({
      settings: settings({ smsVerification: true, rules: [...rules, rule('mobileNum', { required: false })] }),
    });
    actor.send({ type: 'ACCEPT_TERMS', accepted: true });
    fill({ ...goodUser, mobileNum: '12x' });
    actor.send({ type: 'SUBMIT' });
    expect(problems()).toEqual({
      mobileNum: MOBILE_FORMAT,
      verificationCode: { kind: 'required' },
    });
  });

  it('asks for no SMS code when SMS verification is off or no mobile is asked for', () => {
    const noSms = start({ settings: settings({ rules: [...rules, rule('mobileNum')] }) });
    noSms.actor.send({ type: 'ACCEPT_TERMS', accepted: true });
    noSms.fill({ ...goodUser, mobileNum: '9171234567' });
    noSms.actor.send({ type: 'SUBMIT' });
    expect(noSms.problems()).toEqual({});
    const noMobile = start({ settings: settings({ smsVerification: true }) });
    noMobile.actor.send({ type: 'ACCEPT_TERMS', accepted: true });
    noMobile.fill(goodUser);
    noMobile.actor.send({ type: 'SUBMIT' });
    expect(noMobile.problems()).toEqual({});
  });

  it('asks for the captcha when the site turns it on', () => {
    const { actor, fill, problems } = start({ settings: settings({ captcha: true }) });
    actor.send({ type: 'ACCEPT_TERMS', accepted: true });
    fill(goodUser);
    actor.send({ type: 'SUBMIT' });
    expect(problems()).toEqual({ captcha: { kind: 'required' } });
  });

  it('validates the mobile tab: number, code, the shown extra fields, and password only when configured', () => {
    const plain = start({ tab: 'mobile', settings: settings({ smsVerification: true }) });
    plain.actor.send({ type: 'ACCEPT_TERMS', accepted: true });
    plain.actor.send({ type: 'SUBMIT' });
    expect(plain.problems()).toEqual({
      mobileNum: { kind: 'code', code: 'MOBILE_MISSING' },
      verificationCode: { kind: 'required' },
      // The site shows email as required: the mobile tab asks it too (hidden payeeName is not asked).
      email: { kind: 'required' },
    });
    plain.fill({ mobileNum: '9171234567', verificationCode: '12', email: 'a@b.co' });
    plain.actor.send({ type: 'SUBMIT' });
    expect(plain.problems()).toEqual({ verificationCode: { kind: 'code', code: 'SMS_CODE_INVALID' } });

    const withPw = start({ tab: 'mobile', settings: settings({ mobileWithPassword: true }) });
    withPw.actor.send({ type: 'ACCEPT_TERMS', accepted: true });
    withPw.fill({ mobileNum: '9171234567', verificationCode: '123456', password: 'abc123', confirmPassword: 'abc124', email: 'a@b.co' });
    withPw.actor.send({ type: 'SUBMIT' });
    expect(withPw.problems()).toEqual({ confirmPassword: { kind: 'code', code: 'PASSWORD_MISMATCH' } });
  });

  it('applies a server mobile rule on the mobile tab', () => {
    const { actor, fill, problems } = start({
      tab: 'mobile',
      settings: settings({ rules: [rule('mobileNum', { acceptedPattern: PATTERNS.DIGITS_START_9, patternId: 'DIGITS_START_9' })] }),
    });
    actor.send({ type: 'ACCEPT_TERMS', accepted: true });
    fill({ mobileNum: '8171234567' });
    actor.send({ type: 'SUBMIT' });
    expect(problems().mobileNum).toMatchObject({ kind: 'pattern', patternId: 'DIGITS_START_9' });
  });

  it('switches only to enabled tabs, clearing problems', () => {
    const { actor } = start({ settings: settings({ mobileRegistration: false }) });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'SWITCH_TAB', tab: 'mobile' });
    expect(actor.getSnapshot().context.tab).toBe('username');
    const both = start();
    both.actor.send({ type: 'SUBMIT' });
    both.actor.send({ type: 'SWITCH_TAB', tab: 'mobile' });
    expect(both.actor.getSnapshot().context.tab).toBe('mobile');
    expect(both.problems()).toEqual({});
    expect(start({ settings: settings({ usernameRegistration: false }) }).actor.getSnapshot().context.tab).toBe('mobile');
  });
});

describe('registration: submitting', () => {
  it('registers by username with referral code, domain and auto-login, ending with the LoginValue', async () => {
    const { actor, fill, calls } = start({ referralCode: 'REF9', domain: 'example.com', registerUrl: 'https://example.com/register' });
    actor.send({ type: 'ACCEPT_TERMS', accepted: true });
    fill(goodUser);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(calls.affiliate).toHaveLength(0);
    expect(calls.register).toEqual([
      {
        ...goodUser,
        termsAccepted: true,
        login: true,
        registerMethod: 'WEB',
        referralCode: 'REF9',
        domain: 'example.com',
        registerUrl: 'https://example.com/register',
      },
    ]);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual(aLoginValue({ firstTimeLogin: true }));
  });

  it("sends the person's edit of the link's referral code, and none once they clear it", async () => {
    for (const [typed, sent] of [
      [' REF7 ', 'REF7'],
      ['', undefined],
    ] as const) {
      const { actor, fill, calls } = start({ referralCode: 'BAD1' });
      actor.send({ type: 'ACCEPT_TERMS', accepted: true });
      fill({ ...goodUser, referralCode: typed });
      actor.send({ type: 'SUBMIT' });
      await settle();
      expect(calls.register[0]?.referralCode).toBe(sent);
    }
  });

  it('registers by mobile through the mobile call', async () => {
    const { actor, fill, calls } = start({
      tab: 'mobile',
      referralCode: 'REF9',
      values: { countryDialingCode: '63' },
      settings: settings({ smsVerification: true, mobileWithPassword: true }),
    });
    actor.send({ type: 'ACCEPT_TERMS', accepted: true });
    fill({ mobileNum: '9171234567', verificationCode: '123456', password: 'abc123', confirmPassword: 'abc123', email: 'a@b.co' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(calls.register).toHaveLength(0);
    expect(calls.mobile).toEqual([
      {
        mobileNum: '9171234567',
        countryDialingCode: '63',
        verificationCode: '123456',
        password: 'abc123',
        confirmPassword: 'abc123',
        termsAccepted: true,
        login: true,
        registerMethod: 'WEB',
        referralCode: 'REF9',
        email: 'a@b.co',
      },
    ]);
    expect(actor.getSnapshot().output?.token).toBe('t0k3n');
  });

  it('checks the affiliate code first and registers only when it is valid', async () => {
    const gate = deferred<AffiliateCheck>();
    const { actor, fill, calls } = start({ domain: 'example.com' }, { affiliate: () => gate.promise });
    actor.send({ type: 'ACCEPT_TERMS', accepted: true });
    fill({ ...goodUser, affiliateCode: 'AG7' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('checkingAffiliate');
    expect(calls.affiliate).toEqual([{ code: 'AG7', domain: 'example.com' }]);
    gate.resolve({ valid: true, agentName: 'agent7' });
    await settle();
    expect(actor.getSnapshot().context.affiliate).toEqual({ valid: true, agentName: 'agent7' });
    expect(calls.register[0]?.affiliateCode).toBe('AG7');
  });

  it('stays with INVITATION_CODE_INVALID when the affiliate code is refused or the check fails', async () => {
    for (const affiliate of [async () => ({ valid: false }), async () => Promise.reject(new ApiError('NOT_FOUND', 'no such code'))]) {
      const { actor, fill, calls } = start({}, { affiliate });
      actor.send({ type: 'ACCEPT_TERMS', accepted: true });
      fill({ ...goodUser, affiliateCode: 'BAD' });
      actor.send({ type: 'SUBMIT' });
      await settle();
      const snap = actor.getSnapshot();
      expect(snap.value).toBe('editing');
      expect(snap.context.serverError?.code).toBe('INVITATION_CODE_INVALID');
      expect(snap.context.problems.affiliateCode).toEqual({ kind: 'code', code: 'INVITATION_CODE_INVALID' });
      expect(calls.register).toHaveLength(0);
    }
  });

  it('shows a refused registration as a server error with field problems, and keeps the values', async () => {
    const { actor, fill } = start(
      {},
      {
        register: async () => Promise.reject(new ApiError('USERNAME_TAKEN', 'taken', { fields: { username: 'USERNAME_TAKEN' } })),
      },
    );
    actor.send({ type: 'ACCEPT_TERMS', accepted: true });
    fill(goodUser);
    actor.send({ type: 'SUBMIT' });
    await settle();
    const snap = actor.getSnapshot();
    expect(snap.value).toBe('editing');
    expect(snap.context.serverError?.code).toBe('USERNAME_TAKEN');
    expect(snap.context.problems).toEqual({ username: { kind: 'code', code: 'USERNAME_TAKEN' } });
    expect(snap.context.values.username).toBe('alice1');
    fill({ username: 'alice2' });
    expect(actor.getSnapshot().context.problems).toEqual({});
  });

  it('clears a captcha the failed attempt used up', async () => {
    const { actor, fill } = start(
      { settings: settings({ captcha: true }) },
      {
        register: async () => Promise.reject(new ApiError('CAPTCHA_INVALID', 'bad captcha', { captcha: true })),
      },
    );
    actor.send({ type: 'ACCEPT_TERMS', accepted: true });
    fill({ ...goodUser, captcha: 'abcd' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().context.values.captcha).toBe('');
    expect(actor.getSnapshot().context.serverError?.code).toBe('CAPTCHA_INVALID');
  });

  it('RESET clears values, terms and problems', () => {
    const { actor, fill } = start({ values: { countryDialingCode: '63' } });
    actor.send({ type: 'ACCEPT_TERMS', accepted: true });
    fill(goodUser);
    actor.send({ type: 'RESET' });
    const c = actor.getSnapshot().context;
    expect(c.values).toEqual({ countryDialingCode: '63' });
    expect(c.termsAccepted).toBe(false);
  });
});

describe('registration form: optional mobile', () => {
  const settings = {
    rules: [
      { field: 'username', show: true, required: true, acceptedPattern: '*', minLength: 4, maxLength: 16, patternId: 'ANY' as const },
      { field: 'password', show: true, required: true, acceptedPattern: '*', minLength: 6, maxLength: 20, patternId: 'ANY' as const },
      { field: 'mobileNum', show: true, required: false, acceptedPattern: '^[0-9]+$', minLength: 6, maxLength: 15, patternId: 'DIGITS' as const },
    ],
    smsVerification: true,
    mobileWithPassword: true,
    captcha: false,
  };
  const base = { username: 'player1', password: 'Secret123', confirmPassword: 'Secret123' };

  it('asks no code when the optional mobile is left empty', () => {
    expect(validateRegistration('username', { ...base, mobileNum: '' }, settings as never)).toEqual({});
  });
  it('asks the code once a number is typed', () => {
    expect(Object.keys(validateRegistration('username', { ...base, mobileNum: '9171234567' }, settings as never))).toEqual(['verificationCode']);
  });
  it('always asks the code on the mobile tab', () => {
    const p = validateRegistration('mobile', { mobileNum: '9171234567', password: 'Secret123', confirmPassword: 'Secret123' }, {
      ...settings,
      smsVerification: false,
    } as never);
    expect(Object.keys(p)).toEqual(['verificationCode']);
  });
});

describe('registration form: date of birth', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  const withBirthday = (over: Partial<FieldRule> = {}) =>
    settings({ rules: [...rules, rule('birthday', { acceptedPattern: PATTERNS.DATE_YMD, patternId: 'DATE_YMD', ...over })] });
  const user = { username: 'alice1', password: 'abc123', confirmPassword: 'abc123', email: 'a@b.co' };

  it('asks it only when the site shows it, and requires it when the site says so', () => {
    expect(validateRegistration('username', user, settings(), now)).toEqual({});
    expect(validateRegistration('username', user, withBirthday({ show: false }), now)).toEqual({});
    expect(validateRegistration('username', user, withBirthday(), now)).toEqual({ birthday: { kind: 'required' } });
    expect(validateRegistration('username', user, withBirthday({ required: false }), now)).toEqual({});
  });

  it('refuses under 21 years with the age code and impossible dates with their own, on both tabs', () => {
    const s = withBirthday();
    expect(validateRegistration('username', { ...user, birthday: '2005-06-16' }, s, now)).toEqual({ birthday: { kind: 'code', code: 'UNDER_AGE' } });
    expect(validateRegistration('username', { ...user, birthday: '2005-06-15' }, s, now)).toEqual({});
    expect(validateRegistration('username', { ...user, birthday: '2001-02-29' }, s, now)).toEqual({ birthday: { kind: 'code', code: 'BIRTHDAY_INVALID' } });
    const mobile = { mobileNum: '9171234567', verificationCode: '123456', email: 'a@b.co' };
    expect(validateRegistration('mobile', { ...mobile, birthday: '2010-01-01' }, s, now)).toEqual({ birthday: { kind: 'code', code: 'UNDER_AGE' } });
    expect(validateRegistration('mobile', { ...mobile, birthday: '1990-01-01' }, s, now)).toEqual({});
  });

  it('sends the birthday and every other extra field from the mobile tab', async () => {
    const { actor, fill, calls } = start({
      tab: 'mobile',
      settings: settings({
        rules: [...rules, rule('birthday', { required: false }), rule('qqNum', { required: false }), rule('idNumber', { required: false })],
      }),
    });
    actor.send({ type: 'ACCEPT_TERMS', accepted: true });
    fill({
      mobileNum: '9171234567',
      verificationCode: '123456',
      email: 'a@b.co',
      birthday: '1990-04-01',
      qqNum: '12345',
      idNumber: 'X1234567',
      payeeName: 'Ana Cruz',
    });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(calls.mobile[0]).toMatchObject({ birthday: '1990-04-01', qqNum: '12345', idNumber: 'X1234567', payeeName: 'Ana Cruz', email: 'a@b.co' });
  });
});
