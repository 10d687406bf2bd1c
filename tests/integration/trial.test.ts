import { describe, expect, it } from 'vitest';
import { API, type LoginValue } from '@wl/shared';
import { useSite } from '../support/site.js';
import { Api } from '../support/api.js';
import { createMerchant } from '../support/factories.js';

const { gw, site } = useSite();

const RANDOM = 'c0ffee'.repeat(5) + 'ab';
const freePlay = (api: Api, version = '3', body: unknown = { os: 'linux', platform: 'W', random: RANDOM }, encrypt = true) =>
  api.call<LoginValue>('POST', API.loginFreePlay, body, { headers: { 'x-gateway-version': version }, encrypt });

describe('free-play trial', () => {
  it('creates a type 4 account with play money only', async () => {
    const api = new Api(gw.url(site.host));
    const r = await freePlay(api);
    expect(r.value.user).toMatchObject({ type: 4, isTrial: true, currency: 'PLAY', balance: 200_000 });
    const wallets = await gw.sql<{ kind: string; currency: string }[]>`select kind, currency from wallets where account_id = ${r.value.user.id}`;
    expect(wallets).toEqual([{ kind: 'play', currency: 'PLAY' }]);
    const [sum] = await gw.sql<{ total: string }[]>`
      select sum(p.amount)::text as total from postings p join journal j on j.id = p.journal_id where j.idempotency_key = ${`trial-grant:${r.value.user.id}`}`;
    expect(sum!.total).toBe('0');
  });

  it('sends its random string encrypted, and is a first login', async () => {
    const api = new Api(gw.url(site.host));
    expect((await freePlay(api, '3', { os: 'linux', platform: 'W', random: RANDOM }, false)).code).toBe('ENCRYPTION_REQUIRED');
    const noRandom = await freePlay(api, '3', { os: 'linux', platform: 'W' });
    expect(noRandom.code).toBe('VALIDATION_FAILED');
    expect((await freePlay(api)).value.firstTimeLogin).toBe(true);
  });

  it('needs X-Gateway-Version 3', async () => {
    expect((await freePlay(new Api(gw.url(site.host)), '2')).code).toBe('VALIDATION_FAILED');
  });

  it('is refused member-centre actions', async () => {
    const api = new Api(gw.url(site.host));
    api.token = (await freePlay(api)).value.token;
    const r = await api.post(API.password, { oldPassword: 'x', newPassword: 'Better123', confirmNewPassword: 'Better123' }, true);
    expect(r).toMatchObject({ status: 403, code: 'TRIAL_NOT_ALLOWED' });
    expect((await api.get(API.memberInfo)).success).toBe(true);
  });

  it('cannot log in with a password at the member login', async () => {
    const api = new Api(gw.url(site.host));
    const trial = (await freePlay(api)).value.user;
    const r = await api.post(API.login, { type: 'username', username: trial.userName, password: 'guess123' }, true);
    expect(r.success).toBe(false);
  });

  it('is refused when the site turns free play off', async () => {
    const m = await createMerchant(gw.sql, { whitelabel: [{ modId: 'FREE_PLAY', enabled: false, childrenNodes: [] }] });
    expect((await freePlay(new Api(gw.url(m.host)))).code).toBe('FEATURE_DISABLED');
  });
});
