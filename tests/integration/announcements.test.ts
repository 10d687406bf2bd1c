import { describe, expect, it } from 'vitest';
import { API, type AnnouncementData, type AnnouncementPage, type StaffAnnouncement, type StaffAnnouncementPage } from '@wl/shared';
import { Api, signedInApi } from '../support/api.js';
import { createAccount, createMerchant } from '../support/factories.js';
import { useSite, type TestSite } from '../support/site.js';
import { announcementStaff, at, draft } from './announcements-fixtures.js';

/**
 * Announcements (docs/ANNOUNCEMENTS.md) against the real gateway and database: the relay
 * MCSFE_getListAnnouncements grouped by type with popups by execution (B for visitors, A and F for
 * members), the list page of 9, staff edits with sanitising and refusals, publish / unpublish /
 * delete, tenancy, and `announcement:published` on the `/site` namespace to guests and members.
 */
const { gw, site } = useSite();

const { staffOf, publish } = announcementStaff(gw);

async function member(s: TestSite) {
  const u = await createAccount(gw.sql, s.id);
  return signedInApi(gw.url(s.host), u);
}

const titles = (list: { title: string }[]) => list.map((a) => a.title);
const ALL = `${API.announcements}?types=B,PL,PU,PR,H&platform=W`;

describe('announcements: what readers get', () => {
  it('groups published announcements by type; popups by execution: B for visitors, A and F for members', async () => {
    const s = await createMerchant(gw.sql);
    await publish(s, {
      type: 'B',
      title: 'Banner one',
      announcementImages: [
        { sequence: 2, url: '/lgw/home/art/vip.svg' },
        { sequence: 1, url: 'https://cdn.example.com/a.png' },
      ],
    });
    await publish(s, { type: 'PL', title: 'Player notice' });
    await publish(s, { type: 'PR', title: 'Promotion' });
    await publish(s, { type: 'H', title: 'Headline' });
    await publish(s, { type: 'PU', title: 'Popup for members', execution: 'A' });
    await publish(s, { type: 'PU', title: 'Popup for visitors', execution: 'B' });
    await publish(s, { type: 'PU', title: 'Popup for first login', execution: 'F' });
    const { api: admin } = await staffOf(s);
    await admin.post(API.staffAnnouncements, draft({ title: 'Still a draft' }));

    const guest = new Api(gw.url(s.host));
    const asGuest = await guest.get<AnnouncementData>(`${ALL}&execution=B`);
    expect(asGuest.success, asGuest.code).toBe(true);
    expect(titles(asGuest.value.banners)).toEqual(['Banner one']);
    // announcementImages come in sequence order, whatever order staff gave them in.
    expect(asGuest.value.banners[0]!.announcementImages).toEqual([
      { sequence: 1, url: 'https://cdn.example.com/a.png' },
      { sequence: 2, url: '/lgw/home/art/vip.svg' },
    ]);
    expect(titles(asGuest.value.playerNotices)).toEqual(['Player notice']);
    expect(titles(asGuest.value.promotion)).toEqual(['Promotion']);
    expect(titles(asGuest.value.headlines)).toEqual(['Headline']);
    expect(titles(asGuest.value.popup)).toEqual(['Popup for visitors']);
    // A visitor asking for member popups gets none: the parameter only narrows.
    expect((await guest.get<AnnouncementData>(`${ALL}&execution=A`)).value.popup).toEqual([]);

    const m = await member(s);
    const asMember = await m.get<AnnouncementData>(ALL);
    expect(titles(asMember.value.popup).sort()).toEqual(['Popup for first login', 'Popup for members']);
    expect(asMember.value.popup.find((p) => p.execution === 'F')).toBeTruthy();
    // A token that is not (or no longer) valid is a visitor, not a refusal: the call needs none.
    const stale = new Api(gw.url(s.host));
    stale.token = 'not-a-session';
    const asStale = await stale.get<AnnouncementData>(ALL);
    expect(asStale.success).toBe(true);
    expect(titles(asStale.value.popup)).toEqual(['Popup for visitors']);

    // Only the types asked for; the others come back empty.
    const onlyPopups = await guest.get<AnnouncementData>(`${API.announcements}?types=PU`);
    expect(onlyPopups.value.banners).toEqual([]);
    expect(titles(onlyPopups.value.popup)).toEqual(['Popup for visitors']);
    const bad = await guest.get(`${API.announcements}?types=B,XX`);
    expect(bad.status).toBe(400);
    expect(bad.code).toBe('VALIDATION_FAILED');
    expect((await guest.get(`${ALL}&platform=Q`)).code).toBe('VALIDATION_FAILED');

    // Another merchant's site sees none of it.
    const other = await createMerchant(gw.sql);
    const elsewhere = await new Api(gw.url(other.host)).get<AnnouncementData>(ALL);
    expect(Object.values(elsewhere.value).flat()).toEqual([]);
  });

  it('lists 9 a page, pinned first then newest, by type, popups by execution', async () => {
    const s = await createMerchant(gw.sql);
    for (let i = 1; i <= 11; i++) await publish(s, { type: 'PR', title: `Promo ${i}` });
    await publish(s, { type: 'PL', title: 'Pinned', sort: -1 });
    await publish(s, { type: 'PU', title: 'Member popup', execution: 'A' });
    const guest = new Api(gw.url(s.host));
    const first = await guest.get<AnnouncementPage>(API.announcementList);
    expect(first.success, first.code).toBe(true);
    expect(first.value).toMatchObject({ pageNum: 1, pageSize: 9, total: 12, totalPages: 2 });
    expect(titles(first.value.list)).toEqual(['Pinned', 'Promo 11', 'Promo 10', 'Promo 9', 'Promo 8', 'Promo 7', 'Promo 6', 'Promo 5', 'Promo 4']);
    const second = await guest.get<AnnouncementPage>(`${API.announcementList}?page=2`);
    expect(titles(second.value.list)).toEqual(['Promo 3', 'Promo 2', 'Promo 1']);
    const past = await guest.get<AnnouncementPage>(`${API.announcementList}?page=5`);
    expect(past.value).toMatchObject({ list: [], total: 12, totalPages: 2 });
    const byType = await guest.get<AnnouncementPage>(`${API.announcementList}?type=PL`);
    expect(titles(byType.value.list)).toEqual(['Pinned']);
    // A member also lists the member popups.
    const m = await member(s);
    expect((await m.get<AnnouncementPage>(API.announcementList)).value.total).toBe(13);
    expect((await guest.get(`${API.announcementList}?pageSize=51`)).code).toBe('VALIDATION_FAILED');
    expect((await guest.get(`${API.announcementList}?type=ZZ`)).code).toBe('VALIDATION_FAILED');
  });
});

