import net from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { API, type StaffLoginValue } from '@wl/shared';
import { Api } from '../support/api.js';
import { useSite } from '../support/site.js';
import { createAdmin } from '../support/staff.js';

/**
 * Bad input gets its own code in the envelope, never a 500 or Fastify's or Node's own answer
 * (docs/DECISIONS.md, Errors). The fuzz test sweeps every operation; these pin each rule.
 */
const { gw, site } = useSite();
let admin: Api;

beforeAll(async () => {
  admin = new Api(gw.url(site.host));
  admin.token = (await admin.post<StaffLoginValue>(API.staffLogin, await createAdmin(gw.sql, site.id))).value.token;
});

/** A request with full control over path, content type and body; answers status and parsed JSON. */
async function raw(method: string, path: string, o: { body?: string; type?: string; token?: string } = {}) {
  const headers: Record<string, string> = {};
  if (o.type) headers['content-type'] = o.type;
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  const res = await fetch(gw.url(site.host) + path, { method, headers, body: o.body });
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return { status: res.status, ...((await res.json()) as { success: boolean; code: string; message: string; value: Record<string, unknown> | null }) };
}

/** Bytes straight onto a socket, for what no HTTP client would send; answers the raw response. */
function socketExchange(bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(gw.port, site.host, () => socket.write(bytes));
    let text = '';
    socket.on('data', (d) => (text += d.toString('utf8')));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}
const envelopeOf = (response: string) => JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4));

describe('text the database cannot store', () => {
  it('refuses a NUL character in a body field, before any query', async () => {
    const r = await raw('POST', API.staffLogin, { type: 'application/json', body: JSON.stringify({ username: 'a\u0000b', password: 'x' }) });
    expect(r).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', value: { fields: { username: 'must not contain NUL characters' } } });
  });

  it('refuses a NUL character in the query string', async () => {
    const r = await raw('GET', `${API.helpCenter}?lang=%00`);
    expect(r).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', value: { fields: { lang: 'must not contain NUL characters' } } });
  });

  it('refuses lone surrogates in site settings and keeps the settings as they were', async () => {
    const r = await admin.put(API.staffSettings, { siteName: 'Lone \ud800 half' });
    expect(r).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', value: { fields: { siteName: 'must be well-formed Unicode text' } } });
    const after = await admin.get<{ site: { siteName: string } }>(API.staffSettings);
    expect(after.value.site.siteName).not.toContain('Lone');
  });

  it('refuses a whitelabel tree nested 4,000 deep with a clear error instead of overflowing the validator', async () => {
    const node = '{"modId":"FREE_PLAY","enabled":true,"childrenNodes":[';
    const body = `{"whitelabel":[${node.repeat(4_000)}${']}'.repeat(4_000)}]}`;
    const r = await raw('PUT', API.staffSettings, { type: 'application/json', body, token: admin.token! });
    expect(r.status).toBe(400);
    expect(r.code).toBe('VALIDATION_FAILED');
    expect(Object.values(r.value!.fields as Record<string, string>)).toEqual(['must not be nested deeper than 32 levels']);
  });
});

describe('numbers the database cannot hold', () => {
  it.each(['99999999999999999999', '9223372036854775808', '1e309', 'Infinity'])('refuses staff account id %s', async (id) => {
    const r = await raw('GET', API.staffAccount.replace(':id', id), { token: admin.token! });
    expect(r).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
  });

  it('refuses a page size the validator would coerce to Infinity', async () => {
    const r = await raw('GET', `${API.staffAccounts}?pageSize=1e309`, { token: admin.token! });
    expect(r).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', value: { fields: { pageSize: expect.stringMatching(/finite/) } } });
  });
});

describe('requests that cannot be read', () => {
  it('answers a path parameter past the router limit with URI_TOO_LONG', async () => {
    const r = await raw('GET', API.staffAccount.replace(':id', 'x'.repeat(400)), { token: admin.token! });
    expect(r).toMatchObject({ status: 414, code: 'URI_TOO_LONG', success: false, value: null });
  });

  it('answers a path that does not percent-decode with MALFORMED_REQUEST', async () => {
    expect(await raw('GET', API.staffAccount.replace(':id', '%E0%A4%A'))).toMatchObject({ status: 400, code: 'MALFORMED_REQUEST' });
  });

  it('gives bodies that are too large, of another type or not JSON their own codes', async () => {
    const big = await raw('POST', API.staffLogin, { type: 'application/json', body: JSON.stringify({ username: 'x'.repeat(300 * 1024), password: 'x' }) });
    expect(big).toMatchObject({ status: 413, code: 'BODY_TOO_LARGE', message: 'The request is too large', value: { maxBytes: 256 * 1024 } });
    expect(await raw('POST', API.staffLogin, { type: 'application/xml', body: '<a/>' })).toMatchObject({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(await raw('POST', API.staffLogin, { type: 'application/json', body: '{"username":' })).toMatchObject({ status: 400, code: 'MALFORMED_JSON' });
    expect(await raw('POST', API.staffLogin, { type: 'application/json', body: '' })).toMatchObject({ status: 400, code: 'MALFORMED_JSON' });
    // Schema failures keep VALIDATION_FAILED.
    expect(await raw('POST', API.staffLogin, { type: 'application/json', body: '{}' })).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
  });

  it('refuses a body on a GET at once, even a large one on a large page (it used to hang the connection)', async () => {
    const body = JSON.stringify('x'.repeat(70_000));
    const response = await socketExchange(
      `GET ${API.gameVendorLanes} HTTP/1.1\r\nHost: ${site.host}:${gw.port}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );
    expect(response).toMatch(/^HTTP\/1\.1 400 /);
    expect(envelopeOf(response)).toMatchObject({ success: false, code: 'MALFORMED_REQUEST' });
  });

  it('answers an unknown method on a known path with NOT_FOUND', async () => {
    expect(await raw('PATCH', API.status)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it("answers bytes the HTTP parser refuses with a JSON envelope, not Node's plain 400", async () => {
    const response = await socketExchange('GARBAGE\r\n\r\n');
    expect(response).toMatch(/^HTTP\/1\.1 400 /);
    expect(response).toMatch(/content-type: application\/json/i);
    expect(envelopeOf(response)).toEqual({ success: false, code: 'MALFORMED_REQUEST', message: 'The request could not be read', value: null });
  });

  it('answers headers past the parser limit with HEADERS_TOO_LARGE', async () => {
    const response = await socketExchange(`GET ${API.status} HTTP/1.1\r\nHost: ${site.host}\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(response).toMatch(/^HTTP\/1\.1 431 /);
    expect(envelopeOf(response)).toMatchObject({ success: false, code: 'HEADERS_TOO_LARGE' });
  });
});
