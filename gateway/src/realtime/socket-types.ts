import type { Server, Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '@wl/shared';

/**
 * The typed Socket.IO server and socket of the gateway: their own file, so the contract check
 * (contract.ts) and the socket layer (socket.ts) both use them without importing each other.
 */
interface SocketData { accountId: number; sessionId: number; ip: string }
export type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type AppIo = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
