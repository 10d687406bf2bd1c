import type { StaffPermission } from '@wl/shared/core';

/**
 * The console's sections in menu order, each with the permission its page needs (docs/STAFF.md):
 * the menu lists only what the signed-in role may use, and the console opens on the first of
 * them. The gateway refuses the rest anyway; a direct link to one says so on its page.
 */
export const CONSOLE_SECTIONS: readonly { path: string; label: string; permission: StaffPermission }[] = [
  { path: 'accounts', label: 'support.layout.accounts', permission: 'members.read' },
  { path: 'replay', label: 'support.replay.nav', permission: 'members.read' },
  { path: 'deposits', label: 'support.layout.deposits', permission: 'cashier.read' },
  { path: 'outbox', label: 'support.layout.outbox', permission: 'members.read' },
  { path: 'withdrawals', label: 'support.layout.withdrawals', permission: 'cashier.read' },
  { path: 'approvals', label: 'support.approvals.nav', permission: 'money.adjust' },
  { path: 'held-credits', label: 'heldCredits.nav', permission: 'risk.review' },
  { path: 'cashier', label: 'support.layout.cashier', permission: 'cashier.read' },
  { path: 'content', label: 'homeAdmin.nav', permission: 'console.read' },
  { path: 'messages', label: 'messages.admin.nav', permission: 'messages.send' },
  { path: 'promotions', label: 'promotionsAdmin.nav', permission: 'console.read' },
  { path: 'promotion-applications', label: 'promotionsAdmin.reviewNav', permission: 'rewards.review' },
  { path: 'vip-wheel', label: 'vipWheel.console.nav', permission: 'console.read' },
  { path: 'points', label: 'points.admin.nav', permission: 'console.read' },
  { path: 'points-redemptions', label: 'points.admin.reviewNav', permission: 'rewards.review' },
  { path: 'missions', label: 'missions.admin.nav', permission: 'console.read' },
  { path: 'feedback', label: 'feedbackAdmin.nav', permission: 'feedback.reply' },
  { path: 'help', label: 'helpAdmin.nav', permission: 'console.read' },
  { path: 'articles', label: 'pages.admin.articles.nav', permission: 'console.read' },
  { path: 'app-links', label: 'pages.admin.apps.nav', permission: 'console.read' },
  { path: 'responsible', label: 'responsible.staff.nav', permission: 'members.read' },
  { path: 'live-models', label: 'liveModels.admin.nav', permission: 'console.read' },
  { path: 'vip', label: 'vip.admin.nav', permission: 'console.read' },
  { path: 'settings', label: 'support.layout.settings', permission: 'console.read' },
  { path: 'staff-log', label: 'support.staffLog.nav', permission: 'audit.read' },
  { path: 'jobs', label: 'jobs.nav', permission: 'site.settings' },
  { path: 'vendor-credentials', label: 'support.vendorCredentials.nav', permission: 'vendors.credentials' },
  { path: 'roles', label: 'support.roles.nav', permission: 'staff.roles' },
];

/** Where the console opens for a role: its first section (accounts for most). */
export const homeSection = (permissions: readonly StaffPermission[]) => CONSOLE_SECTIONS.find((x) => permissions.includes(x.permission))?.path ?? 'settings';
