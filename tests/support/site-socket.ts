import { io, type Socket } from 'socket.io-client';
import type { ServerToClientEvents } from '@wl/shared';
import type { TestGateway } from './gateway.js';

export type SiteSocket = Socket<ServerToClientEvents>;

/** A guest's `/site` socket on a merchant's host (site-wide pushes: announcements, settings changes), connected or refused. */
export function siteSocket(gw: TestGateway, s: { host: string }, headers: Record<string, string> = {}): Promise<SiteSocket> {
  const socket: SiteSocket = io(`${gw.url(s.host)}/site`, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: headers,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}
