import { describe, expect, it } from 'vitest';
import {
  API,
  type AnnouncementData,
  type AnnouncementPage,
  type Banner,
  type Notice,
  type PromotionList,
  type RewardCenter,
  type SiteTexts,
  type StaffAnnouncement,
  type StaffBanner,
  type StaffNotice,
  type StaffPromotion,
} from '@wl/shared';
import { Api, signedInApi } from '../support/api.js';
import { createAccount, createMerchant } from '../support/factories.js';
import { useSite } from '../support/site.js';
import { signInStaff } from '../support/staff.js';
import { draft as announcementDraft, at } from './announcements-fixtures.js';
import { promotionInput } from './promotions-fixtures.js';

/**
 * Staff content per language (docs/LANGUAGES.md "Staff content per language") against the real
 * gateway and database: a translation reaches a reader of its language, everyone else reads the
 * site's default language or the base text, field by field; an unknown language is refused with
 * LANGUAGE_UNKNOWN; one site's translations never reach another's readers.
 */
const { gw } = useSite();

const banner = { groupName: 'w_home', title: 'Big weekend', url: '/lgw/home/art/slots.svg', linkUrl: '/rng', linkage: 'ROUTE', sort: 1, active: true };

async function siteWithStaff() {
  const site = await createMerchant(gw.sql);
  const { api } = await signInStaff(gw, site);
  return { site, staff: api, guest: new Api(gw.url(site.host)) };
}

