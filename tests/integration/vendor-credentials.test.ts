import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  API,
  type LaunchValue,
  type LoginValue,
  type StaffActionRow,
  type StaffVendorCredentialRotated,
  type StaffVendorCredentialsValue,
  type VendorWalletValue,
} from '@wl/shared';
import { Api } from '../support/api.js';
import { createMerchant } from '../support/factories.js';
import { startGateway, type TestGateway } from '../support/gateway.js';
import { useSite } from '../support/site.js';
import { signInStaff } from '../support/staff.js';
import { createGame, createVendor, fundedPlayer, mainBalance, uid, vendorCredential, type VendorCredential } from './seamless-fixtures.js';
import { vendorCall } from './seamless-fixtures-http.js';

/**
 * Vendor credentials (docs/SEAMLESS.md "Signing", "Rotation"): a random secret per merchant and
 * vendor, a public operator id that names it, rotation with an overlap, and tokens that only
 * work for the credential of their own merchant and die on a relaunch.
 */
const { gw, site } = useSite();
let other: { id: number; host: string };
const clearProbes = () => gw.sql`delete from probe_budget where key like 'enum-%:0:vendor:%'`;

beforeAll(async () => {
  other = await createMerchant(gw.sql);
  await clearProbes();
});

async function member(merchant: { id: number; host: string }, funds = 10_000) {
  const a = await fundedPlayer(gw.sql, merchant.id, funds);
  const api = new Api(gw.url(merchant.host));
  api.token = (await api.post<LoginValue>(API.login, { type: 'username', username: a.username, password: a.password }, true)).value.token;
  return { ...a, api };
}

async function launch(api: Api, nodeId: number) {
  const r = await api.post<LaunchValue>(API.launchGame, { nodeId });
  expect(r.success, r.code).toBe(true);
  const q = new URL((r.value as { url: string }).url, 'http://x').searchParams;
  return { token: q.get('token')!, operator: q.get('operator')!, vendor: q.get('vendor')! };
}

/** A seeded demo-vendor slot game. */
async function demoSlot() {
  const [g] = await gw.sql<{ nodeId: string }[]>`
    select g.node_id from games g join game_vendors v on v.code = g.vendor_code
    where v.launch_url = '/demo-vendor/play' and g.game_type = 'RNG' and not g.is_group and not g.maintenance and not v.maintenance
    order by g.node_id limit 1`;
  return Number(g!.nodeId);
}

const secretOf = async (operatorId: string) =>
  (await gw.sql<{ secret: string }[]>`select secret from vendor_credentials where operator_id = ${operatorId}`)[0]!.secret;

describe('the published demo secret', () => {
  beforeEach(clearProbes);

  it('no longer signs anything: a debit of 1 and a credit of 10^11 signed with sha256("demo-vendor:"+code) are refused', async () => {
    const m = await member(site, 5_000);
    const l = await launch(m.api, await demoSlot());
    const derived = createHash('sha256').update(`demo-vendor:${l.vendor}`).digest('hex');
    const forged: VendorCredential = { code: l.vendor, operatorId: l.operator, secret: derived };
    const bet = uid('bet');
    const debit = await vendorCall(gw.url(), API.seamlessDebit, forged, { token: l.token, txId: bet, roundId: 'r', amount: 1 });
    expect([debit.status, debit.code]).toEqual([401, 'SIGNATURE_INVALID']);
    const credit = await vendorCall(gw.url(), API.seamlessCredit, forged, { txId: uid('win'), roundId: 'r', betTxId: bet, amount: 100_000_000_000 });
    expect(credit.code).toBe('SIGNATURE_INVALID');
    // The old way, without an operator id, is refused too.
    const bare = await vendorCall(
      gw.url(),
      API.seamlessDebit,
      forged,
      { token: l.token, txId: uid('bet'), roundId: 'r', amount: 1 },
      { headers: { 'x-operator-id': '' } },
    );
    expect(bare.code).toBe('SIGNATURE_INVALID');
    expect(await mainBalance(gw.sql, m.id)).toBe(5_000);
    const [n] = await gw.sql<{ n: number }[]>`select count(*)::int as n from vendor_transactions where account_id = ${m.id}`;
    expect(n!.n).toBe(0);
  });
});

