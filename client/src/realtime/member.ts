import { EventSync, isAgentClock, isLoggedEvent, isResumeAnswer, isWinnersPayload, type LoggedEvent, type ResumeAnswer } from '@wl/shared/core';
import { session as storage } from '../lib/storage';
import { publishLiveEvent } from '../stores/live';
import { publishWinners } from '../stores/winners';
import { agentClockStore } from '../stores/agent-clock';
import { endSession, sessionStore } from '../session/session';
import { createStore } from '../lib/store';
import { openChannel, type Channel } from './channel';

/**
 * The member socket's link, for the connection indicator (features/listener): `idle` with no
 * socket wanted (guest, signed out), `up` once connected and caught up (the first resume answer
 * came back, so pushes are live), `down` from a drop until then.
 */
export type LinkState = 'idle' | 'up' | 'down';
export const linkStore = createStore<LinkState>('idle');

const RESUME_TIMEOUT_MS = 10_000;

/** Said once per kind of thing dropped, so a gateway that keeps sending it does not flood the console. */
const warned = new Set<string>();
function dropped(what: string, value: unknown) {
  if (warned.has(what)) return;
  warned.add(what);
  console.warn(`realtime: dropped a ${what} that does not fit the contract`, value);
}

/**
 * Live per-member events. The server logs each with a per-account sequence; `EventSync`
 * applies them strictly in order, exactly once: after every (re)connect it asks for what was
 * missed and holds live pushes back until the answer has caught it up, and a gap makes it ask
 * again. The last applied sequence survives a reload in session storage. Applied events go to
 * the live store (stores/live.ts), where pages subscribe by event type. The connection itself, its
 * reconnects and the wait before asking again after a failed resume are the `/` channel's
 * (realtime/channel.ts).
 */
export class Realtime {
  private channel: Channel | null = null;
  private sessionId: number | null = null;
  private sync: EventSync;

  constructor(
    private onRevoked: (reason: string) => void,
    /** The client was too far behind to replay (or had no baseline): reload what it shows. */
    private onResync: () => void,
  ) {
    this.sync = new EventSync({ request: (lastSeq) => this.request(lastSeq), apply: (e) => this.apply(e), resync: () => this.onResync() }, storedSeq());
  }

  connect(token: string) {
    this.disconnect();
    const channel = openChannel('/', {
      token: () => token,
      onConnect: () => this.sync.connected(),
      onDisconnect: () => {
        linkStore.set('down');
        this.sync.disconnected();
      },
      onRefused: (err) => {
        if (err.message !== 'TOKEN_INVALID') return 'retry';
        if (sessionStore.get().token === token) {
          this.onRevoked('expired');
          endSession();
        }
        return 'stop';
      },
    });
    const { socket } = channel;
    // Checked without TypeBox (shared/src/realtime-guards.ts). A pushed event is ordered by its
    // sequence and read as it is applied (apply below), so one the client cannot read is skipped
    // in its place instead of leaving a gap that every later replay would hit again.
    socket.on('event:logged', (e) => this.sync.live(e));
    socket.on('winners:updated', (p) => (isWinnersPayload(p) ? publishWinners(p.list) : dropped('winners:updated', p)));
    socket.on('agent:clock', (p) => (isAgentClock(p) ? agentClockStore.set(p) : dropped('agent:clock', p)));
    this.channel = channel;
    // Until the first connect the link counts as down: a socket that never comes up is shown too.
    linkStore.set('down');
  }

  disconnect() {
    this.channel?.close();
    this.channel = null;
    this.sync.disconnected();
    linkStore.set('idle');
  }

  /** Forget the sequence when the member changes; a new account starts its own log. */
  reset() {
    this.sync.reset();
    storage.remove('lastSeq');
  }

  private request(lastSeq: number | null) {
    const channel = this.channel;
    if (!channel) return;
    channel.socket.timeout(RESUME_TIMEOUT_MS).emit('events:resume', { lastSeq }, (err: Error | null, answer: ResumeAnswer) => {
      if (channel !== this.channel) return;
      // A malformed answer counts as a failed one: asked again later.
      if (!err && !isResumeAnswer(answer)) dropped('events:resume answer', answer);
      const good = !err && isResumeAnswer(answer) && answer.ok ? answer : null;
      if (good) {
        this.sessionId = good.sessionId;
        linkStore.set('up');
      }
      this.sync.answered(good);
      if (!good) channel.later(() => this.sync.retry());
      else this.remember();
    });
  }

  private remember() {
    const seq = this.sync.lastSeq;
    if (seq !== null) storage.set('lastSeq', String(seq));
  }

  private apply(e: LoggedEvent) {
    this.remember();
    if (!isLoggedEvent(e)) return dropped(`${String((e as { type?: unknown }).type).slice(0, 40)} event`, e);
    if (e.type === 'session:revoked') return this.revoked(e as LoggedEvent<'session:revoked'>);
    publishLiveEvent(e);
  }

  /** Ending the session needs this socket's own session id, so it is handled here. */
  private revoked(e: LoggedEvent<'session:revoked'>) {
    // Another session of the same account ended: not ours.
    if (this.sessionId !== null && e.payload.sessionId !== this.sessionId) return;
    this.disconnect();
    // Our own logout also revokes; the member already knows then.
    if (e.payload.reason !== 'logout') this.onRevoked(e.payload.reason);
    endSession();
  }
}

function storedSeq(): number | null {
  const raw = storage.get('lastSeq');
  const n = Number(raw);
  return raw !== null && raw !== '' && Number.isSafeInteger(n) && n >= 0 ? n : null;
}
