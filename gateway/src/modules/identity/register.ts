import { isAgentType, type LoginValue, type PhoneNumber, type RegisterMobileRequest, type RegisterUser } from '@wl/shared';
import { randomBytes } from 'node:crypto';
import type { Ctx } from '../../context.js';
import type { Tx } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import type { Merchant } from '../site/settings.js';
import { openWallet } from '../wallet/ledger.js';
import { findById, findByPhone, findByUsername } from '../accounts/accounts.js';
import { checkCaptcha } from './captcha.js';
import { consumeCode, verifyCode } from './codes.js';
import { checkProbeBudget, spendProbe } from '../../http/enumeration.js';
import { completeLogin, type ClientInfo } from './sign-in.js';
import { sitePhone } from './phone.js';
import { OWN_CHECK_FIELDS, enforcePasswordRule, enforceRegisterFields, mapUniqueViolation } from './rules.js';
import { hashPassword } from '../accounts/secrets.js';
import { requireHumanCheck } from './human-check.js';
import { identityHooks, type Referrer } from './hooks.js';

/**
 * The agent behind an invitation (affiliate) code, or a refusal. Codes can be guessed like
 * usernames, so a wrong one spends the enumeration budget of the IP and of the code.
 */
export async function findAffiliate(ctx: Ctx, merchantId: number, code: string, ip: string): Promise<{ id: number }> {
  const probe = { merchantId, ip, target: `affiliate:${code}` };
  await checkProbeBudget(ctx.sql, probe);
  const [agent] = await ctx.sql<{ id: string; type: number }[]>`
    select id, type from accounts where merchant_id = ${merchantId} and affiliate_code = ${code} and status = 'active'`;
  if (!agent || !isAgentType(agent.type)) {
    // A member's referral link carries its code here too (the register form tries every link's
    // code as an invitation code): a real code is no guess and spends nothing (docs/ENGAGE.md).
    if (!(await identityHooks.referrals.isReferralCode(ctx.sql, merchantId, code))) await spendProbe(ctx.sql, probe);
    throw new AppError('INVITATION_CODE_INVALID');
  }
  return { id: Number(agent.id) };
}

function commonChecks(ctx: Ctx, merchant: Merchant, termsAccepted: boolean) {
  if (merchant.settings.maintenance) throw new AppError('MAINTENANCE');
  if (!termsAccepted) throw new AppError('TERMS_NOT_ACCEPTED');
}

async function captchaIfShown(ctx: Ctx, merchant: Merchant, captcha: string | undefined, captchaId: string | undefined) {
  const rule = merchant.settings.registerRules.find((r) => r.field === 'captcha');
  if (!ctx.config.captchaEnabled || !rule?.show) return;
  if (!captcha) throw new AppError('CAPTCHA_REQUIRED', { captcha: true });
  if (!(await checkCaptcha(ctx.sql, captchaId, captcha))) throw new AppError('CAPTCHA_INVALID', { captcha: true });
}

export async function registerByUsername(ctx: Ctx, merchant: Merchant, body: RegisterUser, client: ClientInfo): Promise<LoginValue | null> {
  const flags = ctx.merchants.flags(merchant);
  commonChecks(ctx, merchant, body.termsAccepted);
  if (!flags.REGISTER_USERNAME) throw new AppError('FEATURE_DISABLED');
  enforceRegisterFields(merchant, body as Record<string, unknown>, merchant.settings.registerRules);
  if (body.password !== body.confirmPassword) throw new AppError('PASSWORD_MISMATCH', { fields: { confirmPassword: 'PASSWORD_MISMATCH' } });
  // An optional number is stored normalised (phone.ts), like a number registered by SMS.
  const phone = body.mobileNum ? sitePhone(merchant, body.countryDialingCode, body.mobileNum) : null;
  const links = await formChecks(ctx, merchant, body, client);
  if (await findByUsername(ctx.sql, merchant.id, body.username)) throw new AppError('USERNAME_TAKEN');

  const mobileNeedsCode = !!phone && flags.SMS_VERIFICATION;
  if (mobileNeedsCode && !body.verificationCode) throw new AppError('SMS_CODE_INVALID', { fields: { verificationCode: 'rule.required' } });
  const codeId = mobileNeedsCode
    ? await verifyCode(ctx.sql, { merchantId: merchant.id, purpose: 'register', target: phone!.e164, code: body.verificationCode! })
    : null;
  return createFromForm(ctx, merchant, body, client, { ...links, password: body.password, codeId, phone, username: async () => body.username });
}