describe('staff content per language', () => {
  it('serves a JA translation of a promotion, an announcement, a banner, a notice and the licence text to a JA reader, the base to others', async () => {
    const { site, staff, guest } = await siteWithStaff();
    // JA translates the title only of the promotion: its summary and content fall back to the base.
    const promo = await staff.post<StaffPromotion>(API.staffPromotions, promotionInput({ texts: { ja: { title: '初回入金ボーナス' } } }));
    expect(promo.success, promo.code).toBe(true);
    expect(promo.value.texts).toEqual({ JA: { title: '初回入金ボーナス' } });

    const ann = await staff.post<StaffAnnouncement>(
      API.staffAnnouncements,
      announcementDraft({
        type: 'PU',
        execution: 'B',
        title: 'Welcome',
        texts: { JA: { title: 'ようこそ', content: '<p>こんにちは<script>x()</script></p>' } },
      }),
    );
    expect(ann.success, ann.code).toBe(true);
    // Translated HTML is sanitised like the base content.
    expect(ann.value.texts.JA!.content).toBe('<p>こんにちは</p>');
    expect((await staff.post(at(API.staffAnnouncementPublish, ann.value.id))).success).toBe(true);

    const b = await staff.post<StaffBanner>(API.staffHomeBanners, {
      ...banner,
      texts: { JA: { title: '週末イベント', url: '/lgw/home/art/ja.svg' }, TH: { title: '' } },
    });
    expect(b.success, b.code).toBe(true);
    // An empty field is not stored: it falls back.
    expect(b.value.texts).toEqual({ JA: { title: '週末イベント', url: '/lgw/home/art/ja.svg' } });
    const n = await staff.post<StaffNotice>(API.staffHomeNotices, {
      title: 'Maintenance',
      content: 'Tonight at 2',
      sort: 0,
      active: true,
      texts: { JA: { content: '今夜2時' } },
    });
    expect(n.success, n.code).toBe(true);

    const put = await staff.put(API.staffSettings, { licenceText: 'Licensed in PAGCOR', siteTexts: { JA: { licenceText: 'PAGCOR 認可' } } });
    expect(put.success, put.code).toBe(true);

    // JA reader.
    const jaPromo = (await guest.get<PromotionList>(`${API.promotions}?lang=JA`)).value.list[0]!;
    expect(jaPromo).toMatchObject({ title: '初回入金ボーナス', summary: promotionInput().summary, content: promotionInput().content });
    const jaAnn = (await guest.get<AnnouncementData>(`${API.announcements}?types=PU&lang=ja`)).value.popup[0]!;
    expect(jaAnn).toMatchObject({ title: 'ようこそ', content: '<p>こんにちは</p>' });
    const jaList = (await guest.get<AnnouncementPage>(`${API.announcementList}?type=PU&lang=JA`)).value.list[0]!;
    expect(jaList.title).toBe('ようこそ');
    const jaBanner = (await guest.get<Banner[]>(`${API.homeBanners}?groupName=w_home&lang=JA`)).value[0]!;
    expect(jaBanner).toMatchObject({ title: '週末イベント', url: '/lgw/home/art/ja.svg', linkUrl: '/rng' });
    expect((await guest.get<SiteTexts>(`${API.siteTexts}?lang=JA`)).value.licenceText).toBe('PAGCOR 認可');
    const memberApi = await signedInApi(gw.url(site.host), await createAccount(gw.sql, site.id));
    const jaNotice = (await memberApi.get<Notice[]>(`${API.homeNotices}?lang=JA`)).value[0]!;
    expect(jaNotice).toMatchObject({ title: 'Maintenance', content: '今夜2時' });
    const rewards = (await memberApi.get<RewardCenter>(`${API.rewardCenter}?lang=JA`)).value;
    expect(rewards.available[0]!.title).toBe('初回入金ボーナス');

    // EN, an unknown code, no language at all, or a language without a translation: the base text.
    for (const q of ['?lang=EN', '?lang=XX', '', '?lang=TH']) {
      expect((await guest.get<PromotionList>(`${API.promotions}${q}`)).value.list[0]!.title).toBe('First deposit bonus');
      expect((await guest.get<AnnouncementData>(`${API.announcements}?types=PU${q.replace('?', '&')}`)).value.popup[0]!.title).toBe('Welcome');
      expect((await guest.get<Banner[]>(`${API.homeBanners}?groupName=w_home${q.replace('?', '&')}`)).value[0]).toMatchObject({
        title: 'Big weekend',
        url: banner.url,
      });
      expect((await guest.get<SiteTexts>(`${API.siteTexts}${q}`)).value.licenceText).toBe('Licensed in PAGCOR');
      expect((await memberApi.get<Notice[]>(`${API.homeNotices}${q}`)).value[0]!.content).toBe('Tonight at 2');
    }
  });

  it("falls back to the site's default language before the base text", async () => {
    const { staff, guest } = await siteWithStaff();
    expect((await staff.put(API.staffSettings, { languages: ['EN', 'TH', 'JA'], defaultLanguage: 'TH' })).success).toBe(true);
    await staff.post(API.staffPromotions, promotionInput({ texts: { TH: { title: 'โบนัสฝากแรก', summary: 'สรุป' }, JA: { summary: '概要' } } }));
    await staff.put(API.staffSettings, { affiliateText: 'Become an agent', siteTexts: { TH: { affiliateText: 'เป็นตัวแทน' } } });

    // JA has a summary but no title: the title comes from TH (the default), the content from the base.
    const ja = (await guest.get<PromotionList>(`${API.promotions}?lang=JA`)).value.list[0]!;
    expect(ja).toMatchObject({ title: 'โบนัสฝากแรก', summary: '概要', content: promotionInput().content });
    // A visitor who asks nothing (or an unknown code) reads the default language; EN reads the base.
    expect((await guest.get<PromotionList>(API.promotions)).value.list[0]!.title).toBe('โบนัสฝากแรก');
    expect((await guest.get<PromotionList>(`${API.promotions}?lang=ZZ`)).value.list[0]!.title).toBe('โบนัสฝากแรก');
    expect((await guest.get<PromotionList>(`${API.promotions}?lang=EN`)).value.list[0]!.title).toBe('First deposit bonus');
    expect((await guest.get<SiteTexts>(`${API.siteTexts}?lang=JA`)).value.affiliateText).toBe('เป็นตัวแทน');
    expect((await guest.get<SiteTexts>(`${API.siteTexts}?lang=EN`)).value.affiliateText).toBe('Become an agent');
  });

  it('refuses an unknown language with LANGUAGE_UNKNOWN naming the field, and saves nothing', async () => {
    const { staff, guest } = await siteWithStaff();
    const promo = await staff.post(API.staffPromotions, promotionInput({ texts: { XX: { title: 'x' } } }));
    expect(promo).toMatchObject({ status: 400, code: 'LANGUAGE_UNKNOWN', value: { fields: { 'texts.XX': 'LANGUAGE_UNKNOWN' }, invalid: 'XX' } });
    expect((await guest.get<PromotionList>(API.promotions)).value.list).toEqual([]);
    expect((await staff.post(API.staffAnnouncements, announcementDraft({ texts: { klingon: { title: 'x' } } }))).code).toBe('LANGUAGE_UNKNOWN');
    expect((await staff.post(API.staffHomeBanners, { ...banner, texts: { QQ: { title: 'x' } } })).code).toBe('LANGUAGE_UNKNOWN');
    expect((await staff.post(API.staffHomeNotices, { title: 't', content: 'c', sort: 0, active: true, texts: { QQ: { title: 'x' } } })).code).toBe(
      'LANGUAGE_UNKNOWN',
    );
    const settings = await staff.put(API.staffSettings, { siteTexts: { XX: { licenceText: 'x' } } });
    expect(settings).toMatchObject({ code: 'LANGUAGE_UNKNOWN', value: { fields: { 'siteTexts.XX': 'LANGUAGE_UNKNOWN' } } });
    // Too long, an unknown field, or an unsafe translated image: the usual refusals, never a 500.
    expect((await staff.post(API.staffPromotions, promotionInput({ texts: { JA: { title: 'x'.repeat(101) } } }))).code).toBe('VALIDATION_FAILED');
    expect((await staff.post(API.staffPromotions, { ...promotionInput(), texts: { JA: { bonus: 'x' } } })).code).toBe('VALIDATION_FAILED');
    const unsafe = await staff.post(API.staffHomeBanners, { ...banner, texts: { JA: { url: 'javascript:alert(1)' } } });
    expect(unsafe).toMatchObject({ code: 'SETTING_INVALID', value: { fields: { 'texts.JA.url': 'URL_INVALID' } } });
  });

  it('keeps the stored translations when a change leaves them out, and replaces them when sent', async () => {
    const { staff, guest } = await siteWithStaff();
    const made = await staff.post<StaffPromotion>(API.staffPromotions, promotionInput({ texts: { JA: { title: '日本語' } } }));
    const id = made.value.id;
    const kept = await staff.put<StaffPromotion>(at(API.staffPromotion, id), promotionInput({ title: 'Renamed' }));
    expect(kept.value.texts).toEqual({ JA: { title: '日本語' } });
    const cleared = await staff.put<StaffPromotion>(at(API.staffPromotion, id), promotionInput({ title: 'Renamed', texts: {} }));
    expect(cleared.value.texts).toEqual({});
    expect((await guest.get<PromotionList>(`${API.promotions}?lang=JA`)).value.list[0]!.title).toBe('Renamed');
  });

  it("never serves one site's translations to another site's readers", async () => {
    const a = await siteWithStaff();
    const b = await siteWithStaff();
    await a.staff.post(API.staffPromotions, promotionInput({ title: 'A promo', texts: { JA: { title: 'Aの特典' } } }));
    await b.staff.post(API.staffPromotions, promotionInput({ title: 'B promo' }));
    await a.staff.post(API.staffHomeBanners, { ...banner, title: 'A banner', texts: { JA: { title: 'Aのバナー' } } });
    await b.staff.post(API.staffHomeBanners, { ...banner, title: 'B banner' });
    await a.staff.put(API.staffSettings, { licenceText: 'A licence', siteTexts: { JA: { licenceText: 'Aの認可' } } });
    await b.staff.put(API.staffSettings, { licenceText: 'B licence' });
    const annA = await a.staff.post<StaffAnnouncement>(
      API.staffAnnouncements,
      announcementDraft({ type: 'PL', title: 'A news', texts: { JA: { title: 'Aのお知らせ' } } }),
    );
    await a.staff.post(at(API.staffAnnouncementPublish, annA.value.id));
    const annB = await b.staff.post<StaffAnnouncement>(API.staffAnnouncements, announcementDraft({ type: 'PL', title: 'B news' }));
    await b.staff.post(at(API.staffAnnouncementPublish, annB.value.id));

    expect((await b.guest.get<PromotionList>(`${API.promotions}?lang=JA`)).value.list.map((p) => p.title)).toEqual(['B promo']);
    expect((await b.guest.get<Banner[]>(`${API.homeBanners}?groupName=w_home&lang=JA`)).value.map((x) => x.title)).toEqual(['B banner']);
    expect((await b.guest.get<SiteTexts>(`${API.siteTexts}?lang=JA`)).value.licenceText).toBe('B licence');
    expect((await b.guest.get<AnnouncementData>(`${API.announcements}?types=PL&lang=JA`)).value.playerNotices.map((x) => x.title)).toEqual(['B news']);
    // Another site's staff cannot reach the translations by id either.
    expect((await b.staff.put(at(API.staffAnnouncement, annA.value.id), announcementDraft({ texts: { JA: { title: 'x' } } }))).code).toBe('NOT_FOUND');
    expect((await a.guest.get<AnnouncementData>(`${API.announcements}?types=PL&lang=JA`)).value.playerNotices.map((x) => x.title)).toEqual(['Aのお知らせ']);
    expect((await b.staff.get<StaffBanner[]>(API.staffHomeBanners)).value.map((x) => x.texts)).toEqual([{}]);
  });
});
