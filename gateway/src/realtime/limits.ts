/**
 * Small in-process limits for the socket layer: a token bucket per socket for the events a
 * client sends, and a lane that bounds how much database work sockets may have in flight at
 * once, so a flood of socket requests queues here and never in front of HTTP requests in the
 * database pool.
 */
export class TokenBucket {
  private tokens: number;
  private at: number;

  constructor(
    private capacity: number,
    private perSecond: number,
    private now: () => number = Date.now,
  ) {
    this.tokens = capacity;
    this.at = now();
  }

  take(): boolean {
    const t = this.now();
    this.tokens = Math.min(this.capacity, this.tokens + ((t - this.at) / 1000) * this.perSecond);
    this.at = t;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

export class Lane {
  private running = 0;
  private waiting: Array<() => void> = [];

  constructor(private width: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.width) await new Promise<void>((r) => this.waiting.push(r));
    this.running++;
    try {
      return await work();
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }

  get queued() {
    return this.waiting.length;
  }
}
