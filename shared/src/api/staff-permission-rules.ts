/**
 * What a staff member may do is a set of permissions; a role is a named set. Every staff route
 * and staff push declares the one permission it needs (the gateway refuses to start with a staff
 * route that declares none). The five roles below are every site's starting point; an admin edits
 * the sets of the other four per site (docs/STAFF.md). `admin` always holds every permission, so
 * nobody can edit a site into one where nobody can edit roles.
 */
export const STAFF_PERMISSIONS = [
  'console.read', // configuration and content pages, read only
  'members.read', // member list and pages, sessions, journal, bets, event replay, responsible-gaming records, outbox
  'members.manage', // sign a member's sessions out, suspend, reset the password or the second factor
  'messages.send', // internal messages to members
  'cashier.read', // deposit and withdrawal queues, channels, limits, wallet mode
  'deposits.review', // approve or refuse a deposit waiting for staff
  'withdrawals.review', // approve, reject, mark paid
  'money.adjust', // manual adjustments of a member's balance
  'rebates.book', // book a rebate to a member by hand
  'cashier.settings', // payment channels, withdrawal limits, wallet mode
  'rewards.review', // promotion applications and point redemptions
  'risk.review', // held vendor credits and their alerts
  'feedback.reply', // the feedback inbox
  'content.edit', // home content, announcements, help, articles, app links, live hosts
  'engagement.edit', // promotions, missions, VIP levels, tasks and wheel, the point mall
  'site.settings', // site settings, game vendors and maintenance
  'vendors.credentials', // game vendors' API secrets: see and rotate
  'audit.read', // the staff action log
  'staff.roles', // edit what each role may do
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

export const STAFF_ROLES = ['support', 'finance', 'risk', 'content', 'admin'] as const;
export type StaffRoleName = (typeof STAFF_ROLES)[number];

/** A site's roles before an admin changes them. */
export const DEFAULT_ROLE_PERMISSIONS: Record<StaffRoleName, readonly StaffPermission[]> = {
  support: ['console.read', 'members.read', 'members.manage', 'messages.send', 'cashier.read', 'feedback.reply'],
  finance: ['console.read', 'members.read', 'cashier.read', 'deposits.review', 'withdrawals.review', 'money.adjust', 'rebates.book', 'cashier.settings'],
  risk: ['console.read', 'members.read', 'cashier.read', 'risk.review', 'rewards.review', 'audit.read'],
  content: ['console.read', 'content.edit', 'engagement.edit'],
  admin: STAFF_PERMISSIONS,
};

/**
 * Four eyes: a manual adjustment or a bank-deposit approval of at least this much (minor units;
 * the site's `fourEyesAmount` overrides it) needs a second staff member: 10,000.00 in a currency
 * with two decimals.
 */
export const DEFAULT_FOUR_EYES_AMOUNT = 1_000_000;

/** The site's four-eyes amount from its settings, or the default when unset or unusable. */
export function fourEyesAmountOf(settings: unknown): number {
  const v = (settings as { fourEyesAmount?: unknown } | null)?.fourEyesAmount;
  return typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? v : DEFAULT_FOUR_EYES_AMOUNT;
}
