import { DEFAULT_PASSWORD, MEMBER_TYPE, isAgentType, type LoginRequest, type LoginValue } from '@wl/shared';
import type { Ctx } from '../../context.js';
import type { Sql, Tx } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import type { Merchant } from '../site/settings.js';
import { findByMobile, findByUsername, memberInfo, type AccountRecord } from './accounts.js';
import { checkCaptcha } from './captcha.js';
import { smsTarget, verifyCode, consumeCode } from './codes.js';
import { hashPassword, verifyPassword } from './secrets.js';
import { createSession } from './sessions.js';
import { startChallenge } from './second-factor.js';
import { requireHumanCheck } from './human-check.js';

export interface ClientInfo {
  ip: string;
  userAgent: string;
  captchaId: string | undefined;
}

/** Failures that make the captcha required: one for the username, three from the IP. */
const IP_FAILURES_FOR_CAPTCHA = 3;
const failureKeys = (merchantId: number, username: string, ip: string) => ({ user: `u:${merchantId}:${username.toLowerCase()}`, ip: `ip:${merchantId}:${ip}` });

async function captchaNeeded(sql: Sql, keys: { user: string; ip: string }): Promise<boolean> {
  const [row] = await sql<{ user: number; ip: number }[]>`
    select coalesce(max(count) filter (where key = ${keys.user}), 0) as user,
           coalesce(max(count) filter (where key = ${keys.ip} and last_at > now() - interval '15 minutes'), 0) as ip
    from login_failures where key in (${keys.user}, ${keys.ip})`;
  return (row?.user ?? 0) >= 1 || (row?.ip ?? 0) >= IP_FAILURES_FOR_CAPTCHA;
}

async function recordFailure(sql: Sql, keys: { user: string; ip: string }) {
  await sql`insert into login_failures (key, count) values (${keys.user}, 1), (${keys.ip}, 1)
            on conflict (key) do update set count = login_failures.count + 1, last_at = now()`;
}

// A real hash to verify against when the user does not exist, so timing does not tell.
let dummyHash: Promise<string> | null = null;

export async function login(ctx: Ctx, merchant: Merchant, body: LoginRequest, client: ClientInfo): Promise<LoginValue> {
  if (merchant.settings.maintenance) throw new AppError('MAINTENANCE');
  const flags = ctx.merchants.flags(merchant);
  const page = body.loginPage ?? 'member';

  if (body.type === 'sms') {
    if (!flags.SMS_LOGIN) throw new AppError('FEATURE_DISABLED');
    const account = await findByMobile(ctx.sql, merchant.id, body.countryDialingCode, body.username);
    if (!account) throw new AppError('USER_NOT_FOUND');
    checkAccountKind(account, page);
    const codeId = await verifyCode(ctx.sql, { merchantId: merchant.id, purpose: 'login', target: smsTarget(account.countryDialingCode ?? undefined, body.username), code: body.password });
    return ctx.sql.begin(async (tx) => {
      await consumeCode(tx, codeId);
      return completeLogin(ctx, tx, merchant, account, { remember: !!body.remember, client, viaSms: true, mustChange: false });
    });
  }

  await requireHumanCheck(ctx, body.humanCheck);
  const keys = failureKeys(merchant.id, body.username, client.ip);
  if (ctx.config.captchaEnabled && (await captchaNeeded(ctx.sql, keys))) {
    if (!body.captcha) throw new AppError('CAPTCHA_REQUIRED', { captcha: true });
    if (!(await checkCaptcha(ctx.sql, client.captchaId, body.captcha))) throw new AppError('CAPTCHA_INVALID', { captcha: true });
  }
  const account = await findByUsername(ctx.sql, merchant.id, body.username);
  const captchaFlag = { captcha: ctx.config.captchaEnabled };
  if (!account) {
    await verifyPassword(await (dummyHash ??= hashPassword('not-a-password')), body.password);
    await recordFailure(ctx.sql, keys);
    throw new AppError('USER_NOT_FOUND', captchaFlag);
  }
  let usedTemporary = false;
  if (!(await verifyPassword(account.passwordHash, body.password))) {
    usedTemporary = await matchesPendingReset(ctx.sql, Number(account.id), body.password);
    if (!usedTemporary) {
      await recordFailure(ctx.sql, keys);
      throw new AppError('WRONG_CREDENTIALS', captchaFlag);
    }
  }
  checkAccountKind(account, page);
  const expired = flags.PASSWORD_EXPIRY && isPasswordExpired(account, merchant.settings.passwordExpiryDays);
  const mustChange = body.password === DEFAULT_PASSWORD || expired || usedTemporary;

  if (account.verifyMethod && !(await isKnownIp(ctx.sql, Number(account.id), client.ip))) {
    const challenge = await startChallenge(ctx, merchant, account, { ip: client.ip, userAgent: client.userAgent, remember: !!body.remember, loginPage: page, mustChange });
    throw new AppError('VERIFICATION_REQUIRED', challenge);
  }
  return ctx.sql.begin(async (tx) => {
    await tx`delete from login_failures where key = ${keys.user}`;
    if (usedTemporary) await adoptPendingReset(tx, Number(account.id));
    return completeLogin(ctx, tx, merchant, account, { remember: !!body.remember, client, viaSms: false, mustChange, expired });
  });
}

