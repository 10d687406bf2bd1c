import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { API, BIG_WIN_MIN, ENUMERATION_MISSES_PER_TARGET, type LoginValue } from '@wl/shared';
import { useSite } from '../support/site.js';
import { Api } from '../support/api.js';
import { createAccount } from '../support/factories.js';
import { ContractBreak, SyncClient, connectSocket, nextEvent, nextWinners, resume, type TestSocket } from '../support/socket.js';
import { postHouseTransfer } from '../../gateway/src/modules/wallet/ledger.js';
import { recordWin } from '../../gateway/src/modules/games/winners.js';
import { merchantRoom } from '../../gateway/src/modules/games/winners-relay.js';
import { appendEvent } from '../../gateway/src/realtime/event-log.js';

/**
 * The realtime contract (shared/src/realtime-schemas.ts, docs/REALTIME.md "Contract"): client
 * events the contract does not know or whose payload does not fit are refused before any handler
 * (gateway/src/realtime/contract.ts), and what the gateway pushes fits the schemas (every push
 * and answer the socket helpers receive is checked against them).
 */
const { gw, site } = useSite({ env: { TRUSTED_PROXY: 'loopback' } });

/** Each test its own client address (X-Forwarded-For from the trusted loopback), so refusal counts stay apart. */
let lastIp = 0;
const freshIp = () => `198.51.100.${++lastIp}`;

async function member() {
  const u = await createAccount(gw.sql, site.id);
  const api = new Api(gw.url(site.host));
  api.token = (await api.post<LoginValue>(API.login, { type: 'username', username: u.username, password: u.password }, true)).value.token;
  return { ...u, token: api.token };
}
const open = (token: string, ip: string) => connectSocket(gw.url(site.host), token, { headers: { 'x-forwarded-for': ip } });

/** The socket without the contract's types, to send what a typed client cannot. */
const raw = (s: TestSocket) => s as unknown as Socket;
const send = (s: TestSocket, event: string, ...args: unknown[]): Promise<unknown> =>
  raw(s)
    .timeout(10_000)
    .emitWithAck(event, ...args);

/** Still served: a resume answers, and an event committed now is pushed. */
async function stillWorks(s: TestSocket, accountId: number) {
  expect(await resume(s, null)).toMatchObject({ ok: true });
  const pushed = nextEvent(s, 'unread:changed', (e) => e.payload.unreadMessages === 77);
  await gw.sql.begin((tx) => appendEvent(tx, accountId, 'unread:changed', { unreadMessages: 77 }));
  await pushed;
}

const deep = (n: number): unknown => (n === 0 ? 1 : [deep(n - 1)]);

describe('realtime contract: client events', () => {
  it('an unknown event is refused UNKNOWN_EVENT, and the socket keeps working', async () => {
    const m = await member();
    const s = await open(m.token, freshIp());
    expect(await send(s, 'events:replayAll', { lastSeq: 0 })).toEqual({ ok: false, code: 'UNKNOWN_EVENT' });
    expect(await send(s, 'error', {})).toEqual({ ok: false, code: 'UNKNOWN_EVENT' });
    raw(s).emit('no:ack', { x: 1 }); // nothing to answer, but refused all the same
    await stillWorks(s, m.id);
    s.disconnect();
  });

  it("malformed events:resume payloads are refused VALIDATION_FAILED; this socket and another member's still work", async () => {
    const m = await member();
    const other = await member();
    const ip = freshIp();
    const s = await open(m.token, ip);
    const theirs = await open(other.token, ip);
    const malformed: unknown[][] = [
      [{ lastSeq: '3' }],
      [{ lastSeq: 3, extra: true }],
      [{ lastSeq: -1 }],
      [{ lastSeq: 1, padding: 'x'.repeat(12_000) }], // big, under the 16 KiB message limit
      [{ lastSeq: deep(500) }],
      [{ lastSeq: 2 ** 53 }],
      [],
      [{ lastSeq: 1 }, 'one argument too many'],
    ];
    for (const args of malformed)
      expect(await send(s, 'events:resume', ...args), JSON.stringify(args).slice(0, 80)).toEqual({ ok: false, code: 'VALIDATION_FAILED' });
    expect(s.connected).toBe(true);
    await stillWorks(s, m.id);
    await stillWorks(theirs, other.id);
    s.disconnect();
    theirs.disconnect();
  });

  it("refusals are counted per account and per IP; once the account's are spent its socket is closed, and nobody else is touched", async () => {
    const m = await member();
    const other = await member();
    const ip = freshIp();
    const s = await open(m.token, ip);
    const theirs = await open(other.token, ip);
    const closed = new Promise<string>((r) => s.once('disconnect', r));
    for (let i = 0; i < ENUMERATION_MISSES_PER_TARGET - 1; i++) expect(await send(s, 'nope', i)).toEqual({ ok: false, code: 'UNKNOWN_EVENT' });
    await stillWorks(s, m.id); // under the budget: served as before
    expect(await send(s, 'nope', 'last')).toEqual({ ok: false, code: 'UNKNOWN_EVENT' });
    expect(await closed).toBe('io server disconnect');

    const counts = await gw.sql<{ key: string; count: number }[]>`
      select key, count from probe_budget where key in (${`enum-t:${site.id}:sock:${m.id}`}, ${`enum-ip:${site.id}:sock:${ip}`}) order by key`;
    expect(counts.map((c) => c.count)).toEqual([ENUMERATION_MISSES_PER_TARGET, ENUMERATION_MISSES_PER_TARGET]);

    // The account itself may connect again, and events that fit are served; another member on the same address too.
    const again = await open(m.token, ip);
    await stillWorks(again, m.id);
    await stillWorks(theirs, other.id);
    again.disconnect();
    theirs.disconnect();
  });
});

