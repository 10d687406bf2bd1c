import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config.js';
import type { Ctx } from './context.js';
import type { Sql } from './db/index.js';
import { clientErrorHandler, frameworkErrors, installErrorHandler } from './http/error-handler.js';
import { fail } from './http/errors.js';
import { installGuards } from './plugins/guards.js';
import { installInputGuard } from './http/input-guard.js';
import { splitValidators } from './http/validator.js';
import { sharedSerializers } from './http/serializer.js';
import { PayloadKeys } from './http/payload-keys.js';
import { memberRoutes } from './modules/identity/member.routes.js';
import { walletRoutes } from './modules/wallet/wallet.routes.js';
import { depositRoutes } from './modules/deposit/deposit.routes.js';
import { depositStaffRoutes } from './modules/deposit/deposit-staff.routes.js';
import { cashierSettingsRoutes } from './modules/cashier/cashier-settings.routes.js';
import { sandboxRoutes } from './modules/deposit/sandbox.routes.js';
import { lotteryRoutes } from './modules/lottery/lottery.routes.js';
import { transferRoutes } from './modules/transfers/transfer.routes.js';
import { recordsRoutes } from './modules/wallet/records.routes.js';
import { journalRoutes } from './modules/support/journal.routes.js';
import { replayRoutes } from './modules/support/replay.routes.js';
import { installStaffActionLog } from './modules/support/staff-actions.js';
import { responsibleRoutes } from './modules/responsible-gaming/responsible.routes.js';
import { agentRoutes } from './modules/agent-team/agent.routes.js';
import { agentTeamRoutes } from './modules/agent-team/team.routes.js';
import { sessionRoutes } from './modules/identity/session.routes.js';
import { socialRoutes } from './modules/identity/social.routes.js';
import { securityRoutes } from './modules/identity/security.routes.js';
import { Merchants } from './modules/site/merchants.js';
import { siteRoutes } from './modules/site-config/site.routes.js';
import { supportRoutes } from './modules/support/support.routes.js';
import { rolesRoutes } from './modules/support/roles.routes.js';
import { approvalsRoutes } from './modules/support/approvals.routes.js';
import { withdrawRoutes } from './modules/withdrawal/withdraw.routes.js';
import { bgsRoutes } from './modules/house-games/bgs.routes.js';
import { contentRoutes } from './modules/content/content.routes.js';
import { vendorRoutes } from './modules/vendor-wallet/vendor.routes.js';
import { heldCreditsRoutes } from './modules/vendor-wallet/held-credits.routes.js';
import { relayHeldCredits } from './modules/vendor-wallet/held-alerts.js';
import { relayQueueChanges } from './modules/support/queues.js';
import { StaffChannel } from './modules/support/staff-channel.js';
import { launchRoutes } from './modules/vendor-wallet/launch.routes.js';
import { credentialsRoutes } from './modules/vendor-wallet/credentials.routes.js';
import { secretForOperator } from './modules/vendor-wallet/credentials.js';
import { demoVendorRoutes } from './modules/demo-vendor/demo-vendor.routes.js';
import { OutboxProvider, type MessageProvider } from './outbox/provider.js';
import { EventRelay } from './realtime/relay.js';
import { CacheBus } from './db/cache-bus.js';
import { installPublicCaching } from './http/public-cache.js';
import { installSecurityHeaders } from './http/security-headers.js';
import { SessionCache } from './modules/accounts/session-cache.js';
import { attachSocket } from './realtime/socket.js';
import type { AppIo } from './realtime/socket-types.js';
import { resumeHandlers } from './realtime/resume.js';
import { socketAuthenticator } from './modules/identity/socket-auth.js';
import { wakeOtherNodes } from './realtime/wake.js';
import { Signals } from './db/signals.js';
import { withCommitSignal } from './db/commit-signal.js';
import { installMetrics } from './metrics/server.js';
import { connectCluster } from './realtime/cluster.js';
import { startRelays } from './realtime/nodes.js';
import { startJobs } from './jobs/engine.js';
import { periodicJobs } from './periodic-jobs.js';
import { jobsRoutes } from './modules/jobs/jobs.routes.js';
import { map, merge } from 'rxjs';
import { gamesRoutes } from './modules/games/games.routes.js';
import { catalogueRoutes } from './modules/games/catalogue.routes.js';
import { messagesRoutes } from './modules/messages/messages.routes.js';
import { contractsRoutes } from './modules/agent-contracts/contracts.routes.js';
import { salaryRoutes } from './modules/agent-salary/salary.routes.js';
import { promotionsRoutes } from './modules/promotions/promotions.routes.js';
import { pointsRoutes } from './modules/points/points.routes.js';
import { wheelRoutes } from './modules/vip/wheel.routes.js';
import { fairRoutes } from './modules/fair/fair.routes.js';
import { tasksRoutes } from './modules/vip/tasks.routes.js';
import { engageRoutes } from './modules/engage/engage.routes.js';
import { vipRoutes } from './modules/vip/vip.routes.js';
import { pagesRoutes } from './modules/pages/pages.routes.js';
import { missionsRoutes } from './modules/missions/missions.routes.js';
import { bonusLockRoutes } from './modules/bonus-locks/bonus-locks.routes.js';
import { WinnersRelay, winnersHandlers } from './modules/games/winners-relay.js';
import { AgentClockTimer, agentClockHandlers } from './modules/agent-team/clock.js';
import { registerAnnouncements } from './modules/announcements/announcements.routes.js';
import { SiteChannel } from './modules/site-channel/site-channel.js';
import { liveModelsRoutes } from './modules/live-models/live-models.routes.js';
import { identityHooks } from './modules/identity/hooks.js';
import { depositHooks } from './modules/deposit/hooks.js';
import { gamesHooks } from './modules/games/hooks.js';
import { activityOnBigWin, activityOnDeposit, activityOnRegistered } from './modules/agent-team/activity.js';
import { findReferrer, isReferralCode, recordReferral } from './modules/engage/referral.js';
import { credentialOnVendorEnabled } from './modules/vendor-wallet/credentials.js';

