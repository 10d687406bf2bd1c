import { describe, expect, it } from 'vitest';
import { API, TRIAL_TYPE, type AccountNote, type BetRecordPage, type LoginValue, type StaffPasswordReset } from '@wl/shared';
import { seamlessCredit, seamlessDebit } from '../../gateway/src/modules/vendor-wallet/wallet.js';
import { post } from '../../gateway/src/modules/wallet/ledger.js';
import { Api } from '../support/api.js';
import { createAccount, createMerchant } from '../support/factories.js';
import { useSite } from '../support/site.js';
import { signInStaff } from '../support/staff.js';
import { connectSocket, nextEvent } from '../support/socket.js';
import { createGame, createVendor, session, uid } from './seamless-fixtures.js';

/**
 * The member page's password reset and recent bets (docs/STAFF.md "Member page"): staff get a
 * temporary password once, the old one and every session end, each sign-in must change it until
 * the member does; the bets are the member's own betting record. Both on the host's site only,
 * each with its permission.
 */
const { gw, site } = useSite();
const at = (path: string, id: number) => path.replace(':id', String(id));

function login(u: { username: string; password: string }, host = site.host) {
  return new Api(gw.url(host)).post<LoginValue>(API.login, { type: 'username', username: u.username, password: u.password }, true);
}

describe('staff password reset', () => {
  it('issues a temporary password once: old password and sessions end, the temporary one only lets the member choose a new one', async () => {
    const u = await createAccount(gw.sql, site.id);
    const first = await login(u);
    const member = new Api(gw.url(site.host));
    member.token = first.value.token;
    const socket = await connectSocket(gw.url(site.host), first.value.token);
    const revoked = nextEvent(socket, 'session:revoked');
    const support = await signInStaff(gw, site, 'support');

    const reset = await support.api.post<StaffPasswordReset>(at(API.staffAccountPassword, u.id), {});
    expect(reset.success).toBe(true);
    const temp = reset.value.temporaryPassword;
    expect(temp).toMatch(/^[A-Za-z2-9]{12}$/);
    // Drawn afresh each time, never the same twice.
    expect((await support.api.post<StaffPasswordReset>(at(API.staffAccountPassword, u.id), {})).value.temporaryPassword).not.toBe(temp);
    const again = await support.api.post<StaffPasswordReset>(at(API.staffAccountPassword, u.id), {});
    const tempNow = again.value.temporaryPassword;

    expect((await revoked).payload).toMatchObject({ reason: 'staff' });
    socket.close();
    expect((await member.get(API.memberInfo)).code).toBe('TOKEN_INVALID');
    expect((await login(u)).code).toBe('WRONG_CREDENTIALS');
    expect((await login({ username: u.username, password: temp })).code).toBe('WRONG_CREDENTIALS');

    const viaTemp = await login({ username: u.username, password: tempNow });
    expect(viaTemp.value).toMatchObject({ mustChangePassword: true, passwordChangeReason: 'temporary' });
    const temporary = new Api(gw.url(site.host));
    temporary.token = viaTemp.value.token;
    expect((await temporary.get(API.recordsRounds)).code).toBe('PASSWORD_CHANGE_REQUIRED');
    // Signing in with it again still asks for the change: it never becomes the member's password.
    expect((await login({ username: u.username, password: tempNow })).value.mustChangePassword).toBe(true);

    const change = { oldPassword: tempNow, newPassword: 'Chosen456', confirmNewPassword: 'Chosen456' };
    expect((await temporary.post(API.password, change, true)).success).toBe(true);
    expect((await login({ username: u.username, password: tempNow })).code).toBe('WRONG_CREDENTIALS');
    const chosen = await login({ username: u.username, password: 'Chosen456' });
    expect(chosen.value.mustChangePassword).toBe(false);

    // In the notes and the staff action log, never the password itself.
    const notes = await support.api.get<AccountNote[]>(at(API.staffAccountNotes, u.id));
    expect(notes.value[0]).toMatchObject({ staff: support.username, body: expect.stringContaining('Password reset') });
    const logged = await gw.sql<{ details: unknown }[]>`
      select details from staff_actions where staff_id = ${support.id} and action = 'POST accounts/:id/password' and account_id = ${u.id}`;
    expect(logged).toHaveLength(3);
    expect(JSON.stringify(logged)).not.toContain(tempNow);
  });

  it('needs members.manage, refuses trial accounts and answers NOT_FOUND for another site', async () => {
    const u = await createAccount(gw.sql, site.id);
    const [before] = await gw.sql<{ passwordHash: string }[]>`select password_hash from accounts where id = ${u.id}`;
    const finance = await signInStaff(gw, site, 'finance');
    expect((await finance.api.post(at(API.staffAccountPassword, u.id), {})).code).toBe('FORBIDDEN');

    const other = await createMerchant(gw.sql);
    const stranger = await signInStaff(gw, other, 'admin');
    expect((await stranger.api.post(at(API.staffAccountPassword, u.id), {})).code).toBe('NOT_FOUND');
    const [after] = await gw.sql<{ passwordHash: string }[]>`select password_hash from accounts where id = ${u.id}`;
    expect(after!.passwordHash).toBe(before!.passwordHash);
    expect((await login(u)).value.mustChangePassword).toBe(false);

    const trial = await createAccount(gw.sql, site.id, { type: TRIAL_TYPE });
    const admin = await signInStaff(gw, site, 'admin');
    expect((await admin.api.post(at(API.staffAccountPassword, trial.id), {})).code).toBe('TRIAL_PASSWORD_RESET');
  });
});

