import { describe, it, expect } from 'vitest';
import { MOBILE_FORMAT } from './problems.js';
import { loginStep } from './login.js';
import { startLogin } from './loginHarness.js';
import { aLoginValue, settle } from './testSupport.js';

describe('login: validation', () => {
  it('asks for username and password with one message on each empty field', async () => {
    const { actor, logins, fill } = startLogin();
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
    const { actor, fill } = startLogin();
    actor.send({ type: 'SUBMIT' });
    fill({ password: 'x' });
    expect(actor.getSnapshot().context.errors).toEqual({ username: { kind: 'credentialsRequired' } });
  });

  it('checks mobile number and a six-digit code on the SMS tab', () => {
    const { actor, fill } = startLogin({ smsLoginEnabled: true });
    actor.send({ type: 'SWITCH_TAB', tab: 'sms' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors).toEqual({
      mobileNum: { kind: 'code', code: 'MOBILE_MISSING' },
      verificationCode: { kind: 'required' },
    });
    fill({ mobileNum: '12-34', verificationCode: '12345' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors).toEqual({
      mobileNum: MOBILE_FORMAT,
      verificationCode: { kind: 'code', code: 'SMS_CODE_INVALID' },
    });
  });

  it('offers the SMS tab only when the site enables it, and switching clears errors', () => {
    const off = startLogin();
    off.actor.send({ type: 'SWITCH_TAB', tab: 'sms' });
    expect(off.actor.getSnapshot().context.values.type).toBe('username');
    expect(startLogin({ type: 'sms' }).actor.getSnapshot().context.values.type).toBe('username');
    const on = startLogin({ smsLoginEnabled: true });
    on.actor.send({ type: 'SUBMIT' });
    on.actor.send({ type: 'SWITCH_TAB', tab: 'sms' });
    expect(on.actor.getSnapshot().context.values.type).toBe('sms');
    expect(on.actor.getSnapshot().context.errors).toEqual({});
  });
});

describe('login: submitting', () => {
  it('sends a username login and ends in loggedIn with the result as output', async () => {
    const { actor, logins, fill } = startLogin({ username: 'alice', remember: true });
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
      value: aLoginValue(),
      type: 'username',
      remember: true,
      mustChangePassword: false,
      goToAgentHome: false,
      firstTimeLogin: false,
    });
  });

  it('sends an SMS login as number and code', async () => {
    const { actor, logins, fill } = startLogin({ smsLoginEnabled: true, countryDialingCode: '63' });
    actor.send({ type: 'SWITCH_TAB', tab: 'sms' });
    fill({ mobileNum: '9171234567', verificationCode: '123456' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(logins[0]).toEqual({
      username: '9171234567',
      password: '123456',
      type: 'sms',
      countryDialingCode: '63',
      remember: false,
      loginPage: 'member',
    });
  });

  it('asks for a password change when the server says so or the default password was used, never after SMS', async () => {
    const must = startLogin({}, { login: async () => aLoginValue({ mustChangePassword: true }) });
    must.fill({ username: 'a', password: 'b' });
    must.actor.send({ type: 'SUBMIT' });
    await settle();
    expect(must.actor.getSnapshot().output?.mustChangePassword).toBe(true);

    const byDefault = startLogin();
    byDefault.fill({ username: 'a', password: '123456' });
    byDefault.actor.send({ type: 'SUBMIT' });
    await settle();
    expect(byDefault.actor.getSnapshot().output?.mustChangePassword).toBe(true);

    const sms = startLogin({ smsLoginEnabled: true, type: 'sms' }, { login: async () => aLoginValue({ mustChangePassword: true }) });
    sms.fill({ mobileNum: '9171234567', verificationCode: '123456' });
    sms.actor.send({ type: 'SUBMIT' });
    await settle();
    expect(sms.actor.getSnapshot().output?.mustChangePassword).toBe(false);
  });

  it('sends agent-page logins home to /agentHome without remember, and reports first-time login', async () => {
    const { actor, logins, fill } = startLogin(
      { loginPage: 'agent', remember: true },
      {
        login: async () => aLoginValue({ firstTimeLogin: true }),
      },
    );
    fill({ username: 'boss', password: 'pw' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(logins[0]).toMatchObject({ loginPage: 'agent', remember: false });
    expect(actor.getSnapshot().output).toMatchObject({ goToAgentHome: true, firstTimeLogin: true, remember: false });
  });

  it('keeps the values and shows the server error on failure, with field codes inline', async () => {
    const { actor, fill } = startLogin(
      {},
      {
        login: async () => Promise.reject({ code: 'WRONG_CREDENTIALS', message: 'Wrong', value: { fields: { password: 'WRONG_CREDENTIALS' } } }),
      },
    );
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
    const { actor, fill } = startLogin({ username: 'alice' });
    fill({ username: 'bob', password: 'x' });
    actor.send({ type: 'RESET' });
    expect(actor.getSnapshot().context.values).toMatchObject({ username: 'alice', password: '' });
  });
});
