import {
  SMS_CODE_MAX_GUESSES, SMS_EXPIRED_MINUTES, SMS_MAX_SENDS_PER_WINDOW, SMS_SEND_THROTTLE_MS,
  SMS_WINDOW_MINUTES, TOO_MANY_REQUESTS_BLOCK_MINUTES, type ErrorCode,
} from '@wl/shared';
import type { Sql, Tx } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import type { MessageProvider } from '../../outbox/provider.js';
import { hashCode, sameCode, sixDigitCode } from './secrets.js';

export type CodePurpose = 'login' | 'register' | 'forgot' | 'verify';
const IP_SENDS_PER_WINDOW = 20;

interface Refusal { code: ErrorCode; value: Record<string, unknown> | null }

/**
 * Sends a 6-digit code. Refusals (throttle, too many requests) are decided and recorded in
 * one transaction under an advisory lock on the number, then thrown after commit so a block
 * is kept even though the request fails.
 */
export async function issueCode(
  sql: Sql,
  messenger: MessageProvider,
  p: { merchantId: number; purpose: CodePurpose; target: string; ip: string; channel: 'sms' | 'email'; siteName: string },
): Promise<{ expiredMinutes: number }> {
  const tKey = `send:${p.merchantId}:${p.target}`;
  const ipKey = `send-ip:${p.merchantId}:${p.ip}`;
  const refusal = await sql.begin(async (tx): Promise<Refusal | null> => {
    await tx`select pg_advisory_xact_lock(hashtext(${tKey}))`;
    const [blocked] = await tx<{ seconds: number }[]>`
      select ceil(extract(epoch from (max(until) - now())))::int as seconds from blocks
      where key in (${tKey}, ${ipKey}) and until > now() having max(until) is not null`;
    if (blocked) return { code: 'SMS_TOO_MANY_REQUESTS', value: { retryAfterSeconds: blocked.seconds } };
    const [recent] = await tx<{ last: number | null; perTarget: number; perIp: number }[]>`
      select
        (select extract(epoch from (now() - max(created_at))) * 1000 from send_log where key = ${tKey}) as last,
        (select count(*)::int from send_log where key = ${tKey} and created_at > now() - ${`${SMS_WINDOW_MINUTES} minutes`}::interval) as per_target,
        (select count(*)::int from send_log where key = ${ipKey} and created_at > now() - ${`${SMS_WINDOW_MINUTES} minutes`}::interval) as per_ip`;
    if (recent!.last !== null && Number(recent!.last) < SMS_SEND_THROTTLE_MS) return { code: 'SMS_THROTTLED', value: { retryAfterSeconds: 1 } };
    const overTarget = recent!.perTarget >= SMS_MAX_SENDS_PER_WINDOW;
    if (overTarget || recent!.perIp >= IP_SENDS_PER_WINDOW) {
      const key = overTarget ? tKey : ipKey;
      await tx`
        insert into blocks (key, until) values (${key}, now() + ${`${TOO_MANY_REQUESTS_BLOCK_MINUTES} minutes`}::interval)
        on conflict (key) do update set until = excluded.until`;
      return { code: 'SMS_TOO_MANY_REQUESTS', value: { retryAfterSeconds: TOO_MANY_REQUESTS_BLOCK_MINUTES * 60 } };
    }
    await tx`insert into send_log (key) values (${tKey}), (${ipKey})`;
    await tx`update verification_codes set used_at = now()
             where merchant_id = ${p.merchantId} and purpose = ${p.purpose} and target = ${p.target} and used_at is null`;
    const code = sixDigitCode();
    await tx`insert into verification_codes (merchant_id, purpose, target, code_hash, expires_at)
             values (${p.merchantId}, ${p.purpose}, ${p.target}, ${hashCode(code)}, now() + ${`${SMS_EXPIRED_MINUTES} minutes`}::interval)`;
    const text = `[${p.siteName}] Your verification code is ${code}. It expires in ${SMS_EXPIRED_MINUTES} minutes.`;
    if (p.channel === 'sms') await messenger.sendSms(tx, { merchantId: p.merchantId, to: p.target, body: text });
    else await messenger.sendEmail(tx, { merchantId: p.merchantId, to: p.target, subject: `${p.siteName} verification code`, body: text });
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
  const result = await sql.begin(async (tx): Promise<number | ErrorCode> => {
    const [row] = await tx<{ id: string; codeHash: string; expired: boolean; attempts: number }[]>`
      select id, code_hash, expires_at <= now() as expired, attempts from verification_codes
      where merchant_id = ${p.merchantId} and purpose = ${p.purpose} and target = ${p.target} and used_at is null
      order by id desc limit 1 for update`;
    if (!row) return 'SMS_CODE_INVALID';
    if (row.expired) return 'SMS_CODE_EXPIRED';
    if (row.attempts >= SMS_CODE_MAX_GUESSES) return 'SMS_CODE_EXPIRED';
    if (!sameCode(row.codeHash, p.code)) {
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

export const smsTarget = (dialing: string | undefined, mobile: string) => `${(dialing ?? '').replace(/^\+/, '')}${mobile}`;
