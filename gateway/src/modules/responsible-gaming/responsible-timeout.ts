import type { TimeOut, TimeOutPeriod, TimeOutValue } from '@wl/shared';
import type { Db, Sql } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import type { AccountRecord } from '../accounts/accounts.js';
import { revokeSessions } from '../accounts/sessions.js';
import { extendsTimeOut, timeOutEnd } from './responsible-rules.js';
import { dbNow, lockMember, logResponsible, type Actor } from './responsible-store.js';

/**
 * Time-out (docs/RESPONSIBLE.md "Time-out"): a break from the whole account, 24 hours to 6
 * weeks. Starting one ends every session of the account at once; until it ends, signing in
 * (`assertLoginAllowed`), play and deposits (`assertPlayAllowed`, `assertDepositAllowed` in
 * responsible.ts) are refused with TIME_OUT_ACTIVE. Like a self-exclusion it cannot be cut short.
 */

/** The running time-out that ends last, or null. */
export async function activeTimeOut(db: Db, accountId: number, now?: Date): Promise<TimeOut | null> {
  // Without a `now` of the caller's, the database's own (one statement, not a `select now()` first).
  const at = now ? db`${now}::timestamptz` : db`now()`;
  const [row] = await db<{ period: TimeOutPeriod; startsAt: Date; endsAt: Date }[]>`
    select period, starts_at, ends_at from responsible_timeouts
    where account_id = ${accountId} and starts_at <= ${at} and ends_at > ${at}
    order by ends_at desc limit 1`;
  return row ? { period: row.period, startsAt: row.startsAt.toISOString(), endsAt: row.endsAt.toISOString() } : null;
}

export const refuseTimeOut = (t: TimeOut) => new AppError('TIME_OUT_ACTIVE', { until: t.endsAt, period: t.period });

/** Throws TIME_OUT_ACTIVE (value `until`, `period`) while a time-out runs. */
export async function assertNoTimeOut(db: Db, accountId: number, now?: Date): Promise<void> {
  const running = await activeTimeOut(db, accountId, now);
  if (running) throw refuseTimeOut(running);
}

/**
 * For every way in (password, SMS code, second verification, social sign-in): call before the
 * session is created. A self-exclusion does not close the door (the member may still withdraw);
 * a time-out does, which is what the member asked for.
 */
export const assertLoginAllowed = (db: Db, accountId: number) => assertNoTimeOut(db, accountId);

/**
 * Starts a time-out now and signs the member out everywhere, in one transaction: the sessions'
 * sockets are told (`session:revoked`, reason `logout`: the member asked to leave, as with a
 * logout, so no "you were signed out" warning follows them). A time-out ending sooner than a
 * running one is refused with the running end; the longest applies.
 */
export async function startTimeOut(sql: Sql, account: AccountRecord, period: TimeOutPeriod, who: Pick<Actor, 'sessionId' | 'ip'>): Promise<TimeOutValue> {
  const accountId = Number(account.id);
  return sql.begin(async (tx) => {
    await lockMember(tx, accountId);
    const now = await dbNow(tx);
    const running = await activeTimeOut(tx, accountId, now);
    const endsAt = timeOutEnd(period, now);
    if (running && !extendsTimeOut(new Date(running.endsAt), endsAt)) throw refuseTimeOut(running);
    await tx`
      insert into responsible_timeouts (account_id, merchant_id, period, starts_at, ends_at)
      values (${accountId}, ${account.merchantId}, ${period}, ${now}, ${endsAt})`;
    await logResponsible(tx, { accountId, merchantId: account.merchantId, ...who }, 'time-out', { period, endsAt: endsAt.toISOString() });
    await revokeSessions(tx, { accountId }, 'logout');
    return { timeOut: { period, startsAt: now.toISOString(), endsAt: endsAt.toISOString() } };
  });
}
