import { checkForm, checkRule, problemMessageKey, type FieldRule } from '@wl/shared';
import { AppError } from '../../http/errors.js';
import type { Merchant } from '../site/settings.js';
import { servableRule } from '../site/patterns.js';

/** Refuses with RULE_VIOLATION naming each field and the message key the form shows. */
export function enforceRules(values: Record<string, unknown>, rules: FieldRule[]) {
  const problems = checkForm(values, rules.map(servableRule));
  const fields = Object.fromEntries(Object.entries(problems).map(([f, p]) => [f, problemMessageKey(p).key]));
  if (Object.keys(fields).length > 0) throw new AppError('RULE_VIOLATION', { fields });
}

export function passwordRule(merchant: Merchant): FieldRule {
  return (
    merchant.settings.registerRules.find((r) => r.field === 'password') ?? {
      field: 'password', show: true, required: true, acceptedPattern: '*', minLength: 6, maxLength: 20, patternId: 'ANY',
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
