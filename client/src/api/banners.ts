import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS, type BannerGroup } from '@wl/shared/core';
import { call } from './http';

/**
 * The banners of one group (w_home, w_login, w_register, w_forget, w_video, w_facebook,
 * w_leftmenu), by language: the home page, the login, registration and reset popups, the side
 * menu and the live and sports pages each show their own group. Staff may translate a banner's
 * title and image: the gateway answers in `lang`, else the site's default language, else the base.
 */
export const bannerQuery = (group: BannerGroup, lang: string) =>
  queryOptions({
    queryKey: ['home', 'banners', group, lang],
    queryFn: ({ signal }) => call(ENDPOINTS.homeBanners, { query: { groupName: group, lang: lang.toUpperCase() }, signal }),
    staleTime: 60_000,
  });