describe('a credential per merchant and vendor', () => {
  beforeEach(clearProbes);

  it('gives two merchants different random 64-hex secrets and operator ids for one vendor', async () => {
    const v = await createVendor(gw.sql);
    const a = await vendorCredential(gw.sql, site.id, v.code);
    const b = await vendorCredential(gw.sql, other.id, v.code);
    for (const c of [a, b]) {
      expect(c.secret).toMatch(/^[0-9a-f]{64}$/);
      expect(c.operatorId).toMatch(/^op_[0-9a-f]{32}$/);
    }
    expect(a.secret).not.toBe(b.secret);
    expect(a.operatorId).not.toBe(b.operatorId);
    // Made once: asking again (another node, another launch) finds the same credential.
    expect(await vendorCredential(gw.sql, site.id, v.code)).toEqual(a);
  });

  it("never lets merchant B's credential touch merchant A's token, bet or round", async () => {
    const v = await createVendor(gw.sql);
    const g = await createGame(gw.sql, v.code);
    const credA = await vendorCredential(gw.sql, site.id, v.code);
    const credB = await vendorCredential(gw.sql, other.id, v.code);
    const m = await member(site, 10_000);
    const l = await launch(m.api, g.nodeId);
    expect(l.operator).toBe(credA.operatorId);

    const asB = <T = VendorWalletValue>(path: string, body: unknown) => vendorCall<T>(gw.url(), path, credB, body);
    expect((await asB(API.seamlessBalance, { token: l.token })).code).toBe('PLAYER_TOKEN_INVALID');
    expect((await asB(API.seamlessDebit, { token: l.token, txId: uid('bet'), roundId: 'r', amount: 100 })).code).toBe('PLAYER_TOKEN_INVALID');

    const bet = uid('bet');
    const placed = await vendorCall<VendorWalletValue>(gw.url(), API.seamlessDebit, credA, { token: l.token, txId: bet, roundId: 'r1', amount: 1_000 });
    expect(placed.value.balance).toBe(9_000);
    expect((await asB(API.seamlessCredit, { txId: uid('win'), roundId: 'r1', betTxId: bet, amount: 50_000 })).code).toBe('BET_NOT_FOUND');
    expect((await asB(API.seamlessCredit, { token: l.token, txId: uid('win'), roundId: 'r1', betTxId: bet, amount: 50_000 })).code).toBe('BET_NOT_FOUND');
    expect((await asB(API.seamlessRollback, { txId: uid('rb'), refTxId: bet })).code).toBe('BET_NOT_FOUND');
    // A's own debit is neither paid nor returned by B, and A's credential still settles it.
    expect(await mainBalance(gw.sql, m.id)).toBe(9_000);
    const paid = await vendorCall<VendorWalletValue>(gw.url(), API.seamlessCredit, credA, { txId: uid('win'), roundId: 'r1', betTxId: bet, amount: 2_000 });
    expect(paid.value.balance).toBe(11_000);
  });

  it('refuses an operator id of another vendor, and a secret of another merchant', async () => {
    const v = await createVendor(gw.sql);
    const w = await createVendor(gw.sql);
    const g = await createGame(gw.sql, v.code);
    const credA = await vendorCredential(gw.sql, site.id, v.code);
    const credB = await vendorCredential(gw.sql, other.id, v.code);
    const credW = await vendorCredential(gw.sql, site.id, w.code);
    const m = await member(site);
    const l = await launch(m.api, g.nodeId);
    const body = { token: l.token };
    expect((await vendorCall(gw.url(), API.seamlessBalance, { ...credA, operatorId: credW.operatorId }, body)).code).toBe('SIGNATURE_INVALID');
    expect((await vendorCall(gw.url(), API.seamlessBalance, { ...credA, secret: credB.secret }, body)).code).toBe('SIGNATURE_INVALID');
    expect((await vendorCall(gw.url(), API.seamlessBalance, credA, body)).success).toBe(true);
  });
});

