import { describe, expect, it } from 'vitest';
import { API, type Banner, type HotMatch, type Notice, type StaffBanner, type StaffVideo, type Video } from '@wl/shared';
import { Api, asTrial, signedInApi } from '../support/api.js';
import { createAccount, createMerchant } from '../support/factories.js';
import { useSite } from '../support/site.js';
import { signInStaff } from '../support/staff.js';

/**
 * Home-page content (docs/HOME.md) against the real gateway and database: reads per merchant
 * (without a token, but the marquee's notices need a member's), staff edits with validation and refusals, admins only for writes.
 */
const { gw } = useSite();

const at = (path: string, id: number) => path.replace(':id', String(id));
const banner = { groupName: 'w_home', title: 'Big weekend', url: '/lgw/home/art/slots.svg', linkUrl: '/rng', linkage: 'ROUTE', sort: 1, active: true };
const video = { title: 'How to play', url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', sort: 0, active: true };
const match = {
  title: 'Premier League',
  homeTeam: 'Alpha FC',
  awayTeam: 'Beta United',
  homeTeamImageUrl: '/lgw/home/crests/alpha-fc.svg',
  awayTeamImageUrl: 'https://cdn.example.com/beta.png',
  matchTime: new Date(Date.now() + 3_600_000).toISOString(),
  nodeId: null,
  active: true,
};

describe('home content: public reads', () => {
  it("lists only the host merchant's active content, in order, without a token but for the notices", async () => {
    const [a, b] = [await createMerchant(gw.sql), await createMerchant(gw.sql)];
    const { api: adminA } = await signInStaff(gw, a);
    const { api: adminB } = await signInStaff(gw, b);
    await adminA.post(API.staffHomeBanners, { ...banner, title: 'A second', sort: 2 });
    await adminA.post(API.staffHomeBanners, { ...banner, title: 'A first', sort: 1 });
    await adminA.post(API.staffHomeBanners, { ...banner, title: 'A hidden', active: false });
    await adminA.post(API.staffHomeBanners, {
      ...banner,
      title: 'A facebook',
      groupName: 'w_facebook',
      linkUrl: 'https://facebook.com/a',
      linkage: 'EXTERNAL',
    });
    await adminB.post(API.staffHomeBanners, { ...banner, title: 'B only' });
    await adminA.post(API.staffHomeNotices, { title: 'Notice A', content: 'Hello <b>members</b>', sort: 0, active: true });
    await adminB.post(API.staffHomeNotices, { title: 'Notice B', content: 'Other site', sort: 0, active: true });
    await adminA.post(API.staffHomeMatches, { ...match, matchTime: new Date(Date.now() + 7_200_000).toISOString(), homeTeam: 'Later' });
    await adminA.post(API.staffHomeMatches, match);
    await adminA.post(API.staffHomeMatches, { ...match, matchTime: new Date(Date.now() - 86_400_000).toISOString(), homeTeam: 'Yesterday' });
    await adminA.post(API.staffHomeVideos, video);

    const guest = new Api(gw.url(a.host));
    const home = await guest.get<Banner[]>(`${API.homeBanners}?groupName=w_home`);
    expect(home.success).toBe(true);
    expect(home.value.map((x) => x.title)).toEqual(['A first', 'A second']);
    expect(home.value[0]).toMatchObject({ url: banner.url, linkUrl: '/rng', linkage: 'ROUTE', groupName: 'w_home' });
    expect((await guest.get<Banner[]>(`${API.homeBanners}?groupName=w_facebook`)).value.map((x) => x.title)).toEqual(['A facebook']);
    expect((await guest.get(`${API.homeBanners}?groupName=w_nowhere`)).code).toBe('VALIDATION_FAILED');

    // The marquee's notices need a member token.
    expect(await guest.get(API.homeNotices)).toMatchObject({ status: 401, code: 'TOKEN_MISSING' });
    const memberA = await signedInApi(gw.url(a.host), await createAccount(gw.sql, a.id));
    const notices = await memberA.get<Notice[]>(API.homeNotices);
    expect(notices.value.map((n) => n.title)).toEqual(['Notice A']);
    // A trial account reads them too.
    const trial = await asTrial(new Api(gw.url(a.host)));
    expect((await trial.get<Notice[]>(API.homeNotices)).value.map((n) => n.title)).toEqual(['Notice A']);
    // Plain text: kept as typed, the page never renders it as HTML.
    expect(notices.value[0]!.content).toBe('Hello <b>members</b>');

    const matches = await guest.get<HotMatch[]>(API.homeMatches);
    expect(matches.value.map((m) => m.homeTeam)).toEqual(['Alpha FC', 'Later', 'Yesterday']);
    const videos = await guest.get<Video[]>(API.homeVideos);
    expect(videos.value).toEqual([expect.objectContaining({ title: 'How to play', youtubeId: 'aqz-KE-bpKQ' })]);

    const other = new Api(gw.url(b.host));
    expect((await other.get<Banner[]>(`${API.homeBanners}?groupName=w_home`)).value.map((x) => x.title)).toEqual(['B only']);
    const memberB = await signedInApi(gw.url(b.host), await createAccount(gw.sql, b.id));
    expect((await memberB.get<Notice[]>(API.homeNotices)).value.map((n) => n.title)).toEqual(['Notice B']);
    expect((await other.get<Video[]>(API.homeVideos)).value).toEqual([]);
  });

  it('serves generated banner art and crests as SVG', async () => {
    for (const path of ['/lgw/home/art/welcome.svg', '/lgw/home/art/some-new-promo.svg', '/lgw/home/crests/manila-eagles.svg']) {
      const res = await fetch(gw.url() + path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('image/svg+xml');
      const body = await res.text();
      expect(body.startsWith('<svg')).toBe(true);
      expect(body).not.toContain('<script');
    }
    expect((await fetch(`${gw.url()}/lgw/home/art/Bad%20Name.svg`)).status).toBe(400);
  });
});

describe('home content: staff edits', () => {
  it('admin creates, updates and deletes each kind; the staff member is recorded', async () => {
    const m = await createMerchant(gw.sql);
    const { api, username } = await signInStaff(gw, m);
    const created = await api.post<StaffBanner>(API.staffHomeBanners, banner);
    expect(created.value).toMatchObject({ ...banner, updatedBy: username });
    const changed = await api.put<StaffBanner>(at(API.staffHomeBanner, created.value.id), {
      ...banner,
      title: '  Renamed  ',
      linkage: 'NONE',
      linkUrl: '/ignored',
    });
    expect(changed.value).toMatchObject({ title: 'Renamed', linkage: 'NONE', linkUrl: '' });
    expect((await api.get<StaffBanner[]>(API.staffHomeBanners)).value.map((b) => b.title)).toEqual(['Renamed']);
    expect((await api.del(at(API.staffHomeBanner, created.value.id))).success).toBe(true);
    expect((await api.del(at(API.staffHomeBanner, created.value.id))).code).toBe('NOT_FOUND');

    const v = await api.post<StaffVideo>(API.staffHomeVideos, video);
    const moved = await api.put<StaffVideo>(at(API.staffHomeVideo, v.value.id), { ...video, url: 'https://youtu.be/eRsGyueVLvQ' });
    expect(moved.value.youtubeId).toBe('eRsGyueVLvQ');
    const n = await api.post<{ id: number }>(API.staffHomeNotices, { title: 'T', content: 'C', sort: 0, active: true });
    expect((await api.put(at(API.staffHomeNotice, n.value.id), { title: 'T2', content: 'C2', sort: 1, active: false })).success).toBe(true);
    const x = await api.post<{ id: number }>(API.staffHomeMatches, match);
    expect((await api.del(at(API.staffHomeMatch, x.value.id))).success).toBe(true);
  });

  it('refuses unsafe links, non-YouTube videos, texts too long and unknown games', async () => {
    const m = await createMerchant(gw.sql);
    const { api } = await signInStaff(gw, m);
    const fieldsOf = (r: { code: string; value: unknown }) => (r.value as { fields?: Record<string, string> } | null)?.fields;

    for (const linkUrl of ['javascript:alert(1)', 'JavaScript:alert(1)', 'java\tscript:alert(1)', '//evil.example.com', 'data:text/html,x', 'rng']) {
      const r = await api.post(API.staffHomeBanners, { ...banner, linkage: 'EXTERNAL', linkUrl });
      expect(r.code, linkUrl).toBe('SETTING_INVALID');
      expect(fieldsOf(r)).toEqual({ linkUrl: 'URL_INVALID' });
    }
    const img = await api.post(API.staffHomeBanners, { ...banner, url: 'javascript:alert(1)' });
    expect(fieldsOf(img)).toEqual({ url: 'URL_INVALID' });
    // A route banner must point inside the site.
    expect(fieldsOf(await api.post(API.staffHomeBanners, { ...banner, linkUrl: 'https://elsewhere.example.com' }))).toEqual({ linkUrl: 'URL_INVALID' });

    for (const url of [
      'https://vimeo.com/123456',
      'https://www.youtube.com.evil.com/watch?v=aqz-KE-bpKQ',
      'javascript:alert(1)',
      'https://www.youtube.com/watch?v=short',
    ]) {
      const r = await api.post(API.staffHomeVideos, { ...video, url });
      expect(r.code, url).toBe('SETTING_INVALID');
      expect(fieldsOf(r)).toEqual({ url: 'NOT_YOUTUBE' });
    }
    expect(fieldsOf(await api.post(API.staffHomeMatches, { ...match, homeTeamImageUrl: 'javascript:x' }))).toEqual({ homeTeamImageUrl: 'URL_INVALID' });
    expect(fieldsOf(await api.post(API.staffHomeMatches, { ...match, nodeId: 9_000_000_000 }))).toEqual({ nodeId: 'GAME_NOT_FOUND' });
    expect(fieldsOf(await api.post(API.staffHomeNotices, { title: '   ', content: 'x', sort: 0, active: true }))).toEqual({ title: 'SETTING_INVALID' });

    expect((await api.post(API.staffHomeBanners, { ...banner, title: 'x'.repeat(81) })).code).toBe('VALIDATION_FAILED');
    expect((await api.post(API.staffHomeNotices, { title: 'T', content: 'x'.repeat(2001), sort: 0, active: true })).code).toBe('VALIDATION_FAILED');
    expect((await api.post(API.staffHomeBanners, { ...banner, groupName: 'w_other' })).code).toBe('VALIDATION_FAILED');
    expect((await api.post(API.staffHomeMatches, { ...match, matchTime: 'tomorrow' })).code).toBe('VALIDATION_FAILED');
    expect((await api.get<StaffBanner[]>(API.staffHomeBanners)).value).toEqual([]);
  });

  it("support staff read but cannot write; members and guests reach no staff route; another site's row is NOT_FOUND", async () => {
    const m = await createMerchant(gw.sql);
    const { api: admin } = await signInStaff(gw, m);
    const { api: support } = await signInStaff(gw, m, 'support');
    const made = await admin.post<StaffBanner>(API.staffHomeBanners, banner);
    expect((await support.get<StaffBanner[]>(API.staffHomeBanners)).value).toHaveLength(1);
    expect((await support.post(API.staffHomeBanners, banner)).code).toBe('FORBIDDEN');
    expect((await support.put(at(API.staffHomeBanner, made.value.id), banner)).code).toBe('FORBIDDEN');
    expect((await support.del(at(API.staffHomeBanner, made.value.id))).code).toBe('FORBIDDEN');
    expect((await support.post(API.staffHomeVideos, video)).code).toBe('FORBIDDEN');
    const guest = new Api(gw.url(m.host));
    expect((await guest.get(API.staffHomeBanners)).success).toBe(false);
    expect((await guest.post(API.staffHomeBanners, banner)).success).toBe(false);

    const other = await createMerchant(gw.sql);
    const { api: otherAdmin } = await signInStaff(gw, other);
    expect((await otherAdmin.put(at(API.staffHomeBanner, made.value.id), banner)).code).toBe('NOT_FOUND');
    expect((await otherAdmin.del(at(API.staffHomeBanner, made.value.id))).code).toBe('NOT_FOUND');
    expect((await admin.get<StaffBanner[]>(API.staffHomeBanners)).value).toHaveLength(1);
  });
});
