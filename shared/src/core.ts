/**
 * `@wl/shared/core`: the part of @wl/shared the browser's first load may import. Plain runtime
 * code only (constants, error codes, field rules, API paths, realtime contract, its guards and EventSync,
 * module flags, payload encryption through WebCrypto), and the TYPES of every schema. No
 * TypeBox, no libphonenumber, no altcha: those stay behind `@wl/shared` (gateway, tests,
 * machines), `@wl/shared/phone` and `@wl/shared/human-check`, which the client only reaches
 * through a dynamic import. docs/ARCHITECTURE.md, "@wl/shared entry points".
 */
export * from './errors.js';
export * from './constants.js';
export * from './validation.js';
export * from './realtime.js';
export * from './realtime-guards.js';
export * from './event-sync.js';
export * from './api/paths.js';
export * as ENDPOINTS from './api/endpoints/index.generated.js';
export * from './api/site-flags.js';
export * from './api/deposit-rules.js';
export * from './api/withdraw-rules.js';
export * from './api/payee-banks.js';
export * from './api/staff-decision-rules.js';
export * from './encrypt.js';
export * from './api/game-rules.js';
export * from './fair/index.js';
export * from './api/content-rules.js';
export * from './api/message-rules.js';
export * from './api/replay-rules.js';
export * from './api/agent-team-rules.js';
export * from './api/contract-rules.js';
export * from './api/agent-salary-rules.js';
export * from './api/promotion-rules.js';
export * from './api/bonus-lock-rules.js';
export * from './api/rebate-rules.js';
export * from './api/announcement-rules.js';
export * from './api/engage-rules.js';
export * from './fair/wheel.js';
export * from './fair/wheel-rules.js';
export * from './api/vip-rules.js';
export * from './api/held-credit-rules.js';
export * from './api/staff-permission-rules.js';
export * from './api/queue-rules.js';
export * from './api/brand-rules.js';
export * from './api/lottery-mode.js';
export * from './api/colour.js';
// Types only: erased at build time, so the schema modules behind them are never loaded.
export type * from './envelope.js';
export type * from './api/route-def.js';
export type * from './crypto.js';
export type * from './phone.js';
export type * from './api/site.js';
export type * from './api/identity.js';
export type * from './api/staff.js';
export type * from './api/staff-permissions.js';
export type * from './api/security.js';
export type * from './api/deposit.js';
export type * from './api/transfer.js';
export type * from './api/cashier-settings.js';
export type * from './api/records.js';
export type * from './api/withdraw.js';
export type * from './api/responsible.js';
export type * from './api/games.js';
export type * from './api/held-credits.js';
export type * from './api/seamless.js';
export type * from './api/bgs.js';
export type * from './api/content.js';
export type * from './api/lottery.js';
export type * from './api/messages.js';
export type * from './api/replay.js';
export type * from './api/agent-team.js';
export type * from './api/agent-contracts.js';
export type * from './api/agent-salary.js';
export type * from './api/promotions.js';
export type * from './api/bonus-locks.js';
export type * from './api/rebates.js';
export type * from './api/points.js';
export type * from './api/announcements.js';
export type * from './api/engage.js';
export type * from './api/live-models.js';
export type * from './api/vip-wheel.js';
export type * from './api/fair.js';
export type * from './api/vip.js';
export type * from './api/missions.js';
export type * from './api/pages.js';
export type * from './api/translations.js';
