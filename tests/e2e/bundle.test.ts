import fs from 'node:fs';
import path from 'node:path';
import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Tx } from '../../gateway/src/db/index.js';
import { seedHomeContent } from '../../gateway/src/modules/content/demo.js';
import en from '../../client/src/i18n/en.json';
import { createMerchant } from '../support/factories';
import { hasBrowser, newPage, useE2E } from './browser';

/**
 * What the browser is sent, read from the built client (client/dist, written by `npm run build`
 * before this project runs). Byte budgets are exact and checked here; how fast the page paints is
 * a benchmark's business (tests/bench/weight.ts), never a test's.
 */
const dist = path.resolve(import.meta.dirname, '../../client/dist');

/**
 * The first load of `/` for a guest: every script the browser fetches from navigation until the
 * network is idle and the announcement host has settled (entry, modulepreloads, the home page's
 * chunks), each sized as the gateway sends it (the build's .br beside it; files under 1 KB go as
 * they are). Measured 161,707 B on 2026-11-29 (docs/BENCHMARKS.md, "First load of `/`, back under budget").
 * Raise it only with a reason: every byte here is on the phone of every visitor before play.
 */
const FIRST_LOAD_BROTLI_BUDGET = 165_000;

/** Chunks a guest's home page must not load (named by the build after their first module). */
const NOT_ON_THE_HOME_PAGE = [
  { name: 'XState', chunk: /^xstate\./ },
  { name: 'the state machines', chunk: /^src-/ },
  { name: 'the announcement machine', chunk: /^popupActor-/ },
  { name: 'DOMPurify (lib/sanitize.ts)', chunk: /^sanitize-/ },
  { name: 'the English texts beyond the first page', chunk: /^_en-texts-later-/ },
  { name: 'Chart.js (agent-kit/ChartCanvas.tsx, the agent centre charts)', chunk: /^ChartCanvas-/ },
];

const sent = (file: string) => (fs.existsSync(`${file}.br`) ? fs.statSync(`${file}.br`).size : fs.statSync(file).size);

/** Every key of en.json, plural forms also by their base name (`onAir` for `onAir_one`). */
function messageKeys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`, `${prefix}${k.replace(/_(zero|one|two|few|many|other)$/, '')}`] : messageKeys(v as object, `${prefix}${k}.`),
  );
}

describe.skipIf(!hasBrowser)('the first load of the home page', () => {
  const e2e = useE2E();

  it('stays within its byte budget, without XState, DOMPurify or the rest of the texts, and shows no message key', async () => {
    const site = await createMerchant(e2e.gw.sql);
    await e2e.gw.sql.begin((tx) => seedHomeContent(tx as unknown as Tx, site.id));
    const { context, page } = await newPage(e2e.browser, e2e.gw.url(site.host));
    const scripts = new Set<string>();
    const onResponse = (res: Response) => {
      const url = new URL(res.url());
      if (res.request().resourceType() === 'script' && url.pathname.startsWith('/assets/')) scripts.add(url.pathname);
    };
    page.on('response', onResponse);
    try {
      await page.goto('/', { waitUntil: 'networkidle' });
      // The host's marker: the popups were asked for and there is none, so nothing more is due.
      await page.locator('[data-testid="site-link"][data-popup="waiting"]').waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      page.off('response', onResponse);

      const files = [...scripts].map((p) => p.slice('/assets/'.length));
      expect(files.length).toBeGreaterThan(0);
      for (const { name, chunk } of NOT_ON_THE_HOME_PAGE)
        expect(
          files.filter((f) => chunk.test(f)),
          name,
        ).toEqual([]);
      const sizes = files.map((f) => [f, sent(path.join(dist, 'assets', f))] as const).sort((a, b) => b[1] - a[1]);
      const total = sizes.reduce((sum, [, n]) => sum + n, 0);
      const list = sizes.map(([f, n]) => `${f} ${n}`).join(', ');
      expect(total, `first-load JavaScript, brotli: ${total} bytes (${list})`).toBeLessThanOrEqual(FIRST_LOAD_BROTLI_BUDGET);

      // A key the first page uses but its texts lack shows as the key itself (i18n/firstTexts.ts).
      const keys = new Set(messageKeys(en));
      const shown = await page.evaluate(() => [
        ...document.body.innerText.split(/\s+/),
        ...[...document.querySelectorAll('[aria-label], [title], [alt], [placeholder]')].flatMap((el) =>
          ['aria-label', 'title', 'alt', 'placeholder'].map((a) => el.getAttribute(a) ?? ''),
        ),
      ]);
      expect(shown.filter((s) => keys.has(s.trim()))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the built client', () => {
  it('sends no schema library to the browser: it gets plain checks and the types are erased', () => {
    const chunks = fs.readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
    const withTypeBox = chunks.filter((f) => fs.readFileSync(path.join(dist, 'assets', f), 'utf8').includes('TypeBox.Kind'));
    expect(withTypeBox).toEqual([]);
  });
});
