import { describe, expect, it } from 'vitest';
import type { Tx } from '../../gateway/src/db/index.js';
import { seedHomeContent } from '../../gateway/src/modules/content/demo.js';
import { seedPromotions } from '../../gateway/src/modules/promotions/demo.js';
import { createAccount, createMerchant } from '../support/factories';
import { axeAtRest } from './a11y';
import { DESKTOP, PHONE_390, hasBrowser, newPage, openSignedIn, shoot, shootTop, useE2E } from './browser';
import { confirmDialog, dialogMessage } from './steps';

/**
 * Where a player used to hit a dead end, the page now offers the next step: a new member's welcome
 * card names the site's welcome offer (read from the promotion) beside Deposit; a trial account is
 * offered registration where real money is refused; "Bet now" on a hot match carries the match to
 * the sports page. Desktop and phone, axe clean.
 */
describe.skipIf(!hasBrowser)('next steps', () => {
  const e2e = useE2E();

  async function site() {
    const s = await createMerchant(e2e.gw.sql);
    await e2e.gw.sql.begin(async (tx) => {
      await seedHomeContent(tx as unknown as Tx, s.id);
      await seedPromotions(tx as unknown as Tx, s.id);
    });
    return s;
  }

  for (const [viewport, tag] of [
    [DESKTOP, 'desktop'],
    [PHONE_390, 'phone'],
  ] as const)
    it(`a member who has not deposited gets Deposit and the welcome offer (${tag})`, async () => {
      const s = await site();
      const [offer] = await e2e.gw.sql<{ id: string; title: string; bonus: string }[]>`
        select id, title, bonus from promotions where merchant_id = ${s.id} and welcome`;
      const member = await createAccount(e2e.gw.sql, s.id);
      const { context, page } = await newPage(e2e.browser, e2e.gw.url(s.host), viewport);
      try {
        await openSignedIn(page, member);
        const card = page.getByTestId('welcome');
        await card.getByTestId('welcome-offer').waitFor();
        const lead = await card.getByTestId('welcome-lead').textContent();
        expect(lead).toContain(offer!.title);
        expect(lead).toContain((Number(offer!.bonus) / 100).toFixed(2));
        expect(await card.getByTestId('welcome-deposit').getAttribute('href')).toBe('/member?tab=depositv2');
        expect(await card.getByTestId('welcome-offer').getAttribute('href')).toBe(`/promotions#${offer!.id}`);
        await card.scrollIntoViewIfNeeded();
        await axeAtRest(page, `welcome card (${tag})`);
        if (tag === 'desktop') await shootTop(page, 'home-welcome-offer-desktop');
        else {
          // On a phone the games come first: the card is further down.
          await card.evaluate((el) => el.scrollIntoView({ block: 'center' }));
          await shoot(page, 'home-welcome-offer-phone');
        }

        // With no promotion marked as the welcome offer, the card offers the deposit alone.
        await e2e.gw.sql`update promotions set welcome = false where merchant_id = ${s.id}`;
        await page.reload();
        await card.getByTestId('welcome-deposit').waitFor();
        expect(await card.getByTestId('welcome-offer').count()).toBe(0);
      } finally {
        await context.close();
      }
    });

  it('a trial account is offered registration where real money is refused', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.gw.url());
    try {
      await page.goto('/');
      await page.getByTestId('free-play').click();
      await page.getByTestId('header-balance').waitFor();
      expect(await dialogMessage(page)).toContain('Your account is ready.');
      await confirmDialog(page);
      // The welcome card: no Deposit for play money, the way to a real account instead.
      await page.getByTestId('welcome-register').waitFor();
      expect(await page.getByTestId('welcome-deposit').count()).toBe(0);
      // The header's Deposit is refused with the same way out.
      await page.locator('.header__cash').getByRole('button', { name: 'Deposit' }).click();
      expect(await dialogMessage(page)).toBe('Please register a real account to use this feature. Free-play accounts can only look around.');
      await axeAtRest(page, 'trial refusal');
      await confirmDialog(page, 'Register to play for real');
      await page.getByRole('dialog', { name: 'Create your account' }).getByTestId('register-form').waitFor();
    } finally {
      await context.close();
    }
  });

  for (const [viewport, tag] of [
    [DESKTOP, 'desktop'],
    [PHONE_390, 'phone'],
  ] as const)
    it(`"Bet now" opens the sports page on the picked match (${tag})`, async () => {
      const s = await site();
      const member = await createAccount(e2e.gw.sql, s.id);
      const { context, page } = await newPage(e2e.browser, e2e.gw.url(s.host), viewport);
      try {
        await openSignedIn(page, member);
        const first = page.getByTestId('matches').getByTestId('match').first();
        await first.waitFor();
        const teams = await first.locator('.match__name').allTextContents();
        await first.getByRole('button', { name: /^Bet now: / }).click();
        const pick = page.getByTestId('match-pick');
        await pick.waitFor();
        expect(new URL(page.url()).pathname).toBe('/sports');
        expect(new URL(page.url()).searchParams.get('match')).toMatch(/^\d+$/);
        expect(await pick.getByRole('heading').textContent()).toBe(`${teams[0]} – ${teams[1]}`);
        // The demo matches are linked to the catalogue's first sports game when it has one.
        const [linked] = await e2e.gw.sql<{ n: number }[]>`select count(*)::int as n from home_matches where merchant_id = ${s.id} and node_id is not null`;
        if (linked!.n > 0) await pick.getByTestId('match-pick-bet').waitFor();
        await axeAtRest(page, `sports pick (${tag})`);
        await shootTop(page, `sports-match-pick-${tag}`);
        // A match that is gone says so.
        await page.goto('/sports?match=999999999');
        await page.getByTestId('match-pick-gone').waitFor();
      } finally {
        await context.close();
      }
    });
});
