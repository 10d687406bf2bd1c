/** The reason or internal note staff give with a held-credit decision (docs/SEAMLESS.md): kept with the review and in the staff log. */
export const HELD_NOTE_MAX = 500;
/**
 * A merchant's largest single game credit paid without review when its settings name none
 * (`maxSingleCredit`, minor units): 1,000,000.00 in a currency with two decimals. High enough that
 * ordinary play never meets it, low enough that a wrong decimal point or a forged win stops at a person.
 */
export const DEFAULT_MAX_SINGLE_CREDIT = 100_000_000;
