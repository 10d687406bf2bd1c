import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '@wl/shared/core';
import { call, caller, fillPath, type RequestOptions } from './http';

const answer = (value: unknown) => new Response(JSON.stringify({ success: true, code: 'OK', message: '', value }), { status: 200 });

afterEach(() => vi.unstubAllGlobals());

describe('call', () => {
  it("takes the route's method and path, fills its parameters and sends the query and body", async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => answer({ unreadMessages: 0 }));
    vi.stubGlobal('fetch', fetch);
    await expect(call(ENDPOINTS.messageDelete, { params: { id: 7 } })).resolves.toEqual({ unreadMessages: 0 });
    await call(ENDPOINTS.messages, { query: { page: 2, pageSize: undefined } });
    await call(ENDPOINTS.memberLanguage, { body: { language: 'TH' } });
    const sent = fetch.mock.calls.map(([url, init]: [string, RequestInit]) => [init.method, url, init.body]);
    expect(sent).toEqual([
      ['DELETE', '/wps/member/messages/7', undefined],
      ['GET', '/wps/member/messages?page=2', undefined],
      ['PUT', '/wps/member/language', JSON.stringify({ language: 'TH' })],
    ]);
  });

  it('goes through the function it was made with (the console passes its staff call)', async () => {
    const send = vi.fn(async (_path: string, _opts?: RequestOptions) => null);
    await caller(send as never)(ENDPOINTS.staffHeldCreditApprove, { params: { id: 3 }, body: { reason: 'ok' } });
    expect(send).toHaveBeenCalledWith('/wps/support/held-credits/3/approve', { method: 'PUT', body: { reason: 'ok' } });
  });
});

describe('fillPath', () => {
  it('encodes each parameter and leaves a segment without a value as it is', () => {
    expect(fillPath('/wps/bgs/:game/bet', { game: 'a b/c' })).toBe('/wps/bgs/a%20b%2Fc/bet');
    expect(fillPath('/lotto/lgw/draws/:gameCode/:issue', { gameCode: 'VN' })).toBe('/lotto/lgw/draws/VN/:issue');
  });
});
