import { describe, it, expect } from 'vitest';
import type { VerificationChallenge } from '@wl/shared';
import { ApiError } from './apiError.js';
import { loginStep } from './login.js';
import { challenge, startLogin, type LoginFakes } from './loginHarness.js';
import { advance, settle } from './testSupport.js';

describe('login: second verification', () => {
  async function toVerifying(verify?: LoginFakes['verify'], c: VerificationChallenge = challenge) {
    const t = startLogin({}, { login: async () => Promise.reject(new ApiError('VERIFICATION_REQUIRED', 'verify', c)), verify });
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

  it('wants the 6-digit code the email carried, and accepts any bank name', async () => {
    const email = await toVerifying(undefined, { ...challenge, method: 'EMAIL' });
    email.actor.send({ type: 'VERIFY', answer: 'me@mail.test' });
    expect(email.actor.getSnapshot().context.errors.answer).toBeTruthy();
    email.actor.send({ type: 'VERIFY', answer: '123456' });
    expect(email.actor.getSnapshot().hasTag('busy')).toBe(true);
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
    const { actor, fill } = startLogin({}, { login: async () => Promise.reject(new ApiError('VERIFICATION_REQUIRED', 'verify')) });
    fill({ username: 'a', password: 'b' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(loginStep(actor.getSnapshot())).toBe('editing');
    expect(actor.getSnapshot().context.serverError?.code).toBe('VERIFICATION_REQUIRED');
  });
});
