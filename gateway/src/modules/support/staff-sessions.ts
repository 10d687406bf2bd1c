import type { Db } from '../../db/index.js';
import type { StaffAuth } from '../../context.js';
import type { StaffRoleName } from '@wl/shared';
import { hashToken, newToken } from '../accounts/secrets.js';
import { effectivePermissions } from './staff-roles.js';

export async function createStaffSession(db: Db, staffId: number): Promise<string> {
  const token = newToken();
  await db`insert into staff_sessions (staff_id, token_hash, expires_at) values (${staffId}, ${hashToken(token)}, now() + interval '8 hours')`;
  return token;
}

/**
 * The staff member behind a live token, only if they may act on `merchantId` (the merchant of
 * the host): their own merchant, or any merchant for platform-wide staff. A token of another
 * merchant's staff finds nothing, exactly like an unknown token (docs/TENANCY.md).
 */
export async function findStaffSession(db: Db, token: string, merchantId: number): Promise<StaffAuth | null> {
  if (token.length > 100) return null;
  // The role's permissions on the site of the host (a platform-wide member gets that site's sets).
  const [row] = await db<{ id: string; staffId: number; username: string; role: StaffRoleName; permissions: string[] | null }[]>`
    select s.id, s.staff_id, st.username, st.role, rp.permissions from staff_sessions s join staff st on st.id = s.staff_id
    left join staff_role_permissions rp on rp.merchant_id = ${merchantId} and rp.role = st.role
    where s.token_hash = ${hashToken(token)} and s.revoked_at is null and s.expires_at > now()
      and (st.platform or st.merchant_id = ${merchantId})`;
  if (!row) return null;
  return {
    sessionId: Number(row.id),
    staffId: row.staffId,
    username: row.username,
    role: row.role,
    permissions: new Set(effectivePermissions(row.role, row.permissions)),
  };
}

/** What the console is told about the signed-in staff member: who, which role, what it may do here. */
export const staffView = (s: StaffAuth) => ({ id: s.staffId, username: s.username, role: s.role, permissions: [...s.permissions] });

export async function revokeStaffSession(db: Db, sessionId: number) {
  await db`update staff_sessions set revoked_at = now() where id = ${sessionId}`;
}
