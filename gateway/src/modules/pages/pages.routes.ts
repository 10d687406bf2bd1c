import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ArticleInput, StaffArticlesQuery, ROUTES } from '@wl/shared';
import { route, staffRoute } from '../../http/route.js';
import type { Ctx } from '../../context.js';
import { ok } from '../../http/errors.js';
import { clientIp } from '../../http/request-info.js';
import { publicAppLinks, saveAppLink, staffAppLinks } from './app-links.js';
import { createArticle, publicArticle, publicArticles, setPublished, staffArticles, updateArticle } from './articles.js';
import { securityCentreRoutes } from './security-centre.routes.js';

/**
 * App links, blog and news (docs/PAGES.md): public reads need no token; staff of either role read
 * the console lists, admins write (like the help centre and home content). The security centre's
 * member routes register here too, so app.ts registers the module once.
 */
export const pagesRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  route(
    app,
    ROUTES.appLinks,
    {
      schema: { tags: ['site'], summary: 'The iOS and Android apps of this site (a disabled platform has no url)' },
    },
    async (req) => ok(await publicAppLinks(ctx.sql, req.merchant.id)),
  );

  route(
    app,
    ROUTES.articles,
    {
      schema: { tags: ['site'], summary: 'Published blog or news articles, newest first; a language without any falls back to EN' },
    },
    async (req) => ok(await publicArticles(ctx.sql, req.merchant.id, req.query)),
  );

  route(
    app,
    ROUTES.article,
    {
      schema: { tags: ['site'], summary: 'One published article (HTML body, sanitised)' },
    },
    async (req) => ok(await publicArticle(ctx.sql, req.merchant.id, req.params.id)),
  );

  staffRoute(app, ROUTES.staffAppLinks, 'console.read', { summary: 'Both app entries with who changed them last' }, async (req) =>
    ok(await staffAppLinks(ctx.sql, req.merchant.id)),
  );

  staffRoute(
    app,
    ROUTES.staffAppLink,
    'content.edit',
    {
      summary: "Replace one platform's app entry (admin)",
      description: 'The URL must be https or a path on this site (APP_LINK_URL_INVALID otherwise); the site configuration resources follow.',
    },
    async (req) => {
      const saved = await saveAppLink(ctx, req.merchant.id, req.staff!.staffId, req.params.platform, req.body);
      req.log.info({ staff: req.staff!.username, platform: saved.platform, enabled: saved.enabled, ip: clientIp(req) }, 'app link saved');
      return ok(saved);
    },
  );

  staffRoute(app, ROUTES.staffArticles, 'console.read', { summary: 'Articles of every status, last changed first' }, async (req) =>
    ok(await staffArticles(ctx.sql, req.merchant.id, req.query as StaffArticlesQuery)),
  );

  staffRoute(
    app,
    ROUTES.staffArticlesPost,
    'content.edit',
    { summary: 'Write a new article as a draft (admin); the body is sanitised before it is stored' },
    async (req) => {
      const saved = await createArticle(ctx.sql, req.merchant.id, req.staff!.staffId, req.body as ArticleInput);
      req.log.info({ staff: req.staff!.username, article: saved.id, ip: clientIp(req) }, 'article created');
      return ok(saved);
    },
  );

  staffRoute(app, ROUTES.staffArticle, 'content.edit', { summary: 'Edit an article (admin); its status does not change' }, async (req) =>
    ok(await updateArticle(ctx.sql, req.merchant.id, req.staff!.staffId, req.params.id, req.body as ArticleInput)),
  );

  for (const [def, published] of [
    [ROUTES.staffArticlePublish, true],
    [ROUTES.staffArticleUnpublish, false],
  ] as const) {
    staffRoute(
      app,
      def,
      'content.edit',
      {
        summary: published ? 'Publish an article (admin)' : 'Take an article back to draft (admin)',
      },
      async (req) => {
        const saved = await setPublished(ctx.sql, req.merchant.id, req.staff!.staffId, req.params.id, published);
        req.log.info({ staff: req.staff!.username, article: saved.id, status: saved.status, ip: clientIp(req) }, 'article status');
        return ok(saved);
      },
    );
  }

  await app.register(securityCentreRoutes, { ctx });
};