describe('rotation by an admin', () => {
  beforeEach(clearProbes);

  it('answers the new secret once; the old one signs inside the overlap and is refused after it', async () => {
    const v = await createVendor(gw.sql);
    const g = await createGame(gw.sql, v.code);
    const m = await member(site);
    const l = await launch(m.api, g.nodeId);
    const old = await vendorCredential(gw.sql, site.id, v.code);
    const admin = await signInStaff(gw, site, 'admin');

    const listed = await admin.api.get<StaffVendorCredentialsValue>(API.staffVendorCredentials);
    expect(listed.success).toBe(true);
    expect(listed.value.list.find((c) => c.vassalage === v.code)).toMatchObject({ operatorId: old.operatorId, previousRetiresAt: null });
    expect(JSON.stringify(listed.value)).not.toContain(old.secret);

    const path = API.staffVendorCredentialRotate.replace(':code', v.code);
    const r = await admin.api.post<StaffVendorCredentialRotated>(path, { overlapHours: 24 });
    expect(r.success).toBe(true);
    expect(r.value.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(r.value.secret).not.toBe(old.secret);
    expect(r.value.operatorId).toBe(old.operatorId);
    const retires = new Date(r.value.previousRetiresAt!).getTime() - Date.now();
    expect(retires).toBeGreaterThan(23.9 * 3_600_000);
    expect(retires).toBeLessThanOrEqual(24 * 3_600_000);
    const fresh = { ...old, secret: r.value.secret };

    const balance = (c: VendorCredential) => vendorCall(gw.url(), API.seamlessBalance, c, { token: l.token });
    expect((await balance(fresh)).success).toBe(true);
    expect((await balance(old)).success).toBe(true);
    // The listing shows the pending retirement, still without a secret.
    const after = await admin.api.get<StaffVendorCredentialsValue>(API.staffVendorCredentials);
    expect(after.value.list.find((c) => c.vassalage === v.code)?.previousRetiresAt).toBe(r.value.previousRetiresAt);
    expect(JSON.stringify(after.value)).not.toMatch(new RegExp(`${old.secret}|${fresh.secret}`));

    // The overlap ends.
    await gw.sql`update vendor_credentials set previous_retires_at = now() - interval '1 second' where operator_id = ${old.operatorId}`;
    expect((await balance(old)).code).toBe('SIGNATURE_INVALID');
    expect((await balance(fresh)).success).toBe(true);

    // With no overlap the replaced secret is refused at once.
    const again = await admin.api.post<StaffVendorCredentialRotated>(path, { overlapHours: 0 });
    expect(again.value.previousRetiresAt).toBeNull();
    expect((await balance(fresh)).code).toBe('SIGNATURE_INVALID');
    expect((await balance({ ...old, secret: again.value.secret })).success).toBe(true);
    expect(await secretOf(old.operatorId)).toBe(again.value.secret);

    // The staff action log has both rotations, never a secret.
    const log = await admin.api.get<{ list: StaffActionRow[] }>(`${API.staffActions}?action=${encodeURIComponent('vendor-credentials')}`);
    const rows = log.value.list.filter((a) => a.action.includes('vendor-credentials'));
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(rows)).not.toMatch(new RegExp(`${r.value.secret}|${again.value.secret}`));
  });

  it('is for admins only, refuses an overlap over 168 h, unknown and in-house vendors', async () => {
    const v = await createVendor(gw.sql);
    const path = API.staffVendorCredentialRotate.replace(':code', v.code);
    const support = await signInStaff(gw, site, 'support');
    expect((await support.api.post(path, {})).code).toBe('FORBIDDEN');
    expect((await support.api.get(API.staffVendorCredentials)).code).toBe('FORBIDDEN');
    const admin = await signInStaff(gw, site, 'admin');
    expect((await admin.api.post(path, { overlapHours: 169 })).code).toBe('VALIDATION_FAILED');
    expect((await admin.api.post(API.staffVendorCredentialRotate.replace(':code', 'NO_SUCH_VENDOR'), {})).code).toBe('VENDOR_NOT_FOUND');
    expect((await admin.api.post(API.staffVendorCredentialRotate.replace(':code', 'BGS'), {})).code).toBe('VENDOR_NOT_FOUND');
    // Made on first rotation when the vendor had none on this site; the default overlap is 24 h.
    const made = await admin.api.post<StaffVendorCredentialRotated>(path, {});
    expect(made.value).toMatchObject({ vassalage: v.code, operatorId: expect.stringMatching(/^op_/) });
  });

  it('makes a credential when an admin enables a vendor for the site', async () => {
    const v = await createVendor(gw.sql);
    const admin = await signInStaff(gw, site, 'admin');
    expect((await gw.sql`select 1 from vendor_credentials where merchant_id = ${site.id} and vendor_code = ${v.code}`).length).toBe(0);
    expect((await admin.api.put(API.staffGameVendor.replace(':code', v.code), { enabled: true, sort: 1, maintenance: false })).success).toBe(true);
    expect((await gw.sql`select 1 from vendor_credentials where merchant_id = ${site.id} and vendor_code = ${v.code}`).length).toBe(1);
  });
});

