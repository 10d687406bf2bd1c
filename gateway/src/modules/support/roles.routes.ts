import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type StaffPermission, type StaffRoleName, ROUTES } from '@wl/shared';
import { route } from '../../http/route.js';
import type { Ctx } from '../../context.js';
import { ok } from '../../http/errors.js';
import { bearerSecurity } from '../../http/schema.js';
import { listRoles, updateRole } from './staff-roles.js';

const tags = ['support'];
const security = bearerSecurity;

/** Staff roles and what each may do on this site (docs/STAFF.md). Edits are in the staff action log. */
export const rolesRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  route(
    app,
    ROUTES.staffRoles,
    {
      config: { auth: 'staff', permission: 'staff.roles' },
      schema: { tags, summary: 'The five roles and their permissions on this site', security },
    },
    async (req) => ok(await listRoles(ctx.sql, req.merchant.id)),
  );

  route(
    app,
    ROUTES.staffRole,
    {
      config: { auth: 'staff', permission: 'staff.roles' },
      schema: {
        tags,
        summary: "Replace one role's permissions on this site",
        security,
        description: 'admin always holds every permission: FORBIDDEN. Takes effect on the next call of every staff member with the role.',
      },
    },
    async (req) =>
      ok(await updateRole(ctx.sql, req.merchant.id, req.params.role as StaffRoleName, req.body.permissions as StaffPermission[], req.staff!.staffId)),
  );
};
