import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ROUTES } from '@wl/shared';
import { route, staffRoute } from '../../http/route.js';
import type { Ctx } from '../../context.js';
import { AppError, ok } from '../../http/errors.js';
import { bearerSecurity } from '../../http/schema.js';
import { clientIp } from '../../http/request-info.js';
import { verifyPassword } from '../accounts/secrets.js';
import { revokeSessions } from '../accounts/sessions.js';
import { siteConfig } from '../site-config/view.js';
import { configuredProviders } from '../identity/social-providers.js';
import { hasLiveHosts } from '../live-models/models.js';
import { encodeProfileQuery, listAccounts, listOutbox, listSessions, accountProfile, type AccountKind } from './queries.js';
import { createStaffSession, findStaffSession, revokeStaffSession, staffView } from './staff-sessions.js';
import { beginStaffAttempt, failStaffAttempt, succeedStaffAttempt } from './staff-login.js';
import { checkSettingsPatch } from './settings-check.js';
import { checkBrandPatch, currencyLocked } from './brand-check.js';
import { LOGO_BOX, LOGO_MAX_BYTES, LOGO_MULTIPART_LIMITS, readLogoUpload, storeLogo } from '../site-config/logo.js';
import type { SiteChannel } from '../site-channel/site-channel.js';
import { checkLanguagesPatch, siteLanguages } from '../site/languages.js';
import { queueCounts } from './queues.js';
import { addNote, listNotes, resetMemberPassword, setAccountStatus } from './account-actions.js';
import { CAPTCHA_COOKIE } from '../identity/captcha.js';

const tags = ['support'];

