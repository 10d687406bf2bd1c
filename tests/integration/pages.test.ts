import { describe, expect, it } from 'vitest';
import { API, type AppLink, type Article, type ArticlePage, type SiteConfig, type StaffAppLink, type StaffArticle, type StaffArticlePage } from '@wl/shared';
import { Api } from '../support/api.js';
import { createMerchant } from '../support/factories.js';
import { useSite } from '../support/site.js';
import { signInStaff } from '../support/staff.js';

/** App links and blog/news articles (docs/PAGES.md): public reads, staff edits, sanitising, tenancy. */
const { gw, site } = useSite();

const app = (over: Partial<StaffAppLink> = {}) => ({
  url: 'https://cdn.example.com/app.apk',
  version: '3.0.0',
  minOs: 'Android 9',
  sizeMb: 40.25,
  releaseNotes: 'Faster',
  enabled: true,
  ...over,
});
const article = (over: Record<string, unknown> = {}) => ({
  kind: 'news',
  lang: 'EN',
  title: 'Hello',
  summary: 'Short',
  coverUrl: '',
  body: '<p>Body</p>',
  ...over,
});
const at = (path: string, id: number | string) => path.replace(/:\w+/, String(id));

describe('app links', () => {
  it('staff edit one platform; the public read and the site resources follow', async () => {
    const { api: admin, username } = await signInStaff(gw, site);
    const guest = new Api(gw.url(site.host));
    const before = await guest.get<AppLink[]>(API.appLinks);
    expect(before.value.map((a) => a.platform)).toEqual(['ios', 'android']);

    const saved = await admin.put<StaffAppLink>(at(API.staffAppLink, 'android'), app());
    expect(saved.success, saved.code).toBe(true);
    expect(saved.value).toMatchObject({ platform: 'android', sizeMb: 40.3, enabled: true, updatedBy: username });
    const pub = (await guest.get<AppLink[]>(API.appLinks)).value;
    expect(pub.find((a) => a.platform === 'android')).toMatchObject({ url: 'https://cdn.example.com/app.apk', version: '3.0.0' });
    expect(pub.find((a) => a.platform === 'ios')).toMatchObject({ enabled: false, url: '' });
    const cfg = (await guest.get<SiteConfig>(API.whitelabel)).value;
    expect(cfg.resources.filter((r) => /android|ios/i.test(r.resourceType))).toEqual([
      { resourceType: 'Android', labelNameEn: 'Android app', url: 'https://cdn.example.com/app.apk' },
    ]);
    // Other resources are kept as they were.
    expect(cfg.resources.some((r) => r.resourceType === 'TELEGRAM')).toBe(true);

    // Disabling hides the link from members and drops the resource, but keeps the facts for staff.
    await admin.put(at(API.staffAppLink, 'android'), app({ enabled: false }));
    expect((await guest.get<AppLink[]>(API.appLinks)).value.find((a) => a.platform === 'android')).toMatchObject({ url: '', version: '3.0.0', enabled: false });
    expect((await guest.get<SiteConfig>(API.whitelabel)).value.resources.some((r) => /android/i.test(r.resourceType))).toBe(false);
    expect((await admin.get<StaffAppLink[]>(API.staffAppLinks)).value.find((a) => a.platform === 'android')!.url).toBe('https://cdn.example.com/app.apk');
  });

  it('refuses unsafe links, an enabled app without a link, support staff and guests', async () => {
    const { api: admin } = await signInStaff(gw, site);
    for (const url of ['javascript:alert(1)', 'http://plain.example.com/a.apk', '//evil.example.com/a', 'data:text/html,x']) {
      const r = await admin.put(at(API.staffAppLink, 'ios'), app({ url }));
      expect(r.code, url).toBe('APP_LINK_URL_INVALID');
      expect(r.status).toBe(400);
    }
    expect((await admin.put(at(API.staffAppLink, 'ios'), app({ url: '' }))).code).toBe('VALIDATION_FAILED');
    expect((await admin.put(at(API.staffAppLink, 'windows'), app())).code).toBe('VALIDATION_FAILED');
    expect((await admin.put(at(API.staffAppLink, 'ios'), app({ url: '/downloads/app.ipa' }))).success).toBe(true);
    const { api: support } = await signInStaff(gw, site, 'support');
    expect((await support.put(at(API.staffAppLink, 'ios'), app())).code).toBe('FORBIDDEN');
    expect((await new Api(gw.url(site.host)).put(at(API.staffAppLink, 'ios'), app())).code).toBe('TOKEN_MISSING');
  });

  it('keeps each merchant to its own apps', async () => {
    const other = await createMerchant(gw.sql);
    const { api: admin } = await signInStaff(gw, site);
    await admin.put(at(API.staffAppLink, 'ios'), app({ url: 'https://mine.example.com/app.ipa' }));
    const theirs = (await new Api(gw.url(other.host)).get<AppLink[]>(API.appLinks)).value;
    expect(theirs.find((a) => a.platform === 'ios')!.url).toBe('');
    // A staff token of one merchant is unknown on another's host.
    const onOther = new Api(gw.url(other.host));
    onOther.token = admin.token;
    expect((await onOther.put(at(API.staffAppLink, 'ios'), app())).success).toBe(false);
  });
});

