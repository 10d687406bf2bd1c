import { expect } from 'vitest';
import { API, type StaffAnnouncement } from '@wl/shared';
import type { TestSite } from '../support/site.js';
import { signInStaff } from '../support/staff.js';

/** Shared by the announcement tests (docs/ANNOUNCEMENTS.md): a draft, and staff who publish it. */

export const at = (path: string, id: number) => path.replace(':id', String(id));
export const draft = (over: Record<string, unknown> = {}) => ({
  type: 'PL',
  title: 'Notice',
  content: '<p>Hello</p>',
  execution: 'A',
  announcementImages: [],
  sort: 0,
  ...over,
});

/** One staff member per site and role for the whole file: staff sign-in allows 10 a minute per IP. */
export function announcementStaff(gw: Parameters<typeof signInStaff>[0]) {
  const cache = new Map<string, ReturnType<typeof signInStaff>>();
  function staffOf(s: TestSite, role: 'admin' | 'support' = 'admin') {
    const key = `${s.id}:${role}`;
    if (!cache.has(key)) cache.set(key, signInStaff(gw, s, role));
    return cache.get(key)!;
  }

  async function publish(s: TestSite, over: Record<string, unknown> = {}): Promise<StaffAnnouncement> {
    const { api } = await staffOf(s);
    const made = await api.post<StaffAnnouncement>(API.staffAnnouncements, draft(over));
    expect(made.success, made.code).toBe(true);
    const pub = await api.post<StaffAnnouncement>(at(API.staffAnnouncementPublish, made.value.id));
    expect(pub.success, pub.code).toBe(true);
    return pub.value;
  }

  return { staffOf, publish };
}
