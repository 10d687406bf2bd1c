import type { LoggedEvent, ResumeAnswer } from './realtime.js';

/** What the sync needs from its socket and what it hands on. */
export interface EventSyncPort {
  /** Send `events:resume { lastSeq }`; the answer comes back through `answered`. */
  request(lastSeq: number | null): void;
  /** An event to act on, exactly once and in sequence order. */
  apply(event: LoggedEvent): void;
  /** The client is too far behind (or had no baseline): reload what it shows. */
  resync(): void;
}

const isSeq = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n > 0;

/**
 * Lossless, ordered delivery of the per-account event stream on the client: no event is missed or applied twice.
 *
 * The last applied sequence only moves by one, so an event can be applied only after every
 * event before it. Live events that arrive while a resume is in flight, or ahead of a gap,
 * wait in a buffer; a gap asks the server again. Correct whatever order replay answers and
 * live pushes arrive in: a client that missed 1 and 2 and then got 3 live ends with 1, 2, 3.
 */
export class EventSync {
  private buffer = new Map<number, LoggedEvent>();
  private inFlight = false;
  private askAgain = false;
  private online = false;

  constructor(
    private port: EventSyncPort,
    private last: number | null = null,
  ) {}

  /** The last sequence applied (null before the first resume answer of a fresh login). */
  get lastSeq(): number | null {
    return this.last;
  }

  /** True while events are held back waiting for a resume answer. */
  get syncing(): boolean {
    return this.inFlight;
  }

  /** The socket (re)connected: catch up before applying anything live. */
  connected() {
    this.online = true;
    this.inFlight = false;
    this.ask();
  }

  /** The socket dropped: an answer still owed will never come; the next connect asks again. */
  disconnected() {
    this.online = false;
    this.inFlight = false;
    this.askAgain = false;
  }

  /** Forget everything (another member logged in on this tab). */
  reset() {
    this.buffer.clear();
    this.last = null;
  }

  live(event: LoggedEvent) {
    if (!event || !isSeq(event.seq)) return;
    if (this.last !== null && event.seq <= this.last) return;
    this.buffer.set(event.seq, event);
    if (!this.inFlight) this.drain();
  }

  /** The answer to our last request; `null` when it failed (the caller retries with `retry`). */
  answered(answer: ResumeAnswer | null) {
    this.inFlight = false;
    if (!answer || !answer.ok) return;
    if ('resync' in answer) {
      this.last = answer.lastSeq;
      this.port.resync();
    } else {
      for (const e of [...answer.events].sort((a, b) => a.seq - b.seq)) {
        if (!isSeq(e.seq)) continue;
        if (this.last === null || e.seq === this.last + 1) this.applyOne(e);
        else if (e.seq > this.last + 1) this.buffer.set(e.seq, e);
      }
      if (answer.more) this.askAgain = true;
    }
    this.drain();
  }

  /** Ask again after a failed or refused request. */
  retry() {
    if (this.online && !this.inFlight) this.ask();
  }

  private applyOne(e: LoggedEvent) {
    this.last = e.seq;
    this.buffer.delete(e.seq);
    this.port.apply(e);
  }

  /** Applies whatever is contiguous; anything left past a gap makes us ask the server. */
  private drain() {
    if (this.last === null) {
      if (this.buffer.size > 0 || this.askAgain) this.ask();
      return;
    }
    for (let next = this.buffer.get(this.last + 1); next; next = this.buffer.get(this.last + 1)) this.applyOne(next);
    for (const seq of this.buffer.keys()) if (seq <= this.last) this.buffer.delete(seq);
    if (this.buffer.size > 0 || this.askAgain) this.ask();
  }

  private ask() {
    if (!this.online || this.inFlight) return;
    this.askAgain = false;
    this.inFlight = true;
    this.port.request(this.last);
  }
}
