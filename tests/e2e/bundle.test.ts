import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/**
 * What the browser is sent, read from the built client (client/dist, written by `npm run build`
 * before this project runs). Byte budgets are exact and checked here; how fast the page paints is
 * a benchmark's business (tests/bench/weight.ts), never a test's.
 */
const dist = path.resolve(import.meta.dirname, '../../client/dist');
const html = () => fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const brotli = (file: string) => brotliCompressSync(fs.readFileSync(path.join(dist, file)), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/**
 * The first load's JavaScript (the entry and what index.html preloads), brotli at quality 11.
 * Raise it only with a reason: every byte here is on the phone of every visitor before play.
 */
const FIRST_LOAD_BROTLI_BUDGET = 174_000;

describe('the built client', () => {
  it('keeps the first load within its byte budget', () => {
    const scripts = [...html().matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    const total = scripts.reduce((sum, file) => sum + brotli(file), 0);
    expect(total, `first-load JavaScript, brotli: ${total} bytes`).toBeLessThanOrEqual(FIRST_LOAD_BROTLI_BUDGET);
  });

  it('sends no schema library to the browser: it gets plain checks and the types are erased', () => {
    const chunks = fs.readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
    const withTypeBox = chunks.filter((f) => fs.readFileSync(path.join(dist, 'assets', f), 'utf8').includes('TypeBox.Kind'));
    expect(withTypeBox).toEqual([]);
  });
});
