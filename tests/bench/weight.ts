/**
 * Benchmark (not a test): the home page's weight and paint, beside the bare floor.
 *  - First-load JavaScript on the wire: every script the browser fetches for `/` served by the
 *    real gateway (entry, modulepreloads, and the lazy chunks it asks for to paint the page),
 *    recorded in headless Chromium from navigation until the network is idle, each sized as the
 *    .br and .gz file the gateway sends (client/vite.config.ts writes them), plus what the
 *    browser itself reports it received. Scripts that load later (the carousel library, when
 *    the first banner is due to change) are listed apart, with when they came.
 *  - The floor: react + react-dom + socket.io-client alone, built with the client's own Vite
 *    config (so the same minifier and precompression) from a tiny temporary entry.
 *  - Largest Contentful Paint of `/` in headless Chromium on loopback, cold cache (a fresh
 *    context per run), several runs: median and range, and which element it was.
 * run.ts calls benchWeight with its running gateway; alone, this file starts one itself:
 *   npx tsx tests/bench/weight.ts [--runs 7]   (after npm run build -w client)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '../..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** After the network is idle, how long the page is kept open to see what loads later. */
const WATCH_LATER_MS = 7000;

interface Script {
  /** Path on the site, e.g. /assets/index-abc.js. */
  path: string;
  raw: number;
  gzip: number;
  brotli: number;
  /** What Chromium says it received (encoded body) and how it was encoded. */
  wire: number;
  encoding: string;
  /** ms after navigation started. */
  at: number;
}

interface Weight {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
  wire: number;
}

interface Visit {
  /** Scripts fetched until the network was idle (the first load). */
  first: Script[];
  /** Scripts fetched after that, within WATCH_LATER_MS. */
  later: Script[];
  lcp: number[];
  lcpElement: string;
}

const sum = (scripts: Script[]): Weight =>
  scripts.reduce((w, s) => ({ files: w.files + 1, raw: w.raw + s.raw, gzip: w.gzip + s.gzip, brotli: w.brotli + s.brotli, wire: w.wire + s.wire }), {
    files: 0,
    raw: 0,
    gzip: 0,
    brotli: 0,
    wire: 0,
  });

/** A script of the build, sized as the gateway sends it: its .br and .gz, compressed here only if one is missing. */
function sizeOf(dist: string, urlPath: string): Pick<Script, 'raw' | 'gzip' | 'brotli'> {
  const file = path.join(dist, decodeURIComponent(urlPath).replace(/^\//, ''));
  if (!file.startsWith(dist) || !fs.existsSync(file)) return { raw: 0, gzip: 0, brotli: 0 };
  const raw = fs.readFileSync(file);
  // The build skips files under 1 KB (the gateway then sends them as they are).
  const sized = (ext: string, make: () => Buffer) =>
    fs.existsSync(file + ext) ? fs.statSync(file + ext).size : raw.length < 1024 ? raw.length : make().length;
  return {
    raw: raw.length,
    gzip: sized('.gz', () => gzipSync(raw, { level: 9 })),
    brotli: sized('.br', () => brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })),
  };
}

async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
}

/**
 * Opens `url` `runs` times, each in a fresh context (cold cache). Every run gives an LCP; the
 * first also records the scripts, sized from `dist`, the folder the server sends.
 */
async function visit(browser: Browser, url: string, dist: string, runs: number): Promise<Visit> {
  const result: Visit = { first: [], later: [], lcp: [], lcpElement: '' };
  const origin = new URL(url).origin;
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
    const page = await context.newPage();
    const scripts: Promise<Script>[] = [];
    let idle = false;
    const t0 = Date.now();
    const later: Promise<Script>[] = [];
    if (i === 0) {
      page.on('requestfinished', (req) => {
        if (req.resourceType() !== 'script' || !req.url().startsWith(origin)) return;
        const at = Date.now() - t0;
        const urlPath = new URL(req.url()).pathname;
        const s = (async (): Promise<Script> => {
          const res = await req.response();
          const sizes = await req.sizes();
          return {
            path: urlPath,
            ...sizeOf(dist, urlPath),
            wire: sizes.responseBodySize,
            encoding: (await res?.headerValue('content-encoding')) ?? 'identity',
            at,
          };
        })();
        (idle ? later : scripts).push(s);
      });
    }
    await page.goto(url, { waitUntil: 'networkidle' });
    idle = true;
    // The page's LCP: the last candidate before any input (there is none here).
    const lcp = (await page.evaluate(`new Promise((resolve) => {
      new PerformanceObserver((list) => {
        const e = list.getEntries().at(-1);
        const el = e.element;
        resolve({ ms: e.startTime, el: el ? el.tagName.toLowerCase() + (el.className ? '.' + String(el.className).split(' ').join('.') : '') + (e.url ? ' ' + e.url : '') + ' "' + (el.textContent || '').trim().slice(0, 40) + '"' : '(removed)' });
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      setTimeout(() => resolve({ ms: -1, el: '(none)' }), 2000);
    })`)) as { ms: number; el: string };
    result.lcp.push(lcp.ms);
    if (i === 0) {
      result.lcpElement = lcp.el;
      await page.waitForTimeout(WATCH_LATER_MS);
      result.first = await Promise.all(scripts);
      result.later = await Promise.all(later);
    }
    await context.close();
  }
  return result;
}