/**
 * The side effects of one module on another: the lower module calls its hooks, the higher one
 * is handed in here, so no lower module imports a higher one (docs/ARCHITECTURE.md "Hooks").
 * Assigned, not pushed: building a second app in one process (tests) wires the same once.
 */
export function wireHooks(): void {
  identityHooks.onRegistered = [activityOnRegistered];
  identityHooks.referrals = { findReferrer, isReferralCode, recordReferral };
  depositHooks.onCredited = [activityOnDeposit];
  gamesHooks.onBigWin = [activityOnBigWin];
  gamesHooks.onVendorEnabled = [credentialOnVendorEnabled];
}

export interface BuiltApp {
  app: FastifyInstance;
  ctx: Ctx;
  io: AppIo;
}

const API_PREFIXES = ['/wps/', '/lgw/', '/lotto/', '/socket.io', '/docs', '/health', '/ready'];

export interface BuildOptions {
  messenger?: MessageProvider;
  /** Where log lines go instead of stdout (tests read them back). */
  logStream?: { write(line: string): void };
  /**
   * The embedded database: one connection, one process. Relays are woken by this process's
   * commits only (no LISTEN/NOTIFY beside the single connection).
   */
  embedded?: boolean;
  /** Connections in the pool; sockets may use at most half of them at once. */
  poolSize?: number;
  /**
   * Where request counts per key and window are kept (default: this process's memory). Tests
   * that share one gateway among files pass one they can empty between files.
   */
  rateLimitStore?: FastifyRateLimitStoreCtor;
}

