import type { LoginValue, PasswordChangeReason } from '@wl/shared';
import type { Ctx } from '../../context.js';
import type { Sql, Tx } from '../../db/index.js';
import type { Merchant } from '../site/settings.js';
import type { AccountRecord } from '../accounts/accounts.js';
import { memberInfo } from '../member-info/member-info.js';
import { createSession } from '../accounts/sessions.js';
import { assertLoginAllowed } from '../responsible-gaming/responsible-timeout.js';

/**
 * The last step of every way in (password, SMS code, second verification, social sign-in,
 * registration, free play): the session opens. Kept apart from login.ts so the second
 * verification can finish a login without importing the login that starts it.
 */
export interface ClientInfo {
  ip: string;
  userAgent: string;
  captchaId: string | undefined;
}

/** True when the account once completed a login from this IP (no second verification then). */
export async function isKnownIp(sql: Sql, accountId: number, ip: string) {
  const rows = await sql`select 1 from account_ips where account_id = ${accountId} and ip = ${ip}`;
  return rows.length > 0;
}

/** Session, known IP and login time in one transaction; then the client's login value. */
export async function completeLogin(
  ctx: Ctx,
  tx: Tx,
  merchant: Merchant,
  account: AccountRecord,
  o: {
    remember: boolean;
    client: Pick<ClientInfo, 'ip' | 'userAgent'>;
    viaSms: boolean;
    mustChange: boolean;
    expired?: boolean;
    reason?: PasswordChangeReason;
  },
): Promise<LoginValue> {
  const mustChangePassword = o.mustChange && !o.viaSms;
  // Sent together, as one pipeline down the transaction's connection: every login pays for each
  // round trip. A member on a time-out (responsible gaming) is refused here, the last step of
  // every way in; the refusal rolls the transaction back, the session with it.
  const [, session, , user] = await Promise.all([
    assertLoginAllowed(tx, Number(account.id)),
    createSession(tx, Number(account.id), { remember: o.remember, ip: o.client.ip, userAgent: o.client.userAgent, mustChangePassword }),
    // The known IP and the login time in one statement.
    tx`with known as (insert into account_ips (account_id, ip) values (${account.id}, ${o.client.ip})
                      on conflict (account_id, ip) do update set last_seen = now())
       update accounts set last_login_at = now() where id = ${account.id}`,
    memberInfo(tx, account, merchant),
  ]);
  return {
    token: session.token,
    firstTimeLogin: account.firstLogin,
    passwordExpired: !!o.expired,
    mustChangePassword,
    ...(mustChangePassword && o.reason ? { passwordChangeReason: o.reason } : {}),
    expiresAt: session.expiresAt.toISOString(),
    user,
  };
}