describe('announcements: staff edits', () => {
  it('sanitises content on write, keeps the title as text, checks images; edits, unpublishes and deletes', async () => {
    const { api, username, id: staffId } = await staffOf(site);
    const made = await api.post<StaffAnnouncement>(
      API.staffAnnouncements,
      draft({
        type: 'PU',
        execution: 'B',
        title: '  Big <b>news</b>  ',
        content:
          '<p onclick="alert(1)">Hi<script>alert(2)</script><img src=x onerror="alert(3)"><a href="javascript:alert(4)">go</a><iframe srcdoc="x"></iframe></p>',
        announcementImages: [{ sequence: 1, url: '/lgw/home/art/welcome.svg' }],
      }),
    );
    expect(made.success, made.code).toBe(true);
    const a = made.value;
    expect(a).toMatchObject({ title: 'Big <b>news</b>', published: false, publishedAt: null, updatedBy: username, type: 'PU', execution: 'B' });
    expect(a.content).toContain('Hi');
    for (const bad of ['<script', 'onclick', 'onerror', 'javascript:', '<iframe']) expect(a.content).not.toContain(bad);
    // A draft is not read by anyone.
    const guest = new Api(gw.url(site.host));
    expect((await guest.get<AnnouncementData>(`${API.announcements}?types=PU`)).value.popup.some((p) => p.id === a.id)).toBe(false);

    const pub = await api.post<StaffAnnouncement>(at(API.staffAnnouncementPublish, a.id));
    expect(pub.value.published).toBe(true);
    expect((await guest.get<AnnouncementData>(`${API.announcements}?types=PU`)).value.popup.map((p) => p.id)).toContain(a.id);

    const edited = await api.put<StaffAnnouncement>(
      at(API.staffAnnouncement, a.id),
      draft({ type: 'PU', execution: 'B', title: 'Bigger news', announcementImages: [] }),
    );
    expect(edited.value).toMatchObject({ title: 'Bigger news', published: true, announcementImages: [] });
    const listed = await api.get<StaffAnnouncementPage>(`${API.staffAnnouncements}?type=PU`);
    expect(listed.value.list.find((x) => x.id === a.id)?.title).toBe('Bigger news');

    expect((await api.post<StaffAnnouncement>(at(API.staffAnnouncementUnpublish, a.id))).value.published).toBe(false);
    expect((await guest.get<AnnouncementData>(`${API.announcements}?types=PU`)).value.popup.some((p) => p.id === a.id)).toBe(false);

    expect((await api.del(at(API.staffAnnouncement, a.id))).success).toBe(true);
    expect((await api.del(at(API.staffAnnouncement, a.id))).code).toBe('NOT_FOUND');
    expect((await api.post(at(API.staffAnnouncementPublish, a.id))).code).toBe('NOT_FOUND');
    // Staff writes land in the staff action log (docs/REPLAY.md).
    const logged = await gw.sql<
      { action: string }[]
    >`select action from staff_actions where staff_id = ${staffId} and action like '% announcements%' order by id`;
    expect(logged.map((r) => r.action)).toEqual(
      expect.arrayContaining([
        'POST announcements',
        'POST announcements/:id/publish',
        'PUT announcements/:id',
        'POST announcements/:id/unpublish',
        'DELETE announcements/:id',
      ]),
    );
  });

  it('refuses blank titles, unsafe or repeated images, bad types; support reads only; members and other sites get nothing', async () => {
    const { api } = await staffOf(site);
    const blank = await api.post(API.staffAnnouncements, draft({ title: '   ' }));
    expect(blank.status).toBe(400);
    expect(blank).toMatchObject({ code: 'SETTING_INVALID', value: { fields: { title: 'SETTING_INVALID' } } });
    const images = await api.post(
      API.staffAnnouncements,
      draft({
        announcementImages: [
          { sequence: 1, url: 'javascript:alert(1)' },
          { sequence: 1, url: '//evil.example.com/x.png' },
        ],
      }),
    );
    expect(images).toMatchObject({
      code: 'SETTING_INVALID',
      value: {
        fields: { 'announcementImages.0.url': 'URL_INVALID', 'announcementImages.1.url': 'URL_INVALID', 'announcementImages.1.sequence': 'SEQUENCE_TAKEN' },
      },
    });
    expect((await api.post(API.staffAnnouncements, draft({ type: 'XX' }))).code).toBe('VALIDATION_FAILED');
    expect((await api.post(API.staffAnnouncements, draft({ execution: 'Z' }))).code).toBe('VALIDATION_FAILED');
    expect((await api.post(API.staffAnnouncements, draft({ extra: 1 }))).code).toBe('VALIDATION_FAILED');
    expect((await api.post(API.staffAnnouncements, draft({ title: 'x'.repeat(121) }))).code).toBe('VALIDATION_FAILED');

    const mine = await publish(site, { title: 'Mine' });
    const { api: support } = await staffOf(site, 'support');
    expect((await support.get<StaffAnnouncementPage>(API.staffAnnouncements)).success).toBe(true);
    expect((await support.post(API.staffAnnouncements, draft())).code).toBe('FORBIDDEN');
    expect((await support.post(at(API.staffAnnouncementPublish, mine.id))).code).toBe('FORBIDDEN');

    const m = await member(site);
    expect((await m.get(API.staffAnnouncements)).code).toBe('TOKEN_INVALID');
    expect((await new Api(gw.url(site.host)).post(API.staffAnnouncements, draft())).code).toBe('TOKEN_MISSING');

    // Another merchant's admin cannot see or touch this site's announcement.
    const other = await createMerchant(gw.sql);
    const { api: otherAdmin } = await staffOf(other);
    expect((await otherAdmin.put(at(API.staffAnnouncement, mine.id), draft())).code).toBe('NOT_FOUND');
    expect((await otherAdmin.post(at(API.staffAnnouncementUnpublish, mine.id))).code).toBe('NOT_FOUND');
    expect((await otherAdmin.del(at(API.staffAnnouncement, mine.id))).code).toBe('NOT_FOUND');
    expect((await otherAdmin.get<StaffAnnouncementPage>(API.staffAnnouncements)).value.list).toEqual([]);
  });
});