export async function buildApp(config: Config, pool: Sql, opts: BuildOptions = {}): Promise<BuiltApp> {
  wireHooks();
  // Every transaction of the gateway goes through this view, so a commit that appended
  // events wakes the relays without the caller doing anything (db/commit-signal.ts).
  const { sql, commits$, notes$ } = withCommitSignal(pool);
  const app = Fastify({
    // Secrets never reach a log line: vendor secrets by name, wherever an object carries them,
    // and the signature header of a vendor call (it proves nothing to a reader, but is not theirs).
    logger: {
      level: config.logLevel,
      redact: {
        paths: ['secret', '*.secret', 'previousSecret', '*.previousSecret', 'headers["x-signature"]', '*.headers["x-signature"]'],
        censor: '[redacted]',
      },
      ...(opts.logStream ? { stream: opts.logStream } : {}),
    },
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustedProxy === false ? false : config.trustedProxy,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 256 * 1024,
    // Refusals made before any route (router, HTTP parser) answer the envelope too.
    frameworkErrors,
    clientErrorHandler,
    schemaController: { compilersFactory: { ...splitValidators(), buildSerializer: sharedSerializers() } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const relay = new EventRelay(sql, app.log.child({ part: 'relay' }), { pollMs: config.relayPollMs, wake$: commits$, listen: !opts.embedded });
  // NOTIFYs between nodes on a connection of their own (db/signals.ts); none on the embedded
  // database: one node, one connection, no LISTEN, and its caches read the database.
  const signals = opts.embedded ? null : new Signals(sql);
  const wakes = signals ? wakeOtherNodes(signals, commits$, app.log) : null;
  const cacheBus = signals ? await CacheBus.listen(sql, signals, app.log.child({ part: 'cache-bus' })) : CacheBus.off();
  const ctx: Ctx = {
    config,
    sql,
    merchants: new Merchants(sql),
    cacheBus,
    sessions: new SessionCache(sql, cacheBus),
    keys: await PayloadKeys.load(sql),
    messenger: opts.messenger ?? new OutboxProvider(),
    relay,
    staffRoutes: [],
  };

  // One structured line per request, with its id (also returned to the caller).
  // (Callback hooks, not async ones: every request runs them, and a promise each costs.)
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id);
    done();
  });
  app.addHook('onResponse', (req, reply, done) => {
    req.log.info({ method: req.method, url: req.url.split('?')[0], status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request');
    done();
  });

  // Before the routes: the latency hook must see every route (docs/METRICS.md).
  await installMetrics(app, config);
  installErrorHandler(app);
  installPublicCaching(app);
  installSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameSrc: ["'self'", 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        // Only a site served over https may ask browsers to upgrade; on plain http (a LAN
        // address, a test host) the upgrade would break every asset.
        upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
    // HSTS likewise only over https: sent from a plain-http site it would pin a browser to an
    // https origin that does not exist (helmet's default, a year with subdomains, on https).
    strictTransportSecurity: config.publicUrl.startsWith('https:') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cookie);
  await app.register(formbody);
  await app.register(rateLimit, {
    global: false,
    store: opts.rateLimitStore,
    errorResponseBuilder: (_req, ctxRl) => ({ ...fail('TOO_MANY_REQUESTS', { retryAfterSeconds: Math.ceil(ctxRl.ttl / 1000) }), statusCode: 429 }),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'White-label gaming gateway',
        version: '0.1.0',
        description:
          'Every response is an envelope `{ success, code, message, value }`. Encrypted calls send `{ enc }` built with the key from /wps/system/publicKey.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          vendorSignature: {
            type: 'apiKey',
            in: 'header',
            name: 'x-signature',
            description: 'Vendor calls: hex HMAC-SHA256 of `${x-timestamp}.${body}` (docs/SEAMLESS.md)',
          },
        },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });

  installGuards(app, ctx);
  // After the guards, so the check sees decrypted bodies.
  installInputGuard(app);
  // Every staff write under /wps/support/ lands in the staff action log (docs/REPLAY.md).
  installStaffActionLog(app, ctx);
  app.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/ready', { schema: { hide: true } }, async (_req, reply) => {
    try {
      await sql`select 1`;
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ status: 'database unreachable' });
    }
  });

  await app.register(siteRoutes, { ctx });
  await app.register(sessionRoutes, { ctx });
  await app.register(memberRoutes, { ctx });
  await app.register(walletRoutes, { ctx });
  await app.register(depositRoutes, { ctx });
  await app.register(depositStaffRoutes, { ctx });
  await app.register(cashierSettingsRoutes, { ctx });
  await app.register(sandboxRoutes, { ctx });
  await app.register(transferRoutes, { ctx });
  await app.register(recordsRoutes, { ctx });
  await app.register(responsibleRoutes, { ctx });
  await app.register(agentRoutes, { ctx });
  await app.register(agentTeamRoutes, { ctx });
  await app.register(socialRoutes, { ctx });
  await app.register(securityRoutes, { ctx });
  // The `/site` namespace: site-wide pushes to every open page (announcements, settings changes).
  const siteChannel = new SiteChannel();
  await app.register(supportRoutes, { ctx, siteChannel });
  await app.register(rolesRoutes, { ctx });
  await app.register(approvalsRoutes, { ctx });
  await app.register(withdrawRoutes, { ctx });
  await app.register(journalRoutes, { ctx });
  await app.register(replayRoutes, { ctx });
  await app.register(lotteryRoutes, { ctx });
  await app.register(bgsRoutes, { ctx });
  await app.register(contentRoutes, { ctx });
  await app.register(vendorRoutes, { ctx });
  await app.register(heldCreditsRoutes, { ctx });
  await app.register(launchRoutes, { ctx });
  await app.register(credentialsRoutes, { ctx });
  // The built-in demo vendor: a stand-in provider for a developer's machine (DEMO_VENDORS).
  if (config.demoVendors) {
    app.log.warn(
      { publicUrl: config.publicUrl },
      'demo vendors are on (DEMO_VENDORS): a built-in stand-in provider pays its own games; turn it off on a site others reach',
    );
    await app.register(demoVendorRoutes, {
      walletUrl: config.demoVendorWalletUrl,
      secretFor: (operatorId, vendor) => secretForOperator(sql, operatorId, vendor),
    });
  }
  await app.register(gamesRoutes, { ctx });
  await app.register(catalogueRoutes, { ctx });
  await app.register(messagesRoutes, { ctx });
  await app.register(contractsRoutes, { ctx });
  await app.register(salaryRoutes, { ctx });
  await app.register(promotionsRoutes, { ctx });
  await app.register(bonusLockRoutes, { ctx });
  await app.register(pointsRoutes, { ctx });
  // VIP tasks and the lucky wheel (docs/VIP-WHEEL.md).
  await app.register(wheelRoutes, { ctx });
  await app.register(fairRoutes, { ctx });
  await app.register(tasksRoutes, { ctx });
  await app.register(missionsRoutes, { ctx });
  // Announcements publish on the `/site` namespace, attached below once Socket.IO exists.
  await registerAnnouncements(app, ctx, siteChannel);
  await app.register(engageRoutes, { ctx });
  // Live hosts and chat, with the built-in demo chat provider (docs/LIVE-MODELS.md).
  await app.register(liveModelsRoutes, { ctx });
  await app.register(vipRoutes, { ctx });
  await app.register(pagesRoutes, { ctx });
  const periodic = periodicJobs(sql, config, app.log);
  await app.register(jobsRoutes, { ctx, jobs: periodic });

  serveClient(app, config);
  // Several nodes share fan-out through Redis, and one of them relays (docs/REALTIME.md "Many nodes").
  const cluster = config.redisUrl && !opts.embedded ? await connectCluster(config.redisUrl, config.redisPrefix, app.log.child({ part: 'redis' })) : null;
  // The agent centre's header clock: one timer per node, ticking to the agents rooms held here.
  const agentClock = new AgentClockTimer(ctx, app.log.child({ part: 'agent-clock' }));
  const io = attachSocket(app, ctx, {
    dbLane: Math.max(1, Math.floor((opts.poolSize ?? 10) / 2)),
    authenticate: socketAuthenticator(ctx),
    handlers: [resumeHandlers, winnersHandlers, agentClockHandlers(agentClock)],
    adapter: cluster?.adapter,
  });
  agentClock.start(io);
  siteChannel.attach(app, ctx, io);
  // Staff alerts on the `/staff` namespace: a credit held above the win caps, after its commit.
  const staffChannel = new StaffChannel();
  staffChannel.attach(app, ctx, io);
  const heldAlerts = relayHeldCredits(
    sql,
    notes$,
    (merchantId, alert) => staffChannel.push(merchantId, 'credit:held', alert),
    app.log.child({ part: 'held-credits' }),
  );
  // Work queue counts moved (modules/support/queues.ts): the staff who may see that queue hear it.
  const queueAlerts = relayQueueChanges(notes$, (merchantId, queue) => staffChannel.push(merchantId, 'queue:changed', { queue }));
  // The winners board push (modules/games/winners-relay.ts): this node's commits, other nodes'
  // NOTIFYs, then a slow poll.
  const winners = new WinnersRelay(ctx, io, app.log.child({ part: 'winners' }), {
    pollMs: 5000,
    wake$: merge(commits$.pipe(map(() => undefined)), relay.notified$),
  });
  const relays = await startRelays({ config, relay, winners, io, cluster, log: app.log.child({ part: 'relay' }) });
  // Every periodic job on the job engine, one run at a time across nodes (periodic-jobs.ts).
  const jobs = await startJobs(sql, app.log.child({ part: 'jobs' }), periodic);
  app.addHook('onClose', async () => {
    await jobs.stop();
    agentClock.stop();
    heldAlerts.unsubscribe();
    queueAlerts.unsubscribe();
    wakes?.unsubscribe();
    await relays.stop();
    // Every namespace has its own adapter (with Redis, its own stream read loop): close them all,
    // `/site` too, or cluster.close() waits on a loop that never ends.
    for (const nsp of io._nsps.values()) nsp.adapter.close();
    await cluster?.close();
    ctx.sessions.close();
    await cacheBus.close();
    signals?.close();
  });
  return { app, ctx, io };
}

