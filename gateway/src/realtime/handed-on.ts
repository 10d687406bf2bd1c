/**
 * What the event relay (relay.ts) has handed on, per account: the sequence of the last row and
 * its transaction id. Kept only while that row is above the relay's scan cursor; once the cursor
 * has passed the row's transaction, the log itself says it (the account's last row at or below
 * the cursor) and the entry is forgotten, so memory follows recent activity, not the user count.
 */
export class HandedOn {
  private last = new Map<number, { seq: number; txid: bigint }>();

  /** The last sequence handed on, or null when the cursor holds it (or nothing ever was). */
  seqOf(accountId: number): number | null {
    return this.last.get(accountId)?.seq ?? null;
  }

  /** Whether a row the scan found may not have been handed on yet. */
  needs(accountId: number, seq: number): boolean {
    const l = this.last.get(accountId);
    return !l || seq > l.seq;
  }

  /** A row handed on; rows of one account come in sequence order. */
  record(accountId: number, seq: number, txid: bigint) {
    this.last.set(accountId, { seq, txid });
  }

  /** The scan's cursor moved into transaction `txid`: entries of older transactions are in the log's past. */
  forgetBelow(txid: bigint) {
    for (const [a, l] of this.last) if (l.txid < txid) this.last.delete(a);
  }

  clear() {
    this.last.clear();
  }

  get size(): number {
    return this.last.size;
  }
}
