import type { Server, Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '@wl/shared';
import type { Config } from '../config.js';
import type { Sql } from '../db/index.js';
import type { Merchants } from '../modules/site/merchants.js';
import type { EventRelay } from './relay.js';

/**
 * The typed Socket.IO server and socket of the gateway: their own file, so the contract check
 * (contract.ts) and the socket layer (socket.ts) both use them without importing each other.
 */
interface SocketData {
  accountId: number;
  sessionId: number;
  merchantId: number;
  accountType: number;
  ip: string;
}
export type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type AppIo = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/**
 * What the socket layer reads of the app's context (context.ts's Ctx has all of it, and more):
 * the socket layer stands below the context, so handlers that need more ask for it by type
 * (`SocketHandlers<Ctx>`).
 */
export interface SocketCtx {
  config: Pick<Config, 'trustedProxy' | 'socketOrigins'>;
  sql: Sql;
  merchants: Pick<Merchants, 'forHost'>;
  relay: EventRelay;
}
