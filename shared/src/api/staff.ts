import { Type, type Static } from '@sinclair/typebox';
import { StaffPermissionSchema, StaffRoleSchema } from './staff-permissions.js';

export const StaffRole = StaffRoleSchema;
export type StaffRole = Static<typeof StaffRole>;

export const StaffLoginRequest = Type.Object(
  {
    username: Type.String({ maxLength: 64 }),
    password: Type.String({ maxLength: 128 }),
    /** Required after a failure (the refusal's value has `captcha: true`), as for members. */
    captcha: Type.Optional(Type.String({ maxLength: 16 })),
  },
  { additionalProperties: false },
);
export const StaffLoginValue = Type.Object({
  token: Type.String(),
  staff: Type.Object({ id: Type.Integer(), username: Type.String(), role: StaffRole, permissions: Type.Array(StaffPermissionSchema) }),
});
export type StaffLoginValue = Static<typeof StaffLoginValue>;

export const AccountRow = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  nickname: Type.String(),
  type: Type.Integer(),
  status: Type.String(),
  mobileNum: Type.Union([Type.String(), Type.Null()]),
  email: Type.Union([Type.String(), Type.Null()]),
  parentUsername: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  lastLoginAt: Type.Union([Type.String(), Type.Null()]),
});
export type AccountRow = Static<typeof AccountRow>;

export const AccountProfile = Type.Composite([
  AccountRow,
  Type.Object({
    payeeName: Type.Union([Type.String(), Type.Null()]),
    verifyMethod: Type.Union([Type.String(), Type.Null()]),
    language: Type.String(),
    balance: Type.Integer(),
    currency: Type.String(),
    downlineCount: Type.Integer(),
    knownIps: Type.Array(Type.String()),
  }),
]);
export type AccountProfile = Static<typeof AccountProfile>;

export const SessionRow = Type.Object({
  id: Type.Integer(),
  createdAt: Type.String(),
  expiresAt: Type.String(),
  lastSeenAt: Type.String(),
  ip: Type.String(),
  userAgent: Type.String(),
  revokedAt: Type.Union([Type.String(), Type.Null()]),
  revokedReason: Type.Union([Type.String(), Type.Null()]),
});
export type SessionRow = Static<typeof SessionRow>;

export const OutboxRow = Type.Object({
  id: Type.Integer(),
  channel: Type.Union([Type.Literal('sms'), Type.Literal('email')]),
  recipient: Type.String(),
  subject: Type.String(),
  body: Type.String(),
  createdAt: Type.String(),
});
export type OutboxRow = Static<typeof OutboxRow>;

/** Suspend (`disabled`: every session ends, login refused) or reactivate an account, with the reason staff give. */
export const AccountStatusRequest = Type.Object(
  {
    status: Type.Union([Type.Literal('active'), Type.Literal('disabled')]),
    reason: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);
export type AccountStatusRequest = Static<typeof AccountStatusRequest>;

/**
 * A staff password reset: the temporary password the gateway drew, shown to the staff member once
 * and never stored in clear. The member must choose a new password when they sign in with it.
 */
export const StaffPasswordReset = Type.Object({ temporaryPassword: Type.String() });
export type StaffPasswordReset = Static<typeof StaffPasswordReset>;

/** A staff note on an account: what support should know next time (never shown to the member). */
export const AccountNote = Type.Object({
  id: Type.Integer(),
  body: Type.String(),
  staff: Type.String(),
  createdAt: Type.String(),
});
export type AccountNote = Static<typeof AccountNote>;
export const AccountNoteRequest = Type.Object({ body: Type.String({ minLength: 1, maxLength: 1000 }) }, { additionalProperties: false });
export type AccountNoteRequest = Static<typeof AccountNoteRequest>;
