import type { EventType } from '../realtime.js';

/**
 * Support replay limits (docs/REPLAY.md), shared by the gateway's checks and the console's
 * form. Schema-free so the browser can import them through `@wl/shared/core`.
 */
/** Events per page of the replay API. */
export const REPLAY_PAGE_MAX = 500;
export const REPLAY_PAGE_DEFAULT = 200;
/** The widest range one replay or export may cover. */
export const REPLAY_RANGE_MAX_DAYS = 31;
/** An export stops here and says so (`truncated: true`): a file staff can still open. */
export const REPLAY_EXPORT_MAX = 20_000;
/** Types one filter may name. */
export const REPLAY_TYPES_MAX = 20;

/**
 * Every per-member event type, for the console's filter chips. A record keyed by the contract's
 * types, so a new event type that is not listed here fails to compile.
 */
const KNOWN: Record<EventType, true> = {
  'balance:changed': true,
  'unread:changed': true,
  'message:received': true,
  'cashier:changed': true,
  'win:big': true,
  'session:revoked': true,
  'contract:changed': true,
  'salary:realtime': true,
  'team:activity': true,
  'rewards:changed': true,
  'points:changed': true,
  'wheel:changed': true,
  'missions:changed': true,
  'session:started': true,
  'game:launched': true,
};
export const REPLAY_EVENT_TYPES = Object.keys(KNOWN) as EventType[];

/** What a staff action log row says was done; writes carry `METHOD route` (`POST withdrawals/:id/approve`). */
export const STAFF_ACTION_READS = ['replay:view', 'replay:export'] as const;
