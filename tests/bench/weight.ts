/**
 * Benchmark (not a test): the home page's weight and paint, beside the bare floor.
 *  - First-load JavaScript on the wire: the entry script index.html names plus its
 *    modulepreloads, as the precompressed .br and .gz files the gateway sends.
 *  - The floor: react + react-dom + socket.io-client alone, built with the client's own Vite
 *    config (so the same minifier and precompression) from a tiny temporary entry.
 *  - Largest Contentful Paint of `/` in headless Chromium on loopback, cold cache, for both.
 */
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '../..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface Weight {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
}

/** The JavaScript a first visit loads before any route code: the entry and its modulepreloads. */
export function firstLoadJs(dist: string): Weight {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const srcs = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g), ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1]!);
  const w: Weight = { files: 0, raw: 0, gzip: 0, brotli: 0 };
  for (const src of new Set(srcs)) {
    const file = path.join(dist, src.replace(/^\//, ''));
    const raw = fs.readFileSync(file);
    // The build's own .br/.gz are what the gateway sends; compress here only if one is missing.
    const sized = (ext: string, make: () => Buffer) => (fs.existsSync(file + ext) ? fs.statSync(file + ext).size : make().length);
    w.files++;
    w.raw += raw.length;
    w.gzip += sized('.gz', () => gzipSync(raw, { level: 9 }));
    w.brotli += sized('.br', () => brotliCompressSync(raw));
  }
  return w;
}

/** react + react-dom + socket.io-client, built with client/vite.config.ts into a temporary folder. */
async function buildFloor(): Promise<string> {
  // Inside client/ so the entry resolves the client's own packages; removed by the caller.
  const dir = fs.mkdtempSync(path.join(root, 'client/.bench-floor-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><meta charset="utf-8"><title>floor</title></head><body><div id="root"></div><script type="module" src="./main.js"></script></body></html>');
  fs.writeFileSync(
    path.join(dir, 'main.js'),
    [
      "import { createElement } from 'react';",
      "import { createRoot } from 'react-dom/client';",
      "import { io } from 'socket.io-client';",
      'const socket = io({ autoConnect: false });',
      "createRoot(document.getElementById('root')).render(createElement('h1', null, 'Floor: react, react-dom and socket.io-client ' + socket.io.opts.path));",
    ].join('\n'),
  );
  // The client's Vite (not the root's, which belongs to vitest), with the client's config file.
  const vitePath = createRequire(path.join(root, 'client/package.json')).resolve('vite');
  const vite = (await import(pathToFileURL(vitePath).href)) as typeof import('vite');
  await vite.build({ configFile: path.join(root, 'client/vite.config.ts'), root: dir, logLevel: 'warn', build: { outDir: path.join(dir, 'dist'), emptyOutDir: true } });
  return dir;
}

/** A static server for the floor that sends the precompressed files as the gateway does. */
function serveDist(dist: string): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const rel = (req.url ?? '/').split('?')[0] === '/' ? 'index.html' : decodeURIComponent((req.url ?? '/').split('?')[0]!.slice(1));
    const file = path.join(dist, rel);
    if (!file.startsWith(dist) || !fs.existsSync(file)) return void res.writeHead(404).end();
    const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : 'text/html';
    const br = /\bbr\b/.test(String(req.headers['accept-encoding'])) && fs.existsSync(`${file}.br`);
    res.writeHead(200, { 'content-type': type, ...(br ? { 'content-encoding': 'br' } : {}) });
    fs.createReadStream(br ? `${file}.br` : file).pipe(res);
  });
  return new Promise((r) => server.listen(0, '127.0.0.1', () => r(server)));
}

/** LCP of a URL in a fresh (cold-cache) headless Chromium context, in ms; median of `runs`. */
async function lcp(url: string, runs = 3): Promise<{ ms: number; jsOnLoad: number }> {
  let jsOnLoad = 0;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const times: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'load' });
      // The last LCP entry before any input is the page's LCP; give late paints (images) a moment.
      await page.waitForTimeout(1500);
      // A string, not a function: the browser's PerformanceObserver knows entry types Node's does not.
      const ms = Number(
        await page.evaluate(`new Promise((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve(entries[entries.length - 1].startTime);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => resolve(-1), 2000);
        })`),
      );
      times.push(ms);
      // What the browser really fetched for JavaScript by then, lazy route chunks included.
      if (i === 0) {
        jsOnLoad = Number(await page.evaluate(`performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js')).reduce((n, e) => n + e.encodedBodySize, 0)`));
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { ms: times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!, jsOnLoad };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const row = (name: string, w: Weight, paint: string) =>
  `${name.padEnd(34)} ${String(w.files).padStart(2)} files  raw ${kb(w.raw).padStart(9)}  gzip ${kb(w.gzip).padStart(9)}  brotli ${kb(w.brotli).padStart(9)}  LCP ${paint}`;

/** Prints the home page's first-load JavaScript and LCP beside the floor's; `base` is a running gateway. */
export async function benchWeight(base: string) {
  console.log('\n== first load of / : JavaScript on the wire and Largest Contentful Paint (headless Chromium, loopback, cold cache, median of 3) ==');
  const site = firstLoadJs(path.join(root, 'client/dist'));
  const hasBrowser = fs.existsSync(CHROMIUM);
  const paint = async (url: string) => {
    if (!hasBrowser) return `(no Chromium at ${CHROMIUM})`;
    const r = await lcp(url);
    return `${r.ms.toFixed(0)} ms; all JS fetched by load ${kb(r.jsOnLoad)} on the wire`;
  };
  console.log(row('home page (entry + modulepreloads)', site, await paint(`${base}/`)));
  const dir = await buildFloor();
  try {
    const dist = path.join(dir, 'dist');
    const floor = firstLoadJs(dist);
    const server = await serveDist(dist);
    const floorPaint = await paint(`http://127.0.0.1:${(server.address() as { port: number }).port}/`);
    server.close();
    console.log(row('floor: react + react-dom + socket.io', floor, floorPaint));
    console.log(`home page over the floor: gzip +${kb(site.gzip - floor.gzip)}, brotli +${kb(site.brotli - floor.brotli)}`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
