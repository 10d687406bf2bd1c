import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { API, HelpArticleInput, IdParams, StaffHelpArticle, StaffHelpQuery } from '@wl/shared';
import type { Ctx } from '../../context.js';
import { ok } from '../../http/errors.js';
import { clientIp } from '../../http/request-info.js';
import { bearerSecurity as security, NullValue, replies } from '../../http/schema.js';
import { deleteHelp, listHelp, saveHelp } from './help.js';

const tags = ['support'];

/**
 * Help centre editing in the console (docs/ENGAGE.md): staff of either role read, admins write
 * (like the home content). The members' read is GET /wps/system/helpCenter in site.routes.ts.
 */
export const helpRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.get(
    API.staffHelp,
    {
      config: { auth: 'staff', permission: 'console.read' },
      schema: {
        tags,
        summary: 'Help articles of one language, with the EN ones it falls back to',
        security,
        querystring: StaffHelpQuery,
        response: replies(Type.Array(StaffHelpArticle)),
      },
    },
    async (req) => ok(await listHelp(ctx.sql, req.merchant.id, (req.query.lang as string | undefined) ?? 'EN')),
  );

  app.put(
    API.staffHelp,
    {
      config: { auth: 'staff', permission: 'content.edit' },
      schema: {
        tags,
        summary: 'Create or replace the help article of a language and slug (admin)',
        security,
        description:
          'Content is HTML, sanitised before it is stored (scripts, handlers, styles and forms removed); the title is plain text. The slug is the /help#<slug> anchor.',
        body: HelpArticleInput,
        response: replies(StaffHelpArticle),
      },
    },
    async (req) => {
      const saved = await saveHelp(ctx.sql, req.merchant.id, req.staff!.staffId, req.body as HelpArticleInput);
      req.log.info({ staff: req.staff!.username, lang: saved.lang, slug: saved.slug, ip: clientIp(req) }, 'help article saved');
      return ok(saved);
    },
  );

  app.delete(
    API.staffHelpArticle,
    {
      config: { auth: 'staff', permission: 'content.edit' },
      schema: { tags, summary: 'Delete one help article (admin)', security, params: IdParams, response: replies(NullValue) },
    },
    async (req) => {
      await deleteHelp(ctx.sql, req.merchant.id, req.params.id);
      req.log.info({ staff: req.staff!.username, article: req.params.id, ip: clientIp(req) }, 'help article deleted');
      return ok(null);
    },
  );
};