function checkAccountKind(account: AccountRecord, page: 'member' | 'agent') {
  if (account.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
  const agent = isAgentType(account.type);
  if (page === 'agent' && !agent) throw new AppError('NON_AGENT_LOGIN');
  if (page === 'member' && !agent && account.type !== MEMBER_TYPE) throw new AppError('NON_MEMBER_LOGIN');
}

export function isPasswordExpired(account: AccountRecord, days: number): boolean {
  return Date.now() - account.passwordChangedAt.getTime() > days * 86_400_000;
}

async function isKnownIp(sql: Sql, accountId: number, ip: string) {
  const rows = await sql`select 1 from account_ips where account_id = ${accountId} and ip = ${ip}`;
  return rows.length > 0;
}

async function matchesPendingReset(sql: Sql, accountId: number, password: string): Promise<boolean> {
  const rows = await sql<{ passwordHash: string }[]>`
    select password_hash from password_resets where account_id = ${accountId} and used_at is null and expires_at > now()
    order by id desc limit 1`;
  return rows[0] ? verifyPassword(rows[0].passwordHash, password) : false;
}

/** The mailed password becomes the password; the popup then makes the member choose a new one. */
async function adoptPendingReset(tx: Tx, accountId: number) {
  await tx`
    with r as (update password_resets set used_at = now()
               where id = (select id from password_resets where account_id = ${accountId} and used_at is null and expires_at > now() order by id desc limit 1)
               returning password_hash)
    update accounts set password_hash = r.password_hash, password_changed_at = now() from r where accounts.id = ${accountId}`;
}

/** Session, known IP and login time in one transaction; then the client's login value. */
export async function completeLogin(
  ctx: Ctx,
  tx: Tx,
  merchant: Merchant,
  account: AccountRecord,
  o: { remember: boolean; client: Pick<ClientInfo, 'ip' | 'userAgent'>; viaSms: boolean; mustChange: boolean; expired?: boolean },
): Promise<LoginValue> {
  const mustChangePassword = o.mustChange && !o.viaSms;
  const session = await createSession(tx, Number(account.id), { remember: o.remember, ip: o.client.ip, userAgent: o.client.userAgent, mustChangePassword });
  await tx`insert into account_ips (account_id, ip) values (${account.id}, ${o.client.ip})
           on conflict (account_id, ip) do update set last_seen = now()`;
  await tx`update accounts set last_login_at = now() where id = ${account.id}`;
  return {
    token: session.token,
    firstTimeLogin: account.firstLogin,
    passwordExpired: !!o.expired,
    mustChangePassword,
    expiresAt: session.expiresAt.toISOString(),
    user: await memberInfo(tx, account, merchant),
  };
}
