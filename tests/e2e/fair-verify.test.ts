import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { API, type BgsBetValue, type BgsRound, type LoginValue, type LotteryDraw, type WheelSpinValue } from '@wl/shared';
import { sweepLottery } from '../../gateway/src/modules/lottery/draws.js';
import { Api } from '../support/api';
import { createAccount, createMerchant, uniqueName, deposit, ensureHouseGames } from '../support/factories';
import { describeProblems, seriousA11yProblems, WCAG_TAGS } from './a11y';
import { play } from '../integration/vip-fixtures';
import { DESKTOP, PHONE, hasBrowser, newPage, shoot, useE2E } from './browser';

/**
 * The public verifier as a guest (docs/FAIRNESS.md "Verify"): a real dice round opened from an
 * old /bgs/verify link shows the same roll, the hash check and the server's agreement; a real
 * lottery draw typed in by hand shows its drawn numbers; a revealed wheel spin opens it from "My
 * spins" and shows the same segment. Axe finds nothing serious or critical.
 */
describe.skipIf(!hasBrowser)('the fairness verifier in the browser', () => {
  const e2e = useE2E();

  /** A dice round played through the API and its seed revealed by rotation. */
  async function revealedDiceRound(site: { id: number; host: string }): Promise<BgsRound> {
    await ensureHouseGames(e2e.gw.sql);
    const a = await createAccount(e2e.gw.sql, site.id);
    await deposit(e2e.gw.sql, { merchantId: site.id, accountId: a.id, amount: 10_000, key: `e2e-fair:${a.id}` });
    const api = new Api(e2e.gw.url(site.host));
    api.token = (await api.post<LoginValue>(API.login, { type: 'username', username: a.username, password: a.password }, true)).value.token;
    const bet = await api.call<BgsBetValue>(
      'POST',
      API.bgsBet.replace(':game', 'BGS_DICE'),
      { amount: 100, params: { target: 5000, over: true } },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(bet.success, bet.code).toBe(true);
    await api.post(API.bgsRotate, {});
    return (await api.get<BgsRound>(API.bgsRound.replace(':id', String(bet.value.round.id)))).value;
  }

  /** An SSC draw of a game of this test's own, drawn by the sweep at a time far in the future. */
  async function drawnLottery(): Promise<LotteryDraw> {
    const game = uniqueName('SSCE').toUpperCase();
    const t0 = Date.UTC(2300, 0, 1) + Math.floor(Math.random() * 10_000) * 86_400_000;
    await e2e.gw.sql`insert into game_vendors (code, name) values ('TCG', 'TCG Lottery') on conflict (code) do nothing`;
    await e2e.gw.sql`insert into games (vendor_code, game_code, game_type, name) values ('TCG', ${game}, 'LOTT', 'SSC verifier test')`;
    await e2e.gw.sql`insert into lottery_games (vendor_code, game_code, kind, prize_mode, interval_seconds, close_before_seconds, min_bet, max_bet)
      values ('TCG', ${game}, 'SSC', 'Lott', 60, 10, 100, 100000)`;
    for (const now of [t0 + 1_000, t0 + 60_000]) await sweepLottery(e2e.gw.sql, new Date(now));
    const [d] = await e2e.gw.sql<{ issue: string; serverSeed: string; seedHash: string; result: string[] }[]>`
      select d.issue, d.server_seed, d.seed_hash, d.result from lottery_draws d join games g on g.node_id = d.node_id
      where g.game_code = ${game} and d.status in ('drawn', 'settled')`;
    return { ...d!, gameCode: game, status: 'drawn' } as unknown as LotteryDraw;
  }

  it('verifies a dice round from a prefilled link and a lottery draw typed in, as a guest, submitting with the keyboard', async () => {
    const site = await createMerchant(e2e.gw.sql);
    const round = await revealedDiceRound(site);
    const draw = await drawnLottery();
    const { context, page } = await newPage(e2e.browser, e2e.gw.url(site.host), DESKTOP);
    try {
      const q = new URLSearchParams({
        game: round.game,
        serverSeed: round.serverSeed!,
        clientSeed: round.clientSeed,
        nonce: String(round.nonce),
        rtp: String(round.rtp),
        params: JSON.stringify(round.params),
        hash: round.serverSeedHash,
      });
      await page.goto(`/bgs/verify?${q.toString()}`);
      await page.getByLabel('Game', { exact: true }).waitFor();
      expect(await page.getByLabel('Game', { exact: true }).inputValue()).toBe('dice');
      await page.getByRole('button', { name: 'Verify' }).focus();
      await page.keyboard.press('Enter');
      const roll = ((round.outcome as { roll: number }).roll / 100).toFixed(2);
      await page
        .getByTestId('verify-outcome')
        .filter({ hasText: `Rolled ${roll}.` })
        .waitFor();
      await page.getByTestId('verify-commitment').filter({ hasText: 'Matches the hash shown before play' }).waitFor();
      await page.getByTestId('verify-server').filter({ hasText: 'browser and server agree' }).waitFor();
      const problems = await seriousA11yProblems(page, undefined, WCAG_TAGS);
      expect(problems, describeProblems('verifier with a dice round', problems)).toEqual([]);
      await shoot(page, 'fair-verify-desktop');
      await page.setViewportSize(PHONE);
      await shoot(page, 'fair-verify-phone');
      await page.setViewportSize(DESKTOP);

      await page.getByLabel('Game', { exact: true }).selectOption('lottery');
      await page.getByLabel('Lottery type').selectOption('SSC');
      await page.getByLabel('Draw issue').fill(draw.issue);
      await page.getByLabel('Server seed (revealed)').fill(draw.serverSeed!);
      await page.getByLabel('Hash shown before play (optional)').fill(draw.seedHash);
      await page.getByLabel('Server seed (revealed)').press('Enter');
      await page
        .getByTestId('verify-outcome')
        .filter({ hasText: `Numbers: ${draw.result!.join(' ')}` })
        .waitFor();
      await page.getByTestId('verify-commitment').filter({ hasText: 'Matches the hash shown before play' }).waitFor();
      await page.getByTestId('verify-server').filter({ hasText: 'browser and server agree' }).waitFor();

      // A wrong hash is said plainly.
      await page.getByLabel('Hash shown before play (optional)').fill('0'.repeat(64));
      await page.getByLabel('Hash shown before play (optional)').press('Enter');
      await page.getByTestId('verify-commitment').filter({ hasText: 'Does NOT match' }).waitFor();
      const after = await seriousA11yProblems(page, undefined, WCAG_TAGS);
      expect(after, describeProblems('verifier with a lottery draw', after)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('opens a revealed wheel spin from My spins and shows its segment and label', async () => {
    const site = await createMerchant(e2e.gw.sql);
    const a = await createAccount(e2e.gw.sql, site.id);
    await play(e2e.gw.sql, site.id, a.id, 100_000);
    await e2e.gw.sql`insert into vip_wheel_credits (account_id, merchant_id, spins) values (${a.id}, ${site.id}, 1)`;
    const api = new Api(e2e.gw.url(site.host));
    const token = (await api.post<LoginValue>(API.login, { type: 'username', username: a.username, password: a.password }, true)).value.token;
    api.token = token;
    const spun = await api.call<WheelSpinValue>('POST', API.vipWheelSpin, undefined, { headers: { 'idempotency-key': randomUUID() } });
    expect(spun.success, spun.code).toBe(true);
    await api.post(API.vipWheelRotate, {});
    const { segment, label } = spun.value.spin;
    const { context, page } = await newPage(e2e.browser, e2e.gw.url(site.host), DESKTOP);
    try {
      await page.goto(`/?token=${encodeURIComponent(token)}`);
      await page.getByTestId('header-balance').waitFor();
      await page.goto('/vip?tab=wheel');
      await page.getByTestId('wheel-spin-row').first().getByRole('link', { name: 'Verifier page' }).click();
      await page.getByLabel('Segment weights').waitFor();
      expect(await page.getByLabel('Game', { exact: true }).inputValue()).toBe('wheel');
      await page.getByRole('button', { name: 'Verify' }).click();
      await page
        .getByTestId('verify-outcome')
        .filter({ hasText: `Segment ${segment + 1}: ${label}.` })
        .waitFor();
      await page.getByTestId('verify-commitment').filter({ hasText: 'Matches the hash shown before play' }).waitFor();
      await page.getByTestId('verify-server').filter({ hasText: 'browser and server agree' }).waitFor();
      const problems = await seriousA11yProblems(page, undefined, WCAG_TAGS);
      expect(problems, describeProblems('verifier with a wheel spin', problems)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
