import { verify as verifyTotp } from 'otplib';
import type { VerificationChallenge } from '@wl/shared';
import type { Ctx } from '../../context.js';
import { AppError } from '../../http/errors.js';
import type { Merchant } from '../site/settings.js';
import { findById, type AccountRecord } from '../accounts/accounts.js';
import { maskEmail, maskMobile } from '../accounts/masks.js';
import { codeKey } from './code-key.js';
import { accountPhone } from './phone.js';
import { hashCode, hashToken, newToken, sameCode, sixDigitCode } from '../accounts/secrets.js';
import { reserveSend, type Refusal } from './send-limits.js';
import { completeLogin, type ClientInfo } from './sign-in.js';
import { linkIdentity } from './social-links.js';
import type { LoginValue, PasswordChangeReason } from '@wl/shared';

const CHALLENGE_MINUTES = 5;
const MAX_ANSWERS = 5;

/**
 * A login from an IP the account has never used waits for a second answer, per the member's
 * setup: an SMS or email code, the payee bank account name, or an authenticator code.
 */
export async function startChallenge(
  ctx: Ctx,
  merchant: Merchant,
  account: AccountRecord,
  o: {
    ip: string;
    userAgent: string;
    remember: boolean;
    loginPage: string;
    mustChange: boolean;
    reason?: PasswordChangeReason;
    /** A social link waiting for this answer: the identity is linked only when it is right. */
    socialLink?: { provider: string; subject: string };
  },
): Promise<VerificationChallenge> {
  const method = account.verifyMethod!;
  const token = newToken();
  const code = method === 'SMS' || method === 'EMAIL' ? sixDigitCode() : null;
  const key = code ? await codeKey(ctx.sql) : null;
  // A code goes out under the same limits as every other code (send-limits.ts): otherwise
  // anyone with the password could send a victim one message per login attempt.
  const recipient = method === 'SMS' ? accountPhone(merchant, account) : method === 'EMAIL' ? (account.email?.toLowerCase() ?? null) : null;
  let hint = '';
  const refusal = await ctx.sql.begin(async (tx): Promise<Refusal | null> => {
    if (code && recipient) {
      const refused = await reserveSend(tx, { merchant, channel: method === 'SMS' ? 'sms' : 'email', recipient, ip: o.ip });
      if (refused) return refused;
    }
    await tx`
      insert into login_challenges (token_hash, account_id, method, ip, code_hash, remember, login_page, user_agent, expires_at, social_provider, social_subject)
      values (${hashToken(token)}, ${account.id}, ${method}, ${o.ip}, ${code ? hashCode(key!, code) : null}, ${o.remember},
              ${o.mustChange ? `${o.loginPage}:must-change:${o.reason ?? ''}` : o.loginPage}, ${o.userAgent}, now() + ${`${CHALLENGE_MINUTES} minutes`}::interval,
              ${o.socialLink?.provider ?? null}, ${o.socialLink?.subject ?? null})`;
    const text = `[${merchant.settings.siteName}] A login from a new location needs this code: ${code}. It expires in ${CHALLENGE_MINUTES} minutes.`;
    if (method === 'SMS' && account.mobileNum && recipient) {
      await ctx.messenger.sendSms(tx, { merchantId: merchant.id, to: recipient, body: text });
      hint = maskMobile(account.mobileNum);
    } else if (method === 'EMAIL' && account.email) {
      await ctx.messenger.sendEmail(tx, { merchantId: merchant.id, to: account.email, subject: 'New login location', body: text });
      hint = maskEmail(account.email);
    } else if (method === 'BANK_NAME') {
      hint = 'payee';
    } else if (method === 'TOTP') {
      hint = 'authenticator';
    } else {
      throw new AppError('VERIFICATION_FAILED', { reason: 'no target for the verification method' });
    }
    return null;
  });
  if (refusal) throw new AppError(refusal.code, refusal.value);
  return { verifyToken: token, method, hint, expiredMinutes: CHALLENGE_MINUTES };
}

const normaliseName = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

/** The cause kept beside the login page (`member:must-change:temporary`) while the challenge waits. */
function changeReason(loginPage: string): PasswordChangeReason | undefined {
  const r = loginPage.split(':')[2];
  return r === 'default' || r === 'expired' || r === 'temporary' ? r : undefined;
}

export async function answerChallenge(
  ctx: Ctx,
  merchant: Merchant,
  verifyToken: string,
  answer: string,
  client: Pick<ClientInfo, 'ip' | 'userAgent'>,
): Promise<LoginValue> {
  const [ch] = await ctx.sql<
    {
      accountId: string;
      method: string;
      codeHash: string | null;
      remember: boolean;
      loginPage: string;
      expired: boolean;
      attempts: number;
      ip: string;
      socialProvider: string | null;
      socialSubject: string | null;
    }[]
  >`
    select account_id, method, code_hash, remember, login_page, expires_at <= now() as expired, attempts, ip, social_provider, social_subject
    from login_challenges where token_hash = ${hashToken(verifyToken)} and used_at is null`;
  if (!ch || ch.expired || ch.attempts >= MAX_ANSWERS || ch.ip !== client.ip) throw new AppError('VERIFICATION_EXPIRED');
  const account = await findById(ctx.sql, Number(ch.accountId));
  if (!account || account.status !== 'active') throw new AppError('VERIFICATION_EXPIRED');

  let right = false;
  if (ch.method === 'SMS' || ch.method === 'EMAIL') right = !!ch.codeHash && /^\d{6}$/.test(answer) && sameCode(await codeKey(ctx.sql), ch.codeHash, answer);
  else if (ch.method === 'BANK_NAME') right = !!account.payeeName && normaliseName(account.payeeName) === normaliseName(answer);
  else if (ch.method === 'TOTP')
    right = !!account.totpSecret && /^\d{6}$/.test(answer) && (await verifyTotp({ secret: account.totpSecret, token: answer, epochTolerance: 30 })).valid;
  if (!right) {
    await ctx.sql`update login_challenges set attempts = attempts + 1 where token_hash = ${hashToken(verifyToken)}`;
    throw new AppError('VERIFICATION_FAILED');
  }
  return ctx.sql.begin(async (tx) => {
    const used = await tx`update login_challenges set used_at = now() where token_hash = ${hashToken(verifyToken)} and used_at is null returning 1`;
    if (used.length === 0) throw new AppError('VERIFICATION_EXPIRED');
    if (ch.socialProvider && ch.socialSubject) await linkIdentity(tx, account.merchantId, ch.socialProvider, ch.socialSubject, Number(account.id));
    return completeLogin(ctx, tx, merchant, account, {
      remember: ch.remember,
      client,
      viaSms: false,
      mustChange: ch.loginPage.includes(':must-change'),
      reason: changeReason(ch.loginPage),
    });
  });
}
