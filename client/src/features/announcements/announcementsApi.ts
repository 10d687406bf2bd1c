import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ANNOUNCEMENT_PAGE_SIZE, ANNOUNCEMENT_TYPES, type Announcement, type AnnouncementType, ENDPOINTS } from '@wl/shared/core';
import { call } from '../../api/http';
import i18next from 'i18next';

/**
 * The announcement calls (docs/ANNOUNCEMENTS.md). Neither needs a token; the member's is
 * sent when there is one (api/http), which makes the popups the member's (A and F, not B). Both
 * ask in the page's language (staff may translate title and content; the gateway falls back).
 */
// i18next itself, not lib/format: this module rides with the first page's announcement host, and
// importing format here would split it out of the entry chunk into a chunk of its own.
const activeLanguage = () => (i18next.language || 'en').toUpperCase();

export const announcementKeys = {
  all: ['announcements'] as const,
  list: (type: AnnouncementType | 'ALL', page: number, member: boolean) => ['announcements', 'list', type, page, member, activeLanguage()] as const,
};

/** The announcements call (types B,PL,PU,PR,H, platform W, execution B when anonymous); the popups of its answer. */
export async function loadPopups(loggedIn: boolean, signal?: AbortSignal): Promise<Announcement[]> {
  const data = await call(ENDPOINTS.announcements, {
    query: { types: ANNOUNCEMENT_TYPES.join(','), platform: 'W', execution: loggedIn ? undefined : 'B', lang: activeLanguage() },
    signal,
  });
  return data.popup;
}

export const announcementListQuery = (type: AnnouncementType | 'ALL', page: number, member: boolean) =>
  queryOptions({
    queryKey: announcementKeys.list(type, page, member),
    queryFn: ({ signal }) =>
      call(ENDPOINTS.announcementList, {
        query: { type: type === 'ALL' ? undefined : type, page, pageSize: ANNOUNCEMENT_PAGE_SIZE, lang: activeLanguage() },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
