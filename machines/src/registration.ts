import { and, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { ErrorMessages, type LoginValue, type RegisterMobileRequest, type RegisterUser } from '@wl/shared';
import { toServerError, type ServerError } from './apiError.js';
import { codeProblem, hasProblems, serverFieldProblems, type Problems, withFieldChanged } from './problems.js';
import {
  buildMobileRegistration,
  buildRegisterUser,
  tabIsEnabled,
  validateRegistration,
  type RegistrationExtras,
  type RegistrationSettings,
  type RegistrationTab,
  type RegistrationValues,
} from './registrationForm.js';

/**
 * Register popup: terms first, then the merchant's field rules,
 * then the affiliate code, then the registration call that also logs the member in.
 * The mobile tab's "send code" button is a separate smsCountdown run by the UI.
 */

export interface RegistrationInput {
  settings: RegistrationSettings;
  /** From the /register?referralCode=... query string; sent with the form. */
  referralCode?: string;
  domain?: string;
  registerUrl?: string;
  tab?: RegistrationTab;
  /** Prefilled fields, e.g. the default country dialing code. */
  values?: RegistrationValues;
}

export interface AffiliateCheck {
  valid: boolean;
  agentName?: string;
}

export interface RegistrationContext extends RegistrationExtras {
  tab: RegistrationTab;
  values: RegistrationValues;
  initialValues: RegistrationValues;
  settings: RegistrationSettings;
  termsAccepted: boolean;
  /** Field -> problem; `terms` is the unticked checkbox. */
  problems: Problems;
  serverError: ServerError | null;
  /** The inviting agent, once the affiliate code checked out. */
  affiliate: AffiliateCheck | null;
  result: LoginValue | null;
}

export type RegistrationEvent =
  | { type: 'CHANGE'; field: string; value: string }
  | { type: 'SWITCH_TAB'; tab: RegistrationTab }
  | { type: 'ACCEPT_TERMS'; accepted: boolean }
  | { type: 'SUBMIT' }
  | { type: 'RESET' };

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`registration: provide the ${name} actor`);
};

const invitationInvalid = (cause?: ServerError): ServerError => ({
  code: 'INVITATION_CODE_INVALID',
  message: ErrorMessages.INVITATION_CODE_INVALID,
  ...(cause ? { value: { cause } } : {}),
});

/** Both registration calls report failure the same way. */
const failure = { type: 'rememberFailure', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } as const;

