/**
 * Announcement rules (docs/ANNOUNCEMENTS.md), apart from the schemas in
 * announcements.ts so the page, the popup machine and the console use them without TypeBox
 * (`@wl/shared/core`).
 */

/**
 * The announcement types (the call asks for `types=B,PL,PU,PR,H`): banner, player notice,
 * popup, promotion and headline. The call's answer names the first four by their data (banners,
 * player notices, popup, promotion); H is not named, and is kept here as a headline (docs/ANNOUNCEMENTS.md).
 */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

/** Where each type travels in the MCSFE_getListAnnouncements answer. */
export const ANNOUNCEMENT_GROUPS = { B: 'banners', PL: 'playerNotices', PU: 'popup', PR: 'promotion', H: 'headlines' } as const satisfies Record<
  AnnouncementType,
  string
>;
export type AnnouncementGroup = (typeof ANNOUNCEMENT_GROUPS)[AnnouncementType];

/**
 * Who a popup is for: A logged-in members, B anonymous visitors, F members on their
 * first login (besides the A ones). Only popups (PU) are filtered by it; the other types are
 * for every reader.
 */
export const EXECUTIONS = ['A', 'B', 'F'] as const;
export type Execution = (typeof EXECUTIONS)[number];

/** The call's platform parameter: W web (this site), M mobile. Announcements serve both. */
export const ANNOUNCEMENT_PLATFORMS = ['W', 'M'] as const;

/** The announcement list shows 9 per page. */
export const ANNOUNCEMENT_PAGE_SIZE = 9;

export const ANNOUNCEMENT_LIMITS = {
  title: 120,
  /** Sanitised HTML, as stored. */
  content: 20_000,
  images: 10,
  url: 500,
  sort: 100_000,
  /** Newest published items per group in one MCSFE_getListAnnouncements answer. */
  perGroup: 50,
  /** Announcements one merchant keeps (drafts included). */
  rows: 1000,
} as const;

/** The `types` query value: comma-separated types, unknown ones refused. Empty means every type. */
export function parseAnnouncementTypes(value: string | undefined): AnnouncementType[] | null {
  if (value === undefined || value.trim() === '') return [...ANNOUNCEMENT_TYPES];
  const parts = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!parts.every((p): p is AnnouncementType => (ANNOUNCEMENT_TYPES as readonly string[]).includes(p))) return null;
  return [...new Set(parts)];
}

/**
 * Which executions a reader's popups may have. A visitor sees B; a member sees A, and on the
 * first login F too. The gateway answers a member both A and F; the page, which knows
 * whether this is the first login, keeps F only then (machines/src/announcement.ts).
 */
export function executionsFor(reader: { loggedIn: boolean; firstLogin: boolean }): Execution[] {
  if (!reader.loggedIn) return ['B'];
  return reader.firstLogin ? ['A', 'F'] : ['A'];
}

/**
 * The fields of an announcement (announcements.ts) these rules read: named here, so the rules
 * need nothing from the schemas that import them.
 */
interface Readable {
  id: number;
  type: AnnouncementType;
  execution: Execution;
  sort: number;
  publishedAt: string;
}

/** Pinned (lower sort) first, then the newest, as the gateway orders them. */
export const readingOrder = (a: Readable, b: Readable) => a.sort - b.sort || b.publishedAt.localeCompare(a.publishedAt) || b.id - a.id;

/**
 * The popups one reader should see now (pure): popups of the reader's executions (B for a
 * visitor; A, and F on the first login, for a member) that this session has not closed yet.
 * Here rather than beside the popup machine so the page can tell, without loading XState,
 * whether the machine has anything to do (client/src/features/announcements).
 */
export function popupsToShow<A extends Readable>(items: readonly A[], reader: { loggedIn: boolean; firstLogin: boolean }, closedUpTo: number | null): A[] {
  const executions = executionsFor(reader);
  return items.filter((i) => i.type === 'PU' && executions.includes(i.execution) && (closedUpTo === null || i.id > closedUpTo)).sort(readingOrder);
}
