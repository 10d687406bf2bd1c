import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AnnouncementInput, executionsFor, parseAnnouncementTypes, StaffAnnouncement, type Execution, ROUTES } from '@wl/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route, staffRoute } from '../../http/route.js';
import type { Ctx } from '../../context.js';
import { AppError, ok } from '../../http/errors.js';
import { bearer, clientIp } from '../../http/request-info.js';
import { deleteAnnouncement, readerData, readerPage, saveAnnouncement, setPublished, staffPage } from './announcements.js';
import type { SiteChannel } from '../site-channel/site-channel.js';
import { readerLanguages } from '../site/translations.js';

const tags = ['announcements'];

/**
 * Announcements (docs/ANNOUNCEMENTS.md). Readers need no token (guests read them); a member's token, when
 * sent and valid, makes the caller a member for the popup rules (A and F instead of B). Staff read
 * with their token, admins write; publishing pushes the item to every open page of the site.
 */
export const announcementRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx; channel: SiteChannel }> = async (app, { ctx, channel }) => {
  // Every refusal is logged with who asked (staff member, else the caller's address); the action log has the writes.
  app.addHook('onError', async (req, _reply, err) => {
    const code = err instanceof AppError ? err.code : (err as { validation?: unknown }).validation ? 'VALIDATION_FAILED' : 'INTERNAL';
    req.log.info(
      { staff: req.staff?.username ?? null, account: req.member?.account.id ?? null, code, ip: clientIp(req), url: req.url.split('?')[0] },
      'announcement call refused',
    );
  });
  route(
    app,
    ROUTES.announcements,
    {
      schema: {
        tags,
        summary: 'MCSFE_getListAnnouncements: published announcements of the asked types, grouped',
        description:
          'types: comma-separated B,PL,PU,PR,H (all when left out). Popups (PU) are only those for the caller: B without a member token, A and F with one; `execution` can only narrow that.',
      },
    },
    async (req) => {
      const types = parseAnnouncementTypes(req.query.types);
      if (!types) throw new AppError('VALIDATION_FAILED', { fields: { types: 'must be a comma-separated list of B, PL, PU, PR, H' } });
      const langs = readerLanguages(req.merchant.settings, req.query.lang);
      return ok(await readerData(ctx.sql, req.merchant.id, types, await readerExecutions(ctx, req, req.query.execution), langs));
    },
  );

  route(
    app,
    ROUTES.announcementList,
    {
      schema: { tags, summary: 'The announcement list page: published announcements, 9 a page, pinned first then newest' },
    },
    async (req) => {
      const q = { type: req.query.type, page: req.query.page ?? 1, pageSize: req.query.pageSize ?? 9 };
      return ok(await readerPage(ctx.sql, req.merchant.id, q, await readerExecutions(ctx, req), readerLanguages(req.merchant.settings, req.query.lang)));
    },
  );

  staffRoutes(app, ctx, channel);
};

/**
 * The popups a caller may read. Without a valid member token the caller is a visitor (B): a token
 * that expired is not refused here, as the call needs none. A member reads A and F; the page keeps
 * F for the first login only (it knows; machines/src/announcement.ts).
 */
async function readerExecutions(ctx: Ctx, req: FastifyRequest, narrow?: Execution): Promise<Execution[]> {
  const token = bearer(req);
  const member = await ctx.sessions.find(token, req.merchant.id);
  const all =
    member && member.account.status === 'active' ? executionsFor({ loggedIn: true, firstLogin: true }) : executionsFor({ loggedIn: false, firstLogin: false });
  return narrow ? all.filter((e) => e === narrow) : all;
}

function staffRoutes(app: FastifyInstance, ctx: Ctx, channel: SiteChannel) {
  const description =
    'SETTING_INVALID with value.fields (title blank, URL_INVALID, SEQUENCE_TAKEN, rows) otherwise; LANGUAGE_UNKNOWN for a translation in a language the site does not know. Content HTML (translations too) is sanitised before it is stored.';

  staffRoute(app, ROUTES.staffAnnouncements, 'console.read', { summary: 'Announcements, drafts included, newest first' }, async (req) => {
    const q = req.query as { type?: StaffAnnouncement['type']; page?: number; pageSize?: number };
    return ok(await staffPage(ctx.sql, req.merchant.id, { type: q.type, page: q.page ?? 1, pageSize: q.pageSize ?? 20 }));
  });
  staffRoute(app, ROUTES.staffAnnouncementsPost, 'content.edit', { summary: 'Add an announcement as a draft (admin)', description }, async (req) => {
    const row = await saveAnnouncement(ctx.sql, req.merchant.id, req.staff!.staffId, req.body as AnnouncementInput);
    req.log.info({ staff: req.staff!.username, id: row.id, ip: clientIp(req) }, 'staff added an announcement');
    return ok(row);
  });
  staffRoute(
    app,
    ROUTES.staffAnnouncementPut,
    'content.edit',
    { summary: 'Replace an announcement (admin); a published one stays published', description },
    async (req) => {
      const { id } = req.params as { id: number };
      const row = await saveAnnouncement(ctx.sql, req.merchant.id, req.staff!.staffId, req.body as AnnouncementInput, id);
      req.log.info({ staff: req.staff!.username, id, ip: clientIp(req) }, 'staff changed an announcement');
      return ok(row);
    },
  );
  staffRoute(app, ROUTES.staffAnnouncementDelete, 'content.edit', { summary: 'Delete an announcement (admin)' }, async (req) => {
    const { id } = req.params as { id: number };
    await deleteAnnouncement(ctx.sql, req.merchant.id, id);
    req.log.info({ staff: req.staff!.username, id, ip: clientIp(req) }, 'staff deleted an announcement');
    return ok(null);
  });
  for (const [def, published] of [
    [ROUTES.staffAnnouncementPublish, true],
    [ROUTES.staffAnnouncementUnpublish, false],
  ] as const) {
    staffRoute(
      app,
      def,
      'content.edit',
      {
        summary: published ? 'Publish (admin): readers see it, open pages get `announcement:published`' : 'Unpublish (admin): readers no longer see it',
      },
      async (req) => {
        const { id } = req.params as { id: number };
        const langs = readerLanguages(req.merchant.settings, undefined);
        const { staff, item } = await setPublished(ctx.sql, req.merchant.id, req.staff!.staffId, id, published, langs);
        if (item) channel.published(req.merchant.id, item);
        req.log.info({ staff: req.staff!.username, id, published, ip: clientIp(req) }, 'staff published or unpublished an announcement');
        return ok(staff);
      },
    );
  }
}

/** Registers the routes; publishing pushes on the `/site` channel app.ts attaches once Socket.IO exists. */
export async function registerAnnouncements(app: FastifyInstance, ctx: Ctx, channel: SiteChannel): Promise<void> {
  await app.register(announcementRoutes, { ctx, channel });
}