export const supportRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx; siteChannel: SiteChannel }> = async (app, { ctx, siteChannel }) => {
  route(
    app,
    ROUTES.staffLogin,
    {
      // Open during maintenance and from blocked regions: staff switch maintenance off (site/gate.ts).
      config: { open: true, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Staff login (any role; the answer lists what the role may do on this site)',
        description:
          'Like the member login: after a failure whose value has `captcha: true` send `captcha` (image from /wps/captcha); 10 failures in 15 minutes lock the staff account for 15 minutes (ACCOUNT_LOCKED).',
      },
    },
    async (req) => {
      const attempt = await beginStaffAttempt(ctx, req.body, { ip: clientIp(req), captchaId: req.cookies[CAPTCHA_COOKIE] });
      const [s] = await ctx.sql<{ id: number; username: string; passwordHash: string }[]>`
      select id, username, password_hash from staff
      where lower(username) = lower(${req.body.username}) and (platform or merchant_id = ${req.merchant.id})`;
      if (!s || !(await verifyPassword(s.passwordHash, req.body.password))) return failStaffAttempt(ctx, attempt);
      await succeedStaffAttempt(ctx, attempt);
      const token = await createStaffSession(ctx.sql, s.id);
      // The role and its permissions on this site, read the way every later call reads them.
      const me = (await findStaffSession(ctx.sql, token, req.merchant.id))!;
      return ok({ token, staff: staffView(me) });
    },
  );

  staffRoute(app, ROUTES.staffMe, 'signed-in', { summary: 'The logged-in staff member' }, async (req) => ok(staffView(req.staff!)));

  // Every signed-in staff member; each queue is counted only for a role holding its permission.
  staffRoute(app, ROUTES.staffQueues, 'signed-in', { summary: "Items waiting in each work queue this role may see, with the oldest one's time" }, async (req) =>
    ok(await queueCounts(ctx.sql, req.merchant.id, [...req.staff!.permissions])),
  );

  staffRoute(app, ROUTES.staffLogout, 'signed-in', { summary: 'Staff logout' }, async (req) => {
    await revokeStaffSession(ctx.sql, req.staff!.sessionId);
    return ok(null);
  });

  staffRoute(
    app,
    ROUTES.staffAccounts,
    'members.read',
    { summary: 'Members and agents, newest first, searchable by username, mobile or email' },
    async (req) => {
      const { kind = 'all', q = '', page = 1, pageSize = 20 } = req.query;
      return ok(await listAccounts(ctx.sql, req.merchant.id, kind as AccountKind, encodeProfileQuery(q), page, pageSize));
    },
  );

  staffRoute(app, ROUTES.staffAccount, 'members.read', { summary: 'One account with wallet, downline count and known IPs' }, async (req) => {
    const p = await accountProfile(ctx.sql, req.merchant.id, req.params.id);
    if (!p) throw new AppError('NOT_FOUND');
    return ok(p);
  });

  staffRoute(app, ROUTES.staffAccountSessions, 'members.read', { summary: 'Sessions of an account, newest first' }, async (req) =>
    ok(await listSessions(ctx.sql, req.merchant.id, req.params.id, req.query.page ?? 1, req.query.pageSize ?? 20)),
  );

  staffRoute(app, ROUTES.staffRevokeSession, 'members.manage', { summary: 'Revoke a member session: its open sockets are told and closed' }, async (req) => {
    const [s] = await ctx.sql<{ id: string }[]>`
      select s.id from sessions s join accounts a on a.id = s.account_id where s.id = ${req.params.id} and a.merchant_id = ${req.merchant.id}`;
    if (!s) throw new AppError('NOT_FOUND');
    await ctx.sql.begin((tx) => revokeSessions(tx, { sessionId: req.params.id }, 'staff'));
    req.log.info({ staff: req.staff!.username, session: req.params.id, ip: clientIp(req) }, 'staff revoked a session');
    return ok(null);
  });

  staffRoute(
    app,
    ROUTES.staffAccountStatus,
    'members.manage',
    { summary: 'Suspend (every session ends, login refused) or reactivate an account, with a reason kept in its notes' },
    async (req) => {
      await setAccountStatus(ctx.sql, req.merchant.id, req.staff!.staffId, req.params.id, req.body);
      const p = await accountProfile(ctx.sql, req.merchant.id, req.params.id);
      if (!p) throw new AppError('NOT_FOUND');
      return ok(p);
    },
  );

  staffRoute(
    app,
    ROUTES.staffAccountPassword,
    'members.manage',
    {
      summary: 'Reset a member password to a temporary one, answered once: every session ends and the next sign-in must choose a new password',
      description:
        'Staff never choose or see the member password. A trial account has none (TRIAL_PASSWORD_RESET). The staff action log records the reset, never the password.',
    },
    async (req, reply) => {
      const temporaryPassword = await resetMemberPassword(ctx.sql, req.merchant.id, req.staff!.staffId, req.params.id);
      // A secret in the answer: no cache along the way may keep it.
      void reply.header('cache-control', 'no-store');
      req.log.info({ staff: req.staff!.username, account: req.params.id, ip: clientIp(req) }, 'staff reset a member password');
      return ok({ temporaryPassword });
    },
  );

  staffRoute(app, ROUTES.staffAccountNotes, 'members.read', { summary: 'Staff notes on an account, newest first (never shown to the member)' }, async (req) =>
    ok(await listNotes(ctx.sql, req.merchant.id, req.params.id)),
  );

  staffRoute(app, ROUTES.staffAccountNotesPost, 'members.read', { summary: 'Add a staff note to an account' }, async (req) =>
    ok(await addNote(ctx.sql, req.merchant.id, req.staff!.staffId, req.params.id, req.body.body)),
  );

  staffRoute(app, ROUTES.staffOutbox, 'members.read', { summary: 'SMS and email the site sent (default provider outbox)' }, async (req) =>
    ok(await listOutbox(ctx.sql, req.merchant.id, req.query.channel ?? null, req.query.q ?? '', req.query.page ?? 1, req.query.pageSize ?? 20)),
  );

  staffRoute(app, ROUTES.staffSettings, 'console.read', { summary: 'Site settings as staff edit them' }, async (req) => {
    const { social, ...settings } = req.merchant.settings;
    return ok({
      site: siteConfig(req.merchant, clientIp(req), await configuredProviders(ctx, req.merchant), await hasLiveHosts(ctx.sql, req.merchant.id)),
      settings: { ...settings, social: Object.keys(social) },
      currencyLocked: await currencyLocked(ctx.sql, req.merchant.id),
    });
  });

  staffRoute(
    app,
    ROUTES.staffSettingsPut,
    'site.settings',
    {
      summary: 'Change site settings (admin only); every open page applies them at once (`site:changed`)',
      description:
        'Refusals save nothing and name the field: PATTERN_INVALID, PATTERN_UNSAFE, SETTING_INVALID, LANGUAGE_UNKNOWN, LANGUAGE_NOT_OFFERED, THEME_COLOUR_INVALID, THEME_CONTRAST_LOW (with `ratio`), CURRENCY_UNKNOWN, CURRENCY_LOCKED (members hold wallets in another currency).',
    },
    async (req) => {
      // Patterns, blocked countries, IP rules and languages are checked (and normalised) before saving.
      const patch = checkLanguagesPatch(checkSettingsPatch(req.body), siteLanguages(req.merchant.settings));
      await checkBrandPatch(ctx.sql, req.merchant.id, patch);
      await ctx.merchants.update(ctx.sql, req.merchant.id, patch as Record<string, unknown>);
      req.log.info({ staff: req.staff!.username, keys: Object.keys(patch) }, 'site settings changed');
      // Other nodes trust their cached settings for up to a second: the pages wait that out (stores/site.ts).
      siteChannel.changed(req.merchant.id);
      return ok(null);
    },
  );

  // Multipart is parsed for the logo route only: every other route keeps refusing it (415).
  await app.register(async (scoped) => {
    await scoped.register(multipart, { limits: LOGO_MULTIPART_LIMITS, throwFileSizeLimit: true });
    route(
      scoped,
      ROUTES.staffSettingsLogo,
      {
        config: { auth: 'staff', permission: 'site.settings', rateLimit: { max: 10, timeWindow: '1 minute' } },
        schema: {
          tags,
          summary: 'Upload the site logo (multipart/form-data, file `logo`): every open page shows it at once',
          description: `One PNG or JPEG of at most ${LOGO_MAX_BYTES / 1024 / 1024} MB, checked by content and scaled down to fit ${LOGO_BOX.width} x ${LOGO_BOX.height}. Refusals save nothing: UPLOAD_TOO_LARGE, UPLOAD_TYPE_NOT_ALLOWED, UPLOAD_IMAGE_TOO_LARGE, UPLOAD_CONTENT_INVALID.`,
          consumes: ['multipart/form-data'],
          security: bearerSecurity,
        },
      },
      async (req) => {
        const logo = await storeLogo(ctx.sql, req.merchant.id, await readLogoUpload(req));
        await ctx.merchants.update(ctx.sql, req.merchant.id, { logo });
        req.log.info({ staff: req.staff!.username, logo: logo.path }, 'site logo changed');
        siteChannel.changed(req.merchant.id);
        return ok(logo);
      },
    );
  });
};
