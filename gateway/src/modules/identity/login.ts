import { DEFAULT_PASSWORD, MEMBER_TYPE, isAgentType, type LoginRequest, type LoginValue } from '@wl/shared';
import type { Ctx } from '../../context.js';
import type { Sql, Tx } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import type { Merchant } from '../site/settings.js';
import { findByUsername, type AccountRecord } from '../accounts/accounts.js';
import { verifyCode, consumeCode } from './codes.js';
import { checkProbeBudget, spendProbe } from '../../http/enumeration.js';
import { findPhoneAccount, sitePhone } from './phone.js';
import { verifyPassword, verifyPasswordOrNothing } from '../accounts/secrets.js';
import { completeLogin, isKnownIp, type ClientInfo } from './sign-in.js';
import { startChallenge } from './second-factor.js';
import { requireHumanCheck } from './human-check.js';
import { admitAttempt, clearAttemptCaptcha, clearAttemptLock, countAttemptFailure, memberAttempt } from './password-attempt.js';

export type { ClientInfo };

export async function login(ctx: Ctx, merchant: Merchant, body: LoginRequest, client: ClientInfo): Promise<LoginValue> {
  if (merchant.settings.maintenance) throw new AppError('MAINTENANCE');
  const flags = ctx.merchants.flags(merchant);
  const page = body.loginPage ?? 'member';

  if (body.type === 'sms') {
    if (!flags.SMS_LOGIN) throw new AppError('FEATURE_DISABLED');
    const phone = sitePhone(merchant, body.countryDialingCode, body.username, 'username');
    const account = await findPhoneAccount(ctx, merchant, phone, client.ip);
    checkAccountKind(account, page);
    const codeId = await verifyCode(ctx.sql, { merchantId: merchant.id, purpose: 'login', target: phone.e164, code: body.password });
    return ctx.sql.begin(async (tx) => {
      await consumeCode(tx, codeId);
      return completeLogin(ctx, tx, merchant, account, { remember: !!body.remember, client, viaSms: true, mustChange: false });
    });
  }

  await requireHumanCheck(ctx, body.humanCheck);
  const attempt = memberAttempt(merchant.id, body.username, client.ip);
  await admitAttempt(ctx, attempt, { answer: body.captcha, id: client.captchaId });
  // Enumeration budget (enumeration.ts): an IP or a name that got too many "does not exist" waits.
  const probe = { merchantId: merchant.id, ip: client.ip, target: `user:${body.username.toLowerCase()}` };
  await checkProbeBudget(ctx.sql, probe);
  const account = await findByUsername(ctx.sql, merchant.id, body.username);
  const captchaFlag = { captcha: ctx.config.captchaEnabled };
  if (!account) {
    await verifyPasswordOrNothing(null, body.password);
    await countAttemptFailure(ctx.sql, attempt);
    await spendProbe(ctx.sql, probe);
    throw new AppError('USER_NOT_FOUND', captchaFlag);
  }
  let usedTemporary = false;
  if (!(await verifyPasswordOrNothing(account.passwordHash, body.password))) {
    usedTemporary = await matchesPendingReset(ctx.sql, Number(account.id), body.password);
    if (!usedTemporary) {
      await countAttemptFailure(ctx.sql, attempt);
      throw new AppError('WRONG_CREDENTIALS', captchaFlag);
    }
  }
  await clearAttemptLock(ctx.sql, attempt);
  checkAccountKind(account, page);
  const expired = flags.PASSWORD_EXPIRY && isPasswordExpired(account, merchant.settings.passwordExpiryDays);
  // A password staff reset stays temporary until the member chooses one: every sign-in asks again.
  const temporary = usedTemporary || (await changeRequired(ctx.sql, Number(account.id)));
  const mustChange = body.password === DEFAULT_PASSWORD || expired || temporary;
  // The forced change names its cause (docs/DECISIONS.md): a temporary password first, since it is the newest fact.
  const reason = temporary ? 'temporary' : body.password === DEFAULT_PASSWORD ? 'default' : expired ? 'expired' : undefined;

  if (account.verifyMethod && !(await isKnownIp(ctx.sql, Number(account.id), client.ip))) {
    const challenge = await startChallenge(ctx, merchant, account, {
      ip: client.ip,
      userAgent: client.userAgent,
      remember: !!body.remember,
      loginPage: page,
      mustChange,
      reason,
    });
    throw new AppError('VERIFICATION_REQUIRED', challenge);
  }
  return ctx.sql.begin(async (tx) => {
    await clearAttemptCaptcha(tx, attempt);
    if (usedTemporary) await adoptPendingReset(tx, Number(account.id));
    return completeLogin(ctx, tx, merchant, account, { remember: !!body.remember, client, viaSms: false, mustChange, expired, reason });
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

async function changeRequired(sql: Sql, accountId: number): Promise<boolean> {
  const [row] = await sql<{ passwordChangeRequired: boolean }[]>`select password_change_required from accounts where id = ${accountId}`;
  return !!row?.passwordChangeRequired;
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
