import { queuesFor, type StaffPermission, type StaffQueue } from '@wl/shared/core';

/**
 * The console's sections, grouped as staff think of their work (docs/STAFF.md): what waits for
 * them, members, the site's content, the site's settings. Each needs one permission (the menu lists
 * only what the signed-in role may use; the gateway refuses the rest anyway); a section that works a
 * queue names it, and shows its count as a badge. Staff with any queue land on the dashboard.
 */
export type SectionGroup = 'queues' | 'members' | 'content' | 'site';
export interface ConsoleSection {
  path: string;
  label: string;
  permission: StaffPermission;
  group: SectionGroup;
  queue?: StaffQueue;
}

export const SECTION_GROUPS: readonly SectionGroup[] = ['queues', 'members', 'content', 'site'];

export const CONSOLE_SECTIONS: readonly ConsoleSection[] = [
  { path: 'deposits', label: 'support.layout.deposits', permission: 'cashier.read', group: 'queues', queue: 'deposits' },
  { path: 'withdrawals', label: 'support.layout.withdrawals', permission: 'cashier.read', group: 'queues', queue: 'withdrawals' },
  { path: 'approvals', label: 'support.approvals.nav', permission: 'money.adjust', group: 'queues', queue: 'approvals' },
  { path: 'promotion-applications', label: 'promotionsAdmin.reviewNav', permission: 'rewards.review', group: 'queues', queue: 'applications' },
  { path: 'points-redemptions', label: 'points.admin.reviewNav', permission: 'rewards.review', group: 'queues', queue: 'redemptions' },
  { path: 'feedback', label: 'feedbackAdmin.nav', permission: 'feedback.reply', group: 'queues', queue: 'feedback' },
  { path: 'held-credits', label: 'heldCredits.nav', permission: 'risk.review', group: 'queues', queue: 'heldCredits' },
  { path: 'accounts', label: 'support.layout.accounts', permission: 'members.read', group: 'members' },
  { path: 'replay', label: 'support.replay.nav', permission: 'members.read', group: 'members' },
  { path: 'responsible', label: 'responsible.staff.nav', permission: 'members.read', group: 'members' },
  { path: 'messages', label: 'messages.admin.nav', permission: 'messages.send', group: 'members' },
  { path: 'outbox', label: 'support.layout.outbox', permission: 'members.read', group: 'members' },
  { path: 'content', label: 'homeAdmin.nav', permission: 'console.read', group: 'content' },
  { path: 'promotions', label: 'promotionsAdmin.nav', permission: 'console.read', group: 'content' },
  { path: 'missions', label: 'missions.admin.nav', permission: 'console.read', group: 'content' },
  { path: 'vip', label: 'vip.admin.nav', permission: 'console.read', group: 'content' },
  { path: 'vip-wheel', label: 'vipWheel.console.nav', permission: 'console.read', group: 'content' },
  { path: 'points', label: 'points.admin.nav', permission: 'console.read', group: 'content' },
  { path: 'help', label: 'helpAdmin.nav', permission: 'console.read', group: 'content' },
  { path: 'articles', label: 'pages.admin.articles.nav', permission: 'console.read', group: 'content' },
  { path: 'app-links', label: 'pages.admin.apps.nav', permission: 'console.read', group: 'content' },
  { path: 'live-models', label: 'liveModels.admin.nav', permission: 'console.read', group: 'content' },
  { path: 'settings', label: 'support.layout.settings', permission: 'console.read', group: 'site' },
  { path: 'cashier', label: 'support.layout.cashier', permission: 'cashier.read', group: 'site' },
  { path: 'vendor-credentials', label: 'support.vendorCredentials.nav', permission: 'vendors.credentials', group: 'site' },
  { path: 'roles', label: 'support.roles.nav', permission: 'staff.roles', group: 'site' },
  { path: 'staff-log', label: 'support.staffLog.nav', permission: 'audit.read', group: 'site' },
  { path: 'jobs', label: 'jobs.nav', permission: 'site.settings', group: 'site' },
];

/** The sections a role may use, in menu order. */
export const sectionsFor = (permissions: readonly StaffPermission[]) => CONSOLE_SECTIONS.filter((x) => permissions.includes(x.permission));

/** Where the console opens for a role: the dashboard of its queues, else its first section. */
export const homeSection = (permissions: readonly StaffPermission[]) =>
  queuesFor(permissions).length > 0 ? 'dashboard' : (sectionsFor(permissions)[0]?.path ?? 'settings');
