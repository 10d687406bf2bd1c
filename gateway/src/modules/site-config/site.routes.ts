import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { API, HelpArticle, HumanCheckChallenge, PublicKeyValue, RegisterSettings, SiteConfig, SystemStatusValue } from '@wl/shared';
import type { Ctx } from '../../context.js';
import { ok } from '../../http/errors.js';
import { clientIp } from '../../http/request-info.js';
import { replies } from '../../http/schema.js';
import { registerSettings, siteConfig, systemStatus } from './view.js';
import { newHumanCheck } from '../identity/human-check.js';
import { configuredProviders } from '../identity/social-providers.js';
import { hasLiveHosts } from '../live-models/models.js';

const tags = ['system'];

export const siteRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  // `open`: the maintenance and region-blocked pages need these three (see site/gate.ts).
  app.get(
    API.whitelabel,
    {
      config: { open: true },
      schema: { tags, summary: 'Site configuration: whitelabel module tree, resources, CDNs, location, theme', response: replies(SiteConfig) },
    },
    async (req) => {
      const [providers, liveHosts] = await Promise.all([configuredProviders(ctx, req.merchant), hasLiveHosts(ctx.sql, req.merchant.id)]);
      return ok(siteConfig(req.merchant, clientIp(req), providers, liveHosts));
    },
  );

  app.get(
    API.registerSettings,
    {
      schema: { tags, summary: 'Registration tabs, field rules and countries', response: replies(RegisterSettings) },
    },
    async (req) => ok(registerSettings(ctx, req.merchant)),
  );

  app.get(
    API.status,
    {
      config: { open: true },
      schema: { tags, summary: 'System status: 0 normal, 1 maintenance, 2 region-blocked', response: replies(SystemStatusValue) },
    },
    async (req) => ok(systemStatus(req.merchant, clientIp(req))),
  );

  app.get(
    API.domainRoute,
    {
      schema: { tags, summary: 'Domains that serve this site', response: replies(Type.Array(Type.String())) },
    },
    async (req) => ok(req.merchant.settings.domains),
  );

  app.get(
    API.helpCenter,
    {
      config: { open: true },
      schema: {
        tags,
        summary: 'Help centre articles in the language asked, falling back to EN article by article',
        querystring: Type.Object({ lang: Type.Optional(Type.String({ maxLength: 8 })), device: Type.Optional(Type.String({ maxLength: 16 })) }),
        response: replies(Type.Array(HelpArticle)),
      },
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

  app.get(
    API.humanCheck,
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: { tags, summary: 'A proof-of-work challenge for the human check of login and registration (ALTCHA)', response: replies(HumanCheckChallenge) },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await newHumanCheck(ctx));
    },
  );

  app.get(
    API.publicKey,
    {
      schema: { tags, summary: 'Public key for the encrypted calls (RSA-OAEP-256 wrapping AES-256-GCM)', response: replies(PublicKeyValue) },
    },
    async () => ok(ctx.keys.publicKey),
  );
};
