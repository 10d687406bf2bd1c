/**
 * The plain constants of VIP tasks (docs/VIP-WHEEL.md), apart from the TypeBox schemas of
 * api/vip-wheel.ts so the browser's bundle can use them without loading a schema library.
 */
export const VIP_TASK_KINDS = ['valid_bets', 'deposit', 'rounds'] as const;
export type VipTaskKind = (typeof VIP_TASK_KINDS)[number];
export const VIP_TASK_PERIODS = ['daily', 'weekly'] as const;
export type VipTaskPeriod = (typeof VIP_TASK_PERIODS)[number];
export const VIP_TASK_STATUSES = ['locked', 'in_progress', 'claimable', 'claimed'] as const;
export type VipTaskStatus = (typeof VIP_TASK_STATUSES)[number];
export const VIP_TASK_LIMITS = { title: 60, maxSpins: 100, maxTarget: 100_000_000_000, list: 50 } as const;