/** react + react-dom + socket.io-client, built with client/vite.config.ts into a temporary folder. */
async function buildFloor(): Promise<string> {
  // Inside client/ so the entry resolves the client's own packages; removed by the caller.
  const dir = fs.mkdtempSync(path.join(root, 'client/.bench-floor-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8"><title>floor</title></head><body><div id="root"></div><script type="module" src="./main.js"></script></body></html>',
  );
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
  await vite.build({
    configFile: path.join(root, 'client/vite.config.ts'),
    root: dir,
    logLevel: 'warn',
    build: { outDir: path.join(dir, 'dist'), emptyOutDir: true },
  });
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

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const paint = (ms: number[]) => `LCP median ${median(ms).toFixed(0)} ms (${Math.min(...ms).toFixed(0)}-${Math.max(...ms).toFixed(0)}, ${ms.length} runs)`;
const row = (name: string, w: Weight) =>
  `${name.padEnd(30)} ${String(w.files).padStart(2)} files  raw ${kb(w.raw).padStart(9)}  gzip ${kb(w.gzip).padStart(8)}  brotli ${kb(w.brotli).padStart(8)}  received ${kb(w.wire).padStart(8)}`;
const fileRow = (s: Script) =>
  `    ${s.path.replace(/^\/assets\//, '').padEnd(40)} raw ${kb(s.raw).padStart(9)}  gzip ${kb(s.gzip).padStart(8)}  brotli ${kb(s.brotli).padStart(8)}  received ${kb(s.wire).padStart(8)} ${s.encoding.padEnd(8)} at ${s.at} ms`;

/** Prints the home page's first-load JavaScript and LCP beside the floor's; `base` is a running gateway. */
export async function benchWeight(base: string, runs = 5) {
  console.log(`\n== first load of / : JavaScript on the wire and Largest Contentful Paint (headless Chromium, loopback, cold cache, ${runs} runs) ==`);
  if (!fs.existsSync(CHROMIUM)) {
    console.log(`(no Chromium at ${CHROMIUM}: set CHROMIUM_PATH)`);
    return;
  }
  // What the gateway serves: client/dist, or CLIENT_DIST when it was started with one.
  const dist = path.resolve(process.env.CLIENT_DIST ?? path.join(root, 'client/dist'));
  const browser = await launch();
  const dir = await buildFloor();
  const server = await serveDist(path.join(dir, 'dist'));
  try {
    const home = await visit(browser, `${base}/`, dist, runs);
    const floor = await visit(browser, `http://127.0.0.1:${(server.address() as { port: number }).port}/`, path.join(dir, 'dist'), runs);
    const site = sum(home.first);
    const bare = sum(floor.first);
    console.log(row('home page / (until idle)', site));
    for (const s of [...home.first].sort((a, b) => b.brotli - a.brotli)) console.log(fileRow(s));
    console.log(`  ${paint(home.lcp)}; LCP element ${home.lcpElement}`);
    if (home.later.length) {
      console.log(row(`later, within ${WATCH_LATER_MS / 1000} s of idle`, sum(home.later)));
      for (const s of home.later) console.log(fileRow(s));
    }
    console.log(row('floor: react+react-dom+socket.io', bare));
    console.log(`  ${paint(floor.lcp)}`);
    console.log(`home page over the floor: gzip +${kb(site.gzip - bare.gzip)}, brotli +${kb(site.brotli - bare.brotli)}`);
  } finally {
    server.close();
    await browser.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Alone: a gateway on a fresh embedded database, serving client/dist (or CLIENT_DIST). */
async function main() {
  const runsArg = process.argv.indexOf('--runs');
  const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-weight-'));
  const port = 3900 + Math.floor(Math.random() * 90);
  // The bundle `npm start` runs when it is there (npm run build writes it), else the sources.
  const entry =
    fs.existsSync(path.join(root, 'gateway/dist/main.js')) && process.env.WEIGHT_GATEWAY !== 'src'
      ? ['gateway/dist/main.js']
      : ['--import', 'tsx', 'gateway/src/main.ts'];
  const child: ChildProcess = spawn(process.execPath, entry, {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', CAPTCHA_ENABLED: 'false', DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error('gateway exited during start');
      try {
        if ((await fetch(`${base}/`)).ok) break;
      } catch {
        /* not listening yet */
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    await benchWeight(base, runs);
  } finally {
    await new Promise<void>((r) => (child.exitCode !== null ? r() : (child.once('exit', () => r()), child.kill('SIGTERM'))));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
