import type { Tx } from '../../db/index.js';

/**
 * What the games module tells the modules above it without importing them; app.ts fills these at
 * start (wireHooks).
 */
export const gamesHooks: {
  /** A big win on the winners board, in the transaction that pays it (the agents above the member: agent-team/activity.ts). */
  onBigWin: ((tx: Tx, win: { accountId: number; amount: number; currency: string }) => Promise<void>)[];
  /** Staff enabled a vendor on a site, in the same transaction (the vendor's wallet-API credential: vendor-wallet/credentials.ts). */
  onVendorEnabled: ((tx: Tx, merchantId: number, vendorCode: string) => Promise<void>)[];
} = { onBigWin: [], onVendorEnabled: [] };
