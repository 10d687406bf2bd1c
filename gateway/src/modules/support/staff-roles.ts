import { DEFAULT_ROLE_PERMISSIONS, STAFF_PERMISSIONS, STAFF_ROLES, type StaffPermission, type StaffRoleList, type StaffRoleName } from '@wl/shared';
import type { Db, Sql } from '../../db/index.js';
import { AppError } from '../../http/errors.js';

/**
 * What each staff role may do on a site (docs/STAFF.md): the site's own set when its admin
 * changed one, else the built-in default. `admin` always holds every permission and cannot be
 * edited, so no edit can leave a site without someone who can edit roles.
 */

const KNOWN = new Set<string>(STAFF_PERMISSIONS);

/** A stored set, kept to the permissions this version knows (a removed one simply stops counting). */
export function effectivePermissions(role: StaffRoleName, stored: string[] | null): StaffPermission[] {
  if (role === 'admin') return [...STAFF_PERMISSIONS];
  const set = stored ?? DEFAULT_ROLE_PERMISSIONS[role];
  return STAFF_PERMISSIONS.filter((p) => set.includes(p) && KNOWN.has(p));
}

export async function listRoles(db: Db, merchantId: number): Promise<StaffRoleList> {
  const [stored, counts] = await Promise.all([
    db<{ role: StaffRoleName; permissions: string[] }[]>`select role, permissions from staff_role_permissions where merchant_id = ${merchantId}`,
    db<{ role: StaffRoleName; n: number }[]>`select role, count(*)::int as n from staff where merchant_id = ${merchantId} group by role`,
  ]);
  const own = new Map(stored.map((r) => [r.role, r.permissions]));
  const n = new Map(counts.map((c) => [c.role, c.n]));
  return {
    permissions: [...STAFF_PERMISSIONS],
    list: STAFF_ROLES.map((role) => ({
      role,
      permissions: effectivePermissions(role, own.get(role) ?? null),
      editable: role !== 'admin',
      customised: own.has(role),
      staffCount: n.get(role) ?? 0,
    })),
  };
}

/** Replaces a role's set on one site. The set is stored whole, so later defaults never widen an edited role. */
export async function updateRole(sql: Sql, merchantId: number, role: StaffRoleName, permissions: StaffPermission[], staffId: number): Promise<StaffRoleList> {
  if (role === 'admin') throw new AppError('FORBIDDEN', { reason: 'admin holds every permission' });
  const set = STAFF_PERMISSIONS.filter((p) => permissions.includes(p));
  await sql`
    insert into staff_role_permissions (merchant_id, role, permissions, updated_by) values (${merchantId}, ${role}, ${set}, ${staffId})
    on conflict (merchant_id, role) do update set permissions = excluded.permissions, updated_by = excluded.updated_by, updated_at = now()`;
  return listRoles(sql, merchantId);
}
