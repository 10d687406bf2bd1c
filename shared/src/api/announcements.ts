import { Type, type Static } from '@sinclair/typebox';
import { ANNOUNCEMENT_LIMITS as L, ANNOUNCEMENT_PAGE_SIZE, ANNOUNCEMENT_PLATFORMS, type AnnouncementType, type Execution } from './announcement-rules.js';
import { Page, pageQuery } from './paging.js';
import { langField, textsSchema } from './translations.js';

/**
 * Announcements (docs/ANNOUNCEMENTS.md): popups, banners, player notices, promotions
 * and headlines that staff write in the console and every visitor reads without a token.
 * `content` is HTML, sanitised by the gateway when it is written and by the page when it is shown;
 * titles are plain text, always shown as text.
 */

// Literals spelled out (not mapped from the arrays, which would lose their members' types) so the
// realtime contract can compile them too; the check below keeps them equal to the arrays.
export const AnnouncementTypeSchema = Type.Union([Type.Literal('B'), Type.Literal('PL'), Type.Literal('PU'), Type.Literal('PR'), Type.Literal('H')]);
export const ExecutionSchema = Type.Union([Type.Literal('A'), Type.Literal('B'), Type.Literal('F')]);
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Checks = [Same<Static<typeof AnnouncementTypeSchema>, AnnouncementType>, Same<Static<typeof ExecutionSchema>, Execution>];
const checks: Checks = [true, true];
void checks;

/** An `announcementImages` entry: shown in `sequence` order. */
export const AnnouncementImage = Type.Object({ sequence: Type.Integer(), url: Type.String() });
export type AnnouncementImage = Static<typeof AnnouncementImage>;
/** The same, as staff write it: sequence 1 to 1000, the link checked again by the gateway (isSafeLink). */
const AnnouncementImageInput = Type.Object(
  { sequence: Type.Integer({ minimum: 1, maximum: 1000 }), url: Type.String({ minLength: 1, maxLength: L.url }) },
  { additionalProperties: false },
);

/** One announcement as readers get it. */
export const Announcement = Type.Object({
  id: Type.Integer(),
  type: AnnouncementTypeSchema,
  title: Type.String(),
  content: Type.String(),
  execution: ExecutionSchema,
  announcementImages: Type.Array(AnnouncementImage),
  sort: Type.Integer(),
  publishedAt: Type.String(),
});
export type Announcement = Static<typeof Announcement>;

/**
 * GET /wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W. A visitor
 * sends `execution=B`; popups are filtered by who calls whatever it sends (a member's token, or
 * none), so the parameter can only narrow.
 */
export const AnnouncementsQuery = Type.Object({
  types: Type.Optional(Type.String({ maxLength: 40 })),
  platform: Type.Optional(Type.Unsafe<'W' | 'M'>({ type: 'string', enum: [...ANNOUNCEMENT_PLATFORMS] })),
  execution: Type.Optional(ExecutionSchema),
  ...langField,
});
export type AnnouncementsQuery = Static<typeof AnnouncementsQuery>;

/** The answer: one list per type asked for (the others empty). */
export const AnnouncementData = Type.Object({
  banners: Type.Array(Announcement),
  playerNotices: Type.Array(Announcement),
  popup: Type.Array(Announcement),
  promotion: Type.Array(Announcement),
  headlines: Type.Array(Announcement),
});
export type AnnouncementData = Static<typeof AnnouncementData>;

/** GET /wps/announcements: the announcement list page (9 per page), newest first within `sort`. */
export const AnnouncementPageQuery = Type.Object({
  type: Type.Optional(AnnouncementTypeSchema),
  ...pageQuery(50, ANNOUNCEMENT_PAGE_SIZE),
  ...langField,
});
export type AnnouncementPageQuery = Static<typeof AnnouncementPageQuery>;
export const AnnouncementPage = Page(Announcement);
export type AnnouncementPage = Static<typeof AnnouncementPage>;

/** Translations of the title and content, per language; a field left out falls back (docs/LANGUAGES.md). */
export const AnnouncementTexts = textsSchema({ title: Type.String({ maxLength: L.title }), content: Type.String({ maxLength: L.content }) });
export type AnnouncementTexts = Static<typeof AnnouncementTexts>;

/** What staff write. Images are links (http(s) or a path of this site), each sequence once. */
export const AnnouncementInput = Type.Object(
  {
    type: AnnouncementTypeSchema,
    title: Type.String({ minLength: 1, maxLength: L.title }),
    content: Type.String({ maxLength: L.content }),
    execution: ExecutionSchema,
    announcementImages: Type.Array(AnnouncementImageInput, { maxItems: L.images }),
    sort: Type.Integer({ minimum: -L.sort, maximum: L.sort }),
    /** Left out: a change keeps the stored translations. */
    texts: Type.Optional(AnnouncementTexts),
  },
  { additionalProperties: false },
);
export type AnnouncementInput = Static<typeof AnnouncementInput>;

/** An announcement in the console: drafts too (`publishedAt` null), with who changed it last. */
export const StaffAnnouncement = Type.Object({
  ...Announcement.properties,
  publishedAt: Type.Union([Type.String(), Type.Null()]),
  published: Type.Boolean(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  updatedBy: Type.Union([Type.String(), Type.Null()]),
  texts: AnnouncementTexts,
});
export type StaffAnnouncement = Static<typeof StaffAnnouncement>;

export const StaffAnnouncementQuery = Type.Object({ type: Type.Optional(AnnouncementTypeSchema), ...pageQuery(100, 20) });
export type StaffAnnouncementQuery = Static<typeof StaffAnnouncementQuery>;
export const StaffAnnouncementPage = Page(StaffAnnouncement);
export type StaffAnnouncementPage = Static<typeof StaffAnnouncementPage>;
