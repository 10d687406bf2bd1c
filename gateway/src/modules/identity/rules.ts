import { birthdayProblem, checkForm, checkRule, problemMessageKey, type FieldRule } from '@wl/shared';
import { AppError } from '../../http/errors.js';
import type { Merchant } from '../site/settings.js';
import { servableRule } from '../site/patterns.js';

/** Refuses with RULE_VIOLATION naming each field and the message key the form shows. */
export function enforceRules(values: Record<string, unknown>, rules: FieldRule[]) {
  const problems = checkForm(values, rules.map(servableRule));
  const fields = Object.fromEntries(Object.entries(problems).map(([f, p]) => [f, problemMessageKey(p).key]));
  if (Object.keys(fields).length > 0) throw new AppError('RULE_VIOLATION', { fields });
}

/**
 * Registration fields with a check of their own rather than the site's pattern: the captcha and
 * the SMS code are checked against what the gateway issued, the birthday by birthdayFieldProblem.
 */
export const OWN_CHECK_FIELDS = new Set(['captcha', 'verificationCode', 'birthday']);

/**
 * Date of birth (the user must be 21 years old): what is wrong with it, as the form shows
 * it, or null. The site's `birthday` rule says whether the form shows it and whether it is
 * required; its format (ISO yyyy-MM-dd) and the age are fixed, so a site cannot configure them
 * away. A date that was sent is checked even where the field is hidden: an under-age or
 * impossible date is never stored. docs/DECISIONS.md.
 */
export function birthdayFieldProblem(merchant: Merchant, value: string | undefined, now = new Date()): string | null {
  if (!value) {
    const rule = merchant.settings.registerRules.find((r) => r.field === 'birthday');
    return rule?.show && rule.required ? 'rule.required' : null;
  }
  return birthdayProblem(value, now);
}

/**
 * The registration fields of either tab, in one answer: every refused field is named. A date
 * of birth that is the only problem answers with its own code (UNDER_AGE: "Please confirm you
 * are 21 years old"; BIRTHDAY_INVALID), anything else with RULE_VIOLATION.
 */
export function enforceRegisterFields(merchant: Merchant, values: Record<string, unknown>, rules: FieldRule[]) {
  const problems = checkForm(values, rules.filter((r) => !OWN_CHECK_FIELDS.has(r.field)).map(servableRule));
  const fields: Record<string, string> = Object.fromEntries(Object.entries(problems).map(([f, p]) => [f, problemMessageKey(p).key]));
  const birthday = birthdayFieldProblem(merchant, typeof values.birthday === 'string' ? values.birthday : undefined);
  if (birthday) fields.birthday = birthday;
  if (birthday && Object.keys(fields).length === 1 && (birthday === 'UNDER_AGE' || birthday === 'BIRTHDAY_INVALID')) throw new AppError(birthday, { fields });
  if (Object.keys(fields).length > 0) throw new AppError('RULE_VIOLATION', { fields });
}

export function passwordRule(merchant: Merchant): FieldRule {
  return (
    merchant.settings.registerRules.find((r) => r.field === 'password') ?? {
      field: 'password',
      show: true,
      required: true,
      acceptedPattern: '*',
      minLength: 6,
      maxLength: 20,
      patternId: 'ANY',
    }
  );
}

export function enforcePasswordRule(merchant: Merchant, password: string, field = 'newPassword') {
  const problem = checkRule(password, servableRule({ ...passwordRule(merchant), required: true }));
  if (problem) throw new AppError('RULE_VIOLATION', { fields: { [field]: problemMessageKey(problem).key } });
}

/** Postgres unique violations on accounts mean a taken username or number, not a crash. */
export function mapUniqueViolation(err: unknown): never {
  const e = err as { code?: string; constraint_name?: string };
  if (e.code === '23505') {
    if (e.constraint_name === 'accounts_mobile_uq') throw new AppError('MOBILE_TAKEN');
    if (e.constraint_name === 'accounts_username_uq') throw new AppError('USERNAME_TAKEN');
  }
  throw err;
}
