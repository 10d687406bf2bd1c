import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { API, type BgsBetValue, type BgsRoundsValue, type LaunchValue, type RecordPage } from '@wl/shared';
import { signedInApi } from '../support/api.js';
import { useSite } from '../support/site.js';
import { signInStaff } from '../support/staff.js';
import { createGame, createVendor, fundedPlayer, mainBalance, uid } from './seamless-fixtures.js';
import { vendorCall } from './seamless-fixtures-http.js';

/**
 * A member session that ends while a round is open never loses the round's result
 * (docs/RESPONSIBLE.md "Rounds across a session's end"): a vendor's payout names the bet, not the
 * member's session or the game token, and an in-house round is booked whole in one transaction,
 * readable again by its idempotency key. After signing in again the member sees the win.
 */
const { gw, site } = useSite();
beforeAll(async () => {
  await gw.sql`delete from probe_budget where key like 'enum-%:0:vendor:%'`;
});

const login = (username: string, password: string) => signedInApi(gw.url(site.host), { username, password });

describe('a round across the end of the session', () => {
  it('books a vendor payout after staff ended the session and the game token expired; the member sees it on the next login', async () => {
    const a = await fundedPlayer(gw.sql, site.id, 10_000);
    const api = await login(a.username, a.password);
    const v = await createVendor(gw.sql, { merchantId: site.id });
    const g = await createGame(gw.sql, v.code);
    const launched = await api.post<LaunchValue>(API.launchGame, { nodeId: g.nodeId });
    const token = new URL((launched.value as { url: string }).url).searchParams.get('token')!;
    const call = (path: string, body: unknown) => vendorCall<{ balance: number; journalId: number | null }>(gw.url(), path, v, body);

    const bet = uid('bet');
    expect((await call(API.seamlessDebit, { token, txId: bet, roundId: 'match-1', amount: 2_000 })).value.balance).toBe(8_000);

    // Mid-round: customer service ends the member's session, and the game's token runs out.
    const staff = await signInStaff(gw, site, 'support');
    const [s] = await gw.sql<{ id: string }[]>`select id from sessions where account_id = ${a.id} and revoked_at is null`;
    expect((await staff.api.del(API.staffRevokeSession.replace(':id', s!.id))).success).toBe(true);
    expect((await api.get(API.balance)).code).toBe('TOKEN_INVALID');
    await gw.sql`update game_sessions set expires_at = now() - interval '1 second' where account_id = ${a.id}`;
    // The token can no longer stake...
    expect((await call(API.seamlessDebit, { token, txId: uid('bet'), roundId: 'match-2', amount: 100 })).code).toBe('PLAYER_TOKEN_EXPIRED');
    // ...but the open round settles, with the expired token or with none.
    const paid = await call(API.seamlessCredit, { token, txId: uid('win'), roundId: 'match-1', betTxId: bet, amount: 5_000 });
    expect(paid).toMatchObject({ success: true, value: { balance: 13_000 } });
    expect(paid.value.journalId).toBeGreaterThan(0);
    expect(await mainBalance(gw.sql, a.id)).toBe(13_000);

    const again = await login(a.username, a.password);
    expect((await again.get<{ balance: number }>(API.balance)).value.balance).toBe(13_000);
    const records = await again.get<RecordPage>(API.recordsBetting);
    expect(records.value.list.map((r) => [r.kind, r.amount])).toEqual([
      ['win', 5_000],
      ['bet', -2_000],
    ]);
    // The push the member's screens get when it arrives, kept in the log for their next connect.
    const [pushed] = await gw.sql<{ balance: number }[]>`
      select (payload->>'balance')::int as balance from events where account_id = ${a.id} and type = 'balance:changed' order by seq desc limit 1`;
    expect(pushed?.balance).toBe(13_000);
  });

  it('keeps an in-house round whose answer was lost when the session expired: the same key answers it after signing in again', async () => {
    const a = await fundedPlayer(gw.sql, site.id, 10_000);
    const api = await login(a.username, a.password);
    const key = randomUUID();
    const body = { amount: 1_000, params: { target: 9_800, over: false } };
    const first = await api.call<BgsBetValue>('POST', API.bgsBet.replace(':game', 'BGS_DICE'), body, { headers: { 'idempotency-key': key } });
    expect(first.success).toBe(true);
    // The session expires just after the round was booked (the answer never reached the page).
    await gw.sql`update sessions set expires_at = now() - interval '1 second' where account_id = ${a.id}`;
    expect((await api.get(API.bgsRounds)).code).toBe('TOKEN_INVALID');

    const again = await login(a.username, a.password);
    const replay = await again.call<BgsBetValue>('POST', API.bgsBet.replace(':game', 'BGS_DICE'), body, { headers: { 'idempotency-key': key } });
    expect(replay.value.round).toEqual(first.value.round);
    expect(replay.value.balance).toBe(first.value.balance);
    const rounds = await again.get<BgsRoundsValue>(API.bgsRounds);
    expect(rounds.value.list.map((r) => r.id)).toEqual([first.value.round.id]);
    expect(await mainBalance(gw.sql, a.id)).toBe(10_000 - 1_000 + first.value.round.payout);
  });
});
