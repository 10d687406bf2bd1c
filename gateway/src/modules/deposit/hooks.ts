import type { Tx } from '../../db/index.js';

/**
 * What a deposit tells the modules above it without importing them; app.ts fills it at start
 * (wireHooks): the agents above the member hear of a credited deposit (agent-team/activity.ts).
 */
export interface Credited {
  accountId: number;
  amount: number;
  currency: string;
}

export const depositHooks: {
  /** In the transaction that credits the deposit, once (not on a replayed callback). */
  onCredited: ((tx: Tx, deposit: Credited) => Promise<void>)[];
} = { onCredited: [] };
