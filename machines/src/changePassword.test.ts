import { describe, it, expect } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { PATTERNS, type ChangePasswordRequest } from '@wl/shared';
import { ApiError } from './apiError.js';
import { changePasswordMachine, type ChangePasswordInput } from './changePassword.js';
import { deferred, passwordRule, settle } from './testSupport.js';

function start(input: Partial<ChangePasswordInput> = {}, submit?: (r: ChangePasswordRequest) => Promise<unknown>) {
  const calls: ChangePasswordRequest[] = [];
  const actor = createActor(
    changePasswordMachine.provide({
      actors: {
        submitChangePassword: fromPromise<unknown, ChangePasswordRequest>(({ input: r }) => {
          calls.push(r);
          return (submit ?? (async () => null))(r);
        }),
      },
    }),
    { input: { passwordRule, ...input } },
  ).start();
  const fill = (fields: Partial<ChangePasswordRequest>) => {
    for (const [field, value] of Object.entries(fields)) actor.send({ type: 'CHANGE', field: field as 'oldPassword', value: value as string });
  };
  return { actor, calls, fill, problems: () => actor.getSnapshot().context.problems };
}

const good = { oldPassword: 'old123', newPassword: 'new123', confirmNewPassword: 'new123' };

describe('changePassword', () => {
  it('requires all three fields', () => {
    const { actor, problems } = start();
    actor.send({ type: 'SUBMIT' });
    expect(problems()).toEqual({
      oldPassword: { kind: 'required' },
      newPassword: { kind: 'required' },
      confirmNewPassword: { kind: 'required' },
    });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('applies the password rule, refuses the old and the default password, and checks the confirmation', () => {
    const { actor, fill, problems } = start();
    fill({ oldPassword: 'old123', newPassword: 'abcdef', confirmNewPassword: 'x' });
    actor.send({ type: 'SUBMIT' });
    expect(problems()).toEqual({
      newPassword: { kind: 'pattern', patternId: 'LETTERS_AND_DIGITS', min: 6, max: 20 },
      confirmNewPassword: { kind: 'code', code: 'PASSWORD_MISMATCH' },
    });
    fill({ newPassword: 'old123', confirmNewPassword: 'old123' });
    actor.send({ type: 'SUBMIT' });
    expect(problems()).toEqual({ newPassword: { kind: 'code', code: 'SAME_PASSWORD' } });
    const loose = start({ passwordRule: { ...passwordRule, acceptedPattern: PATTERNS.DIGITS, patternId: 'DIGITS' } });
    loose.fill({ oldPassword: 'old', newPassword: '123456', confirmNewPassword: '123456' });
    loose.actor.send({ type: 'SUBMIT' });
    expect(loose.problems()).toEqual({ newPassword: { kind: 'key', key: 'rule.notDefault' } });
  });

  it('submits and finishes with outcome changed', async () => {
    const gate = deferred<unknown>();
    const { actor, fill, calls } = start({}, () => gate.promise);
    fill(good);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    gate.resolve(null);
    await settle();
    expect(calls).toEqual([good]);
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ outcome: 'changed' });
  });

  it('closes on CLOSE when optional, with outcome closed', () => {
    const { actor } = start();
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ outcome: 'closed' });
  });

  it('ignores CLOSE in mandatory mode and uses the known old password', async () => {
    const { actor, fill, calls } = start({ mandatory: true, oldPassword: '123456' });
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.oldPasswordKnown).toBe(true);
    fill({ newPassword: 'new123', confirmNewPassword: 'new123' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(calls[0]).toEqual({ oldPassword: '123456', newPassword: 'new123', confirmNewPassword: 'new123' });
    expect(actor.getSnapshot().output).toEqual({ outcome: 'changed' });
  });

  it('shows a wrong old password on its field, revealing it when it was prefilled', async () => {
    const { actor, fill } = start({ mandatory: true, oldPassword: 'stale1' }, async () =>
      Promise.reject(new ApiError('OLD_PASSWORD_WRONG', 'wrong', { fields: { oldPassword: 'OLD_PASSWORD_WRONG' } })),
    );
    fill({ newPassword: 'new123', confirmNewPassword: 'new123' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    const c = actor.getSnapshot().context;
    expect(actor.getSnapshot().value).toBe('editing');
    expect(c.serverError?.code).toBe('OLD_PASSWORD_WRONG');
    expect(c.problems).toEqual({ oldPassword: { kind: 'code', code: 'OLD_PASSWORD_WRONG' } });
    expect(c.oldPasswordKnown).toBe(false);
  });

  it('keeps other server refusals with their field problems', async () => {
    const { actor, fill } = start({}, async () =>
      Promise.reject({ code: 'RULE_VIOLATION', message: 'rules', value: { fields: { newPassword: 'rule.notDefault' } } }),
    );
    fill(good);
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().context.problems).toEqual({ newPassword: { kind: 'key', key: 'rule.notDefault' } });
  });

  it('RESET clears typed passwords but keeps a known old one', () => {
    const { actor, fill } = start({ oldPassword: 'known1' });
    fill({ newPassword: 'new123' });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'RESET' });
    const c = actor.getSnapshot().context;
    expect(c.values).toEqual({ oldPassword: 'known1', newPassword: '', confirmNewPassword: '' });
    expect(c.problems).toEqual({});
  });
});
