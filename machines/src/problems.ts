import {
  ErrorMessages,
  PATTERNS,
  SMS_CODE_PATTERN,
  checkRule,
  isValidMobile,
  problemMessageKey,
  type ErrorCode,
  type FieldRule,
  type RuleProblem,
} from '@wl/shared';
import { errorFieldCodes, type ServerError } from './apiError.js';

/**
 * Why one form field is refused. Machines store problems, never sentences: the UI turns them
 * into text through i18next with {@link describeProblem}, so a language switch re-renders
 * messages that are already on screen.
 */
export type FieldProblem =
  | RuleProblem
  /** A catalogue code (errors.ts), shown as `err.<code>`. */
  | { kind: 'code'; code: ErrorCode | (string & {}) }
  /** An i18n key the gateway sent for a field (`rule.notDefault`), or a client-only message. */
  | { kind: 'key'; key: string; fallback?: string }
  /** The login form's single message for an empty username or password. */
  | { kind: 'credentialsRequired' };

export type Problems<F extends string = string> = Partial<Record<F, FieldProblem>>;

/** A typed change clears that field's problem: the member is fixing it. */
export function withFieldChanged<V extends object, P extends Problems>(
  context: { values: V; problems: P },
  field: string,
  value: string,
): { values: V; problems: P } {
  const problems = { ...context.problems };
  delete (problems as Record<string, unknown>)[field];
  return { values: { ...context.values, [field]: value }, problems };
}

export const codeProblem = (code: ErrorCode): FieldProblem => ({ kind: 'code', code });
export const REQUIRED: FieldProblem = { kind: 'required' };

export const hasProblems = (p: Problems<string>): boolean => Object.keys(p).length > 0;

/** Drops keys whose value is null so callers can build problems with one object literal. */
export function compact<F extends string>(p: Partial<Record<F, FieldProblem | null>>): Problems<F> {
  const out: Problems<F> = {};
  for (const k of Object.keys(p) as F[]) {
    const v = p[k];
    if (v) out[k] = v;
  }
  return out;
}

/** A rule the form cannot hide or make optional (username, password and the like). */
export const requiredRule = (rule: FieldRule): FieldRule => ({ ...rule, show: true, required: true });

/** Fallback when the site sends no rule for a field it still needs. */
export const anythingRule = (field: string): FieldRule => ({
  field,
  show: true,
  required: true,
  acceptedPattern: PATTERNS.ANY,
  minLength: 0,
  maxLength: 0,
  patternId: 'ANY',
});

export const EMAIL_RULE: FieldRule = {
  field: 'email',
  show: true,
  required: true,
  acceptedPattern: PATTERNS.EMAIL,
  minLength: 3,
  maxLength: 254,
  patternId: 'EMAIL',
};

/** The form's wording for a number it refuses before sending it. */
export const MOBILE_FORMAT: FieldProblem = { kind: 'key', key: 'rule.mobile', fallback: 'Please enter a valid mobile number' };

/**
 * An empty number keeps the catalogue's "missing" message; a malformed one is
 * refused in the form with "Please enter a valid mobile number". The gateway's own
 * refusal (MOBILE_INVALID, "Invalid phone number format.") stays for what passes the form.
 */
export function mobileProblem(value: string): FieldProblem | null {
  if (value === '') return codeProblem('MOBILE_MISSING');
  return isValidMobile(value) ? null : MOBILE_FORMAT;
}

export function smsCodeProblem(value: string): FieldProblem | null {
  if (value === '') return REQUIRED;
  return SMS_CODE_PATTERN.test(value) ? null : codeProblem('SMS_CODE_INVALID');
}

export const ruleProblem = (value: string, rule: FieldRule): FieldProblem | null => checkRule(value, rule);

/** A typed confirmation that is not a password (a payee name, a first authenticator code). */
export const CONFIRMATION_WRONG: FieldProblem = { kind: 'key', key: 'rule.confirmation', fallback: 'Incorrect confirmation input' };

/** Password confirmation fields: required first, then equal to the original. */
export function confirmationProblem(confirm: string, original: string): FieldProblem | null {
  if (confirm === '') return REQUIRED;
  return confirm === original ? null : codeProblem('PASSWORD_MISMATCH');
}

/**
 * What the gateway said about single fields (`value.fields`), so it shows inline too. It
 * sends either a catalogue code (`USERNAME_TAKEN`) or an i18n key (`rule.EMAIL`).
 */
export function serverFieldProblems(err: ServerError | null): Problems {
  const out: Problems = {};
  for (const [field, said] of Object.entries(errorFieldCodes(err))) {
    out[field] = /^[A-Z][A-Z0-9_]*$/.test(said) ? { kind: 'code', code: said } : { kind: 'key', key: said };
  }
  return out;
}

export interface ProblemText {
  /** i18next key. */
  key: string;
  params: Record<string, number>;
  /** English text for when the key is missing from every bundle. */
  fallback: string;
}

const CREDENTIALS_REQUIRED = 'Please enter the username and password';

/** Fields holding a password: their length message names the password. */
const PASSWORD_FIELDS = new Set(['password', 'newPassword', 'paymentPassword']);

/**
 * Turns a problem into an i18n key plus English fallback; shared by every form. `field` names
 * the field, so a password of the wrong length reads "Please fill in your password with
 * (min) - (max) characters" rather than the generic length message.
 */
export function describeProblem(problem: FieldProblem, field?: string): ProblemText {
  if (problem.kind === 'length' && field && PASSWORD_FIELDS.has(field)) {
    return {
      key: 'rule.passwordLength',
      params: { min: problem.min, max: problem.max },
      fallback: `Please fill in your password with ${problem.min} - ${problem.max} characters`,
    };
  }
  switch (problem.kind) {
    case 'code': {
      const fallback = (ErrorMessages as Record<string, string>)[problem.code] ?? problem.code;
      return { key: `err.${problem.code}`, params: {}, fallback };
    }
    case 'key':
      return {
        key: problem.key,
        params: {},
        fallback: problem.fallback ?? (problem.key === 'rule.required' ? ErrorMessages.VALIDATION_FAILED : ErrorMessages.RULE_VIOLATION),
      };
    case 'credentialsRequired':
      return { key: 'login.credentialsRequired', params: {}, fallback: CREDENTIALS_REQUIRED };
    case 'required':
      return { ...problemMessageKey(problem), fallback: ErrorMessages.VALIDATION_FAILED };
    case 'length':
      return {
        ...problemMessageKey(problem),
        fallback: `Please fill in with ${problem.min} - ${problem.max} characters`,
      };
    case 'pattern':
      return { ...problemMessageKey(problem), fallback: ErrorMessages.RULE_VIOLATION };
  }
}
