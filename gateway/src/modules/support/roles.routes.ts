import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type StaffPermission, type StaffRoleName, ROUTES } from '@wl/shared';
import { staffRoute } from '../../http/route.js';
import type { Ctx } from '../../context.js';
import { ok } from '../../http/errors.js';
import { listRoles, updateRole } from './staff-roles.js';

/** Staff roles and what each may do on this site (docs/STAFF.md). Edits are in the staff action log. */
export const rolesRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  staffRoute(app, ROUTES.staffRoles, 'staff.roles', { summary: 'The five roles and their permissions on this site' }, async (req) =>
    ok(await listRoles(ctx.sql, req.merchant.id)),
  );

  staffRoute(
    app,
    ROUTES.staffRole,
    'staff.roles',
    {
      summary: "Replace one role's permissions on this site",
      description: 'admin always holds every permission: FORBIDDEN. Takes effect on the next call of every staff member with the role.',
    },
    async (req) =>
      ok(await updateRole(ctx.sql, req.merchant.id, req.params.role as StaffRoleName, req.body.permissions as StaffPermission[], req.staff!.staffId)),
  );
};
