import { describe, expect, it } from 'vitest';
import { API, type AccountNote, type AccountProfile, type LoginValue } from '@wl/shared';
import { Api } from '../support/api.js';
import { createAccount, createMerchant } from '../support/factories.js';
import { useSite } from '../support/site.js';
import { signInStaff } from '../support/staff.js';

/**
 * A member's page in the console (docs/STAFF.md "Member page"): suspend and reactivate with a
 * reason kept in the notes, staff notes, on the host's site only and with the permission each needs.
 */
const { gw, site } = useSite();
const at = (path: string, id: number) => path.replace(':id', String(id));

async function login(u: { username: string; password: string }, host = site.host) {
  return new Api(gw.url(host)).post<LoginValue>(API.login, { type: 'username', username: u.username, password: u.password }, true);
}

describe('member page actions', () => {
  it('suspends an account (sessions end, login refused) and reactivates it, each reason kept in the notes', async () => {
    const u = await createAccount(gw.sql, site.id);
    const first = await login(u);
    const member = new Api(gw.url(site.host));
    member.token = first.value.token;
    const support = await signInStaff(gw, site, 'support');

    expect((await support.api.put(at(API.staffAccountStatus, u.id), { status: 'disabled', reason: '   ' })).code).toBe('REASON_REQUIRED');
    const suspended = await support.api.put<AccountProfile>(at(API.staffAccountStatus, u.id), { status: 'disabled', reason: 'Chargeback on deposit D123' });
    expect(suspended).toMatchObject({ success: true, value: { status: 'disabled' } });
    expect((await member.get(API.memberInfo)).code).toBe('TOKEN_INVALID');
    expect((await login(u)).code).toBe('ACCOUNT_DISABLED');

    const back = await support.api.put<AccountProfile>(at(API.staffAccountStatus, u.id), { status: 'active', reason: 'Chargeback withdrawn' });
    expect(back.value.status).toBe('active');
    expect((await login(u)).success).toBe(true);
    const notes = await support.api.get<AccountNote[]>(at(API.staffAccountNotes, u.id));
    expect(notes.value.map((n) => n.body)).toEqual(['Reactivated: Chargeback withdrawn', 'Suspended: Chargeback on deposit D123']);
    expect(notes.value[0]!.staff).toBe(support.username);
  });

  it('needs members.manage to suspend; notes are for every member reader, on this site only', async () => {
    const u = await createAccount(gw.sql, site.id);
    const finance = await signInStaff(gw, site, 'finance');
    expect((await finance.api.put(at(API.staffAccountStatus, u.id), { status: 'disabled', reason: 'x' })).success).toBe(false);
    expect((await gw.sql<{ status: string }[]>`select status from accounts where id = ${u.id}`)[0]!.status).toBe('active');

    const note = await finance.api.post<AccountNote>(at(API.staffAccountNotes, u.id), { body: '  Promised a call back about the bonus.  ' });
    expect(note.value).toMatchObject({ body: 'Promised a call back about the bonus.', staff: finance.username });
    expect((await finance.api.post(at(API.staffAccountNotes, u.id), { body: '   ' })).code).toBe('VALIDATION_FAILED');

    const other = await createMerchant(gw.sql);
    const stranger = await signInStaff(gw, other, 'admin');
    expect((await stranger.api.get(at(API.staffAccountNotes, u.id))).code).toBe('NOT_FOUND');
    expect((await stranger.api.post(at(API.staffAccountNotes, u.id), { body: 'x' })).code).toBe('NOT_FOUND');
    expect((await stranger.api.put(at(API.staffAccountStatus, u.id), { status: 'disabled', reason: 'x' })).code).toBe('NOT_FOUND');
  });
});
