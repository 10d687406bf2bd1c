import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { ErrorCode } from '@wl/shared';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { AppError, ok } from '../../http/errors.js';
import { DemoRounds, gameName, pageKind, vendorName } from './rounds.js';
import { playPage } from './page.js';
import { DemoWalletClient, WalletRefusal, type SecretLookup } from './wallet-client.js';

/**
 * The built-in demo vendor (docs/SEAMLESS.md "Demo vendor"): stands in for the live casino,
 * sports and e-sports providers. It is a separate party: it never reads our database or calls
 * our services, only the signed vendor API over HTTP, at `walletUrl` (DEMO_VENDOR_WALLET_URL) or
 * else at this server's own listening address. It signs with the secret of the operator id the
 * launch url named, which `secretFor` fetches from the credentials store for it.
 */

export interface DemoVendorOptions {
  walletUrl: string | null;
  secretFor: SecretLookup;
  /** How long after a match bet the demo sportsbook settles it. */
  settleAfterMs?: number;
}

const Token = Type.String({ minLength: 16, maxLength: 128 });
const Vendor = Type.String({ pattern: '^[A-Z0-9_]{2,32}$' });
const Game = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });
/** The public id of the merchant's credential, from the launch url. */
const OperatorId = Type.String({ pattern: '^op_[0-9a-f]{32}$' });
const PlayQuery = Type.Object({ token: Token, game: Game, vendor: Vendor, operator: OperatorId, lang: Type.Optional(Type.String({ maxLength: 8 })) });
const BalanceBody = Type.Object({ token: Token, vendor: Vendor, operator: OperatorId }, { additionalProperties: false });
const Bet = Type.Union([
  Type.Object(
    { kind: Type.Literal('table'), side: Type.Union([Type.Literal('player'), Type.Literal('banker'), Type.Literal('tie')]) },
    { additionalProperties: false },
  ),
  Type.Object(
    { kind: Type.Literal('match'), pick: Type.Union([Type.Literal('home'), Type.Literal('draw'), Type.Literal('away')]) },
    { additionalProperties: false },
  ),
  Type.Object({ kind: Type.Literal('spin') }, { additionalProperties: false }),
]);
const PlayBody = Type.Object(
  { token: Token, vendor: Vendor, operator: OperatorId, game: Game, amount: Type.Integer({ minimum: 100, maximum: 1_000_000 }), bet: Bet },
  { additionalProperties: false },
);
const TicketQuery = Type.Object({ token: Token, vendor: Vendor });

const ASSETS: Record<string, { type: string; body: string }> = Object.fromEntries(
  [
    ['play.css', 'text/css; charset=utf-8'],
    ['play.js', 'text/javascript; charset=utf-8'],
  ].map(([file, type]) => [file!, { type: type!, body: fs.readFileSync(path.join(import.meta.dirname, 'public', file!), 'utf8') }]),
);

/** The wallet's refusal as our code; a wallet that cannot be reached is TRY_AGAIN. */
async function viaWallet<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof WalletRefusal) throw new AppError(err.code as ErrorCode);
    throw new AppError('TRY_AGAIN');
  }
}

const limit = { rateLimit: { max: 120, timeWindow: 60_000 } };
const schema = { hide: true };

export const demoVendorRoutes: FastifyPluginAsyncTypebox<DemoVendorOptions> = async (app, opts) => {
  const ownAddress = () => {
    const a = app.server.address() as AddressInfo | null;
    const host = !a || a.address === '0.0.0.0' || a.address === '::' ? '127.0.0.1' : a.address.includes(':') ? `[${a.address}]` : a.address;
    return `http://${host}:${a?.port ?? 0}`;
  };
  const rounds = new DemoRounds(new DemoWalletClient(() => opts.walletUrl ?? ownAddress(), opts.secretFor), opts.settleAfterMs ?? 3_000);
  app.addHook('onClose', async () => rounds.stop());

  app.get('/demo-vendor/play', { schema: { ...schema, querystring: PlayQuery } }, async (req, reply) => {
    const { token, game, vendor, operator } = req.query;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(playPage({ token, game, gameName: gameName(vendor, game), vendor, operator, vendorName: vendorName(vendor), kind: pageKind(vendor) }));
  });

  app.get('/demo-vendor/assets/:file', { schema: { ...schema, params: Type.Object({ file: Type.String({ maxLength: 32 }) }) } }, async (req, reply) => {
    const asset = ASSETS[req.params.file];
    if (!asset) throw new AppError('NOT_FOUND');
    return reply.type(asset.type).header('cache-control', 'no-cache').send(asset.body);
  });

  app.post('/demo-vendor/api/balance', { config: limit, schema: { ...schema, body: BalanceBody } }, async (req) =>
    ok(await viaWallet(() => rounds.balance({ vendor: req.body.vendor, operator: req.body.operator }, req.body.token))),
  );

  app.post('/demo-vendor/api/play', { config: limit, schema: { ...schema, body: PlayBody } }, async (req) => {
    const { vendor, operator, token, game, amount, bet } = req.body;
    return ok(await viaWallet(() => rounds.play({ vendor, operator }, token, game, amount, bet)));
  });

  app.get(
    '/demo-vendor/api/tickets/:id',
    { config: limit, schema: { ...schema, params: Type.Object({ id: Type.String({ maxLength: 64 }) }), querystring: TicketQuery } },
    async (req) => {
      const t = rounds.ticket(req.params.id, req.query.token);
      if (!t) throw new AppError('BET_NOT_FOUND');
      return ok({ id: t.id, state: t.state, pick: t.pick, amount: t.amount, result: t.result ?? null });
    },
  );
};
