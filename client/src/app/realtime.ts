import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, LoggedEvent, ServerToClientEvents } from '@wl/shared';
import { SeqTracker } from '../lib/seq';
import { session as storage } from '../lib/storage';
import { endSession, sessionStore, setBalance, setUnread } from './session';

type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * Live per-member events. Events are durable on the server with a per-account sequence; we
 * keep the highest one seen so a reconnect asks only for what was missed, and we drop any
 * event at or below it (a replay and a live push can carry the same event).
 */
export class Realtime {
  private socket: AppSocket | null = null;
  /**
   * No baseline until the first event: a fresh login must not ask for everything after 0,
   * which would replay the account's whole history.
   */
  private seq = new SeqTracker(storedSeq());

  constructor(
    private onRevoked: (reason: string) => void,
    /** Without a baseline nothing can be replayed, so the caller reloads what it shows. */
    private onGap: () => void,
  ) {}

  connect(token: string) {
    this.disconnect();
    let first = true;
    const socket: AppSocket = io({
      path: '/socket.io',
      // The first handshake catches up from the stored sequence (a reload); reconnects send
      // events:resume instead, once connected, so nothing is replayed twice.
      auth: (cb) => cb(first && this.seq.value !== null ? { token, lastSeq: this.seq.value } : { token }),
      transports: ['websocket', 'polling'],
    });
    socket.on('event:logged', (e) => this.handle(e));
    socket.on('events:replayed', (events) => {
      for (const e of [...events].sort((a, b) => a.seq - b.seq)) this.handle(e);
    });
    socket.on('connect', () => {
      // Events logged while the socket was away are asked for by sequence.
      if (!first) {
        const lastSeq = this.seq.value;
        if (lastSeq === null) this.onGap();
        else socket.emit('events:resume', { lastSeq });
      }
      first = false;
    });
    socket.on('connect_error', (err) => {
      if (err.message === 'TOKEN_INVALID') {
        socket.disconnect();
        if (sessionStore.get().token === token) {
          this.onRevoked('expired');
          endSession();
        }
      }
    });
    this.socket = socket;
  }

  disconnect() {
    this.socket?.removeAllListeners();
    this.socket?.disconnect();
    this.socket = null;
  }

  /** Forget the sequence when the member changes; a new account starts its own log. */
  reset() {
    this.seq.reset();
    storage.remove('lastSeq');
  }

  private handle(e: LoggedEvent) {
    if (!e || !this.seq.accept(e.seq)) return;
    storage.set('lastSeq', String(e.seq));
    switch (e.type) {
      case 'balance:changed': {
        const p = e.payload as LoggedEvent<'balance:changed'>['payload'];
        setBalance(p.balance, p.currency);
        break;
      }
      case 'unread:changed': {
        const p = e.payload as LoggedEvent<'unread:changed'>['payload'];
        setUnread(p.unreadMessages);
        break;
      }
      case 'session:revoked': {
        const p = e.payload as LoggedEvent<'session:revoked'>['payload'];
        this.disconnect();
        // Our own logout also revokes; the member already knows then.
        if (p.reason !== 'logout') this.onRevoked(p.reason);
        endSession();
        break;
      }
    }
  }
}

function storedSeq(): number | null {
  const n = Number(storage.get('lastSeq'));
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}
