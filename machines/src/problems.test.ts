import { describe, it, expect } from 'vitest';
import { ApiError, errorAsksForCaptcha, errorFieldCodes, toServerError } from './apiError.js';
import { CONFIRMATION_WRONG, confirmationProblem, describeProblem, mobileProblem, serverFieldProblems, smsCodeProblem } from './problems.js';

describe('apiError', () => {
  it('normalises ApiError, plain objects and transport failures', () => {
    expect(toServerError(new ApiError('USERNAME_TAKEN', 'taken', { x: 1 }))).toEqual({ code: 'USERNAME_TAKEN', message: 'taken', value: { x: 1 } });
    expect(toServerError({ code: 'MAINTENANCE' })).toEqual({ code: 'MAINTENANCE', message: 'MAINTENANCE' });
    expect(toServerError(new TypeError('Failed to fetch'))).toEqual({ code: 'INTERNAL', message: 'Failed to fetch' });
    expect(toServerError('boom')).toEqual({ code: 'INTERNAL', message: 'boom' });
    const e = new ApiError('INTERNAL', 'x');
    expect(e).toBeInstanceOf(Error);
    expect(e.value).toBeUndefined();
  });

  it('reads the captcha flag and field codes from the error value', () => {
    expect(errorAsksForCaptcha({ code: 'X', message: '', value: { captcha: true } })).toBe(true);
    expect(errorAsksForCaptcha({ code: 'X', message: '', value: { captcha: 'yes' } })).toBe(false);
    expect(errorAsksForCaptcha({ code: 'X', message: '', value: null })).toBe(false);
    expect(errorAsksForCaptcha(null)).toBe(false);
    expect(errorFieldCodes({ code: 'X', message: '', value: { fields: { a: 'B', c: 3 } } })).toEqual({ a: 'B' });
    expect(errorFieldCodes({ code: 'X', message: '' })).toEqual({});
  });
});

describe('problems', () => {
  it('tells a missing number from a malformed one', () => {
    expect(mobileProblem('')).toEqual({ kind: 'code', code: 'MOBILE_MISSING' });
    expect(mobileProblem('12345')).toEqual({ kind: 'key', key: 'rule.mobile', fallback: 'Please enter a valid mobile number' });
    expect(mobileProblem('123456')).toBeNull();
  });

  it('wants SMS codes of exactly six digits', () => {
    expect(smsCodeProblem('')).toEqual({ kind: 'required' });
    expect(smsCodeProblem('12345a')).toEqual({ kind: 'code', code: 'SMS_CODE_INVALID' });
    expect(smsCodeProblem('1234567')).toEqual({ kind: 'code', code: 'SMS_CODE_INVALID' });
    expect(smsCodeProblem('123456')).toBeNull();
  });

  it('checks confirmations', () => {
    expect(confirmationProblem('', 'a')).toEqual({ kind: 'required' });
    expect(confirmationProblem('b', 'a')).toEqual({ kind: 'code', code: 'PASSWORD_MISMATCH' });
    expect(confirmationProblem('a', 'a')).toBeNull();
  });

  it('turns server field answers into codes or i18n keys', () => {
    expect(serverFieldProblems({ code: 'X', message: '', value: { fields: { u: 'USERNAME_TAKEN', e: 'rule.EMAIL' } } })).toEqual({
      u: { kind: 'code', code: 'USERNAME_TAKEN' },
      e: { kind: 'key', key: 'rule.EMAIL' },
    });
  });

  it('describes every kind of problem with an i18n key and English fallback', () => {
    expect(describeProblem({ kind: 'code', code: 'PASSWORD_MISMATCH' })).toEqual({
      key: 'err.PASSWORD_MISMATCH',
      params: {},
      fallback: 'Confirmation password is not correct.',
    });
    expect(describeProblem({ kind: 'code', code: 'SOMETHING_NEW' }).fallback).toBe('SOMETHING_NEW');
    expect(describeProblem({ kind: 'credentialsRequired' }).fallback).toBe('Please enter the username and password');
    expect(describeProblem({ kind: 'required' })).toMatchObject({ key: 'rule.required', fallback: 'Input cannot be empty' });
    expect(describeProblem({ kind: 'length', min: 6, max: 20 })).toMatchObject({ key: 'rule.length', params: { min: 6, max: 20 } });
    expect(describeProblem({ kind: 'pattern', patternId: 'EMAIL', min: 0, max: 0 }).key).toBe('rule.EMAIL');
    expect(describeProblem({ kind: 'key', key: 'rule.required' }).fallback).toBe('Input cannot be empty');
    expect(describeProblem({ kind: 'key', key: 'rule.notDefault' })).toMatchObject({ key: 'rule.notDefault', params: {} });
  });

  it("uses the original site's wording for password lengths, malformed numbers and other confirmations", () => {
    expect(describeProblem({ kind: 'length', min: 6, max: 20 }, 'password')).toEqual({
      key: 'rule.passwordLength',
      params: { min: 6, max: 20 },
      fallback: 'Please fill in your password with 6 - 20 characters',
    });
    expect(describeProblem({ kind: 'length', min: 6, max: 20 }, 'newPassword').key).toBe('rule.passwordLength');
    expect(describeProblem({ kind: 'length', min: 6, max: 20 }, 'username').key).toBe('rule.length');
    expect(describeProblem(mobileProblem('12')!).fallback).toBe('Please enter a valid mobile number');
    expect(describeProblem(CONFIRMATION_WRONG)).toMatchObject({ key: 'rule.confirmation', fallback: 'Incorrect confirmation input' });
  });
});
