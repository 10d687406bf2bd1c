import { Type, type Static } from '@sinclair/typebox';
import { STAFF_PERMISSIONS, STAFF_ROLES, type StaffPermission, type StaffRoleName } from './staff-permission-rules.js';

/** The roles API (docs/STAFF.md); the permissions themselves are in staff-permission-rules.ts. */
// Enums of strings (one schema each), typed as the union they are.
export const StaffPermissionSchema = Type.Unsafe<StaffPermission>(Type.String({ enum: [...STAFF_PERMISSIONS] }));
export const StaffRoleSchema = Type.Unsafe<StaffRoleName>(Type.String({ enum: [...STAFF_ROLES] }));

export const StaffRoleView = Type.Object({
  role: StaffRoleSchema,
  permissions: Type.Array(StaffPermissionSchema),
  /** False for admin, which always holds every permission. */
  editable: Type.Boolean(),
  /** True when this site changed the role's set from the default. */
  customised: Type.Boolean(),
  staffCount: Type.Integer(),
});
export type StaffRoleView = Static<typeof StaffRoleView>;
export const StaffRoleList = Type.Object({ list: Type.Array(StaffRoleView), permissions: Type.Array(StaffPermissionSchema) });
export type StaffRoleList = Static<typeof StaffRoleList>;

export const StaffRoleUpdate = Type.Object(
  { permissions: Type.Array(StaffPermissionSchema, { uniqueItems: true, maxItems: STAFF_PERMISSIONS.length }) },
  { additionalProperties: false },
);
export type StaffRoleUpdate = Static<typeof StaffRoleUpdate>;
export const StaffRoleParams = Type.Object({ role: StaffRoleSchema });

/** An adjustment or a staff rebate waiting for a second staff member (four eyes). */
export const StaffApproval = Type.Object({
  id: Type.Integer(),
  /** `rebate`: a rebate booked by staff (always a credit, journal kind rebate.manual). */
  kind: Type.Union([Type.Literal('adjustment'), Type.Literal('rebate')]),
  accountId: Type.Integer(),
  username: Type.String(),
  direction: Type.Union([Type.Literal('credit'), Type.Literal('debit')]),
  amount: Type.Integer(),
  currency: Type.String(),
  reason: Type.String(),
  requestedBy: Type.String(),
  createdAt: Type.String(),
  status: Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('refused')]),
  decidedBy: Type.Union([Type.String(), Type.Null()]),
  note: Type.Union([Type.String(), Type.Null()]),
  journalId: Type.Union([Type.Integer(), Type.Null()]),
});
export type StaffApproval = Static<typeof StaffApproval>;
export const StaffApprovalList = Type.Object({ list: Type.Array(StaffApproval), fourEyesAmount: Type.Integer() });
export type StaffApprovalList = Static<typeof StaffApprovalList>;
export const StaffApprovalRefuse = Type.Object({ note: Type.String({ maxLength: 200 }) }, { additionalProperties: false });
export type StaffApprovalRefuse = Static<typeof StaffApprovalRefuse>;
