import { io, type Socket } from 'socket.io-client';
import { EventSync, type ClientToServerEvents, type EventType, type LoggedEvent, type ResumeAnswer, type ServerToClientEvents } from '@wl/shared';

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export function connectSocket(base: string, token: string, opts: { reconnection?: boolean; headers?: Record<string, string> } = {}): Promise<TestSocket> {
  const socket: TestSocket = io(base, {
    path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: opts.reconnection ?? false, forceNew: true, extraHeaders: opts.headers,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

/** The next pushed event of `type` (and, when given, one that `match` accepts: a relay that lags may
 *  still be handing on older events when the test starts listening). */
export function nextEvent<T extends EventType>(
  socket: TestSocket,
  type: T,
  match: (e: LoggedEvent<T>) => boolean = () => true,
): Promise<LoggedEvent<T>> {
  return new Promise((resolve) => {
    const onEvent = (e: LoggedEvent) => {
      if (e.type === type && match(e as LoggedEvent<T>)) {
        socket.off('event:logged', onEvent);
        resolve(e as LoggedEvent<T>);
      }
    };
    socket.on('event:logged', onEvent);
  });
}

export const resume = (socket: TestSocket, lastSeq: number | null): Promise<ResumeAnswer> =>
  socket.timeout(10_000).emitWithAck('events:resume', { lastSeq });

/**
 * A socket driven exactly like the browser's (`EventSync` from shared): it asks for what it
 * missed on connect and holds live events until caught up. `applied` is what a page would show.
 */
export class SyncClient {
  readonly applied: LoggedEvent[] = [];
  resyncs = 0;
  socket: TestSocket | null = null;
  private waiters: Array<() => void> = [];
  readonly sync: EventSync;

  /** Set to a promise to hold the next resume requests back until it resolves (races in tests). */
  hold: Promise<unknown> = Promise.resolve();
  requests: Array<number | null> = [];

  constructor(private base: string, private token: string, lastSeq: number | null) {
    this.sync = new EventSync({
      request: (n) => {
        const s = this.socket;
        if (!s) return;
        this.requests.push(n);
        void this.hold.then(() => resume(s, n)).then((a) => this.sync.answered(a), () => this.sync.answered(null));
      },
      apply: (e) => {
        this.applied.push(e);
        this.waiters.splice(0).forEach((w) => w());
      },
      resync: () => this.resyncs++,
    }, lastSeq);
  }

  async connect(): Promise<this> {
    const s: TestSocket = io(this.base, { path: '/socket.io', auth: { token: this.token }, transports: ['websocket'], reconnection: false, forceNew: true });
    this.socket = s;
    s.on('event:logged', (e) => this.sync.live(e));
    s.on('disconnect', () => this.sync.disconnected());
    await new Promise<void>((resolve, reject) => {
      // Like the browser: the catch-up starts in the connect handler, before any live event.
      s.once('connect', () => {
        this.sync.connected();
        resolve();
      });
      s.once('connect_error', reject);
    });
    return this;
  }

  disconnect() {
    this.socket?.disconnect();
    this.socket = null;
    this.sync.disconnected();
  }

  /** Resolves once the client has applied everything up to `seq`. */
  async reach(seq: number): Promise<void> {
    while ((this.sync.lastSeq ?? 0) < seq) await new Promise<void>((r) => this.waiters.push(r));
  }

  /** Resolves once no resume answer is owed (the client has caught up for now). */
  async settled(): Promise<void> {
    while (this.sync.syncing) await new Promise((r) => setTimeout(r, 10));
  }

  get seqs() {
    return this.applied.map((e) => e.seq);
  }
}
