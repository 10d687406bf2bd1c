import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@wl/shared';
import { sharedGateway, type TestGateway } from '../support/gateway.js';
import { createMerchant } from '../support/factories.js';

/** Public answers carry an ETag and Cache-Control; a matching revalidation costs a 304 without a body (http/public-cache.ts). */
describe('public answers and revalidation', () => {
  let gw: TestGateway;
  let base: string;

  beforeAll(async () => {
    gw = await sharedGateway();
    base = gw.url((await createMerchant(gw.sql)).host);
  });
  afterAll(async () => gw?.close());

  it('answers an unchanged public answer with 304 and no body, and a changed tag with the answer', async () => {
    const first = await fetch(base + API.gameMenus);
    const body = await first.text();
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');

    const again = await fetch(base + API.gameMenus, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    const other = await fetch(base + API.gameMenus, { headers: { 'if-none-match': '"not-it"' } });
    expect(other.status).toBe(200);
    expect(await other.text()).toBe(body);
  });

  it('keeps an answer to a caller with a token out of shared caches, and adds nothing to member calls', async () => {
    const withToken = await fetch(base + API.gameMenus, { headers: { authorization: 'Bearer x' } });
    expect(withToken.headers.get('cache-control')).toBe('private, no-cache');
    const member = await fetch(base + API.gameList);
    expect(member.status).toBe(401);
    expect(member.headers.get('etag')).toBeNull();
  });
});
