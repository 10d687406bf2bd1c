import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type LoggedEvent, type LoginValue } from '@wl/shared';
import { startGateway, type TestGateway } from '../support/gateway.js';
import { Api } from '../support/api.js';
import { createAccount, createMerchant } from '../support/factories.js';
import { connectSocket, nextEvent } from '../support/socket.js';
import { postHouseTransfer } from '../../gateway/src/modules/wallet/ledger.js';

let gw: TestGateway;
let site: { id: number; host: string };
beforeAll(async () => {
  gw = await startGateway();
  site = await createMerchant(gw.sql);
});
afterAll(() => gw.close());

const credit = (accountId: number, amount: number, key: string) =>
  gw.sql.begin((tx) => postHouseTransfer(tx, { key, kind: 'test-credit', merchantId: site.id, accountId, wallet: 'real', currency: 'PHP', amount }));

describe('realtime', () => {
  it('refuses a socket without a valid token', async () => {
    await expect(connectSocket(gw.url(site.host), 'bad-token')).rejects.toThrow('TOKEN_INVALID');
  });

  it('pushes balance changes from the durable log, and replays what a client missed', async () => {
    const u = await createAccount(gw.sql, site.id);
    const api = new Api(gw.url(site.host));
    const token = (await api.post<LoginValue>(API.login, { type: 'username', username: u.username, password: u.password }, true)).value.token;
    const socket = await connectSocket(gw.url(site.host), token);
    const pushed = nextEvent(socket, 'balance:changed');
    await credit(u.id, 1234, `t:${u.id}:1`);
    const e = await pushed;
    expect(e.payload).toEqual({ balance: 1234, currency: 'PHP' });
    socket.disconnect();

    await credit(u.id, 100, `t:${u.id}:2`);
    await credit(u.id, 100, `t:${u.id}:3`);
    const again = await connectSocket(gw.url(site.host), token);
    const replayed = await new Promise<LoggedEvent[]>((resolve) => {
      again.once('events:replayed', resolve);
      again.emit('events:resume', { lastSeq: e.seq });
    });
    expect(replayed.map((x) => x.seq)).toEqual([e.seq + 1, e.seq + 2]);
    expect(replayed.at(-1)!.payload).toEqual({ balance: 1434, currency: 'PHP' });
    again.disconnect();
  });

  it('a ledger replay with the same key changes nothing and pushes nothing new', async () => {
    const u = await createAccount(gw.sql, site.id);
    const first = await credit(u.id, 500, `t:${u.id}:same`);
    const second = await credit(u.id, 500, `t:${u.id}:same`);
    expect(second).toMatchObject({ replayed: true, journalId: first.journalId, balance: 500 });
    await expect(credit(u.id, 501, `t:${u.id}:same`)).rejects.toThrow('IDEMPOTENCY_CONFLICT');
    const events = await gw.sql`select 1 from events where account_id = ${u.id} and type = 'balance:changed'`;
    expect(events).toHaveLength(1);
  });
});
