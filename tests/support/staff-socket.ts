import { io, type Socket } from 'socket.io-client';
import type { ServerToClientEvents } from '@wl/shared';
import type { TestGateway } from './gateway.js';

export type StaffSocket = Socket<ServerToClientEvents>;

/** A console's `/staff` socket on a host, signed in with a staff token (or refused with its code). */
export function connectStaff(gw: Pick<TestGateway, 'url'>, host: string, token: string | undefined): Promise<StaffSocket> {
  const socket: StaffSocket = io(`${gw.url(host)}/staff`, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: token ? { token } : {},
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}
