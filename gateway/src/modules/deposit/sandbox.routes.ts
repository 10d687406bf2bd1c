import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from '@sinclair/typebox';
import { API, DEPOSIT_RETURN_PATH, SANDBOX_SIGNATURE_HEADER, type SandboxCallback } from '@wl/shared';
import type { Ctx } from '../../context.js';
import { sandboxKey, signCallback } from './channels/sandbox.js';

const Params = Type.Object({ ref: Type.String({ maxLength: 64 }) });

interface PageOrder {
  ref: string;
  amount: string;
  fee: string;
  currency: string;
  status: string;
  externalRef: string;
  open: boolean;
  channelName: string;
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const money = (minor: number, currency: string) => `${(minor / 100).toFixed(2)} ${esc(currency)}`;

/**
 * The sandbox payment gateway's own pages: the demo runs with no outside provider. They stand for a payment provider's
 * site, so they are plain server-rendered HTML with no script (the site's CSP applies), in English
 * like a provider's page, and hidden from the API document. Pay and Fail make the "provider" send
 * its signed notification to the deposit callback, exactly as a remote gateway would, then send
 * the browser back to the site's deposit tab.
 */
export const sandboxRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  async function find(merchantId: number, ref: string): Promise<PageOrder | null> {
    const [o] = await ctx.sql<PageOrder[]>`
      select o.ref, o.amount, o.fee, o.currency, o.status, o.external_ref, c.name as channel_name,
             (o.status = 'pending' and o.expires_at > now()) as open
      from deposit_orders o join payment_channels c on c.id = o.channel_id
      where o.ref = ${ref} and o.merchant_id = ${merchantId} and o.channel_type = 'sandbox'`;
    return o ?? null;
  }

  const page = (reply: FastifyReply, status: number, title: string, body: string) =>
    reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} · Sandbox Pay</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0f1420;color:#e8ecf4;font:16px/1.5 system-ui,sans-serif}
main{width:min(420px,92vw);background:#1a2233;border:1px solid #2c3850;border-radius:14px;padding:28px;box-shadow:0 10px 40px #0008}
h1{font-size:1.25rem;margin:0 0 4px}p{margin:6px 0;color:#b7c0d4}.note{font-size:.85rem;color:#8c96ab}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:18px 0}dt{color:#8c96ab}dd{margin:0;text-align:right;font-variant-numeric:tabular-nums}
.total{font-size:1.4rem;font-weight:700;color:#fff}.row{display:flex;gap:12px;margin-top:20px}form{flex:1}
button,a.btn{display:block;width:100%;box-sizing:border-box;padding:12px;border-radius:10px;border:0;font:inherit;font-weight:600;cursor:pointer;text-align:center;text-decoration:none}
.pay{background:#2fbf71;color:#06210f}.fail{background:#3a2630;color:#ffb4c0;border:1px solid #6b3442}a.btn{background:#2c3850;color:#e8ecf4}
button:focus-visible,a:focus-visible{outline:3px solid #ffd166;outline-offset:2px}
</style></head><body><main>${body}</main></body></html>`);

  const back = (ref: string) => `<p><a class="btn" href="${esc(`${DEPOSIT_RETURN_PATH}&deposit=${encodeURIComponent(ref)}`)}">Back to the site</a></p>`;

  app.get(
    API.sandboxPay,
    {
      config: { open: true },
      schema: { hide: true, params: Params },
    },
    async (req, reply) => {
      const o = await find(req.merchant.id, req.params.ref);
      if (!o) return page(reply, 404, 'Payment not found', '<h1>Payment not found</h1><p>This payment link is not valid.</p>');
      const amount = Number(o.amount);
      const fee = Number(o.fee);
      if (!o.open) {
        return page(reply, 200, 'Payment closed', `<h1>This payment is closed</h1><p>Status: <strong>${esc(o.status)}</strong></p>${back(o.ref)}`);
      }
      const action = esc(API.sandboxPay.replace(':ref', encodeURIComponent(o.ref)));
      return page(
        reply,
        200,
        'Pay',
        `<h1>Sandbox Pay</h1><p class="note">A test payment gateway: no real money moves.</p>
<dl><dt>Order</dt><dd>${esc(o.ref)}</dd><dt>Payment</dt><dd>${esc(o.externalRef)}</dd><dt>Channel</dt><dd>${esc(o.channelName)}</dd>
<dt>Amount</dt><dd>${money(amount, o.currency)}</dd><dt>Fee</dt><dd>${money(fee, o.currency)}</dd>
<dt>To pay</dt><dd class="total">${money(amount + fee, o.currency)}</dd></dl>
<div class="row"><form method="post" action="${action}"><input type="hidden" name="action" value="pay"><button class="pay" type="submit" data-testid="sandbox-pay">Pay</button></form>
<form method="post" action="${action}"><input type="hidden" name="action" value="fail"><button class="fail" type="submit" data-testid="sandbox-fail">Fail</button></form></div>`,
      );
    },
  );

  app.post(
    API.sandboxPay,
    {
      config: { open: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { hide: true, params: Params, body: Type.Object({ action: Type.Union([Type.Literal('pay'), Type.Literal('fail')]) }) },
    },
    async (req, reply) => {
      const o = await find(req.merchant.id, req.params.ref);
      if (!o) return page(reply, 404, 'Payment not found', '<h1>Payment not found</h1><p>This payment link is not valid.</p>');
      if (!o.open) return reply.redirect(API.sandboxPay.replace(':ref', encodeURIComponent(o.ref)), 303);
      const notification: SandboxCallback = {
        ref: o.ref,
        externalRef: o.externalRef,
        status: req.body.action === 'pay' ? 'paid' : 'failed',
        amount: Number(o.amount) + Number(o.fee),
        currency: o.currency,
      };
      // The provider notifies the site server to server, signed with the site's key, as a remote
      // gateway would over the network; the callback route checks it like any other.
      const res = await app.inject({
        method: 'POST',
        url: API.depositSandboxCallback,
        payload: notification,
        headers: {
          host: req.headers.host ?? '',
          'content-type': 'application/json',
          [SANDBOX_SIGNATURE_HEADER]: signCallback(await sandboxKey(ctx.sql, req.merchant.id), notification),
        },
      });
      if (res.statusCode !== 200) {
        req.log.warn({ ref: o.ref, status: res.statusCode, answer: res.body.slice(0, 200) }, 'sandbox notification refused');
        return page(reply, 502, 'Payment failed', `<h1>The site did not accept the payment</h1><p>Please try again.</p>${back(o.ref)}`);
      }
      return reply.redirect(`${DEPOSIT_RETURN_PATH}&deposit=${encodeURIComponent(o.ref)}`, 303);
    },
  );
};
