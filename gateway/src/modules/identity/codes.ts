import { SMS_CODE_MAX_GUESSES, SMS_EXPIRED_MINUTES, type ErrorCode } from '@wl/shared';
import type { Ctx } from '../../context.js';
import type { Sql, Tx } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import type { Merchant } from '../site/settings.js';
import { codeKey } from './code-key.js';
import { hashCode, sameCode, sixDigitCode } from '../accounts/secrets.js';
import { reserveSend } from './send-limits.js';

export type CodePurpose = 'login' | 'register' | 'forgot' | 'verify';

/**
 * Sends a 6-digit code to a normalised target (E.164 number or lower-cased address). The send
 * limits (send-limits.ts) are decided and recorded in the same transaction as the code; a
 * refusal is thrown after commit so a block it starts is kept although the request fails.
 */
export async function issueCode(
  ctx: Ctx,
  merchant: Merchant,
  p: { purpose: CodePurpose; target: string; ip: string; channel: 'sms' | 'email' },
): Promise<{ expiredMinutes: number }> {
  const key = await codeKey(ctx.sql);
  const siteName = merchant.settings.siteName;
  const refusal = await ctx.sql.begin(async (tx) => {
    const refused = await reserveSend(tx, { merchant, channel: p.channel, recipient: p.target, ip: p.ip });
    if (refused) return refused;
    await tx`update verification_codes set used_at = now()
             where merchant_id = ${merchant.id} and purpose = ${p.purpose} and target = ${p.target} and used_at is null`;
    const code = sixDigitCode();
    await tx`insert into verification_codes (merchant_id, purpose, target, code_hash, expires_at)
             values (${merchant.id}, ${p.purpose}, ${p.target}, ${hashCode(key, code)}, now() + ${`${SMS_EXPIRED_MINUTES} minutes`}::interval)`;
    const text = `[${siteName}] Your verification code is ${code}. It expires in ${SMS_EXPIRED_MINUTES} minutes.`;
    if (p.channel === 'sms') await ctx.messenger.sendSms(tx, { merchantId: merchant.id, to: p.target, body: text });
    else await ctx.messenger.sendEmail(tx, { merchantId: merchant.id, to: p.target, subject: `${siteName} verification code`, body: text });
    return null;
  });
  if (refusal) throw new AppError(refusal.code, refusal.value);
  return { expiredMinutes: SMS_EXPIRED_MINUTES };
}

/**
 * Checks a code and counts the guess in its own transaction (the count must survive a wrong
 * guess). Returns the code's id; the caller consumes it with `consumeCode` in the transaction
 * that does the real work, so a failure there leaves the code usable.
 */
export async function verifyCode(sql: Sql, p: { merchantId: number; purpose: CodePurpose; target: string; code: string }): Promise<number> {
  const key = await codeKey(sql);
  const result = await sql.begin(async (tx): Promise<number | ErrorCode> => {
    const [row] = await tx<{ id: string; codeHash: string; expired: boolean; attempts: number }[]>`
      select id, code_hash, expires_at <= now() as expired, attempts from verification_codes
      where merchant_id = ${p.merchantId} and purpose = ${p.purpose} and target = ${p.target} and used_at is null
      order by id desc limit 1 for update`;
    if (!row) return 'SMS_CODE_INVALID';
    if (row.expired) return 'SMS_CODE_EXPIRED';
    if (row.attempts >= SMS_CODE_MAX_GUESSES) return 'SMS_CODE_EXPIRED';
    if (!sameCode(key, row.codeHash, p.code)) {
      await tx`update verification_codes set attempts = attempts + 1 where id = ${row.id}`;
      return 'SMS_CODE_INVALID';
    }
    return Number(row.id);
  });
  if (typeof result === 'string') throw new AppError(result);
  return result;
}

export async function consumeCode(tx: Tx, codeId: number): Promise<void> {
  const rows = await tx`update verification_codes set used_at = now() where id = ${codeId} and used_at is null returning id`;
  if (rows.length === 0) throw new AppError('SMS_CODE_INVALID');
}
