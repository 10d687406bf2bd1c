import { Type, type Static } from '@sinclair/typebox';
import { LANGUAGES } from '../constants.js';
import { Page, pageQuery } from './paging.js';

/**
 * App download links, blog and news articles, and the member's security centre (docs/PAGES.md).
 * Article bodies are HTML, sanitised by the gateway on write and by the client on render; titles
 * and summaries are plain text.
 */

/** Limits the gateway, the schema and the console forms share (the client copies them: client/src/features/articles/console/ArticleForm.tsx, client/src/features/appdownload/console/AppLinksConsolePage.tsx). */
export const PAGES_LIMITS = {
  url: 2048,
  version: 32,
  minOs: 32,
  releaseNotes: 1000,
  title: 160,
  summary: 400,
  body: 60_000,
  coverUrl: 2048,
} as const;

const Platform = Type.Union([Type.Literal('ios'), Type.Literal('android')]);
export type AppPlatform = Static<typeof Platform>;
const LanguageSchema = Type.Unsafe<string>({ type: 'string', enum: LANGUAGES.map((l) => l.code) });
const ArticleKind = Type.Union([Type.Literal('blog'), Type.Literal('news')]);
export type ArticleKind = Static<typeof ArticleKind>;
const ArticleStatus = Type.Union([Type.Literal('draft'), Type.Literal('published')]);
export type ArticleStatus = Static<typeof ArticleStatus>;

/** One platform's app as members see it (GET /wps/pages/apps, no token). */
export const AppLink = Type.Object({
  platform: Platform,
  /** Absolute https URL or a path on this site; empty when nothing is configured. */
  url: Type.String(),
  version: Type.String(),
  minOs: Type.String(),
  /** Download size in MB, null when unknown. */
  sizeMb: Type.Union([Type.Number(), Type.Null()]),
  releaseNotes: Type.String(),
  /** false: the platform has no app to offer now (the page says so). */
  enabled: Type.Boolean(),
  updatedAt: Type.Union([Type.String(), Type.Null()]),
});
export type AppLink = Static<typeof AppLink>;

export const StaffAppLink = Type.Composite([AppLink, Type.Object({ updatedBy: Type.Union([Type.String(), Type.Null()]) })]);
export type StaffAppLink = Static<typeof StaffAppLink>;

export const PlatformParams = Type.Object({ platform: Platform });

/** PUT /wps/support/apps/:platform (admin). An enabled app needs a URL. */
export const AppLinkInput = Type.Object(
  {
    url: Type.String({ maxLength: PAGES_LIMITS.url }),
    version: Type.String({ maxLength: PAGES_LIMITS.version }),
    minOs: Type.String({ maxLength: PAGES_LIMITS.minOs }),
    sizeMb: Type.Union([Type.Number({ minimum: 0, maximum: 100_000 }), Type.Null()]),
    releaseNotes: Type.String({ maxLength: PAGES_LIMITS.releaseNotes }),
    enabled: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type AppLinkInput = Static<typeof AppLinkInput>;

/** A published article in a list (no body). */
export const ArticleSummary = Type.Object({
  id: Type.Integer(),
  kind: ArticleKind,
  lang: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  /** https URL or site path of the cover; empty: the client draws generated art. */
  coverUrl: Type.String(),
  publishedAt: Type.Union([Type.String(), Type.Null()]),
});
export type ArticleSummary = Static<typeof ArticleSummary>;

export const Article = Type.Composite([ArticleSummary, Type.Object({ body: Type.String() })]);
export type Article = Static<typeof Article>;

export const StaffArticle = Type.Composite([
  Article,
  Type.Object({ status: ArticleStatus, updatedAt: Type.String(), updatedBy: Type.Union([Type.String(), Type.Null()]) }),
]);
export type StaffArticle = Static<typeof StaffArticle>;

/** GET /wps/pages/articles?kind&lang&page&pageSize: newest first; the language falls back to EN. */
export const ArticlesQuery = Type.Object({
  kind: ArticleKind,
  lang: Type.Optional(Type.String({ maxLength: 8 })),
  ...pageQuery(50, 10),
});
export type ArticlesQuery = Static<typeof ArticlesQuery>;
export const ArticlePage = Page(ArticleSummary);
export type ArticlePage = Static<typeof ArticlePage>;

/** GET /wps/support/articles: every status, one kind and language, newest first. */
export const StaffArticlesQuery = Type.Object({
  kind: Type.Optional(ArticleKind),
  lang: Type.Optional(LanguageSchema),
  status: Type.Optional(ArticleStatus),
  ...pageQuery(100, 20),
});
export type StaffArticlesQuery = Static<typeof StaffArticlesQuery>;
export const StaffArticlePage = Page(StaffArticle);
export type StaffArticlePage = Static<typeof StaffArticlePage>;

/** POST /wps/support/articles, PUT /wps/support/articles/:id (admin). A new article is a draft. */
export const ArticleInput = Type.Object(
  {
    kind: ArticleKind,
    lang: LanguageSchema,
    title: Type.String({ maxLength: PAGES_LIMITS.title }),
    summary: Type.String({ maxLength: PAGES_LIMITS.summary }),
    coverUrl: Type.String({ maxLength: PAGES_LIMITS.coverUrl }),
    body: Type.String({ maxLength: PAGES_LIMITS.body }),
  },
  { additionalProperties: false },
);
export type ArticleInput = Static<typeof ArticleInput>;

/** One sign-in of the member's account: a session opened, or a second verification that did not finish. */
export const SignInRow = Type.Object({
  at: Type.String(),
  ip: Type.String(),
  userAgent: Type.String(),
  /** signed-in: a session was opened; unverified: a new-IP verification was asked and never passed. */
  outcome: Type.Union([Type.Literal('signed-in'), Type.Literal('unverified')]),
});
export type SignInRow = Static<typeof SignInRow>;

export const ActiveSession = Type.Object({
  id: Type.Integer(),
  createdAt: Type.String(),
  lastSeenAt: Type.String(),
  expiresAt: Type.String(),
  ip: Type.String(),
  userAgent: Type.String(),
  /** The session that asked. */
  current: Type.Boolean(),
});
export type ActiveSession = Static<typeof ActiveSession>;

/** GET /wps/member/security/overview: everything the security centre shows, own account only. */
export const SecurityOverview = Type.Object({
  signIns: Type.Array(SignInRow),
  sessions: Type.Array(ActiveSession),
  /** Wrong passwords counted against the account in the lock window now (0 after a good sign-in). */
  failedAttempts: Type.Integer(),
  lockedUntil: Type.Union([Type.String(), Type.Null()]),
  paymentPasswordSet: Type.Boolean(),
  passwordChangedAt: Type.String(),
});
export type SecurityOverview = Static<typeof SecurityOverview>;

/** DELETE /wps/member/security/sessions: how many other sessions were signed out. */
export const SignOutOthersValue = Type.Object({ revoked: Type.Integer() });
export type SignOutOthersValue = Static<typeof SignOutOthersValue>;