describe('player tokens', () => {
  beforeEach(clearProbes);

  it('ends the earlier token on a relaunch; its open round still settles; the new token stakes', async () => {
    const v = await createVendor(gw.sql);
    const g = await createGame(gw.sql, v.code);
    const cred = await vendorCredential(gw.sql, site.id, v.code);
    const m = await member(site, 10_000);
    const first = await launch(m.api, g.nodeId);
    const call = <T = VendorWalletValue>(path: string, body: unknown) => vendorCall<T>(gw.url(), path, cred, body);
    const bet = uid('bet');
    expect((await call(API.seamlessDebit, { token: first.token, txId: bet, roundId: 'r1', amount: 1_000 })).value.balance).toBe(9_000);

    const second = await launch(m.api, g.nodeId);
    expect(second.token).not.toBe(first.token);
    expect((await call(API.seamlessDebit, { token: first.token, txId: uid('bet'), roundId: 'r2', amount: 100 })).code).toBe('PLAYER_TOKEN_EXPIRED');
    expect((await call(API.seamlessBalance, { token: first.token })).code).toBe('PLAYER_TOKEN_EXPIRED');
    const paid = await call(API.seamlessCredit, { token: first.token, txId: uid('win'), roundId: 'r1', betTxId: bet, amount: 3_000 });
    expect(paid.value.balance).toBe(12_000);
    expect((await call(API.seamlessDebit, { token: second.token, txId: uid('bet'), roundId: 'r3', amount: 500 })).value.balance).toBe(11_500);
    const [live] = await gw.sql<{ n: number }[]>`select count(*)::int as n from game_sessions where account_id = ${m.id} and expires_at > now()`;
    expect(live!.n).toBe(1);
  });

  it('lives GAME_SESSION_MINUTES of idle time, renewed by play', async () => {
    const v = await createVendor(gw.sql);
    const g = await createGame(gw.sql, v.code);
    const cred = await vendorCredential(gw.sql, site.id, v.code);
    const m = await member(site);
    const l = await launch(m.api, g.nodeId);
    const lifetime = async () =>
      (
        await gw.sql<{ minutes: number }[]>`
      select extract(epoch from expires_at - now())::float / 60 as minutes from game_sessions where account_id = ${m.id}`
      )[0]!.minutes;
    expect(gw.config.gameSessionMinutes).toBe(30);
    expect(await lifetime()).toBeLessThanOrEqual(30);
    // Nearly idle out, then a balance call pushes the expiry a lifetime ahead.
    await gw.sql`update game_sessions set expires_at = now() + interval '2 minutes' where account_id = ${m.id}`;
    expect((await vendorCall(gw.url(), API.seamlessBalance, cred, { token: l.token })).success).toBe(true);
    expect(await lifetime()).toBeGreaterThan(29);
  });
});

describe('logs and demo vendors off', () => {
  let quiet: TestGateway;
  const lines: string[] = [];
  beforeAll(async () => {
    quiet = await startGateway({ LOG_LEVEL: 'trace', DEMO_VENDORS: 'off' }, { logStream: { write: (line: string) => void lines.push(line) } });
  });
  afterAll(() => quiet?.close());
  beforeEach(clearProbes);

  it('never writes a secret to the log during a rotation and signed calls', async () => {
    const v = await createVendor(gw.sql);
    const g = await createGame(gw.sql, v.code);
    const old = await vendorCredential(gw.sql, site.id, v.code);
    const m = await member(site);
    const api = new Api(quiet.url(site.host));
    api.token = m.api.token;
    const l = await launch(api, g.nodeId);
    const admin = await signInStaff(quiet, site, 'admin');
    const r = await admin.api.post<StaffVendorCredentialRotated>(API.staffVendorCredentialRotate.replace(':code', v.code), { overlapHours: 1 });
    expect(r.success).toBe(true);
    for (const secret of [old.secret, r.value.secret]) {
      expect(
        (await vendorCall(quiet.url(), API.seamlessDebit, { ...old, secret }, { token: l.token, txId: uid('bet'), roundId: 'r', amount: 10 })).success,
      ).toBe(true);
    }
    expect(
      (await vendorCall(quiet.url(), API.seamlessDebit, { ...old, secret: 'f'.repeat(64) }, { token: l.token, txId: uid('bet'), roundId: 'r', amount: 10 }))
        .code,
    ).toBe('SIGNATURE_INVALID');
    const text = lines.join('');
    // The capture works: the rotation and the calls are there...
    expect(text).toContain('staff rotated a vendor secret');
    expect(text).toContain(API.seamlessDebit);
    // ...and no secret is.
    expect(text).not.toContain(old.secret);
    expect(text).not.toContain(r.value.secret);
  });

  it('warns at boot when demo vendors are on, and with them off serves no demo vendor and refuses its games', async () => {
    expect(lines.join('')).not.toContain('demo vendors are on');
    const m = await member(site);
    const api = new Api(quiet.url(site.host));
    api.token = m.api.token;
    expect((await api.post(API.launchGame, { nodeId: await demoSlot() })).code).toBe('VENDOR_MAINTENANCE');
    expect((await fetch(quiet.url(site.host) + '/demo-vendor/assets/play.js')).status).toBe(404);
    const loud: string[] = [];
    const on = await startGateway({ DEMO_VENDORS: 'on' }, { logStream: { write: (line: string) => void loud.push(line) } });
    await on.close();
    expect(loud.join('')).toContain('demo vendors are on');
  });
});
