import {
  SMS_DAILY_QUOTA_PER_MERCHANT,
  SMS_DAILY_QUOTA_PER_NUMBER,
  SMS_IP_SENDS_PER_WINDOW,
  SMS_MAX_SENDS_PER_WINDOW,
  SMS_SEND_THROTTLE_MS,
  SMS_WINDOW_MINUTES,
  TOO_MANY_REQUESTS_BLOCK_MINUTES,
  type ErrorCode,
} from '@wl/shared';
import type { Tx } from '../../db/index.js';
import type { Merchant } from '../site/settings.js';

/**
 * Every message that carries a code (SMS or email: login, registration, forgot password and the
 * new-IP second verification) passes here first, so no path sends outside the limits:
 *
 * - per recipient (a normalised E.164 number or a lower-cased address, all sites together):
 *   one per second, at most SMS_MAX_SENDS_PER_WINDOW per window (then a block), and
 *   SMS_DAILY_QUOTA_PER_NUMBER per 24 hours;
 * - per IP and site: at most SMS_IP_SENDS_PER_WINDOW per window (then a block);
 * - per site, SMS only: SMS_DAILY_QUOTA_PER_MERCHANT per 24 hours (setting `smsDailyQuota`).
 */
export interface SendRequest {
  merchant: Merchant;
  channel: 'sms' | 'email';
  /** `+639170000001` or `name@mail.example` (already normalised). */
  recipient: string;
  ip: string;
}

export interface Refusal {
  code: ErrorCode;
  value: Record<string, unknown> | null;
}

const WINDOW = `${SMS_WINDOW_MINUTES} minutes`;
const DAY = '24 hours';

export const sendKeys = (r: SendRequest) => ({
  recipient: `${r.channel}:${r.recipient}`,
  ip: `send-ip:${r.merchant.id}:${r.ip}`,
  merchant: `sms-site:${r.merchant.id}`,
});

export const merchantSmsQuota = (m: Merchant) => m.settings.smsDailyQuota ?? SMS_DAILY_QUOTA_PER_MERCHANT;

/**
 * Decides, inside the caller's transaction, whether one more message may go out, and records
 * it when it may. Advisory locks on the recipient and the IP (always in that order) make the
 * per-recipient and per-IP counts exact under concurrency; the site quota is counted without a
 * lock, so parallel sends can pass it by at most their number. A refusal that starts a block
 * writes the block: the caller must commit and only then throw the refusal.
 */
export async function reserveSend(tx: Tx, r: SendRequest): Promise<Refusal | null> {
  const k = sendKeys(r);
  await tx`select pg_advisory_xact_lock(hashtext(${k.recipient}))`;
  await tx`select pg_advisory_xact_lock(hashtext(${k.ip}))`;

  const [blocked] = await tx<{ seconds: number }[]>`
    select ceil(extract(epoch from (max(until) - now())))::int as seconds from blocks
    where key in (${k.recipient}, ${k.ip}) and until > now() having max(until) is not null`;
  if (blocked) return { code: 'SMS_TOO_MANY_REQUESTS', value: { retryAfterSeconds: blocked.seconds } };

  const [c] = await tx<{ sinceLastMs: number | null; recipientWindow: number; ipWindow: number; recipientDay: number; siteDay: number }[]>`
    select
      (select extract(epoch from (now() - max(created_at))) * 1000 from send_log where key = ${k.recipient}) as since_last_ms,
      (select count(*)::int from send_log where key = ${k.recipient} and created_at > now() - ${WINDOW}::interval) as recipient_window,
      (select count(*)::int from send_log where key = ${k.ip} and created_at > now() - ${WINDOW}::interval) as ip_window,
      (select count(*)::int from send_log where key = ${k.recipient} and created_at > now() - ${DAY}::interval) as recipient_day,
      (select count(*)::int from send_log where key = ${k.merchant} and created_at > now() - ${DAY}::interval) as site_day`;
  if (c!.recipientDay >= SMS_DAILY_QUOTA_PER_NUMBER) return { code: 'SMS_QUOTA_EXCEEDED', value: { scope: 'number' } };
  if (r.channel === 'sms' && c!.siteDay >= merchantSmsQuota(r.merchant)) return { code: 'SMS_QUOTA_EXCEEDED', value: { scope: 'site' } };
  if (c!.sinceLastMs !== null && Number(c!.sinceLastMs) < SMS_SEND_THROTTLE_MS) return { code: 'SMS_THROTTLED', value: { retryAfterSeconds: 1 } };

  const overRecipient = c!.recipientWindow >= SMS_MAX_SENDS_PER_WINDOW;
  if (overRecipient || c!.ipWindow >= SMS_IP_SENDS_PER_WINDOW) {
    await tx`
      insert into blocks (key, until) values (${overRecipient ? k.recipient : k.ip}, now() + ${`${TOO_MANY_REQUESTS_BLOCK_MINUTES} minutes`}::interval)
      on conflict (key) do update set until = excluded.until`;
    return { code: 'SMS_TOO_MANY_REQUESTS', value: { retryAfterSeconds: TOO_MANY_REQUESTS_BLOCK_MINUTES * 60 } };
  }

  const keys = r.channel === 'sms' ? [k.recipient, k.ip, k.merchant] : [k.recipient, k.ip];
  await tx`insert into send_log (key) select unnest(${keys}::text[])`;
  // Nothing reads send_log past 24 hours or blocks past their end: drop a few old rows per send.
  await tx`delete from send_log where id in (select id from send_log where created_at < now() - interval '25 hours' limit 100)`;
  await tx`delete from blocks where key in (select key from blocks where until < now() - interval '1 hour' limit 100)`;
  return null;
}