export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
    output: {} as LoginValue,
  },
  actors: {
    checkAffiliate: fromPromise<AffiliateCheck, { code: string; domain: string }>(notProvided('checkAffiliate')),
    submitRegistration: fromPromise<LoginValue, RegisterUser>(notProvided('submitRegistration')),
    submitMobileRegistration: fromPromise<LoginValue, RegisterMobileRequest>(notProvided('submitMobileRegistration')),
  },
  guards: {
    termsAreAccepted: ({ context }) => context.termsAccepted,
    formHasNoProblems: ({ context }) => !hasProblems(context.problems),
    anAffiliateCodeWasGiven: ({ context }) => (context.values.affiliateCode ?? '') !== '',
    theUsernameTabIsOpen: ({ context }) => context.tab === 'username',
    theAffiliateCodeIsValid: (_, check: AffiliateCheck) => check.valid,
    theTabIsEnabled: ({ context, event }) => event.type === 'SWITCH_TAB' && tabIsEnabled(event.tab, context.settings),
  },
  actions: {
    validateForm: assign({
      problems: ({ context }) => validateRegistration(context.tab, context.values, context.settings),
    }),
    forgetErrors: assign({ problems: {}, serverError: null }),
    complainAboutTerms: assign({ problems: { terms: codeProblem('TERMS_NOT_ACCEPTED') }, serverError: null }),
    rememberFailure: assign(({ context }, params: { error: unknown }) => {
      const serverError = toServerError(params.error);
      // The gateway consumes a captcha whatever the outcome: the typed one is worthless now
      // and the UI reloads the image when it sees serverError change.
      const values = context.settings.captcha ? { ...context.values, captcha: '' } : context.values;
      return { serverError, problems: serverFieldProblems(serverError), values };
    }),
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => {
    const values = { ...input.values };
    const wanted = input.tab ?? 'username';
    const other: RegistrationTab = wanted === 'username' ? 'mobile' : 'username';
    return {
      tab: tabIsEnabled(wanted, input.settings) || !tabIsEnabled(other, input.settings) ? wanted : other,
      values,
      initialValues: values,
      settings: input.settings,
      referralCode: input.referralCode ?? '',
      domain: input.domain ?? '',
      registerUrl: input.registerUrl ?? '',
      termsAccepted: false,
      problems: {},
      serverError: null,
      affiliate: null,
      result: null,
    };
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        CHANGE: {
          actions: assign(({ context, event }) => withFieldChanged(context, event.field, event.value)),
        },
        SWITCH_TAB: { guard: 'theTabIsEnabled', actions: ['forgetErrors', assign({ tab: ({ event }) => event.tab })] },
        ACCEPT_TERMS: {
          actions: assign(({ context, event }) => {
            const problems = { ...context.problems };
            if (event.accepted) delete problems.terms;
            return { termsAccepted: event.accepted, problems };
          }),
        },
        // Terms come first: an unticked box is the only message, the rest waits.
        SUBMIT: [{ guard: 'termsAreAccepted', target: 'validating', actions: 'forgetErrors' }, { actions: 'complainAboutTerms' }],
        RESET: {
          actions: assign(({ context }) => ({
            values: context.initialValues,
            termsAccepted: false,
            problems: {},
            serverError: null,
            affiliate: null,
          })),
        },
      },
    },
    validating: {
      entry: 'validateForm',
      always: [
        { guard: and(['formHasNoProblems', 'anAffiliateCodeWasGiven']), target: 'checkingAffiliate' },
        { guard: 'formHasNoProblems', target: 'submitting' },
        { target: 'editing' },
      ],
    },
    // An invalid invitation code must not create an account tied to nobody.
    checkingAffiliate: {
      tags: ['busy'],
      invoke: {
        src: 'checkAffiliate',
        input: ({ context }) => ({ code: context.values.affiliateCode ?? '', domain: context.domain }),
        onDone: [
          {
            guard: { type: 'theAffiliateCodeIsValid', params: ({ event }) => event.output },
            target: 'submitting',
            actions: assign({ affiliate: ({ event }) => event.output }),
          },
          {
            target: 'editing',
            actions: assign({ serverError: invitationInvalid(), problems: { affiliateCode: codeProblem('INVITATION_CODE_INVALID') } }),
          },
        ],
        // Whatever went wrong, the member reads "invalid invitation code"; the cause is kept for logs.
        onError: {
          target: 'editing',
          actions: assign({
            serverError: ({ event }) => invitationInvalid(toServerError(event.error)),
            problems: { affiliateCode: codeProblem('INVITATION_CODE_INVALID') },
          }),
        },
      },
    },
    submitting: {
      tags: ['busy'],
      initial: 'choosingCall',
      states: {
        choosingCall: {
          always: [{ guard: 'theUsernameTabIsOpen', target: 'byUsername' }, { target: 'byMobile' }],
        },
        byUsername: {
          invoke: {
            src: 'submitRegistration',
            input: ({ context }) => buildRegisterUser(context.values, context),
            onDone: { target: '#registration.registered', actions: assign({ result: ({ event }) => event.output }) },
            onError: { target: '#registration.editing', actions: failure },
          },
        },
        byMobile: {
          invoke: {
            src: 'submitMobileRegistration',
            input: ({ context }) => buildMobileRegistration(context.values, context.settings, context),
            onDone: { target: '#registration.registered', actions: assign({ result: ({ event }) => event.output }) },
            onError: { target: '#registration.editing', actions: failure },
          },
        },
      },
    },
    registered: { type: 'final' },
  },
  output: ({ context }) => context.result as LoginValue,
});

export type RegistrationSnapshot = SnapshotFrom<typeof registrationMachine>;
