import { PATTERNS, type FieldRule, type LoginValue } from '@wl/shared';

/**
 * Helpers for the machine tests. Promises settle on the microtask queue, so tests await
 * `settle()` after resolving one; delays are driven by SimulatedClock, never by real time.
 */
export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (v: T) => void;
  reject: (e: unknown) => void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets pending promise callbacks (and the actor events they send) run. */
export const settle = () => new Promise<void>((r) => setTimeout(r, 0));

/**
 * SimulatedClock fires each due timer once per increment and a timer scheduled during that
 * flush starts at the new time, so one big jump would tick a countdown only once. Walking
 * in steps makes the clock behave like real time for repeating `after` delays.
 */
export function advance(clock: { increment(ms: number): void }, ms: number, step = 100): void {
  for (let left = ms; left > 0; left -= step) clock.increment(Math.min(step, left));
}

/** A successful login answer, as the gateway sends it. */
export const aLoginValue = (over: Partial<LoginValue> = {}): LoginValue => ({
  token: 't0k3n',
  firstTimeLogin: false,
  passwordExpired: false,
  mustChangePassword: false,
  expiresAt: '2030-01-01T00:00:00Z',
  user: {
    id: 1,
    account: 'alice',
    userName: 'alice',
    nickname: 'Alice',
    type: 0,
    isAgent: false,
    isTrial: false,
    balance: 0,
    currency: 'PHP',
    currencySymbol: '₱',
    unreadMessages: 0,
    availablePromoCount: 0,
    hasVip: false,
    vipLevel: 0,
    email: null,
    mobileNum: null,
    language: 'EN',
    merchantCode: 'wl',
    firstTimeLogin: false,
    affiliateCode: null,
  },
  ...over,
});

/** A password rule like the demo site's: letters and digits, 6 to 20. */
export const passwordRule: FieldRule = {
  field: 'password',
  show: true,
  required: true,
  acceptedPattern: PATTERNS.LETTERS_AND_DIGITS,
  minLength: 6,
  maxLength: 20,
  patternId: 'LETTERS_AND_DIGITS',
};
