import { io, type Socket } from 'socket.io-client';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import {
  EventSync,
  LoggedEventSchema,
  LoggedEventSchemas,
  ResumeAnswerSchema,
  WinnersUpdatedSchema,
  type ClientToServerEvents,
  type EventType,
  type LoggedEvent,
  type ResumeAnswer,
  type ServerToClientEvents,
} from '@wl/shared';

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
/** Engine.IO transports in the order a client tries them: the browser starts on polling. */
export type Transports = Array<'polling' | 'websocket'>;

const schemas = {
  'event:logged': TypeCompiler.Compile(LoggedEventSchema),
  'winners:updated': TypeCompiler.Compile(WinnersUpdatedSchema),
  'events:resume answer': TypeCompiler.Compile(ResumeAnswerSchema),
};
const perType = new Map(Object.entries(LoggedEventSchemas).map(([type, s]) => [type, TypeCompiler.Compile(s)]));

/** A push of the gateway that does not fit the realtime contract. */
export class ContractBreak extends Error {}

/**
 * Throws a ContractBreak unless `value` fits the contract's schema for `what`
 * (shared/src/realtime-schemas.ts), naming what does not fit. The gateway sends what it sends
 * without checking (not on the hot path); the tests check it here: `nextEvent`, `resume` and
 * `SyncClient` pass everything they receive through this.
 */
export function expectContract(what: keyof typeof schemas, value: unknown): void {
  if (schemas[what].Check(value)) return;
  // A union only says "expected union value": for an event, ask its own type's schema.
  const type = (value as { type?: unknown } | null)?.type;
  const check = (what === 'event:logged' && typeof type === 'string' && perType.get(type)) || schemas[what];
  const why = [...check.Errors(value)].slice(0, 5).map((e) => `${e.path || '/'} ${e.message}`);
  throw new ContractBreak(`${what} breaks the realtime contract (${why.join('; ')}): ${JSON.stringify(value)?.slice(0, 500)}`);
}

export function connectSocket(base: string, token: string, opts: { reconnection?: boolean; headers?: Record<string, string> } = {}): Promise<TestSocket> {
  const socket: TestSocket = io(base, {
    path: '/socket.io',
    auth: { token },
    transports: ['websocket'],
    reconnection: opts.reconnection ?? false,
    forceNew: true,
    extraHeaders: opts.headers,
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
export function nextEvent<T extends EventType>(socket: TestSocket, type: T, match: (e: LoggedEvent<T>) => boolean = () => true): Promise<LoggedEvent<T>> {
  return new Promise((resolve, reject) => {
    const onEvent = (e: LoggedEvent) => {
      try {
        expectContract('event:logged', e);
      } catch (err) {
        socket.off('event:logged', onEvent);
        return reject(err as Error);
      }
      if (e.type === type && match(e as LoggedEvent<T>)) {
        socket.off('event:logged', onEvent);
        resolve(e as LoggedEvent<T>);
      }
    };
    socket.on('event:logged', onEvent);
  });
}

/** The next `winners:updated` push, checked against the contract. */
export const nextWinners = (socket: TestSocket): Promise<Parameters<ServerToClientEvents['winners:updated']>[0]> =>
  new Promise((resolve, reject) => {
    socket.once('winners:updated', (p) => {
      try {
        expectContract('winners:updated', p);
        resolve(p);
      } catch (err) {
        reject(err as Error);
      }
    });
  });

export const resume = async (socket: TestSocket, lastSeq: number | null): Promise<ResumeAnswer> => {
  const answer = await socket.timeout(10_000).emitWithAck('events:resume', { lastSeq });
  expectContract('events:resume answer', answer);
  return answer;
};

/**
 * A socket driven exactly like the browser's (`EventSync` from shared): it asks for what it
 * missed on connect and holds live events until caught up. `applied` is what a page would show.
 */
export class SyncClient {
  readonly applied: LoggedEvent[] = [];
  /** Pushes and answers that broke the contract; `reach` and `settled` throw the first. */
  readonly broken: ContractBreak[] = [];
  resyncs = 0;
  socket: TestSocket | null = null;
  private waiters: Array<() => void> = [];
  readonly sync: EventSync;

  /** Set to a promise to hold the next resume requests back until it resolves (races in tests). */
  hold: Promise<unknown> = Promise.resolve();
  requests: Array<number | null> = [];

  constructor(
    private base: string,
    private token: string,
    lastSeq: number | null,
    private transports: Transports = ['websocket'],
  ) {
    this.sync = new EventSync(
      {
        request: (n) => {
          const s = this.socket;
          if (!s) return;
          this.requests.push(n);
          void this.hold
            .then(() => resume(s, n))
            .then(
              (a) => {
                this.sync.answered(a);
                if (!a.ok) this.retrySoon();
              },
              (err: unknown) => {
                if (err instanceof ContractBreak) this.breaks(err);
                this.sync.answered(null);
                this.retrySoon();
              },
            );
        },
        apply: (e) => {
          this.applied.push(e);
          this.waiters.splice(0).forEach((w) => w());
        },
        resync: () => this.resyncs++,
      },
      lastSeq,
    );
  }

  /**
   * Like the browser (client/src/realtime/member.ts): a refused, failed or timed-out resume is asked
   * again shortly. Without it a page whose answer was lost holds its pushes back until some later
   * push makes it ask, and stays behind for good when that was the last one.
   */
  private retrySoon() {
    setTimeout(() => this.sync.retry(), 300);
  }

  async connect(): Promise<this> {
    const s: TestSocket = io(this.base, { path: '/socket.io', auth: { token: this.token }, transports: this.transports, reconnection: false, forceNew: true });
    this.socket = s;
    s.on('event:logged', (e) => {
      try {
        expectContract('event:logged', e);
      } catch (err) {
        this.breaks(err as ContractBreak);
      }
      this.sync.live(e);
    });
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
    while (!this.broken.length && (this.sync.lastSeq ?? 0) < seq) await new Promise<void>((r) => this.waiters.push(r));
    if (this.broken.length) throw this.broken[0];
  }

  /** Resolves once no resume answer is owed (the client has caught up for now). */
  async settled(): Promise<void> {
    while (!this.broken.length && this.sync.syncing) await new Promise((r) => setTimeout(r, 10));
    if (this.broken.length) throw this.broken[0];
  }

  private breaks(err: ContractBreak) {
    this.broken.push(err);
    this.waiters.splice(0).forEach((w) => w());
  }

  get seqs() {
    return this.applied.map((e) => e.seq);
  }
}
