import type { FastifyBaseLogger } from 'fastify';
import type { Observable, Subscription } from 'rxjs';
import type { CreditHeld } from '@wl/shared';
import type { CommitNote } from '../../db/commit-signal.js';
import type { Db } from '../../db/index.js';
import { CREDIT_HELD } from './held-store.js';

/**
 * `credit:held` to the merchant's staff (docs/SEAMLESS.md "Held credits"): the wallet notes a
 * hold in its transaction (held-store.ts); once that commits, this reads the row and hands the
 * alert to `push` (the `/staff` channel, given by the composition layer). A rolled-back hold
 * never reaches anyone; a failed read is logged and the console's list still shows the credit.
 */
export function relayHeldCredits(
  db: Db,
  notes$: Observable<CommitNote>,
  push: (merchantId: number, alert: CreditHeld) => void,
  log: FastifyBaseLogger,
): Subscription {
  return notes$.subscribe((note) => {
    if (note.topic !== CREDIT_HELD) return;
    const { id } = note.payload as { id: number };
    void db<(Omit<CreditHeld, 'amount'> & { amount: string })[]>`
      select h.id::int as id, a.username, h.vendor_code as vendor, g.name as game_name, h.amount, h.currency, h.reason
      from held_credits h join accounts a on a.id = h.account_id join games g on g.node_id = h.node_id
      where h.id = ${id}`.then(
      ([row]) => {
        if (row) push(note.merchantId, { ...row, amount: Number(row.amount) });
      },
      (err: unknown) => log.warn({ err, heldCredit: id }, 'held credit alert not sent'),
    );
  });
}
