import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { API, type LoginValue, type MissionInput, type StaffMission } from '@wl/shared';
import { runMissionSweep } from '../../gateway/src/modules/missions/sweep.js';
import { Api } from '../support/api';
import { createAccount, createMerchant, deposit, ensureHouseGames } from '../support/factories';
import { createAdmin, signInStaff } from '../support/staff';
import { axeClean, seriousA11yProblems } from './a11y';
import { DESKTOP, hasBrowser, newPage, PHONE, shoot, useE2E, openSignedIn } from './browser';
import { confirmDialog, staffSignIn } from './steps';

/**
 * Missions end to end (docs/MISSIONS.md): a member plays dice rounds through the real in-house
 * wallet, the mission sweep finds the mission completed and the tab's red badge appears with no
 * reload; the member claims, the badge clears and the leaderboard marks the member. The phone
 * layout and the console's mission editor (with its validation) are checked too. Axe on each.
 */
describe.skipIf(!hasBrowser)('missions in the browser', () => {
  const e2e = useE2E();
  const HOUR = 3_600_000;
  type Page = Parameters<typeof seriousA11yProblems>[0];

  async function mission(site: { id: number; host: string; code: string }, over: Partial<MissionInput>): Promise<StaffMission> {
    const staff = await signInStaff(e2e.gw, site);
    const r = await staff.api.post<StaffMission>(API.staffMissions, {
      title: 'Play 3 rounds',
      description: 'Play 3 rounds of any game',
      kind: 'bet_count',
      target: 3,
      period: 'event',
      startsAt: new Date(Date.now() - HOUR).toISOString(),
      endsAt: new Date(Date.now() + 30 * HOUR).toISOString(),
      reward: 1_500,
      enabled: true,
      ...over,
    });
    expect(r.success, r.code).toBe(true);
    return r.value;
  }

  /** A member of a new site with 1,000.00 on the main wallet, signed in in the browser and over the API. */
  async function memberOfNewSite(viewport = DESKTOP) {
    const site = await createMerchant(e2e.gw.sql);
    const account = await createAccount(e2e.gw.sql, site.id);
    await deposit(e2e.gw.sql, { merchantId: site.id, accountId: account.id, amount: 100_000, key: `missions-fund:${account.id}` });
    const api = new Api(e2e.gw.url(site.host));
    api.token = (await api.post<LoginValue>(API.login, { type: 'username', username: account.username, password: account.password }, true)).value.token;
    const { context, page } = await newPage(e2e.browser, e2e.gw.url(site.host), viewport);
    await openSignedIn(page, account);
    await page.locator('[data-testid="live-link"][data-link="up"]').waitFor({ state: 'attached' });
    return { site, account, api, context, page };
  }

  /** One round of dice through the in-house games' seamless wallet: a real bet (and maybe a win). */
  async function playDice(api: Api) {
    await ensureHouseGames(e2e.gw.sql);
    const r = await api.call(
      'POST',
      API.bgsBet.replace(':game', 'BGS_DICE'),
      { amount: 1_000, params: { target: 5000, over: true } },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(r.success, r.code).toBe(true);
  }

  const tab = (page: Page) => page.locator('.member__tab', { hasText: 'Missions' });

  it('completes a mission by playing, shows the red badge live, claims it and clears the badge', async () => {
    const m = await memberOfNewSite();
    const goal = await mission(m.site, {});
    await mission(m.site, {
      title: 'Roll 500.00 today',
      description: 'Make valid bets of 500.00 today',
      kind: 'valid_bets',
      target: 50_000,
      period: 'daily',
      reward: 800,
      startsAt: null,
      endsAt: null,
    });
    try {
      const p = m.page;
      await p.goto('/member?tab=missionLeaderboard');
      const card = p.getByTestId('mission-card').filter({ hasText: goal.title });
      await card.waitFor();
      expect(await card.getAttribute('data-status')).toBe('in_progress');
      expect(await tab(p).locator('.count-badge').count()).toBe(0);
      await p.getByTestId('board-mine').filter({ hasText: 'not ranked' }).waitFor();

      for (let i = 0; i < 3; i++) await playDice(m.api);
      // The sweep finds the completed mission and appends missions:changed; the page is not reloaded.
      await runMissionSweep(e2e.gw.sql, { wait: true });
      await tab(p).locator('.count-badge').filter({ hasText: '1' }).waitFor();
      await card.and(p.locator('[data-status="claimable"]')).waitFor();
      await p.getByTestId('missions-claimable').filter({ hasText: '1' }).waitFor();
      await p.getByTestId('board-row').and(p.locator('[aria-current="true"]')).waitFor();
      await shoot(p, 'missions-desktop');
      await axeClean(p, 'missions tab with a claimable mission', '.member');

      const before = await p.getByTestId('header-balance').textContent();
      await card.getByTestId('mission-claim').click();
      expect(await p.getByRole('alertdialog').getByTestId('dialog-message').textContent()).toContain('15.00');
      await axeClean(p, 'mission claimed dialog');
      await confirmDialog(p);
      await card.and(p.locator('[data-status="claimed"]')).waitFor();
      await tab(p).locator('.count-badge').waitFor({ state: 'detached' });
      await p
        .getByTestId('header-balance')
        .filter({ hasNotText: before ?? '' })
        .waitFor();
      expect(await card.getByTestId('mission-claim').count()).toBe(0);
      await p.getByTestId('board-mine').filter({ hasText: 'Your rank: #1 (3)' }).waitFor();
    } finally {
      await m.context.close();
    }
  });

  it('fits a phone: cards, progress and the leaderboard', async () => {
    const m = await memberOfNewSite(PHONE);
    await mission(m.site, { title: 'Roll 100.00', description: 'Make valid bets of 100.00 during the event', kind: 'valid_bets', target: 10_000 });
    await mission(m.site, {
      title: 'Weekly winner',
      description: 'Win 20 rounds this week',
      kind: 'win_count',
      target: 20,
      period: 'weekly',
      startsAt: null,
      endsAt: null,
    });
    try {
      await playDice(m.api);
      const p = m.page;
      await p.goto('/member?tab=missionLeaderboard');
      await p.getByTestId('mission-card').first().waitFor();
      await p.getByTestId('mission-progress').filter({ hasText: '10.00 / 100.00' }).waitFor();
      await p.getByTestId('board-row').first().waitFor();
      await shoot(p, 'missions-phone');
      await axeClean(p, 'missions tab on a phone', '.member');
    } finally {
      await m.context.close();
    }
  });

  it('lets staff create, validate and switch off a mission in the console', async () => {
    const site = await createMerchant(e2e.gw.sql);
    const admin = await createAdmin(e2e.gw.sql, site.id);
    await mission(site, { title: 'Daily warm-up', kind: 'bet_count', target: 5, period: 'daily', startsAt: null, endsAt: null, reward: 200 });
    const { context, page: s } = await newPage(e2e.browser, e2e.gw.url(site.host));
    try {
      await staffSignIn(s, admin);
      await s.getByRole('link', { name: 'Missions' }).click();
      await s.getByTestId('staff-mission').first().waitFor();
      await s.getByTestId('mission-new').click();
      const form = s.getByTestId('mission-form');
      await form.waitFor();
      // A blank title and an end before the start: the gateway names each field.
      await form.getByTestId('mf-title').fill('   ');
      await form.getByTestId('mf-target').fill('1000');
      await form.getByTestId('mf-reward').fill('25');
      await form.getByTestId('mf-period').selectOption('event');
      await form.getByTestId('mf-startsAt').fill('2031-05-02T10:00');
      await form.getByTestId('mf-endsAt').fill('2031-05-01T10:00');
      await form.getByTestId('mf-save').click();
      await form.getByText('Enter a title').waitFor();
      await form.getByText('Enter an end after the start').waitFor();
      await axeClean(s, 'mission form with errors', '[role="dialog"]');
      await form.getByTestId('mf-title').fill('Weekend roller');
      await form.getByTestId('mf-endsAt').fill('2031-05-04T22:00');
      await form.getByTestId('mf-save').click();
      await form.waitFor({ state: 'detached' });
      const row = s.getByTestId('staff-mission').filter({ hasText: 'Weekend roller' });
      await row.getByText('2031-05-02 10:00 – 2031-05-04 22:00').waitFor();
      await shoot(s, 'support-missions-desktop');
      await axeClean(s, 'console missions', 'main');
      const [made] = await e2e.gw.sql<{ target: string; reward: string; startsAt: Date }[]>`
        select target, reward, starts_at from missions where merchant_id = ${site.id} and title = 'Weekend roller'`;
      // Typed in merchant time (UTC+8 by default): 10:00 there is 02:00 UTC.
      expect(made).toMatchObject({ target: '100000', reward: '2500', startsAt: new Date('2031-05-02T02:00:00Z') });

      await row.getByRole('button', { name: 'Edit Weekend roller' }).click();
      await form.getByLabel('Shown to members').uncheck();
      await form.getByTestId('mf-save').click();
      await row.getByText('switched off').waitFor();
    } finally {
      await context.close();
    }
  });
});