describe("the member's recent bets", () => {
  it("lists the member's betting record with game names, paged, on this site only", async () => {
    const u = await createAccount(gw.sql, site.id);
    const v = await createVendor(gw.sql);
    const g = await createGame(gw.sql, v.code, { type: 'RNG' });
    const s = session({ id: u.id }, site.id, v.code, g.nodeId);
    await fund(u.id, 10_000);
    const won = { txId: uid('bet'), roundId: uid('round') };
    await gw.sql.begin((tx) => seamlessDebit(tx, s, { ...won, amount: 1000 }));
    await gw.sql.begin((tx) => seamlessCredit(tx, s, { txId: uid('win'), roundId: won.roundId, betTxId: won.txId, amount: 2500 }));
    await gw.sql.begin((tx) => seamlessDebit(tx, s, { txId: uid('bet'), roundId: uid('round'), amount: 500 }));

    const support = await signInStaff(gw, site, 'support');
    const page = await support.api.get<BetRecordPage>(`${at(API.staffAccountBets, u.id)}?pageSize=1`);
    expect(page.value).toMatchObject({ total: 2, totalPages: 2, pageNum: 1 });
    expect(page.value.list[0]).toMatchObject({ game: `Game ${g.gameCode}`, stake: 500, result: 'open' });
    const second = await support.api.get<BetRecordPage>(`${at(API.staffAccountBets, u.id)}?pageSize=1&page=2`);
    expect(second.value.list[0]).toMatchObject({ stake: 1000, win: 2500, net: 1500, result: 'win' });

    // The same rows as the member's own betting record.
    const member = new Api(gw.url(site.host));
    member.token = (await login(u)).value.token;
    const own = await member.get<BetRecordPage>(API.recordsRounds);
    expect(own.value.list).toEqual((await support.api.get<BetRecordPage>(at(API.staffAccountBets, u.id))).value.list);

    const content = await signInStaff(gw, site, 'content');
    expect((await content.api.get(at(API.staffAccountBets, u.id))).code).toBe('FORBIDDEN');
    const stranger = await signInStaff(gw, await createMerchant(gw.sql), 'admin');
    expect((await stranger.api.get(at(API.staffAccountBets, u.id))).code).toBe('NOT_FOUND');
  });
});

/** Money for the member to stake, from the house as a deposit would bring it. */
async function fund(accountId: number, amount: number) {
  await gw.sql.begin((tx) =>
    post(tx, {
      merchantId: site.id,
      key: `fund:${accountId}:${uid('f')}`,
      kind: 'deposit',
      currency: 'PHP',
      book: 'real',
      legs: [
        { wallet: { accountId, kind: 'real' }, amount },
        { wallet: { system: 'payment_clearing' }, amount: -amount },
      ],
    }),
  );
}
