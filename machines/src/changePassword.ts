import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { DEFAULT_PASSWORD, type ChangePasswordRequest, type FieldRule } from '@wl/shared';
import { toServerError, type ServerError } from './apiError.js';
import {
  REQUIRED,
  codeProblem,
  compact,
  confirmationProblem,
  hasProblems,
  requiredRule,
  ruleProblem,
  serverFieldProblems,
  type FieldProblem,
  type Problems,
  withFieldChanged,
} from './problems.js';

/**
 * Change-password popup, also used as the forced first-login /
 * expired-password change. In mandatory mode the popup cannot be dismissed.
 */

export type ChangePasswordField = keyof ChangePasswordRequest;

export interface ChangePasswordInput {
  passwordRule: FieldRule;
  /** Forced change after login: CLOSE is ignored. */
  mandatory?: boolean;
  /** The password just used to log in, so the member is not asked for it again. */
  oldPassword?: string;
}

export interface ChangePasswordContext {
  values: ChangePasswordRequest;
  passwordRule: FieldRule;
  mandatory: boolean;
  /** Hide the old-password input; turns false if the server says the known one is wrong. */
  oldPasswordKnown: boolean;
  problems: Problems<ChangePasswordField>;
  serverError: ServerError | null;
  outcome: ChangePasswordOutput['outcome'] | null;
}

export type ChangePasswordEvent = { type: 'CHANGE'; field: ChangePasswordField; value: string } | { type: 'SUBMIT' } | { type: 'CLOSE' } | { type: 'RESET' };

export interface ChangePasswordOutput {
  outcome: 'changed' | 'closed';
}

function newPasswordProblem(v: ChangePasswordRequest, rule: FieldRule): FieldProblem | null {
  const p = ruleProblem(v.newPassword, requiredRule(rule));
  if (p) return p;
  // The gateway refuses the default password as a new one; say so before the round trip.
  if (v.newPassword === DEFAULT_PASSWORD) return { kind: 'key', key: 'rule.notDefault' };
  return v.newPassword === v.oldPassword ? codeProblem('SAME_PASSWORD') : null;
}

export function validateChangePassword(v: ChangePasswordRequest, rule: FieldRule): Problems<ChangePasswordField> {
  return compact<ChangePasswordField>({
    oldPassword: v.oldPassword === '' ? REQUIRED : null,
    newPassword: newPasswordProblem(v, rule),
    confirmNewPassword: confirmationProblem(v.confirmNewPassword, v.newPassword),
  });
}

export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
    input: {} as ChangePasswordInput,
    output: {} as ChangePasswordOutput,
  },
  actors: {
    submitChangePassword: fromPromise<unknown, ChangePasswordRequest>(async () => {
      throw new Error('changePassword: provide the submitChangePassword actor');
    }),
  },
  guards: {
    formHasNoProblems: ({ context }) => !hasProblems(context.problems),
    popupMayBeDismissed: ({ context }) => !context.mandatory,
  },
  actions: {
    validateForm: assign({ problems: ({ context }) => validateChangePassword(context.values, context.passwordRule) }),
    forgetErrors: assign({ problems: {}, serverError: null }),
  },
}).createMachine({
  id: 'changePassword',
  context: ({ input }) => ({
    values: { oldPassword: input.oldPassword ?? '', newPassword: '', confirmNewPassword: '' },
    passwordRule: input.passwordRule,
    mandatory: input.mandatory ?? false,
    oldPasswordKnown: (input.oldPassword ?? '') !== '',
    problems: {},
    serverError: null,
    outcome: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        CHANGE: {
          actions: assign(({ context, event }) => withFieldChanged(context, event.field, event.value)),
        },
        SUBMIT: { target: 'validating', actions: 'forgetErrors' },
        // Without the guard's consent CLOSE matches nothing and is dropped.
        CLOSE: { guard: 'popupMayBeDismissed', target: 'closed', actions: assign({ outcome: 'closed' }) },
        RESET: {
          actions: assign(({ context }) => ({
            values: {
              oldPassword: context.oldPasswordKnown ? context.values.oldPassword : '',
              newPassword: '',
              confirmNewPassword: '',
            },
            problems: {},
            serverError: null,
          })),
        },
      },
    },
    validating: {
      entry: 'validateForm',
      always: [{ guard: 'formHasNoProblems', target: 'submitting' }, { target: 'editing' }],
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'submitChangePassword',
        input: ({ context }) => context.values,
        onDone: { target: 'done', actions: assign({ outcome: 'changed' }) },
        onError: {
          target: 'editing',
          actions: assign(({ context, event }) => {
            const serverError = toServerError(event.error);
            const problems = serverFieldProblems(serverError) as Problems<ChangePasswordField>;
            if (serverError.code === 'OLD_PASSWORD_WRONG') problems.oldPassword = codeProblem('OLD_PASSWORD_WRONG');
            return {
              serverError,
              problems,
              // Show the old-password input again so the member can fix it.
              oldPasswordKnown: context.oldPasswordKnown && serverError.code !== 'OLD_PASSWORD_WRONG',
            };
          }),
        },
      },
    },
    done: { type: 'final' },
    closed: { type: 'final' },
  },
  output: ({ context }) => ({ outcome: context.outcome ?? 'closed' }),
});

export type ChangePasswordSnapshot = SnapshotFrom<typeof changePasswordMachine>;
