import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { HOST_REF_PATTERN, LIVE_MODEL_LIMITS } from '@wl/shared';
import type { FastifyRequest } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { AppError, ok } from '../../../http/errors.js';
import { clientIp } from '../../../http/request-info.js';
import { checkCall } from '../signature.js';
import { findHost, rosterStatus } from './hosts.js';
import { chatPage, endedPage } from './page.js';
import { ChatSessions, cleanMessage } from './sessions.js';

/**
 * The built-in demo chat provider (docs/LIVE-MODELS.md "Demo chat provider"). Like the demo game
 * vendor it is a separate party: it never reads our database or calls our services. The gateway
 * reaches it over HTTP with signed calls (`/demo-chat/v1/*`); the person's browser reaches its
 * page and the page's API (`/demo-chat/room`, `/demo-chat/api/*`) with the session token only.
 */

export interface DemoChatOptions {
  /** Shared with the gateway side (provider.ts) to sign the server-to-server calls. */
  secret: string;
  /** Milliseconds the host "types" before answering; random 1.0-2.2 s when left out. */
  replyDelayMs?: number;
}

const Token = Type.String({ maxLength: 100 });
const SessionBody = Type.Object(
  {
    hostRef: Type.String({ pattern: HOST_REF_PATTERN }),
    hostName: Type.String({ minLength: 1, maxLength: LIVE_MODEL_LIMITS.name }),
    displayName: Type.String({ minLength: 1, maxLength: 64 }),
  },
  { additionalProperties: false },
);
const SayBody = Type.Object({ s: Token, text: Type.String({ maxLength: 4_000 }) }, { additionalProperties: false });
const ReadQuery = Type.Object({ s: Token, after: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })) });

const ASSETS: Record<string, { type: string; body: string }> = Object.fromEntries(
  [
    ['chat.css', 'text/css; charset=utf-8'],
    ['chat.js', 'text/javascript; charset=utf-8'],
  ].map(([file, type]) => [file!, { type: type!, body: fs.readFileSync(path.join(import.meta.dirname, 'public', file!), 'utf8') }]),
);

const schema = { hide: true };
const pageLimit = { rateLimit: { max: 120, timeWindow: 60_000, keyGenerator: (req: FastifyRequest) => `demo-chat:${clientIp(req)}` } };

export const demoChatRoutes: FastifyPluginAsyncTypebox<DemoChatOptions> = async (app, opts) => {
  const sessions = new ChatSessions(opts.replyDelayMs === undefined ? undefined : () => opts.replyDelayMs!);
  app.addHook('onClose', async () => sessions.stop());

  const session = (token: string) => {
    const c = sessions.check(token);
    if (!c.ok) throw new AppError(c.code);
    return c.sid;
  };
  const signed = async (req: FastifyRequest) => {
    const body = req.method === 'GET' ? '' : JSON.stringify(req.body ?? {});
    const h = { timestamp: req.headers['x-timestamp'] as string | undefined, signature: req.headers['x-signature'] as string | undefined };
    if (!checkCall(opts.secret, h, req.method, req.url.split('?')[0]!.replace(/^\/demo-chat/, ''), body)) throw new AppError('SIGNATURE_INVALID');
  };
  app.addHook('onError', async (req, _reply, err) => {
    if (err instanceof AppError) req.log.warn({ code: err.code, ip: clientIp(req), url: req.url.split('?')[0] }, 'demo chat refused');
  });

  // ---- the provider API the gateway calls (signed)
  app.get('/demo-chat/v1/hosts', { preHandler: signed, schema }, async () => ok({ hosts: rosterStatus() }));

  app.post('/demo-chat/v1/sessions', { preHandler: signed, schema: { ...schema, body: SessionBody } }, async (req) => {
    const host = findHost(req.body.hostRef);
    const online = host && rosterStatus().find((s) => s.ref === host.ref)?.online;
    if (!online) throw new AppError('MODEL_OFFLINE');
    const s = sessions.open(req.body.hostName, req.body.displayName);
    return ok({ url: `/demo-chat/room?s=${encodeURIComponent(s.token)}`, expiresAt: new Date(s.expiresAt).toISOString() });
  });

  // ---- the page and what it calls (the session token only)
  app.get('/demo-chat/room', { config: pageLimit, schema: { ...schema, querystring: Type.Object({ s: Token }) } }, async (req, reply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    const c = sessions.check(req.query.s);
    if (!c.ok) {
      req.log.warn({ code: c.code, ip: clientIp(req) }, 'demo chat page refused');
      return reply.status(c.code === 'CHAT_SESSION_EXPIRED' ? 410 : 401).send(endedPage(c.code));
    }
    const v = sessions.view(c.sid);
    return reply.send(chatPage({ token: req.query.s, hostName: v.hostName, maxLength: LIVE_MODEL_LIMITS.message }));
  });

  app.get('/demo-chat/assets/:file', { schema: { ...schema, params: Type.Object({ file: Type.String({ maxLength: 32 }) }) } }, async (req, reply) => {
    const asset = ASSETS[req.params.file];
    if (!asset) throw new AppError('NOT_FOUND');
    return reply.type(asset.type).header('cache-control', 'no-cache').send(asset.body);
  });

  app.get('/demo-chat/api/messages', { config: pageLimit, schema: { ...schema, querystring: ReadQuery } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(sessions.read(session(req.query.s), req.query.after ?? 0));
  });

  app.post('/demo-chat/api/messages', { config: pageLimit, schema: { ...schema, body: SayBody } }, async (req) => {
    const sid = session(req.body.s);
    const text = cleanMessage(req.body.text, LIVE_MODEL_LIMITS.message);
    if (text === null) throw new AppError('CHAT_MESSAGE_INVALID', { max: LIVE_MODEL_LIMITS.message });
    const message = sessions.say(sid, text);
    if (!message) throw new AppError('TOO_MANY_REQUESTS', { retryAfterSeconds: 60 });
    return ok({ message });
  });
};