/**
 * The built SPA: files as they are, and every other page path gets index.html (client routing).
 * Fastify allows one not-found handler, so it decides between the page and the API's NOT_FOUND.
 */
function serveClient(app: FastifyInstance, config: Config) {
  const index = path.join(config.clientDist, 'index.html');
  const built = fs.existsSync(index);
  if (!built) app.log.warn(`client not built (${index} missing): run npm run build`);
  else
    void app.register(fastifyStatic, {
      root: config.clientDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (client/vite.config.ts); the best one the
      // browser accepts is sent as it is, with Vary: Accept-Encoding.
      preCompressed: true,
      cacheControl: false,
      // Files under assets/ carry a content hash in their name, so they never change: cache them for
      // a year. Everything else (index.html, favicon) is revalidated on each load by its ETag.
      setHeaders: (reply, file) => {
        const hashed = path.relative(config.clientDist, file).split(path.sep)[0] === 'assets';
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  app.setNotFoundHandler((req, reply) => {
    const isApi = API_PREFIXES.some((p) => req.url.startsWith(p));
    if (built && (req.method === 'GET' || req.method === 'HEAD') && !isApi && !path.extname(req.url.split('?')[0]!)) {
      return reply.header('cache-control', 'no-cache').type('text/html').send(fs.createReadStream(index));
    }
    return reply.status(404).send(fail('NOT_FOUND'));
  });
}
