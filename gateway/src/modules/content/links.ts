import { isSafeLink, youtubeIdOf, type BannerInput, type HotMatchInput, type NoticeInput, type VideoInput } from '@wl/shared';
import { AppError } from '../../http/errors.js';
import { checkTexts } from '../site/translations.js';

/**
 * The rules of home content the schema cannot say (docs/HOME.md): every link http(s) or a path of
 * this site, a video a YouTube link, texts trimmed and not blank. A refusal is SETTING_INVALID with
 * `value.fields` naming each bad field, as the cashier settings answer.
 */
function refuse(fields: Record<string, string>): void {
  if (Object.keys(fields).length) throw new AppError('SETTING_INVALID', { fields });
}

function text(fields: Record<string, string>, name: string, value: string): string {
  const v = value.trim();
  if (!v) fields[name] = 'SETTING_INVALID';
  return v;
}

function link(fields: Record<string, string>, name: string, value: string): string {
  const v = value.trim();
  if (!isSafeLink(v)) fields[name] = 'URL_INVALID';
  return v;
}

export function checkedBanner(b: BannerInput): BannerInput {
  const f: Record<string, string> = {};
  const title = text(f, 'title', b.title);
  const url = link(f, 'url', b.url);
  // A banner without linkage has no link; with one it must have a safe link of the right kind.
  let linkUrl = b.linkUrl.trim();
  if (b.linkage === 'NONE') linkUrl = '';
  else if (!isSafeLink(linkUrl)) f.linkUrl = 'URL_INVALID';
  else if (b.linkage === 'ROUTE' && !linkUrl.startsWith('/')) f.linkUrl = 'URL_INVALID';
  refuse(f);
  // A translated image is held to the base image's rule; its refusal names the language's field.
  const texts =
    b.texts &&
    checkTexts(b.texts, {
      title: (v) => v.trim(),
      url: (v, field) => {
        const u = v.trim();
        if (u && !isSafeLink(u)) refuse({ [field]: 'URL_INVALID' });
        return u;
      },
    });
  return { ...b, title, url, linkUrl, texts };
}

export function checkedNotice(n: NoticeInput): NoticeInput {
  const f: Record<string, string> = {};
  const title = text(f, 'title', n.title);
  const content = text(f, 'content', n.content);
  refuse(f);
  const texts = n.texts && checkTexts(n.texts, { title: (v) => v.trim(), content: (v) => v.trim() });
  return { ...n, title, content, texts };
}

export function checkedMatch(m: HotMatchInput): HotMatchInput {
  const f: Record<string, string> = {};
  const out = {
    ...m,
    title: text(f, 'title', m.title),
    homeTeam: text(f, 'homeTeam', m.homeTeam),
    awayTeam: text(f, 'awayTeam', m.awayTeam),
    homeTeamImageUrl: link(f, 'homeTeamImageUrl', m.homeTeamImageUrl),
    awayTeamImageUrl: link(f, 'awayTeamImageUrl', m.awayTeamImageUrl),
  };
  if (Number.isNaN(Date.parse(m.matchTime))) f.matchTime = 'SETTING_INVALID';
  refuse(f);
  return out;
}

export function checkedVideo(v: VideoInput): VideoInput & { youtubeId: string } {
  const f: Record<string, string> = {};
  const title = text(f, 'title', v.title);
  const url = v.url.trim();
  const youtubeId = youtubeIdOf(url);
  if (!youtubeId) f.url = 'NOT_YOUTUBE';
  refuse(f);
  return { ...v, title, url, youtubeId: youtubeId! };
}