/** Fields the mobile tab checks itself (number, code, optional password), not by the site's rules. */
const MOBILE_TAB_OWN = new Set(['username', 'password', 'confirmPassword', 'mobileNum', ...OWN_CHECK_FIELDS]);

export async function registerByMobile(ctx: Ctx, merchant: Merchant, body: RegisterMobileRequest, client: ClientInfo): Promise<LoginValue | null> {
  const flags = ctx.merchants.flags(merchant);
  commonChecks(ctx, merchant, body.termsAccepted);
  if (!flags.REGISTER_MOBILE) throw new AppError('FEATURE_DISABLED');
  // The extra fields the site shows are asked on this tab too, under the same rules.
  enforceRegisterFields(
    merchant,
    body as Record<string, unknown>,
    merchant.settings.registerRules.filter((r) => !MOBILE_TAB_OWN.has(r.field)),
  );
  const phone = sitePhone(merchant, body.countryDialingCode, body.mobileNum);
  let password: string;
  if (flags.REGISTER_MOBILE_PASSWORD) {
    password = body.password ?? '';
    enforcePasswordRule(merchant, password, 'password');
    if (password !== body.confirmPassword) throw new AppError('PASSWORD_MISMATCH', { fields: { confirmPassword: 'PASSWORD_MISMATCH' } });
  } else {
    // No password chosen: the member signs in by SMS code (or sets one with "forgot by phone").
    password = randomBytes(24).toString('base64url');
  }
  const links = await formChecks(ctx, merchant, body, client);
  if (await findByPhone(ctx.sql, merchant.id, phone)) throw new AppError('MOBILE_TAKEN');
  const codeId = await verifyCode(ctx.sql, { merchantId: merchant.id, purpose: 'register', target: phone.e164, code: body.verificationCode });
  return createFromForm(ctx, merchant, body, client, {
    ...links,
    password,
    codeId,
    phone,
    username: (tx) => freeUsername(tx, merchant.id, `m${phone.national}`),
  });
}

/** The invitation and referral codes a form carries, then the human check and captcha. */
async function formChecks(ctx: Ctx, merchant: Merchant, body: RegisterUser | RegisterMobileRequest, client: ClientInfo) {
  const agent = body.affiliateCode ? await findAffiliate(ctx, merchant.id, body.affiliateCode, client.ip) : null;
  // A referral link's code must name a referrer of this site (docs/ENGAGE.md), checked like the invitation code.
  const referrer = body.referralCode ? await identityHooks.referrals.findReferrer(ctx, merchant.id, body.referralCode, client.ip) : null;
  await requireHumanCheck(ctx, body.humanCheck);
  await captchaIfShown(ctx, merchant, body.captcha, client.captchaId);
  return { agent, referrer };
}

interface FormAccount {
  agent: { id: number } | null;
  referrer: Referrer | null;
  password: string;
  /** The checked SMS code, spent in the account's transaction. */
  codeId: number | null;
  phone: PhoneNumber | null;
  username: (tx: Tx) => Promise<string>;
}

/** Either tab's new account, in one transaction with its SMS code, referral and first sign-in. */
async function createFromForm(ctx: Ctx, merchant: Merchant, body: RegisterUser | RegisterMobileRequest, client: ClientInfo, a: FormAccount) {
  const passwordHash = await hashPassword(a.password);
  const paymentHash = body.paymentPassword ? await hashPassword(body.paymentPassword) : null;
  return ctx.sql.begin(async (tx) => {
    if (a.codeId) await consumeCode(tx, a.codeId);
    const id = await insertAccount(tx, merchant, {
      username: await a.username(tx),
      passwordHash,
      parentId: a.agent?.id ?? null,
      mobileNum: a.phone?.national ?? null,
      countryDialingCode: a.phone?.dialingCode ?? null,
      email: body.email ?? null,
      payeeName: body.payeeName ?? null,
      qqNum: body.qqNum,
      line: body.line,
      whatsapp: body.whatsapp,
      facebook: body.facebook,
      wechat: body.wechat,
      idNumber: body.idNumber,
      birthday: body.birthday,
      paymentPasswordHash: paymentHash,
      referralCode: body.referralCode ?? body.recommenderId ?? null,
      registerMethod: 'WEB',
      registerUrl: body.registerUrl ?? null,
      domain: body.domain ?? null,
    });
    if (a.referrer) await identityHooks.referrals.recordReferral(tx, merchant.id, id, a.referrer);
    return finish(ctx, tx, merchant, id, body.login !== false, client);
  });
}

