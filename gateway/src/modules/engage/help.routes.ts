import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HelpArticleInput, ROUTES } from '@wl/shared';
import { staffRoute } from '../../http/route.js';
import type { Ctx } from '../../context.js';
import { ok } from '../../http/errors.js';
import { clientIp } from '../../http/request-info.js';
import { deleteHelp, listHelp, saveHelp } from './help.js';

/**
 * Help centre editing in the console (docs/ENGAGE.md): staff of either role read, admins write
 * (like the home content). The members' read is GET /wps/system/helpCenter in site.routes.ts.
 */
export const helpRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  staffRoute(app, ROUTES.staffHelp, 'console.read', { summary: 'Help articles of one language, with the EN ones it falls back to' }, async (req) =>
    ok(await listHelp(ctx.sql, req.merchant.id, (req.query.lang as string | undefined) ?? 'EN')),
  );

  staffRoute(
    app,
    ROUTES.staffHelpPut,
    'content.edit',
    {
      summary: 'Create or replace the help article of a language and slug (admin)',
      description:
        'Content is HTML, sanitised before it is stored (scripts, handlers, styles and forms removed); the title is plain text. The slug is the /help#<slug> anchor.',
    },
    async (req) => {
      const saved = await saveHelp(ctx.sql, req.merchant.id, req.staff!.staffId, req.body as HelpArticleInput);
      req.log.info({ staff: req.staff!.username, lang: saved.lang, slug: saved.slug, ip: clientIp(req) }, 'help article saved');
      return ok(saved);
    },
  );

  staffRoute(app, ROUTES.staffHelpArticle, 'content.edit', { summary: 'Delete one help article (admin)' }, async (req) => {
    await deleteHelp(ctx.sql, req.merchant.id, req.params.id);
    req.log.info({ staff: req.staff!.username, article: req.params.id, ip: clientIp(req) }, 'help article deleted');
    return ok(null);
  });
};
