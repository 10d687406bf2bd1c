/**
 * Home-page content rules (docs/HOME.md), apart from the schemas in content.ts so the
 * browser's first load can use them without TypeBox (`@wl/shared/core`): the banner groups,
 * field limits, and the two URL checks the console, the gateway and the page share.
 */

/** Banner groups. */
export const BANNER_GROUPS = ['w_login', 'w_register', 'w_forget', 'w_home', 'w_video', 'w_facebook', 'w_leftmenu'] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];

/** What a banner click does: nothing, a route of this site, or another site in a new tab. */
export const LINKAGE_TYPES = ['NONE', 'ROUTE', 'EXTERNAL'] as const;
export type LinkageType = (typeof LINKAGE_TYPES)[number];

export const CONTENT_LIMITS = {
  title: 80,
  team: 40,
  url: 500,
  noticeContent: 2000,
  sort: 100_000,
  /** Rows of one kind per merchant: the home page lists them all. */
  rows: 200,
} as const;

/**
 * A link a member may follow or an image the page may load: http(s) to any host, or a path of
 * this site (`/x`, never `//host`). Everything else (javascript:, data:, vbscript:, a bare word)
 * is refused: content is written by staff but shown to every visitor.
 */
export function isSafeLink(url: string): boolean {
  if (url.length === 0 || url.length > CONTENT_LIMITS.url) return false;
  // Control characters and spaces can hide a scheme from naive checks ("java\tscript:").
  if (/[\s\u0000-\u001f\u007f]/.test(url)) return false;
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  return /^https?:\/\/[^/\\?#@]+(?:[/?#].*)?$/i.test(url);
}

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be', 'www.youtube-nocookie.com', 'youtube-nocookie.com']);
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * The video id of a YouTube link (watch?v=, youtu.be/, embed/, shorts/, live/), or null when the
 * link is not YouTube (such a link logs 'Not youtube link!' and shows nothing).
 */
export function youtubeIdOf(url: string): string | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return null;
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return null;
  if (!YOUTUBE_HOSTS.has(u.hostname.toLowerCase())) return null;
  const parts = u.pathname.split('/').filter(Boolean);
  const id = u.hostname.endsWith('youtu.be')
    ? parts[0]
    : parts[0] === 'watch' || parts.length === 0
      ? u.searchParams.get('v')
      : ['embed', 'shorts', 'live', 'v'].includes(parts[0]!)
        ? parts[1]
        : null;
  return id && VIDEO_ID.test(id) ? id : null;
}

/** The privacy-enhanced embed: nothing plays by itself and no related videos follow. */
export function youtubeEmbedUrl(id: string, lang?: string): string {
  const q = new URLSearchParams({ autoplay: '0', rel: '0', modestbranding: '1' });
  if (lang) q.set('hl', lang.toLowerCase());
  return `https://www.youtube-nocookie.com/embed/${id}?${q.toString()}`;
}
