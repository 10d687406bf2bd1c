import { Type } from '@sinclair/typebox';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installErrorHandler } from './error-handler.js';
import { splitValidators } from './validator.js';

describe('request validators', () => {
  const app = Fastify({ logger: false, schemaController: { compilersFactory: splitValidators() } });
  installErrorHandler(app);
  const Amount = Type.Object({ amount: Type.Integer({ minimum: 1 }), confirm: Type.Optional(Type.Boolean()) }, { additionalProperties: false });
  app.post('/pay', { schema: { body: Amount } }, async (req) => req.body);
  app.get(
    '/page/:n',
    { schema: { params: Type.Object({ n: Type.Integer() }), querystring: Type.Object({ size: Type.Optional(Type.Integer()) }) } },
    async (req) => ({ params: req.params, query: req.query }),
  );

  it('never coerces a JSON body: "10" is not an amount and "true" is not a boolean', async () => {
    const send = async (body: unknown) => {
      const res = await app.inject({ method: 'POST', url: '/pay', payload: body as object });
      return [res.statusCode, res.json()];
    };
    expect(await send({ amount: 10 })).toEqual([200, { amount: 10 }]);
    const [status, env] = await send({ amount: '10' });
    expect(status).toBe(400);
    expect(env).toMatchObject({ code: 'VALIDATION_FAILED', value: { fields: { amount: expect.any(String) } } });
    expect((await send({ amount: 10, confirm: 'true' }))[0]).toBe(400);
    expect((await send({ amount: [10] }))[0]).toBe(400);
  });

  it('still reads numbers from the path and the query string, which are text', async () => {
    const res = await app.inject({ url: '/page/3?size=20' });
    expect(res.json()).toEqual({ params: { n: 3 }, query: { size: 20 } });
  });
});
