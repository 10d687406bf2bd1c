import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HelpArticleInput, ROUTES } from '@wl/shared';
import { route } from '../../http/route.js';
import type { Ctx } from '../../context.js';
import { ok } from '../../http/errors.js';
import { clientIp } from '../../http/request-info.js';
import { bearerSecurity as security } from '../../http/schema.js';
import { deleteHelp, listHelp, saveHelp } from './help.js';

const tags = ['support'];

/**
 * Help centre editing in the console (docs/ENGAGE.md): staff of either role read, admins write
 * (like the home content). The members' read is GET /wps/system/helpCenter in site.routes.ts.
 */
export const helpRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  route(
    app,
    ROUTES.staffHelp,
    {
      config: { auth: 'staff', permission: 'console.read' },
      schema: { tags, summary: 'Help articles of one language, with the EN ones it falls back to', security },
    },
    async (req) => ok(await listHelp(ctx.sql, req.merchant.id, (req.query.lang as string | undefined) ?? 'EN')),
  );

  route(
    app,
    ROUTES.staffHelpPut,
    {
      config: { auth: 'staff', permission: 'content.edit' },
      schema: {
        tags,
        summary: 'Create or replace the help article of a language and slug (admin)',
        security,
        description:
          'Content is HTML, sanitised before it is stored (scripts, handlers, styles and forms removed); the title is plain text. The slug is the /help#<slug> anchor.',
      },
    },
    async (req) => {
      const saved = await saveHelp(ctx.sql, req.merchant.id, req.staff!.staffId, req.body as HelpArticleInput);
      req.log.info({ staff: req.staff!.username, lang: saved.lang, slug: saved.slug, ip: clientIp(req) }, 'help article saved');
      return ok(saved);
    },
  );

  route(
    app,
    ROUTES.staffHelpArticle,
    {
      config: { auth: 'staff', permission: 'content.edit' },
      schema: { tags, summary: 'Delete one help article (admin)', security },
    },
    async (req) => {
      await deleteHelp(ctx.sql, req.merchant.id, req.params.id);
      req.log.info({ staff: req.staff!.username, article: req.params.id, ip: clientIp(req) }, 'help article deleted');
      return ok(null);
    },
  );
};
