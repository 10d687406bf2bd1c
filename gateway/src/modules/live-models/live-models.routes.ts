import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { API, IdParams, ROUTES } from '@wl/shared';
import type { FastifyRequest } from 'fastify';
import { randomInt } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { route } from '../../http/route.js';
import type { Ctx } from '../../context.js';
import { AppError, fail, ok } from '../../http/errors.js';
import { bearer, clientIp } from '../../http/request-info.js';
import { optionalMember } from '../accounts/accounts.js';
import { etagMatches, etagOf } from '../../http/etag.js';
import { avatarSvg } from './avatar.js';
import { demoChatRoutes } from './demo-chat/demo-chat.routes.js';
import { avatarOf, byLiveness, enabledModels, findEnabledModel, publicView, recordLaunch } from './models.js';
import { CachedStatuses, HttpChatProvider, ProviderRefusal, providerSettings, type ChatProvider } from './provider.js';
import { liveModelStaffRoutes } from './staff.routes.js';

const tags = ['live'];
/** Chats opened per minute from one address on one site (no token is needed, so the address is the budget). */
export const LAUNCHES_PER_MINUTE = 10;

/**
 * Live hosts and their chat (docs/LIVE-MODELS.md). Neither call needs a token: guests watch and
 * chat too. A token that is sent must be good, as for feedback: the page learns its session
 * ended instead of chatting as a guest by surprise.
 */
export const liveModelsRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx; provider?: ChatProvider }> = async (app, { ctx, provider: given }) => {
  const settings = providerSettings(ctx.config);
  const ownAddress = () => {
    const a = app.server.address() as AddressInfo | null;
    const host = !a || a.address === '0.0.0.0' || a.address === '::' ? '127.0.0.1' : a.address.includes(':') ? `[${a.address}]` : a.address;
    return `http://${host}:${a?.port ?? 0}`;
  };
  // The demo provider is always served (like the demo game vendor); it is used unless a URL names another.
  await app.register(demoChatRoutes, { secret: settings.secret });
  const provider = given ?? new HttpChatProvider(() => settings.url ?? `${ownAddress()}/demo-chat`, settings.secret);
  const statuses = new CachedStatuses(provider, 5_000, (err) => app.log.warn({ err: String(err) }, 'live chat provider unreachable: every host reads offline'));

  app.addHook('onError', async (req, _reply, err) => {
    const code = err instanceof AppError ? err.code : (err as { statusCode?: number }).statusCode === 429 ? 'TOO_MANY_REQUESTS' : null;
    if (code)
      req.log.warn(
        { code, account: req.member?.account.id ?? null, staff: req.staff?.username ?? null, ip: clientIp(req), url: req.url.split('?')[0] },
        'live model call refused',
      );
  });

  route(
    app,
    ROUTES.modelList,
    {
      schema: {
        tags,
        summary: "CBS_modelList: the site's live hosts with their status and viewers (no token needed)",
        description:
          "Enabled hosts only, on air first (most watched first), then the staff's order. pageSize at most 50 (default 20). A provider that cannot be reached shows every host offline.",
      },
    },
    async (req) => {
      const pageNo = req.query.pageNo ?? 1;
      const pageSize = req.query.pageSize ?? 20;
      const [rows, hosts] = await Promise.all([enabledModels(ctx.sql, req.merchant.id), statuses.get()]);
      const all = rows.map((r) => ({ ...publicView(r, hosts), sort: r.sort })).sort(byLiveness);
      const list = all.slice((pageNo - 1) * pageSize, pageNo * pageSize).map(({ sort: _sort, ...m }) => m);
      return ok({ list, pageNo, pageSize, total: all.length });
    },
  );

  route(
    app,
    ROUTES.launchChat,
    {
      config: {
        rateLimit: {
          max: LAUNCHES_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: (req: FastifyRequest) => `chat-launch:${req.merchant?.id ?? 0}:${clientIp(req)}`,
        },
      },
      schema: {
        tags,
        summary: "CBS_launchChat: open a chat with a live host; the answer's chatUrl goes into an iframe (no token needed)",
        description:
          "A guest chats as Guest-nnnn, a member (token sent) under its nickname. MODEL_NOT_FOUND (unknown, switched off or another site's), MODEL_OFFLINE (not on air), TRY_AGAIN (provider unreachable), TOKEN_INVALID (a token sent that is no longer good). The URL carries a signed session token valid 20 minutes. At most 10 a minute per address.",
      },
    },
    async (req) => {
      const ip = clientIp(req);
      const member = await optionalMember(ctx.sql, bearer(req), req.merchant.id);
      const model = await findEnabledModel(ctx.sql, req.merchant.id, req.body.modelId);
      if (!model) throw new AppError('MODEL_NOT_FOUND');
      const displayName = member ? (member.nickname || member.username).slice(0, 64) : `Guest-${randomInt(1000, 10_000)}`;
      let session: { url: string; expiresAt: string };
      try {
        session = await provider.openSession({ hostRef: model.hostRef, hostName: model.name, displayName });
      } catch (err) {
        if (err instanceof ProviderRefusal && err.code === 'MODEL_OFFLINE') throw new AppError('MODEL_OFFLINE');
        req.log.error({ err: String(err), model: model.id }, 'live chat provider failed to open a chat');
        throw new AppError('TRY_AGAIN');
      }
      await recordLaunch(ctx.sql, { merchantId: req.merchant.id, modelId: Number(model.id), accountId: member ? Number(member.id) : null, displayName, ip });
      req.log.info({ model: model.id, account: member?.id ?? null, ip }, 'live chat opened');
      return ok({ chatUrl: session.url, modelName: model.name, displayName, expiresAt: session.expiresAt });
    },
  );

  app.get(
    API.liveModelAvatar,
    {
      schema: { hide: true, params: IdParams, querystring: Type.Object({ v: Type.Optional(Type.String({ maxLength: 40 })) }) },
    },
    async (req, reply) => {
      const m = await avatarOf(ctx.sql, req.merchant.id, req.params.id);
      if (!m) return reply.status(404).send(fail('MODEL_NOT_FOUND'));
      const svg = avatarSvg(m.name, m.hue);
      const etag = etagOf(svg);
      reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
      if (etagMatches(req.headers['if-none-match'], etag)) return reply.status(304).send();
      return reply.type('image/svg+xml; charset=utf-8').send(svg);
    },
  );

  await app.register(liveModelStaffRoutes, { ctx, statuses });
};