async function freeUsername(tx: Tx, merchantId: number, base: string): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const candidate = i === 0 ? base : `${base}${i}`;
    if (!(await findByUsername(tx, merchantId, candidate))) return candidate;
  }
  return `${base}${randomBytes(3).toString('hex')}`;
}

interface NewAccount {
  username: string;
  passwordHash: string;
  parentId: number | null;
  mobileNum: string | null;
  countryDialingCode: string | null;
  email: string | null;
  payeeName: string | null;
  paymentPasswordHash: string | null;
  referralCode: string | null;
  registerMethod: string;
  registerUrl: string | null;
  domain: string | null;
  qqNum?: string;
  line?: string;
  whatsapp?: string;
  facebook?: string;
  wechat?: string;
  idNumber?: string;
  /** yyyy-MM-dd, already checked (enforceBirthday). */
  birthday?: string;
}

/**
 * What an account made without the sign-up form (an agent's downline, a trial account) has none
 * of: contact details, a payment password, a referral, the page and domain it signed up on.
 */
export const NO_SIGN_UP_DETAILS = {
  mobileNum: null,
  countryDialingCode: null,
  email: null,
  payeeName: null,
  paymentPasswordHash: null,
  referralCode: null,
  registerUrl: null,
  domain: null,
} as const satisfies Partial<NewAccount>;

/**
 * An empty date input sends "": the member gave no date (birthdayFieldProblem reads it so too,
 * and a site that requires one has refused it by now). Only a checked yyyy-MM-dd reaches the
 * date column.
 */
const birthdayOrNull = (v: string | undefined) => (v ? v : null);

export async function insertAccount(tx: Tx, merchant: Merchant, a: NewAccount, type = 0): Promise<number> {
  const id = await insertRow(tx, merchant, a, type);
  // The modules that react hear of it in the same transaction (the agents above it: team:activity,
  // docs/AGENT.md); this covers sign-up under an affiliate link and an agent registering a downline alike.
  for (const hook of identityHooks.onRegistered) await hook(tx, { id, merchantId: merchant.id, parentId: a.parentId, type });
  return id;
}

async function insertRow(tx: Tx, merchant: Merchant, a: NewAccount, type: number): Promise<number> {
  try {
    const [row] = await tx<{ id: string }[]>`
      insert into accounts (merchant_id, username, password_hash, type, parent_id, nickname, mobile_num, country_dialing_code, email,
        payee_name, qq_num, line, whatsapp, facebook, wechat, id_number, birthday, payment_password_hash, referral_code, register_method,
        register_url, domain, currency)
      values (${merchant.id}, ${a.username}, ${a.passwordHash}, ${type}, ${a.parentId}, ${a.username}, ${a.mobileNum}, ${a.countryDialingCode},
        ${a.email}, ${a.payeeName}, ${a.qqNum ?? null}, ${a.line ?? null}, ${a.whatsapp ?? null}, ${a.facebook ?? null}, ${a.wechat ?? null},
        ${a.idNumber ?? null}, ${birthdayOrNull(a.birthday)}, ${a.paymentPasswordHash}, ${a.referralCode}, ${a.registerMethod}, ${a.registerUrl}, ${a.domain}, ${merchant.settings.currency})
      returning id`;
    return Number(row!.id);
  } catch (err) {
    mapUniqueViolation(err);
  }
}

async function finish(ctx: Ctx, tx: Tx, merchant: Merchant, id: number, login: boolean, client: ClientInfo): Promise<LoginValue | null> {
  await openWallet(tx, merchant.id, id, 'real', merchant.settings.currency);
  await tx`insert into account_ips (account_id, ip) values (${id}, ${client.ip}) on conflict do nothing`;
  if (!login) return null;
  const account = (await findById(tx, id))!;
  return completeLogin(ctx, tx, merchant, account, { remember: false, client, viaSms: false, mustChange: false });
}
