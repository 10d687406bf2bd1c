import { Type, type Static } from '@sinclair/typebox';
import { langField, textsSchema } from './translations.js';
import { BANNER_GROUPS, CONTENT_LIMITS as L, LINKAGE_TYPES, type BannerGroup, type LinkageType } from './content-rules.js';

/**
 * Home-page content staff edit in the console and every visitor reads (docs/HOME.md):
 * banners per group, notices for the marquee, hot matches and videos. Public reads need no token;
 * staff read with a staff token, admins write. Links are checked again by the gateway (isSafeLink,
 * youtubeIdOf): the patterns here only keep obvious junk out before a request reaches a handler.
 */

const Text = (max: number) => Type.String({ minLength: 1, maxLength: max });
const Link = Type.String({ minLength: 1, maxLength: L.url });
const Sort = Type.Integer({ minimum: -L.sort, maximum: L.sort });
// Enums rather than unions of literals: a union built from an array loses its members' types.
export const BannerGroupSchema = Type.Unsafe<BannerGroup>({ type: 'string', enum: [...BANNER_GROUPS] });
const LinkageSchema = Type.Unsafe<LinkageType>({ type: 'string', enum: [...LINKAGE_TYPES] });
const stamps = { updatedAt: Type.String(), updatedBy: Type.Union([Type.String(), Type.Null()]) };

/** GET /wps/home/banners?groupName=w_home */
export const BannerQuery = Type.Object({ groupName: BannerGroupSchema, ...langField });
export const Banner = Type.Object({
  id: Type.Integer(),
  groupName: BannerGroupSchema,
  title: Type.String(),
  /** The banner image. */
  url: Type.String(),
  linkUrl: Type.String(),
  /** What the banner links to (one of LINKAGE_TYPES). */
  linkage: LinkageSchema,
  sort: Type.Integer(),
});
export type Banner = Static<typeof Banner>;
/** Per language: the title and, when the art has words in it, an image of that language; a field left out falls back. */
export const BannerTexts = textsSchema({ title: Type.String({ maxLength: L.title }), url: Type.String({ maxLength: L.url }) });
export type BannerTexts = Static<typeof BannerTexts>;
export const BannerInput = Type.Object(
  {
    groupName: BannerGroupSchema,
    title: Text(L.title),
    url: Link,
    linkUrl: Type.String({ maxLength: L.url }),
    linkage: LinkageSchema,
    sort: Sort,
    active: Type.Boolean(),
    /** Left out: a change keeps the stored translations. */
    texts: Type.Optional(BannerTexts),
  },
  { additionalProperties: false },
);
export type BannerInput = Static<typeof BannerInput>;
export const StaffBanner = Type.Object({ ...Banner.properties, active: Type.Boolean(), ...stamps, texts: BannerTexts });
export type StaffBanner = Static<typeof StaffBanner>;

/** Notices of the marquee: plain text (the page never renders it as HTML). */
export const Notice = Type.Object({ id: Type.Integer(), title: Type.String(), content: Type.String(), sort: Type.Integer(), createdAt: Type.String() });
export type Notice = Static<typeof Notice>;
/** Per language: the notice's title and text; a field left out falls back. */
export const NoticeTexts = textsSchema({ title: Type.String({ maxLength: L.title }), content: Type.String({ maxLength: L.noticeContent }) });
export type NoticeTexts = Static<typeof NoticeTexts>;
export const NoticeInput = Type.Object(
  {
    title: Text(L.title),
    content: Text(L.noticeContent),
    sort: Sort,
    active: Type.Boolean(),
    /** Left out: a change keeps the stored translations. */
    texts: Type.Optional(NoticeTexts),
  },
  { additionalProperties: false },
);
export type NoticeInput = Static<typeof NoticeInput>;
export const StaffNotice = Type.Object({ ...Notice.properties, active: Type.Boolean(), ...stamps, texts: NoticeTexts });
export type StaffNotice = Static<typeof StaffNotice>;

/** A hot match: `title` is the league; matchTime ISO 8601 with offset. */
export const HotMatch = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  homeTeam: Type.String(),
  awayTeam: Type.String(),
  homeTeamImageUrl: Type.String(),
  awayTeamImageUrl: Type.String(),
  matchTime: Type.String(),
  /** The sports game the match opens, when set. */
  nodeId: Type.Union([Type.Integer(), Type.Null()]),
  /** That game's vendor (what a launch names), null without a game. */
  vassalage: Type.Union([Type.String(), Type.Null()]),
});
export type HotMatch = Static<typeof HotMatch>;
export const HotMatchInput = Type.Object(
  {
    title: Text(L.title),
    homeTeam: Text(L.team),
    awayTeam: Text(L.team),
    homeTeamImageUrl: Link,
    awayTeamImageUrl: Link,
    matchTime: Type.String({ format: 'date-time', maxLength: 40 }),
    nodeId: Type.Union([Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }), Type.Null()]),
    active: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type HotMatchInput = Static<typeof HotMatchInput>;
export const StaffHotMatch = Type.Object({ ...HotMatch.properties, active: Type.Boolean(), ...stamps });
export type StaffHotMatch = Static<typeof StaffHotMatch>;

/** A video: a YouTube link only (its id is kept so the page never parses a foreign link). */
export const Video = Type.Object({ id: Type.Integer(), title: Type.String(), url: Type.String(), youtubeId: Type.String(), sort: Type.Integer() });
export type Video = Static<typeof Video>;
export const VideoInput = Type.Object({ title: Text(L.title), url: Link, sort: Sort, active: Type.Boolean() }, { additionalProperties: false });
export type VideoInput = Static<typeof VideoInput>;
export const StaffVideo = Type.Object({ ...Video.properties, active: Type.Boolean(), ...stamps });
export type StaffVideo = Static<typeof StaffVideo>;

/** Generated art: a banner scene or a team crest, by name. */
export const ArtParams = Type.Object({ name: Type.String({ minLength: 1, maxLength: 60, pattern: '^[a-z0-9-]+$' }) });
