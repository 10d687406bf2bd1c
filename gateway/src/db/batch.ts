/**
 * Gathers the loads asked for in one turn of the event loop into one read (the DataLoader
 * pattern). When a node restarts, every socket it held reconnects to the others within seconds,
 * each missing the session cache: one query per turn's misses costs the database and this
 * process one round trip instead of hundreds. `read` answers the keys in the order given.
 */
export class Batch<K, V> {
  private queue: { key: K; resolve: (v: V) => void; reject: (e: unknown) => void }[] = [];
  private scheduled = false;

  constructor(
    private readonly read: (keys: K[]) => Promise<V[]>,
    /** At most this many keys per read: a full batch goes at once. */
    private readonly max = 200,
  ) {}

  load(key: K): Promise<V> {
    return new Promise<V>((resolve, reject) => {
      this.queue.push({ key, resolve, reject });
      if (this.queue.length >= this.max) this.flush();
      else if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => {
          this.scheduled = false;
          this.flush();
        });
      }
    });
  }

  private flush() {
    const batch = this.queue;
    if (batch.length === 0) return;
    this.queue = [];
    this.read(batch.map((b) => b.key)).then(
      (values) => batch.forEach((b, i) => b.resolve(values[i] as V)),
      (err: unknown) => batch.forEach((b) => b.reject(err)),
    );
  }
}
