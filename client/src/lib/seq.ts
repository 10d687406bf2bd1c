/**
 * The highest event sequence seen for the member. Replays and live pushes can carry the same
 * event, and a reconnect may replay what already arrived: anything at or below the mark is a
 * duplicate. `null` means no baseline yet (a fresh login), when every event is new.
 */
export class SeqTracker {
  constructor(private last: number | null = null) {}

  get value(): number | null {
    return this.last;
  }

  /** True when the event is new (and moves the mark), false for a duplicate. */
  accept(seq: unknown): boolean {
    if (typeof seq !== 'number' || !Number.isSafeInteger(seq) || seq < 0) return false;
    if (this.last !== null && seq <= this.last) return false;
    this.last = seq;
    return true;
  }

  reset() {
    this.last = null;
  }
}
