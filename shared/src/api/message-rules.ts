/**
 * Internal message rules (docs/MESSAGES.md), apart from the schemas in messages.ts so
 * the console form and the member page can use them without TypeBox (`@wl/shared/core`).
 */
export const MESSAGE_LIMITS = {
  title: 100,
  body: 2000,
  /** Usernames of one "list" send; more is refused before anything is looked up. */
  recipients: 1000,
  username: 64,
} as const;

/** Who a staff message goes to: one member, a list of members, or every member of the site. */
export const MESSAGE_AUDIENCES = ['one', 'list', 'everyone'] as const;
export type MessageAudience = (typeof MESSAGE_AUDIENCES)[number];

/** Sent by a staff member, or by the platform itself (no sender). */
export type MessageFrom = 'staff' | 'system';
