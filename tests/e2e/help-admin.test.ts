import { describe, expect, it } from 'vitest';
import { describeProblems, seriousA11yProblems } from './a11y';
import { DESKTOP, PHONE, hasBrowser, newPage, shoot, useE2E } from './browser';
import { staffSignIn } from './steps';

/**
 * Help centre editing end to end (docs/ENGAGE.md): an admin translates the terms article into
 * Tagalog in the console (the preview is sanitised like the popup); a visitor reading Tagalog opens
 * /help#term and gets the translation, other articles still in English. Axe on the console page
 * and its editor, and on the popup on a phone.
 */
describe.skipIf(!hasBrowser)('help centre editing in the browser', () => {
  const e2e = useE2E();

  it('an admin translates /help#term and a Tagalog reader sees it, English elsewhere', async () => {
    const staff = await newPage(e2e.browser, e2e.gw.url(), DESKTOP);
    const visitor = await newPage(e2e.browser, e2e.gw.url(), PHONE);
    try {
      const s = staff.page;
      await staffSignIn(s, { username: 'admin', password: 'Admin1234' });
      await s.getByRole('link', { name: 'Help centre' }).click();
      await s.getByTestId('help-admin-lang').selectOption('TY');
      const term = s.getByTestId('help-admin-row').filter({ hasText: '#term' });
      await term.filter({ hasText: 'EN (fallback)' }).waitFor();
      await shoot(s, 'support-help-desktop');
      let problems = await seriousA11yProblems(s, 'main');
      expect(problems, describeProblems('console help centre', problems)).toEqual([]);

      await term.getByTestId('help-admin-edit').click();
      const editor = s.getByTestId('help-admin-form');
      await editor.getByTestId('help-admin-title').fill('Mga tuntunin at kundisyon');
      await editor
        .getByTestId('help-admin-content')
        .fill('<h3>Mga tuntunin</h3><p>Dapat 21 taong gulang pataas.</p><img src=x alt="" onerror="document.title=\'pwned\'">');
      await editor.getByTestId('help-admin-preview').getByRole('heading', { name: 'Mga tuntunin' }).waitFor();
      await shoot(s, 'support-help-editor-desktop');
      problems = await seriousA11yProblems(s, '[role="dialog"]');
      expect(problems, describeProblems('console help editor', problems)).toEqual([]);
      await editor.getByTestId('help-admin-save').click();
      await editor.waitFor({ state: 'detached' });
      await s.getByTestId('help-admin-row').filter({ hasText: 'Mga tuntunin at kundisyon' }).filter({ hasText: 'TY' }).waitFor();
      expect(await s.title()).not.toBe('pwned');
      const [row] = await e2e.gw.sql<{ content: string }[]>`
        select h.content from help_articles h join merchants m on m.id = h.merchant_id where m.code = 'DEMO' and h.lang = 'TY' and h.slug = 'term'`;
      expect(row!.content).not.toContain('onerror');

      const v = visitor.page;
      await v.goto('/');
      await v.getByRole('button', { name: 'Open menu' }).click();
      await v.getByTestId('language-select').first().selectOption('TY');
      await v.goto('/help#term');
      const popup = v.getByRole('dialog').filter({ has: v.getByTestId('help-article') });
      await popup.getByTestId('help-article').getByRole('heading', { name: 'Mga tuntunin' }).waitFor();
      // Another article has no Tagalog text: English, slug by slug.
      await popup.getByRole('button', { name: 'How to deposit' }).click();
      await popup.getByTestId('help-article').getByRole('heading', { name: 'How to deposit' }).waitFor();
      problems = await seriousA11yProblems(v, '[role="dialog"]');
      expect(problems, describeProblems('help popup (phone)', problems)).toEqual([]);
    } finally {
      await staff.context.close();
      await visitor.context.close();
      // The demo site is shared by every browser test: leave its help as it was.
      await e2e.gw.sql`delete from help_articles where lang = 'TY' and slug = 'term' and merchant_id = (select id from merchants where code = 'DEMO')`;
    }
  });
});
