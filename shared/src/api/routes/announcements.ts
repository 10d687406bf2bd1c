import { Type } from '@sinclair/typebox';
import { API } from '../paths.js';
import type { RouteTable } from '../route-def.js';
import {
  AnnouncementData,
  AnnouncementInput,
  AnnouncementPage,
  AnnouncementPageQuery,
  AnnouncementsQuery,
  StaffAnnouncement,
  StaffAnnouncementPage,
  StaffAnnouncementQuery,
} from '../announcements.js';
import { IdParams } from '../paging.js';

/** The announcements module's routes (gateway/src/modules/announcements). */
export const ANNOUNCEMENTS_ROUTES = {
  announcements: { method: 'GET', path: API.announcements, query: AnnouncementsQuery, response: AnnouncementData },
  announcementList: { method: 'GET', path: API.announcementList, query: AnnouncementPageQuery, response: AnnouncementPage },
  staffAnnouncements: { method: 'GET', path: API.staffAnnouncements, query: StaffAnnouncementQuery, response: StaffAnnouncementPage },
  staffAnnouncementsPost: { method: 'POST', path: API.staffAnnouncements, body: AnnouncementInput, response: StaffAnnouncement },
  staffAnnouncementPut: { method: 'PUT', path: API.staffAnnouncement, body: AnnouncementInput, params: IdParams, response: StaffAnnouncement },
  staffAnnouncementDelete: { method: 'DELETE', path: API.staffAnnouncement, params: IdParams, response: Type.Null() },
  staffAnnouncementPublish: { method: 'POST', path: API.staffAnnouncementPublish, params: IdParams, response: StaffAnnouncement },
  staffAnnouncementUnpublish: { method: 'POST', path: API.staffAnnouncementUnpublish, params: IdParams, response: StaffAnnouncement },
} as const satisfies RouteTable;
