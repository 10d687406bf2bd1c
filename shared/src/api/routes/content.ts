import { Type } from '@sinclair/typebox';
import { API } from '../paths.js';
import type { RouteTable } from '../route-def.js';
import {
  Banner,
  BannerInput,
  BannerQuery,
  HotMatch,
  HotMatchInput,
  Notice,
  NoticeInput,
  StaffBanner,
  StaffHotMatch,
  StaffNotice,
  StaffVideo,
  Video,
  VideoInput,
} from '../content.js';
import { IdParams } from '../paging.js';
import { LangQuery } from '../translations.js';

/** The content module's routes (gateway/src/modules/content). */
export const CONTENT_ROUTES = {
  homeBanners: { method: 'GET', path: API.homeBanners, query: BannerQuery, response: Type.Array(Banner) },
  homeNotices: { method: 'GET', path: API.homeNotices, query: LangQuery, response: Type.Array(Notice) },
  homeMatches: { method: 'GET', path: API.homeMatches, response: Type.Array(HotMatch) },
  homeVideos: { method: 'GET', path: API.homeVideos, response: Type.Array(Video) },
  staffHomeBanners: { method: 'GET', path: API.staffHomeBanners, response: Type.Array(StaffBanner) },
  staffHomeBannersPost: { method: 'POST', path: API.staffHomeBanners, body: BannerInput, response: StaffBanner },
  staffHomeBannerPut: { method: 'PUT', path: API.staffHomeBanner, params: IdParams, body: BannerInput, response: StaffBanner },
  staffHomeBannerDelete: { method: 'DELETE', path: API.staffHomeBanner, params: IdParams, response: Type.Null() },
  staffHomeNotices: { method: 'GET', path: API.staffHomeNotices, response: Type.Array(StaffNotice) },
  staffHomeNoticesPost: { method: 'POST', path: API.staffHomeNotices, body: NoticeInput, response: StaffNotice },
  staffHomeNoticePut: { method: 'PUT', path: API.staffHomeNotice, params: IdParams, body: NoticeInput, response: StaffNotice },
  staffHomeNoticeDelete: { method: 'DELETE', path: API.staffHomeNotice, params: IdParams, response: Type.Null() },
  staffHomeMatches: { method: 'GET', path: API.staffHomeMatches, response: Type.Array(StaffHotMatch) },
  staffHomeMatchesPost: { method: 'POST', path: API.staffHomeMatches, body: HotMatchInput, response: StaffHotMatch },
  staffHomeMatchPut: { method: 'PUT', path: API.staffHomeMatch, params: IdParams, body: HotMatchInput, response: StaffHotMatch },
  staffHomeMatchDelete: { method: 'DELETE', path: API.staffHomeMatch, params: IdParams, response: Type.Null() },
  staffHomeVideos: { method: 'GET', path: API.staffHomeVideos, response: Type.Array(StaffVideo) },
  staffHomeVideosPost: { method: 'POST', path: API.staffHomeVideos, body: VideoInput, response: StaffVideo },
  staffHomeVideoPut: { method: 'PUT', path: API.staffHomeVideo, params: IdParams, body: VideoInput, response: StaffVideo },
  staffHomeVideoDelete: { method: 'DELETE', path: API.staffHomeVideo, params: IdParams, response: Type.Null() },
} as const satisfies RouteTable;
