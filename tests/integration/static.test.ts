import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startGateway, type TestGateway } from '../support/gateway.js';

// The gateway serves the built client (client/dist): run `npm run build` before this file.
let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(() => gw.close());

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET that leaves the body as sent (fetch would decompress it and hide what went on the wire). */
function get(path: string, acceptEncoding?: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
    http
      .get(`${gw.url()}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** The entry script the home page loads, read from the HTML the gateway serves. */
async function entryScript(): Promise<string> {
  const html = (await get('/')).body.toString('utf8');
  const src = /<script[^>]+type="module"[^>]+src="([^"]+)"/.exec(html)?.[1];
  expect(src, 'index.html names its entry script').toMatch(/^\/assets\/.+\.js$/);
  return src!;
}

describe('built client', () => {
  it('sends the precompressed brotli file to a browser that accepts br', async () => {
    const src = await entryScript();
    const plain = await get(src);
    const br = await get(src, 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
  });

  it('sends the gzip file to a browser that accepts only gzip, and the plain file to one that accepts neither', async () => {
    const src = await entryScript();
    const plain = await get(src);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const gz = await get(src, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
  });

  it('caches hashed assets for a year as immutable', async () => {
    const src = await entryScript();
    for (const enc of [undefined, 'br', 'gzip']) {
      expect((await get(src, enc)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('has the HTML revalidated on every load, at / at /index.html and at a client route', async () => {
    for (const page of ['/', '/index.html', '/promotion']) {
      const r = await get(page, 'br');
      expect(r.status).toBe(200);
      expect(r.headers['content-type']).toMatch(/text\/html/);
      expect(r.headers['cache-control']).toBe('no-cache');
    }
  });
});