describe('realtime contract: what the gateway pushes', () => {
  it('balance, win and winners pushes and a resume page fit the schemas', async () => {
    const m = await member();
    const s = await open(m.token, freshIp());
    // The socket joins its merchant's room right after the handshake (winners-relay.ts).
    while (!(await gw.io.in(merchantRoom(site.id)).fetchSockets()).some((x) => x.id === s.id)) await new Promise((r) => setTimeout(r, 10));
    const nodeId = Number((await gw.sql<{ nodeId: string }[]>`select node_id from games where game_code = 'BGS_SLOT'`)[0]!.nodeId);

    const balance = nextEvent(s, 'balance:changed');
    const bigWin = nextEvent(s, 'win:big');
    const winners = nextWinners(s);
    await gw.sql.begin(async (tx) => {
      const p = await postHouseTransfer(tx, {
        key: `contract:${randomUUID()}`,
        kind: 'win',
        merchantId: site.id,
        accountId: m.id,
        wallet: 'real',
        currency: 'PHP',
        amount: BIG_WIN_MIN,
      });
      await recordWin(tx, { merchantId: site.id, accountId: m.id, nodeId, journalId: p.journalId, amount: BIG_WIN_MIN, currency: 'PHP', book: 'real' });
    });
    expect((await balance).payload).toMatchObject({ balance: BIG_WIN_MIN, wallet: 'real' });
    expect((await bigWin).payload).toMatchObject({ amount: BIG_WIN_MIN, nodeId });
    expect((await winners).list[0]).toMatchObject({ winAmount: BIG_WIN_MIN });

    const page = await resume(s, 0); // checked against ResumeAnswerSchema, events and all
    if (!page.ok || 'resync' in page) throw new Error(`unexpected answer ${JSON.stringify(page)}`);
    expect(page.events.map((e) => e.type)).toEqual(['balance:changed', 'win:big']);
    s.disconnect();
  });

  it('a push that breaks the contract fails the test that receives it', async () => {
    const m = await member();
    const s = await open(m.token, freshIp());
    const client = await new SyncClient(gw.url(site.host), m.token, 0).connect();
    const seen = nextEvent(s, 'unread:changed');
    // What a gateway bug would send: a count as text (the database takes any JSON).
    await gw.sql.begin((tx) => appendEvent(tx, m.id, 'unread:changed', { unreadMessages: '5' as never }));
    await expect(seen).rejects.toThrow(ContractBreak);
    await expect(client.reach(1)).rejects.toThrow(/unreadMessages/);
    await expect(resume(s, 0)).rejects.toThrow(ContractBreak);
    s.disconnect();
    client.disconnect();
  });
});
