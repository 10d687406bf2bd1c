import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, EventType, LoggedEvent, ServerToClientEvents } from '@wl/shared';

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export function connectSocket(base: string, token: string, lastSeq?: number): Promise<TestSocket> {
  const socket: TestSocket = io(base, { path: '/socket.io', auth: { token, lastSeq }, transports: ['websocket'], reconnection: false, forceNew: true });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => reject(err));
  });
}

export function nextEvent<T extends EventType>(socket: TestSocket, type: T): Promise<LoggedEvent<T>> {
  return new Promise((resolve) => {
    const onEvent = (e: LoggedEvent) => {
      if (e.type === type) {
        socket.off('event:logged', onEvent);
        resolve(e as LoggedEvent<T>);
      }
    };
    socket.on('event:logged', onEvent);
  });
}
