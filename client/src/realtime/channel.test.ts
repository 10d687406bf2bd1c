import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoff, createChannels, newSocket, type AppSocket, type ChannelOptions } from './channel';

type Handler = (...args: unknown[]) => void;

/** Just what a channel uses of a Socket.IO socket; `fire` plays what the server or transport did. */
class FakeSocket {
  active = false;
  connects = 0;
  listenersAtConnect = 0;
  disconnects = 0;
  private handlers = new Map<string, Handler[]>();

  constructor(readonly auth?: unknown) {}
  on(event: string, fn: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), fn]);
    return this;
  }
  removeAllListeners() {
    this.handlers.clear();
    return this;
  }
  connect() {
    this.active = true;
    this.connects++;
    this.listenersAtConnect = this.listenerCount;
    return this;
  }
  disconnect() {
    this.active = false;
    this.disconnects++;
    return this;
  }
  fire(event: string, ...args: unknown[]) {
    for (const fn of this.handlers.get(event) ?? []) fn(...args);
  }
  /** The server refused the handshake: Socket.IO leaves such a socket inactive. */
  refuse(code: string) {
    this.active = false;
    this.fire('connect_error', new Error(code));
  }
  /** What the next handshake sends. */
  handshake(): unknown {
    let sent: unknown;
    if (typeof this.auth === 'function') (this.auth as (cb: (data: object) => void) => void)((d) => (sent = d));
    return sent;
  }
  get listenerCount() {
    return [...this.handlers.values()].reduce((n, l) => n + l.length, 0);
  }
}

function setup() {
  let made: FakeSocket | null = null;
  const open = createChannels((_ns, auth) => {
    made = new FakeSocket(auth);
    return made as unknown as AppSocket;
  });
  return {
    open: (ns: string, opts?: ChannelOptions) => {
      const channel = open(ns, opts);
      return { channel, socket: made! };
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  // The bottom of every jitter range, so waits are exact.
  vi.spyOn(Math, 'random').mockReturnValue(0);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('backoff', () => {
  it('doubles from 1 s, capped at 30 s, each wait in the upper half of its step', () => {
    for (let attempt = 0; attempt < 12; attempt++) {
      const step = Math.min(30_000, 1000 * 2 ** attempt);
      expect(backoff(attempt, () => 0)).toBe(step / 2);
      expect(backoff(attempt, () => 0.999_999)).toBeLessThanOrEqual(step);
      expect(backoff(attempt, () => 0.999_999)).toBeGreaterThan(step * 0.99);
    }
    expect(backoff(1000, () => 0.999_999)).toBeLessThanOrEqual(30_000);
  });
});

describe('channel', () => {
  it('connects once its listeners are on', () => {
    const { socket } = setup().open('/site');
    expect(socket.connects).toBe(1);
    expect(socket.listenersAtConnect).toBe(socket.listenerCount);
  });

  it('asks again after a refused handshake, waiting longer each time until a connect', () => {
    const { socket } = setup().open('/site');
    socket.refuse('UNAVAILABLE');
    vi.advanceTimersByTime(499);
    expect(socket.connects).toBe(1);
    vi.advanceTimersByTime(1);
    expect(socket.connects).toBe(2);

    socket.refuse('UNAVAILABLE');
    vi.advanceTimersByTime(999);
    expect(socket.connects).toBe(2);
    vi.advanceTimersByTime(1);
    expect(socket.connects).toBe(3);

    socket.fire('connect');
    socket.refuse('MAINTENANCE');
    vi.advanceTimersByTime(500);
    expect(socket.connects).toBe(4);
  });

  it('keeps one wait at a time', () => {
    const { channel, socket } = setup().open('/');
    socket.refuse('UNAVAILABLE');
    socket.refuse('UNAVAILABLE');
    expect(vi.getTimerCount()).toBe(1);

    const first = vi.fn();
    const second = vi.fn();
    channel.later(first);
    channel.later(second);
    expect(vi.getTimerCount()).toBe(1);
    vi.runAllTimers();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('leaves a transport error and a server disconnect to Socket.IO', () => {
    const onDisconnect = vi.fn();
    const { socket } = setup().open('/', { onDisconnect });
    socket.fire('connect_error', new Error('websocket error'));
    expect(vi.getTimerCount()).toBe(0);
    socket.active = false;
    socket.fire('disconnect', 'io server disconnect');
    expect(onDisconnect).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops on a refusal the feature calls final (a bad token)', () => {
    const { socket } = setup().open('/staff', { onRefused: (err) => (err.message === 'TOKEN_INVALID' ? 'stop' : 'retry') });
    socket.refuse('TOKEN_INVALID');
    expect(socket.disconnects).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does nothing more once the refusal handler closed the channel', () => {
    const env = setup();
    const { channel, socket } = env.open('/', {
      onRefused: () => {
        channel.close();
        return 'stop';
      },
    });
    socket.refuse('TOKEN_INVALID');
    expect(socket.disconnects).toBe(1);
  });

  it('sends the token as it is at every handshake', () => {
    let token = 'first';
    const { socket } = setup().open('/', { token: () => token });
    expect(socket.handshake()).toEqual({ token: 'first' });
    token = 'renewed';
    socket.refuse('UNAVAILABLE');
    vi.runAllTimers();
    expect(socket.handshake()).toEqual({ token: 'renewed' });
  });

  it('tells a connect from a reconnect', () => {
    const onConnect = vi.fn();
    const { socket } = setup().open('/site', { onConnect });
    socket.fire('connect');
    socket.fire('disconnect', 'transport close');
    socket.fire('connect');
    expect(onConnect.mock.calls).toEqual([[false], [true]]);
  });

  it('closes without leaving a timer or a listener', () => {
    const onConnect = vi.fn();
    const { channel, socket } = setup().open('/', { onConnect });
    socket.refuse('UNAVAILABLE');
    channel.close();
    expect(vi.getTimerCount()).toBe(0);
    expect(socket.listenerCount).toBe(0);
    expect(socket.active).toBe(false);

    channel.later(() => socket.connect());
    vi.runAllTimers();
    expect(socket.connects).toBe(1);
    expect(onConnect).not.toHaveBeenCalled();
  });

  it('sends no token where none is asked for', () => {
    const { socket } = setup().open('/site');
    expect(socket.auth).toBeUndefined();
  });

  it('closes a channel still open on the namespace it opens', () => {
    const env = setup();
    const onConnect = vi.fn();
    const first = env.open('/site', { onConnect });
    first.socket.refuse('UNAVAILABLE');
    env.open('/site');
    expect(first.socket.active).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
    first.socket.fire('connect');
    expect(onConnect).not.toHaveBeenCalled();
  });
});

describe('newSocket', () => {
  // Never connected (autoConnect is off and nothing calls connect), so no server is needed.
  const ORIGIN = 'http://127.0.0.1:9';

  it('puts every namespace of the page on one Manager, and a namespace opened again on its own', () => {
    const member = newSocket('/', undefined, ORIGIN);
    const site = newSocket('/site', undefined, ORIGIN);
    const staff = newSocket('/staff', undefined, ORIGIN);
    expect(site.io).toBe(member.io);
    expect(staff.io).toBe(member.io);
    expect(member.active).toBe(false);

    const again = newSocket('/', undefined, ORIGIN);
    expect(again.io).not.toBe(member.io);
  });
});
