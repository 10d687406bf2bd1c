import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { API, HelpArticle, ROUTES } from '@wl/shared';
import { route } from '../../http/route.js';
import type { Ctx } from '../../context.js';
import { AppError, ok } from '../../http/errors.js';
import { clientIp } from '../../http/request-info.js';
import { registerSettings, siteConfig, siteTexts, systemStatus } from './view.js';
import { readLogo } from './logo.js';
import { newHumanCheck } from '../identity/human-check.js';
import { configuredProviders } from '../identity/social-providers.js';
import { hasLiveHosts } from '../live-models/models.js';

const tags = ['system'];

export const siteRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  // `open`: the maintenance and region-blocked pages need these three (see site/gate.ts).
  route(
    app,
    ROUTES.whitelabel,
    {
      config: { open: true },
      schema: { tags, summary: 'Site configuration: whitelabel module tree, resources, CDNs, location, theme' },
    },
    async (req) => {
      const [providers, liveHosts] = await Promise.all([configuredProviders(ctx, req.merchant), hasLiveHosts(ctx.sql, req.merchant.id)]);
      return ok(siteConfig(req.merchant, clientIp(req), providers, liveHosts));
    },
  );

  // Bytes, not JSON: outside the route table like the generated art. Open, as the maintenance page shows the brand.
  app.get<{ Params: { file: string } }>(
    API.siteLogo,
    {
      config: { open: true },
      schema: { hide: true, params: Type.Object({ file: Type.String({ maxLength: 40 }) }) },
    },
    async (req, reply) => {
      const logo = await readLogo(ctx.sql, req.merchant.id, req.params.file);
      if (!logo) throw new AppError('NOT_FOUND');
      // The name is the content's hash: a new logo is a new name, so this one never changes.
      return reply.type(logo.mime).header('cache-control', 'public, max-age=31536000, immutable').send(logo.bytes);
    },
  );

  route(
    app,
    ROUTES.registerSettings,
    {
      schema: { tags, summary: 'Registration tabs, field rules and countries' },
    },
    async (req) => ok(registerSettings(ctx, req.merchant)),
  );

  route(
    app,
    ROUTES.status,
    {
      config: { open: true },
      schema: { tags, summary: 'System status: 0 normal, 1 maintenance, 2 region-blocked' },
    },
    async (req) => ok(systemStatus(req.merchant, clientIp(req))),
  );

  route(
    app,
    ROUTES.domainRoute,
    {
      schema: { tags, summary: 'Domains that serve this site' },
    },
    async (req) => ok(req.merchant.settings.domains),
  );

  route(
    app,
    ROUTES.helpCenter,
    {
      config: { open: true },
      schema: { tags, summary: 'Help centre articles in the language asked, falling back to EN article by article' },
    },
    async (req) => {
      const lang = (req.query.lang ?? 'EN').toUpperCase();
      const rows = await ctx.sql<HelpArticle[]>`
      select distinct on (slug) id, slug, title, content, sort from help_articles
      where merchant_id = ${req.merchant.id} and lang in (${lang}, 'EN')
      order by slug, (lang = ${lang}) desc`;
      return ok(rows.sort((a, b) => a.sort - b.sort));
    },
  );

  route(
    app,
    ROUTES.siteTexts,
    {
      schema: { tags, summary: "The footer's licence text and the agent invitation in the language asked, else the site's default, else the base text" },
    },
    async (req) => ok(siteTexts(req.merchant, req.query.lang)),
  );

  route(
    app,
    ROUTES.humanCheck,
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: { tags, summary: 'A proof-of-work challenge for the human check of login and registration (ALTCHA)' },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await newHumanCheck(ctx));
    },
  );

  route(
    app,
    ROUTES.publicKey,
    {
      schema: { tags, summary: 'Public key for the encrypted calls (RSA-OAEP-256 wrapping AES-256-GCM)' },
    },
    async () => ok(ctx.keys.publicKey),
  );
};
