import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@wl/shared/core';

/**
 * The browser's one Socket.IO lifecycle. Every namespace the page opens (`/` the member's, `/site`,
 * `/staff`) is a channel on socket.io-client's shared Manager, so they share one engine connection,
 * and each gets the same handling: the token read at every handshake, one backoff for what
 * Socket.IO does not retry itself, and a close that leaves no timer or listener behind. Features
 * only listen and emit on `channel.socket`.
 *
 * Socket.IO reconnects a dropped transport on its own. It does not retry a refused handshake
 * (maintenance, too many sockets, a database blip), so the channel asks again after the backoff.
 * Nor does it reconnect after the server closes the namespace, and neither does the channel: the
 * gateway does that only to be rid of a socket for good (a revoked session, a flooding or unknown
 * client), while a restarting node closes at the transport, which Socket.IO does retry.
 */
export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface ChannelOptions {
  /** Read at every handshake, the first and each reconnect, so a renewed token is the one sent. */
  token?: () => string | null;
  /** Each connect; `again` once the channel was connected before, so a drop may have missed pushes. */
  onConnect?: (again: boolean) => void;
  onDisconnect?: () => void;
  /** A refusal no retry can cure (a bad token) returns 'stop': the channel then stops asking. */
  onRefused?: (err: Error) => 'stop' | 'retry';
}

export interface Channel {
  readonly socket: AppSocket;
  /** Runs `fn` after the backoff wait, replacing a wait already set; the count restarts on connect. */
  later(fn: () => void): void;
  /** Disconnects and forgets the channel's listeners and wait; later calls do nothing. */
  close(): void;
}

const MAX_WAIT_MS = 30_000;

/** 1 s doubling to 30 s, each wait somewhere in its upper half so many tabs do not retry in step. */
export function backoff(attempt: number, random: () => number = Math.random): number {
  return Math.min(MAX_WAIT_MS, 1000 * 2 ** Math.min(attempt, 5)) * (0.5 + random() / 2);
}

type Auth = (cb: (data: object) => void) => void;

/**
 * A socket on `namespace` of `origin` (the page's own by default). socket.io-client's Manager cache
 * puts every namespace of an origin on one connection; a namespace opened again gets a Manager of
 * its own, so an answer to the earlier owner's handshake can never reach the new owner. Nothing
 * connects on its own: the channel connects once its listeners are on.
 */
export function newSocket(namespace: string, auth?: Auth, origin = ''): AppSocket {
  return io(origin + namespace, { path: '/socket.io', transports: ['websocket', 'polling'], autoConnect: false, ...(auth && { auth }) });
}

/** The channel opener over a socket maker; tests hand in a fake one. */
export function createChannels(makeSocket: (namespace: string, auth?: Auth) => AppSocket = newSocket) {
  const open = new Map<string, Channel>();

  /** Opens `namespace`, closing a channel still open on it (one owner per namespace). */
  return function openChannel(namespace: string, opts: ChannelOptions = {}): Channel {
    open.get(namespace)?.close();
    const token = opts.token;
    const s = makeSocket(namespace, token && ((cb) => cb({ token: token() })));

    let timer: ReturnType<typeof setTimeout> | null = null;
    let attempts = 0;
    let closed = false;
    let connectedBefore = false;

    const channel: Channel = {
      socket: s,
      later(fn) {
        if (closed) return;
        if (timer) clearTimeout(timer);
        timer = setTimeout(() => {
          timer = null;
          fn();
        }, backoff(attempts++));
      },
      close() {
        if (closed) return;
        closed = true;
        if (timer) clearTimeout(timer);
        timer = null;
        if (open.get(namespace) === channel) open.delete(namespace);
        s.removeAllListeners();
        s.disconnect();
      },
    };

    s.on('connect', () => {
      attempts = 0;
      const again = connectedBefore;
      connectedBefore = true;
      opts.onConnect?.(again);
    });
    s.on('disconnect', () => opts.onDisconnect?.());
    s.on('connect_error', (err) => {
      const verdict = opts.onRefused?.(err) ?? 'retry';
      // The handler may have closed the channel (ending the session does): nothing left to stop.
      if (closed) return;
      if (verdict === 'stop') s.disconnect();
      else if (!s.active) channel.later(() => s.connect());
    });
    open.set(namespace, channel);
    s.connect();
    return channel;
  };
}

export const openChannel = createChannels();
