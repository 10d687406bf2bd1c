import type { StaffPermission, StaffRoleName } from '@wl/shared';
import type { Config } from './config.js';
import type { Sql } from './db/index.js';
import type { Merchants } from './modules/site/merchants.js';
import type { Merchant } from './modules/site/settings.js';
import type { PayloadKeys } from './http/payload-keys.js';
import type { MessageProvider } from './outbox/provider.js';
import type { EventRelay } from './realtime/relay.js';
import type { AccountRecord } from './modules/accounts/accounts.js';
import type { SessionCache } from './modules/accounts/session-cache.js';
import type { CacheBus } from './db/cache-bus.js';

/** What every module needs, built once in app.ts and handed to the plugins. */
export interface Ctx {
  config: Config;
  sql: Sql;
  merchants: Merchants;
  keys: PayloadKeys;
  messenger: MessageProvider;
  relay: EventRelay;
  /** Tells this node's caches what changed on any node (db/cache-bus.ts). */
  cacheBus: CacheBus;
  /** Session tokens to members, from memory on the hot path (modules/accounts/session-cache.ts). */
  sessions: SessionCache;
  /** Every staff route and the permission it declared, filled as routes register (tests walk it). */
  staffRoutes: StaffRoute[];
}

export interface StaffRoute {
  method: string;
  url: string;
  permission: StaffPermission | 'signed-in';
}

export interface MemberAuth {
  sessionId: number;
  account: AccountRecord;
}
export interface StaffAuth {
  sessionId: number;
  staffId: number;
  username: string;
  role: StaffRoleName;
  /** What the role may do on the site of the request (docs/STAFF.md). */
  permissions: ReadonlySet<StaffPermission>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The body arrives as an EncryptedBody and is decrypted before validation. */
    encrypted?: boolean;
    auth?: 'member' | 'staff';
    /**
     * What a staff route needs (auth 'staff'): one permission, or 'signed-in' for the few that any
     * staff member may call about themselves (who am I, sign out). Required: the gateway refuses
     * to start with a staff route that declares none (plugins/guards.ts).
     */
    permission?: StaffPermission | 'signed-in';
    /** Trial (free-play) accounts are refused with TRIAL_NOT_ALLOWED. */
    noTrial?: boolean;
    /** Allowed for a session that must change its password first (default: refused). */
    duringPasswordChange?: boolean;
    /**
     * Answers during maintenance and from a blocked region: what the status page needs (status,
     * site config, help) and staff sign-in. Staff routes (auth staff/admin) are open anyway.
     */
    open?: boolean;
  }
  interface FastifyRequest {
    merchant: Merchant;
    member: MemberAuth | null;
    staff: StaffAuth | null;
  }
}