describe('articles', () => {
  it('drafts stay hidden until published; unpublish hides again', async () => {
    const { api: admin } = await signInStaff(gw, site);
    const guest = new Api(gw.url(site.host));
    const made = await admin.post<StaffArticle>(API.staffArticles, article({ title: 'Draft news' }));
    expect(made.value).toMatchObject({ status: 'draft', publishedAt: null });
    expect((await guest.get<ArticlePage>(`${API.articles}?kind=news`)).value.list.map((a) => a.id)).not.toContain(made.value.id);
    expect((await guest.get(at(API.article, made.value.id))).code).toBe('ARTICLE_NOT_FOUND');

    const pub = await admin.post<StaffArticle>(at(API.staffArticlePublish, made.value.id));
    expect(pub.value.status).toBe('published');
    const one = await guest.get<Article>(at(API.article, made.value.id));
    expect(one.value).toMatchObject({ title: 'Draft news', body: '<p>Body</p>' });
    expect((await guest.get<ArticlePage>(`${API.articles}?kind=news`)).value.list[0]!.id).toBe(made.value.id);
    // The blog list never shows news.
    expect((await guest.get<ArticlePage>(`${API.articles}?kind=blog`)).value.list.map((a) => a.id)).not.toContain(made.value.id);

    const edited = await admin.put<StaffArticle>(at(API.staffArticle, made.value.id), article({ title: 'Edited' }));
    expect(edited.value).toMatchObject({ title: 'Edited', status: 'published', publishedAt: pub.value.publishedAt });
    await admin.post(at(API.staffArticleUnpublish, made.value.id));
    expect((await guest.get(at(API.article, made.value.id))).code).toBe('ARTICLE_NOT_FOUND');
    expect((await admin.put(at(API.staffArticle, 999_999_999), article())).code).toBe('ARTICLE_NOT_FOUND');
  });

  it('sanitises the body on write and keeps title and summary plain text', async () => {
    const { api: admin } = await signInStaff(gw, site);
    const saved = await admin.post<StaffArticle>(
      API.staffArticles,
      article({
        title: '<b>Big</b> news<script>x()</script>',
        summary: '<i>sum</i>',
        body: '<p onclick="alert(1)">Hi<img src=x onerror="alert(2)"><script>alert(3)</script><a href="javascript:alert(4)">x</a></p><style>p{}</style>',
      }),
    );
    expect(saved.value).toMatchObject({ title: 'Big news', summary: 'sum', body: '<p>Hi<img src="x"><a>x</a></p>' });
    const [row] = await gw.sql<{ body: string }[]>`select body from articles where id = ${saved.value.id}`;
    expect(row!.body).toBe(saved.value.body);
    expect(await admin.post(API.staffArticles, article({ body: '<script>alert(1)</script>' }))).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { fields: { body: expect.any(String) } },
    });
    expect((await admin.post(API.staffArticles, article({ coverUrl: 'javascript:alert(1)' }))).code).toBe('APP_LINK_URL_INVALID');
    expect((await admin.post(API.staffArticles, article({ kind: 'promo' }))).code).toBe('VALIDATION_FAILED');
  });

  it('falls back to EN for a language without articles, pages newest first, and stays per merchant', async () => {
    const own = await createMerchant(gw.sql);
    const { api: admin } = await signInStaff(gw, own);
    const guest = new Api(gw.url(own.host));
    const ids: number[] = [];
    for (const [i, lang] of ['EN', 'EN', 'EN', 'TH'].entries()) {
      const a = await admin.post<StaffArticle>(API.staffArticles, article({ kind: 'blog', lang, title: `Post ${i}` }));
      await admin.post(at(API.staffArticlePublish, a.value.id));
      ids.push(a.value.id);
    }
    const vi = (await guest.get<ArticlePage>(`${API.articles}?kind=blog&lang=VI&pageSize=2`)).value;
    expect(vi).toMatchObject({ total: 3, totalPages: 2, pageNum: 1 });
    expect(vi.list.map((a) => a.title)).toEqual(['Post 2', 'Post 1']);
    const p2 = (await guest.get<ArticlePage>(`${API.articles}?kind=blog&lang=VI&pageSize=2&page=2`)).value;
    expect(p2.list.map((a) => a.title)).toEqual(['Post 0']);
    expect((await guest.get<ArticlePage>(`${API.articles}?kind=blog&lang=th`)).value.list.map((a) => a.title)).toEqual(['Post 3']);
    expect((await guest.get<ArticlePage>(`${API.articles}?kind=blog&pageSize=500`)).code).toBe('VALIDATION_FAILED');
    // Another merchant's site sees none of them, by list or by id.
    const elsewhere = new Api(gw.url(site.host));
    expect((await elsewhere.get(at(API.article, ids[0]!))).code).toBe('ARTICLE_NOT_FOUND');
    const staffList = await admin.get<StaffArticlePage>(`${API.staffArticles}?kind=blog&lang=EN`);
    expect(staffList.value.total).toBe(3);
  });
});
