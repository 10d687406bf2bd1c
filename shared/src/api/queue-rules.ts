import type { StaffPermission } from './staff-permission-rules.js';

/**
 * The staff work queues (docs/STAFF.md "Queues"): what is waiting for a person, each with the
 * permission that may see and work it. The console's dashboard and its navigation badges count
 * them; a `queue:changed` push to the staff of that permission says one of them moved.
 */
export const STAFF_QUEUES = ['deposits', 'withdrawals', 'approvals', 'applications', 'redemptions', 'feedback', 'heldCredits'] as const;
export type StaffQueue = (typeof STAFF_QUEUES)[number];

export const QUEUE_PERMISSION: Record<StaffQueue, StaffPermission> = {
  deposits: 'cashier.read',
  withdrawals: 'cashier.read',
  approvals: 'money.adjust',
  applications: 'rewards.review',
  redemptions: 'rewards.review',
  feedback: 'feedback.reply',
  heldCredits: 'risk.review',
};

/** The queues a set of permissions may see, in dashboard order. */
export const queuesFor = (permissions: readonly StaffPermission[]): StaffQueue[] => STAFF_QUEUES.filter((q) => permissions.includes(QUEUE_PERMISSION[q]));

/** One queue on the dashboard: how many wait, and since when the oldest (ISO time, null when none). */
export interface StaffQueueCount {
  queue: StaffQueue;
  count: number;
  oldestAt: string | null;
}
