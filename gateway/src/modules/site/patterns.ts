import safeRegex from 'safe-regex2';
import { PATTERNS, type FieldRule } from '@wl/shared';

/** The built-in patterns were reviewed by hand; FULL_NAME, for one, repeats a group safely. */
const BUILT_IN = new Set<string>(Object.values(PATTERNS));

/**
 * Registration patterns run on the server against what visitors type, so one bad pattern
 * could stall the event loop for everyone (`^(a+)+$` on 25 characters took 277 ms). A pattern
 * must compile (with the `u` flag the checker uses) and pass safe-regex2, which refuses
 * nested repetition (star height above 1) and more than 25 repetitions. Empty and `*` mean
 * "accept everything". See docs/THROTTLES.md, "Admin patterns".
 */
export function checkPattern(pattern: string): 'PATTERN_INVALID' | 'PATTERN_UNSAFE' | null {
  if (pattern === '' || pattern === '*' || BUILT_IN.has(pattern)) return null;
  try {
    new RegExp(pattern, 'u');
  } catch {
    return 'PATTERN_INVALID';
  }
  return safeRegex(pattern) ? null : 'PATTERN_UNSAFE';
}

// Verdicts per pattern string: a site has a few dozen patterns, so this stays tiny.
const verdicts = new Map<string, boolean>();

/**
 * The rule as the site may apply it: a pattern saved before patterns were checked (or written
 * into the database by hand) that fails the check is served and applied as "accept
 * everything", like an unreadable pattern always was; the length bounds still hold. Used for
 * what the gateway checks and for what it sends to the form, so the two agree. A payment
 * password is required whenever it is shown (it guards withdrawals), whatever the site's flag says.
 */
export function servableRule<R extends FieldRule>(rule: R): R {
  let ok = verdicts.get(rule.acceptedPattern);
  if (ok === undefined) {
    if (verdicts.size >= 1000) verdicts.clear();
    verdicts.set(rule.acceptedPattern, (ok = checkPattern(rule.acceptedPattern) === null));
  }
  const served = ok ? rule : { ...rule, acceptedPattern: '*' };
  return served.field === 'paymentPassword' && served.show && !served.required ? { ...served, required: true } : served;
}
