import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StaffActionRow, StaffActionsQuery } from '@wl/shared';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/index.js';
import { clientIp } from '../../http/request-info.js';
import { parseRange } from '../wallet/records.js';

/**
 * The staff action log (docs/REPLAY.md): "staff actions in the console are themselves logged".
 * Writes are recorded by one hook for every staff-authenticated non-GET request under
 * /wps/support/ that succeeded, so a new console route is logged without remembering to;
 * reads of a member's private stream (replay views, exports) are recorded by their routes.
 */

export interface StaffAction {
  merchantId: number;
  staffId: number;
  action: string;
  accountId: number | null;
  details: Record<string, unknown>;
  ip: string;
}

export async function recordStaffAction(db: Db, a: StaffAction): Promise<void> {
  await db`
    insert into staff_actions (merchant_id, staff_id, action, account_id, details, ip)
    values (${a.merchantId}, ${a.staffId}, ${a.action}, ${a.accountId}, ${db.json(a.details as never)}, ${a.ip})`;
}

const PREFIX = '/wps/support/';
const SECRET = /pass|secret|token|pin|captcha|otp|code|key|card|cvv/i;
const MAX_STRING = 120;
const MAX_KEYS = 30;

/**
 * What the body said, small and safe to keep: secrets (any key that names a password, token,
 * PIN, code or key) become "[redacted]", long strings are cut, nesting stops at three levels.
 */
export function summarizeBody(body: unknown, depth = 0): unknown {
  if (body === null || body === undefined) return null;
  if (typeof body === 'string') return body.length > MAX_STRING ? `${body.slice(0, MAX_STRING)}…` : body;
  if (typeof body === 'number' || typeof body === 'boolean') return body;
  if (depth >= 3) return '[…]';
  if (Array.isArray(body)) return body.slice(0, MAX_KEYS).map((v) => summarizeBody(v, depth + 1));
  if (typeof body === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(body as Record<string, unknown>).slice(0, MAX_KEYS)) {
      out[k] = SECRET.test(k) ? '[redacted]' : summarizeBody(v, depth + 1);
    }
    return out;
  }
  return null;
}

/** `POST /wps/support/withdrawals/:id/approve` -> `POST withdrawals/:id/approve`. */
export const actionName = (method: string, pattern: string) => `${method} ${pattern.startsWith(PREFIX) ? pattern.slice(PREFIX.length) : pattern}`;

/**
 * The member or agent a write was about, found from the route: account routes name it, the
 * session, withdrawal, deposit and held-credit routes name a row that belongs to it. Always within the
 * merchant. Site-wide writes (settings, content, channels) have none.
 */
async function targetOf(db: Db, merchantId: number, pattern: string, id: unknown): Promise<number | null> {
  const n = Number(id);
  if (!Number.isSafeInteger(n) || n < 1) return null;
  const sub = pattern.slice(PREFIX.length).split('/')[0];
  const rows =
    sub === 'accounts'
      ? await db<{ accountId: string }[]>`select id as account_id from accounts where id = ${n} and merchant_id = ${merchantId}`
      : sub === 'sessions'
        ? await db<
            { accountId: string }[]
          >`select s.account_id from sessions s join accounts a on a.id = s.account_id where s.id = ${n} and a.merchant_id = ${merchantId}`
        : sub === 'withdrawals'
          ? await db<{ accountId: string }[]>`select account_id from withdrawals where id = ${n} and merchant_id = ${merchantId}`
          : sub === 'deposits'
            ? await db<{ accountId: string }[]>`select account_id from deposit_orders where id = ${n} and merchant_id = ${merchantId}`
            : sub === 'held-credits'
              ? await db<{ accountId: string }[]>`select account_id from held_credits where id = ${n} and merchant_id = ${merchantId}`
              : [];
  return rows[0] ? Number(rows[0].accountId) : null;
}

function isLoggedWrite(req: FastifyRequest, status: number): boolean {
  return (
    !!req.staff && status < 400 && req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS' && (req.routeOptions.url ?? '').startsWith(PREFIX)
  );
}

/**
 * One hook for every staff write. `onSend` rather than `onResponse`: the row is written before
 * the answer leaves, so when staff (or a test) see success the action is already in the log. A
 * failure to log is logged loudly but does not turn a change that committed into an error.
 */
export function installStaffActionLog(app: FastifyInstance, ctx: Ctx) {
  app.addHook('onSend', async (req, reply, payload) => {
    if (!isLoggedWrite(req, reply.statusCode)) return payload;
    const pattern = req.routeOptions.url!;
    const params = (req.params ?? {}) as Record<string, unknown>;
    try {
      await recordStaffAction(ctx.sql, {
        merchantId: req.merchant.id,
        staffId: req.staff!.staffId,
        action: actionName(req.method, pattern),
        accountId: await targetOf(ctx.sql, req.merchant.id, pattern, params.id),
        details: { route: pattern, method: req.method, params, body: summarizeBody(req.body), status: reply.statusCode },
        ip: clientIp(req),
      });
    } catch (err) {
      req.log.error({ err, staff: req.staff!.username, route: pattern }, 'staff action not logged');
    }
    return payload;
  });
}

interface Row {
  id: string;
  staffId: number;
  staffUsername: string;
  action: string;
  accountId: string | null;
  accountUsername: string | null;
  details: string;
  ip: string;
  at: Date;
}

/** The log, newest first, this merchant only; by staff member, action, target account and time. */
export async function listStaffActions(db: Db, merchantId: number, q: StaffActionsQuery) {
  const { from, to } = parseRange(q.from, q.to);
  const page = q.page ?? 1;
  const pageSize = q.pageSize ?? 50;
  const action = q.action?.trim() || null;
  const where = db`
    where sa.merchant_id = ${merchantId}
      ${q.staffId ? db`and sa.staff_id = ${q.staffId}` : db``}
      ${q.accountId ? db`and sa.account_id = ${q.accountId}` : db``}
      ${action ? db`and (sa.action = ${action} or sa.action ilike ${'%' + action.replace(/[\\%_]/g, (c) => '\\' + c) + '%'})` : db``}
      ${from ? db`and sa.at >= ${from}` : db``}
      ${to ? db`and sa.at < ${to}` : db``}`;
  const [count] = await db<{ n: string }[]>`select count(*) as n from staff_actions sa ${where}`;
  const rows = await db<Row[]>`
    select sa.id, sa.staff_id, st.username as staff_username, sa.action, sa.account_id, a.username as account_username,
      -- As text, parsed here: the driver's camel-casing of JSON keys would rename (or, on a key
      -- ending in "_", crash on) what a staff member's request body actually said.
      sa.details::text as details, sa.ip, sa.at
    from staff_actions sa join staff st on st.id = sa.staff_id left join accounts a on a.id = sa.account_id
    ${where}
    order by sa.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`;
  const total = Number(count!.n);
  const list: StaffActionRow[] = rows.map((r) => ({
    id: Number(r.id),
    staffId: r.staffId,
    staffUsername: r.staffUsername,
    action: r.action,
    accountId: r.accountId === null ? null : Number(r.accountId),
    accountUsername: r.accountUsername,
    details: JSON.parse(r.details) as unknown,
    ip: r.ip,
    at: new Date(r.at).toISOString(),
  }));
  return { list, pageNum: page, pageSize, total, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
}
