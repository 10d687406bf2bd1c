import { describe, expect, it } from 'vitest';
import { API, type LoginValue } from '@wl/shared';
import { useSite } from '../support/site.js';
import { Api } from '../support/api.js';
import { createAccount } from '../support/factories.js';
import { connectSocket, nextEvent } from '../support/socket.js';

const { gw, site } = useSite();

async function loggedIn(u: { username: string; password: string }) {
  const api = new Api(gw.url(site.host));
  const r = await api.post<LoginValue>(API.login, { type: 'username', username: u.username, password: u.password }, true);
  api.token = r.value.token;
  return api;
}

describe('change password', () => {
  it('checks the old password, the rule and the confirmation', async () => {
    const u = await createAccount(gw.sql, site.id);
    const api = await loggedIn(u);
    const change = (b: object) => api.post(API.password, b, true);
    expect((await change({ oldPassword: 'wrong', newPassword: 'Better123', confirmNewPassword: 'Better123' })).code).toBe('OLD_PASSWORD_WRONG');
    expect((await change({ oldPassword: u.password, newPassword: 'short', confirmNewPassword: 'short' })).code).toBe('RULE_VIOLATION');
    expect((await change({ oldPassword: u.password, newPassword: 'Better123', confirmNewPassword: 'Better124' })).code).toBe('PASSWORD_MISMATCH');
    expect((await change({ oldPassword: u.password, newPassword: u.password, confirmNewPassword: u.password })).code).toBe('SAME_PASSWORD');
    expect((await change({ oldPassword: u.password, newPassword: 'Better123', confirmNewPassword: 'Better123' })).success).toBe(true);
  });

  it('keeps this session, revokes the others and tells their sockets', async () => {
    const u = await createAccount(gw.sql, site.id);
    const other = await loggedIn(u);
    const socket = await connectSocket(gw.url(site.host), other.token!);
    const revoked = nextEvent(socket, 'session:revoked');
    const disconnected = new Promise((r) => socket.on('disconnect', r));
    const api = await loggedIn(u);
    expect((await api.post(API.password, { oldPassword: u.password, newPassword: 'Better123', confirmNewPassword: 'Better123' }, true)).success).toBe(true);
    expect((await revoked).payload).toMatchObject({ reason: 'password-changed' });
    await disconnected;
    expect((await other.get(API.memberInfo)).code).toBe('TOKEN_INVALID');
    expect((await api.get(API.memberInfo)).success).toBe(true);
    expect((await (await loggedIn({ username: u.username, password: 'Better123' })).get(API.memberInfo)).success).toBe(true);
  });
});

describe('forgot password by email', () => {
  it('takes a form-encoded body and mails a temporary password that forces a change', async () => {
    const u = await createAccount(gw.sql, site.id, { email: `${Date.now()}@mail.test` });
    const [row] = await gw.sql<{ email: string }[]>`select email from accounts where id = ${u.id}`;
    const api = new Api(gw.url(site.host));
    const r = await api.call('POST', API.passwordEmail, { username: u.username, email: row!.email.toUpperCase() }, { form: true });
    expect(r.success).toBe(true);
    const [mail] = await gw.sql<{ body: string }[]>`select body from outbox where recipient = ${row!.email} order by id desc limit 1`;
    const temp = /password is (\S+)\./.exec(mail!.body)![1]!;
    // The old password still works until the temporary one is used.
    expect((await api.post<LoginValue>(API.login, { type: 'username', username: u.username, password: u.password }, true)).value.mustChangePassword).toBe(
      false,
    );
    const viaTemp = await api.post<LoginValue>(API.login, { type: 'username', username: u.username, password: temp }, true);
    expect(viaTemp.value.mustChangePassword).toBe(true);
    expect(viaTemp.value.passwordChangeReason).toBe('temporary');
  });

  it('refuses a username and email that do not match', async () => {
    const u = await createAccount(gw.sql, site.id, { email: 'right@mail.test' });
    const r = await new Api(gw.url(site.host)).call('POST', API.passwordEmail, { username: u.username, email: 'wrong@mail.test' }, { form: true });
    expect(r).toMatchObject({ code: 'USER_NOT_FOUND', message: 'Username/Email does not exist' });
  });
});
