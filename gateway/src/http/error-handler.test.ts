import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { LedgerError } from '../modules/wallet/ledger.js';
import { codeForClientError, installErrorHandler } from './error-handler.js';

describe('error handler', () => {
  it('answers each ledger refusal with its own code instead of INTERNAL', async () => {
    const app = Fastify({ logger: false });
    installErrorHandler(app);
    app.get('/:reason', async (req) => {
      throw new LedgerError((req.params as { reason: 'INSUFFICIENT_FUNDS' }).reason);
    });
    const answers = await Promise.all(
      ['INSUFFICIENT_FUNDS', 'IDEMPOTENCY_CONFLICT', 'UNBALANCED', 'CURRENCY_MISMATCH'].map(async (r) => {
        const res = await app.inject({ url: `/${r}` });
        return [res.statusCode, res.json().code];
      }),
    );
    expect(answers).toEqual([
      [400, 'INSUFFICIENT_BALANCE'],
      [409, 'IDEMPOTENCY_CONFLICT'],
      [400, 'INVALID_AMOUNT'],
      [400, 'CURRENCY_MISMATCH'],
    ]);
    await app.close();
  });

  it("gives Fastify's own refusals their own codes", () => {
    expect(codeForClientError({ code: 'FST_ERR_CTP_BODY_TOO_LARGE', statusCode: 413 })).toEqual({ code: 'BODY_TOO_LARGE', status: 413 });
    expect(codeForClientError({ code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE', statusCode: 415 })).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', status: 415 });
    expect(codeForClientError({ code: 'FST_ERR_CTP_INVALID_JSON_BODY', statusCode: 400 })).toEqual({ code: 'MALFORMED_JSON', status: 400 });
    expect(codeForClientError({ code: 'FST_ERR_MAX_PARAM_LENGTH', statusCode: 414 })).toEqual({ code: 'URI_TOO_LONG', status: 414 });
    expect(codeForClientError({ code: 'SOMETHING_ELSE', statusCode: 418 })).toEqual({ code: 'MALFORMED_REQUEST', status: 418 });
  });

  it('answers a lock conflict the database resolved as TRY_AGAIN (503), never INTERNAL', async () => {
    const app = Fastify({ logger: false });
    installErrorHandler(app);
    app.get('/:state', async (req) => {
      throw Object.assign(new Error('deadlock detected'), { code: (req.params as { state: string }).state });
    });
    const answer = async (state: string) => {
      const res = await app.inject({ url: `/${state}` });
      return [res.statusCode, res.json().code, res.headers['retry-after'] ?? null];
    };
    expect(await answer('40P01')).toEqual([503, 'TRY_AGAIN', '1']);
    expect(await answer('40001')).toEqual([503, 'TRY_AGAIN', '1']);
    expect(await answer('23505')).toEqual([500, 'INTERNAL', null]);
    await app.close();
  });
});
