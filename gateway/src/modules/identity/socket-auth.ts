import type { Ctx } from '../../context.js';
import type { SocketAuthenticator } from '../../realtime/socket.js';
import { enforceSiteStatus } from '../site/gate.js';

/**
 * Who a socket is: the live session behind its token on the merchant of its host (another
 * merchant's token is no session here), while the site is open to the socket's address
 * (maintenance and region blocks throw their AppError, as for HTTP).
 */
export function socketAuthenticator(ctx: Ctx): SocketAuthenticator {
  return async (token, host, ip) => {
    const merchant = await ctx.merchants.forHost(host);
    enforceSiteStatus(merchant, ip, {});
    const found = await ctx.sessions.find(token, merchant.id);
    if (!found || found.account.status !== 'active') return null;
    return { accountId: Number(found.account.id), sessionId: found.sessionId, merchantId: merchant.id, accountType: found.account.type };
  };
}
