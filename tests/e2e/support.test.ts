import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startGateway, type TestGateway } from '../support/gateway.js';
import { createAccount, uniqueMobile, uniqueName } from '../support/factories.js';
import { Api } from '../support/api.js';
import { OutboxProvider } from '../../gateway/src/outbox/provider.js';

const CHROMIUM = '/usr/bin/chromium';
const hasBrowser = fs.existsSync(CHROMIUM);
if (!hasBrowser) console.warn(`\n[e2e] ${CHROMIUM} NOT FOUND: the support console browser test is SKIPPED.\n`);

/**
 * The staff support console in a real browser against the real gateway: sign in as support
 * staff, find a member, revoke its live session (the member's token must die at once), and
 * read the outbox where the default provider "sends" SMS and email.
 */
describe.skipIf(!hasBrowser)('support console (browser)', () => {
  let gw: TestGateway;
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    gw = await startGateway();
    const index = path.join(gw.config.clientDist, 'index.html');
    if (!fs.existsSync(index)) throw new Error(`${index} is missing: build the client first (npm run build -w client)`);
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    page = await browser.newPage();
    page.on('pageerror', (e) => pageErrors.push(e.message));
  });

  afterAll(async () => {
    await browser?.close();
    await gw?.close();
  });

  it('finds a member, revokes its session and shows the outbox', async () => {
    const [merchant] = await gw.sql<{ id: number }[]>`select id from merchants where code = 'DEMO'`;
    const merchantId = merchant!.id;
    const mobile = uniqueMobile();
    const member = await createAccount(gw.sql, merchantId, { mobile, email: `${uniqueName('mail')}@example.com` });

    // A live member session, made the way the site makes one.
    const memberApi = new Api(gw.url());
    const login = await memberApi.post<{ token: string }>(
      '/wps/session/login',
      { username: member.username, password: member.password, type: 'username' },
      true,
    );
    expect(login.success, login.message).toBe(true);
    memberApi.token = login.value.token;
    expect((await memberApi.get('/wps/member/info')).success).toBe(true);

    // A message through the default provider, as a verification SMS would be written.
    const marker = uniqueName('e2e');
    await gw.sql.begin((tx) =>
      new OutboxProvider().sendSms(tx, { merchantId, to: `+63${mobile}`, body: `[Aurum Play] Your verification code is 424242. ${marker}` }),
    );

    // Staff sign-in: an unknown visitor is sent to the login page first.
    await page.goto(`${gw.url()}/support`);
    await page.getByLabel('Username').fill('support');
    await page.getByLabel('Password').fill('Support1234');
    await page.getByLabel('Password').press('Enter');
    // Support works queues (deposits, withdrawals, feedback): it lands on the dashboard of them.
    await page.getByRole('heading', { name: 'What waits for you' }).waitFor();
    expect(await page.getByTestId('staff-name').textContent()).toBe('support');
    expect(page.url()).toMatch(/\/support\/dashboard$/);
    await page.getByTestId('queue-feedback').waitFor();
    await page.getByRole('link', { name: 'Members & agents' }).click();
    await page.getByRole('heading', { name: 'Members & agents' }).waitFor();

    // Search (debounced) and open the profile through the row's link.
    await page.getByRole('searchbox', { name: 'Search' }).fill(member.username);
    await page.getByRole('table', { name: 'Accounts' }).getByRole('link', { name: member.username, exact: true }).click();
    await page.getByRole('heading', { name: member.username }).waitFor();
    await page.getByText('0.00 PHP').waitFor();
    const sessions = page.getByRole('table', { name: 'Sessions' });
    const active = sessions.getByRole('row').filter({ has: page.getByRole('button', { name: 'Revoke' }) });
    await active.waitFor();
    expect(await active.count()).toBe(1);

    // Revoke, through the confirmation.
    await active.getByRole('button', { name: 'Revoke' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Revoke this session?' });
    await dialog.getByText('The member will be signed out at once.').waitFor();
    await dialog.getByRole('button', { name: 'Revoke session' }).click();
    await sessions.getByRole('row').filter({ hasText: 'Revoked (by staff)' }).waitFor();
    expect(await sessions.getByRole('button', { name: 'Revoke' }).count()).toBe(0);

    const after = await memberApi.get('/wps/member/info');
    expect(after.success).toBe(false);
    expect(after.code).toBe('TOKEN_INVALID');

    // The outbox: newest first, searchable, shows what the provider wrote.
    await page.getByRole('link', { name: 'Outbox' }).click();
    const outbox = page.getByRole('table', { name: 'Outbox messages' });
    // Skeleton rows are aria-hidden, so a row with a timestamp is a real message.
    await outbox
      .getByRole('row')
      .filter({ hasText: /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/ })
      .first()
      .waitFor();
    await page.getByRole('searchbox', { name: 'Search' }).fill(marker);
    const row = outbox.getByRole('row').filter({ hasText: marker });
    await row.waitFor();
    expect(await row.textContent()).toContain(`+63${mobile}`);

    expect(pageErrors).toEqual([]);
  });
});
