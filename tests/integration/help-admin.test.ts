import { describe, expect, it } from 'vitest';
import { API, type HelpArticle, type StaffHelpArticle } from '@wl/shared';
import { Api } from '../support/api.js';
import { createMerchant } from '../support/factories.js';
import { useSite } from '../support/site.js';
import { signInStaff } from '../support/staff.js';

/**
 * Help centre editing (docs/ENGAGE.md): staff write articles per language, sanitised on write;
 * the popup's call (lang, device WEB) falls back to EN article by article; tenancy and roles.
 */
const { gw, site } = useSite();

const article = (over: Partial<StaffHelpArticle> = {}) => ({ lang: 'EN', slug: 'term', title: 'Terms', content: '<p>Be 21 or older.</p>', sort: 0, ...over });
const help = async (lang: string) => (await new Api(gw.url(site.host)).get<HelpArticle[]>(`${API.helpCenter}?lang=${lang}&device=WEB`)).value;
const at = (id: number) => API.staffHelpArticle.replace(':id', String(id));

describe('help centre editing', () => {
  it('writes per language and the popup falls back to EN article by article', async () => {
    const { api: admin, username } = await signInStaff(gw, site);
    const term = await admin.put<StaffHelpArticle>(API.staffHelp, article());
    expect(term.success, term.code).toBe(true);
    expect(term.value).toMatchObject({ lang: 'EN', slug: 'term', updatedBy: username });
    await admin.put(API.staffHelp, article({ slug: 'deposit', title: 'How to deposit', content: '<ol><li>Press Deposit</li></ol>', sort: 1 }));
    const ty = await admin.put<StaffHelpArticle>(API.staffHelp, article({ lang: 'TY', title: 'Mga tuntunin', content: '<p>Dapat 21 pataas.</p>' }));

    expect((await help('TY')).map((a) => [a.slug, a.title])).toEqual([
      ['term', 'Mga tuntunin'],
      ['deposit', 'How to deposit'],
    ]);
    expect((await help('EN')).map((a) => a.title)).toEqual(['Terms', 'How to deposit']);
    // A language nobody translated shows EN; lower-case codes are the same language.
    expect((await help('th')).map((a) => a.title)).toEqual(['Terms', 'How to deposit']);
    expect((await help('ty'))[0]!.content).toBe('<p>Dapat 21 pataas.</p>');

    // The editor sees the language and the EN articles it falls back to.
    const list = await admin.get<StaffHelpArticle[]>(`${API.staffHelp}?lang=TY`);
    expect(list.value.map((a) => `${a.lang}:${a.slug}`)).toEqual(['TY:term', 'EN:term', 'EN:deposit']);

    // Saving the same language and slug replaces the article; deleting a translation brings EN back.
    const again = await admin.put<StaffHelpArticle>(API.staffHelp, article({ lang: 'TY', title: 'Mga Tuntunin at Kundisyon' }));
    expect(again.value.id).toBe(ty.value.id);
    expect((await help('TY'))[0]!.title).toBe('Mga Tuntunin at Kundisyon');
    expect((await admin.del(at(ty.value.id))).success).toBe(true);
    expect((await help('TY'))[0]!.title).toBe('Terms');
    expect((await admin.del(at(ty.value.id))).code).toBe('HELP_ARTICLE_NOT_FOUND');
  });

  it('sanitises the content on write and keeps the title plain text', async () => {
    const { api: admin } = await signInStaff(gw, site);
    const saved = await admin.put<StaffHelpArticle>(
      API.staffHelp,
      article({
        slug: 'xss',
        title: '<b>Safe</b> title<script>x()</script>',
        content: '<p onclick="alert(1)">Hi<img src=x onerror="alert(2)"><script>alert(3)</script><a href="javascript:alert(4)">x</a></p><style>p{}</style>',
      }),
    );
    expect(saved.value.title).toBe('Safe title');
    expect(saved.value.content).toBe('<p>Hi<img src="x"><a>x</a></p>');
    const [row] = await gw.sql<{ content: string }[]>`select content from help_articles where id = ${saved.value.id}`;
    expect(row!.content).toBe(saved.value.content);
    // Markup that sanitises to nothing is no article.
    expect(await admin.put(API.staffHelp, article({ slug: 'empty', content: '<script>alert(1)</script>' }))).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { fields: { content: expect.any(String) } },
    });
  });

  it('checks slug and language', async () => {
    const { api: admin } = await signInStaff(gw, site);
    expect(await admin.put(API.staffHelp, article({ slug: 'Not a slug!' }))).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { fields: { slug: expect.any(String) } },
    });
    expect((await admin.put(API.staffHelp, article({ lang: 'XX' }))).code).toBe('VALIDATION_FAILED');
    // An upper-case slug is the same anchor in lower case (/help#term).
    expect((await admin.put<StaffHelpArticle>(API.staffHelp, article({ slug: 'Security' }))).value.slug).toBe('security');
  });

  it('lets support staff read but only admins write, and keeps each site to its own articles', async () => {
    const { api: support } = await signInStaff(gw, site, 'support');
    expect((await support.get(`${API.staffHelp}?lang=EN`)).success).toBe(true);
    expect((await support.put(API.staffHelp, article({ slug: 'nope' }))).code).toBe('FORBIDDEN');

    const other = await createMerchant(gw.sql);
    const { api: otherAdmin } = await signInStaff(gw, other);
    const mine = (await (await signInStaff(gw, site)).api.get<StaffHelpArticle[]>(API.staffHelp)).value;
    expect(mine.length).toBeGreaterThan(0);
    expect((await otherAdmin.get<StaffHelpArticle[]>(API.staffHelp)).value).toEqual([]);
    expect((await otherAdmin.del(at(mine[0]!.id))).code).toBe('HELP_ARTICLE_NOT_FOUND');
    await otherAdmin.put(API.staffHelp, article({ title: 'Other site terms' }));
    expect((await help('EN'))[0]!.title).not.toBe('Other site terms');
    expect((await new Api(gw.url(site.host)).get(API.staffHelp)).code).toBe('TOKEN_MISSING');
  });
});
