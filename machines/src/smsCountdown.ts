import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { SMS_FIREBASE_COUNTDOWN_SECONDS, SMS_SEND_THROTTLE_MS } from '@wl/shared';
import { toServerError, type ServerError } from './apiError.js';
import { mobileProblem, type FieldProblem } from './problems.js';

/**
 * The "send code" button shared by SMS login, mobile registration and forgot-by-phone
 * ("SMS countdown"). One instance per button; the form machines do not
 * embed it, the UI runs it beside them and passes the number typed in the form with SEND.
 */

/** What `sendCode` receives. The registration variant's `mobileNo` is the actor's business. */
export interface SmsCodeRequest {
  mobileNum: string;
  countryDialingCode: string;
  purpose?: 'login' | 'forgot' | 'register';
}

/** What the gateway answers to a send: how long the code lives. */
export interface SmsSent {
  expiredMinutes: number;
}

export interface SmsCountdownInput {
  request?: Partial<SmsCodeRequest>;
  /** Firebase sends the SMS itself; its codes always count down one minute. */
  firebase?: boolean;
}

export interface SmsCountdownContext {
  request: SmsCodeRequest;
  firebase: boolean;
  secondsLeft: number;
  /** Server refusal of the last send; SMS_TOO_MANY_REQUESTS must reach the warning dialog. */
  error: ServerError | null;
  /** The number was refused before any request went out. */
  problem: FieldProblem | null;
}

export type SmsCountdownEvent =
  /** `request` merges into the stored one, so SEND can carry the number typed so far. */
  { type: 'SEND'; request?: Partial<SmsCodeRequest> } | { type: 'DISMISS_ERROR' };

/** Seconds the button stays disabled after a send (expiredMinutes x 60, firebase 60). */
export function countdownSeconds(sent: Partial<SmsSent> | null | undefined, firebase: boolean): number {
  if (firebase) return SMS_FIREBASE_COUNTDOWN_SECONDS;
  const minutes = sent?.expiredMinutes;
  // A server that forgets expiredMinutes must not leave the button enabled for spamming.
  if (typeof minutes !== 'number' || !Number.isFinite(minutes) || minutes <= 0) return SMS_FIREBASE_COUNTDOWN_SECONDS;
  return Math.ceil(minutes * 60);
}

export const smsCountdownMachine = setup({
  types: {
    context: {} as SmsCountdownContext,
    events: {} as SmsCountdownEvent,
    input: {} as SmsCountdownInput,
  },
  actors: {
    sendCode: fromPromise<SmsSent, SmsCodeRequest>(async () => {
      throw new Error('smsCountdown: provide the sendCode actor');
    }),
  },
  delays: {
    oneSecond: 1000,
    sendThrottle: SMS_SEND_THROTTLE_MS,
  },
  guards: {
    mobileNumberIsUnusable: ({ context }) => mobileProblem(context.request.mobileNum) !== null,
    thisIsTheLastSecond: ({ context }) => context.secondsLeft <= 1,
  },
  actions: {
    takeRequestFromEvent: assign({
      request: ({ context, event }) => (event.type === 'SEND' && event.request ? { ...context.request, ...event.request } : context.request),
    }),
    rememberMobileProblem: assign({ problem: ({ context }) => mobileProblem(context.request.mobileNum) }),
    forgetError: assign({ error: null, problem: null }),
    tickOneSecond: assign({ secondsLeft: ({ context }) => Math.max(0, context.secondsLeft - 1) }),
  },
}).createMachine({
  id: 'smsCountdown',
  context: ({ input }) => ({
    request: { mobileNum: '', countryDialingCode: '', ...input.request },
    firebase: input.firebase ?? false,
    secondsLeft: 0,
    error: null,
    problem: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      initial: 'ready',
      on: { DISMISS_ERROR: { actions: 'forgetError' } },
      states: {
        ready: {
          on: { SEND: { target: '#smsCountdown.checking', actions: 'takeRequestFromEvent' } },
        },
        // Leading-edge throttle: SENDs in here are dropped, not queued. The window starts when
        // the last send settled, which is never earlier than when it started, so two requests
        // are always at least SMS_SEND_THROTTLE_MS apart.
        cooling: {
          after: { sendThrottle: 'ready' },
        },
      },
    },
    // A bad number never costs a request (or one of the server's five sends per window).
    checking: {
      always: [{ guard: 'mobileNumberIsUnusable', target: 'idle', actions: 'rememberMobileProblem' }, { target: 'sending' }],
    },
    // No SEND handler here or in counting: a second SEND is ignored by construction.
    sending: {
      entry: 'forgetError',
      invoke: {
        src: 'sendCode',
        input: ({ context }) => context.request,
        onDone: {
          target: 'counting',
          actions: assign({ secondsLeft: ({ context, event }) => countdownSeconds(event.output, context.firebase) }),
        },
        onError: {
          target: 'idle.cooling',
          actions: assign({ error: ({ event }) => toServerError(event.error), secondsLeft: 0 }),
        },
      },
    },
    counting: {
      after: {
        oneSecond: [
          { guard: 'thisIsTheLastSecond', target: 'idle', actions: assign({ secondsLeft: 0 }) },
          // reenter restarts the one-second timer; a targetless transition would not.
          { target: 'counting', reenter: true, actions: 'tickOneSecond' },
        ],
      },
    },
  },
});

export type SmsCountdownSnapshot = SnapshotFrom<typeof smsCountdownMachine>;

/** The send button is enabled only here (not while sending, counting or throttled). */
export const smsCanSend = (snapshot: SmsCountdownSnapshot): boolean => snapshot.matches({ idle: 'ready' });
