import { Type } from '@sinclair/typebox';
import { API } from '../paths.js';
import type { RouteTable } from '../route-def.js';
import { Banner, BannerQuery, HotMatch, Notice, Video } from '../content.js';

/** The content module's routes (gateway/src/modules/content). */
export const CONTENT_ROUTES = {
  homeBanners: { method: 'GET', path: API.homeBanners, query: BannerQuery, response: Type.Array(Banner) },
  homeNotices: { method: 'GET', path: API.homeNotices, response: Type.Array(Notice) },
  homeMatches: { method: 'GET', path: API.homeMatches, response: Type.Array(HotMatch) },
  homeVideos: { method: 'GET', path: API.homeVideos, response: Type.Array(Video) },
} as const satisfies RouteTable;
