import { afterEach, describe, expect, it } from 'vitest';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { API, AgentClockSchema, type AgentClock, type LoginValue } from '@wl/shared';
import { agentsRoom } from '../../gateway/src/modules/agent-team/clock.js';
import { offsetFromSettings } from '../../gateway/src/modules/site/merchants.js';
import { merchantRoom } from '../../gateway/src/modules/games/winners-relay.js';
import { Api } from '../support/api.js';
import { createAccount, createMerchant } from '../support/factories.js';
import { useSite } from '../support/site.js';
import { connectSocket, type TestSocket } from '../support/socket.js';

/**
 * `agent:clock` (gateway/src/modules/agent-team/clock.ts): agent sockets join their merchant's agents
 * room and get a tick at once and then every second, with the merchant's own UTC offset; member
 * sockets join no agents room and get no ticks.
 */
const { gw } = useSite();
const sockets: TestSocket[] = [];
afterEach(() => sockets.splice(0).forEach((s) => s.disconnect()));
const fitsContract = TypeCompiler.Compile(AgentClockSchema);

async function connect(m: { id: number; host: string }, type: number) {
  const a = await createAccount(gw.sql, m.id, { type });
  const api = new Api(gw.url(m.host));
  api.token = (await api.post<LoginValue>(API.login, { type: 'username', username: a.username, password: a.password }, true)).value.token;
  const socket = await connectSocket(gw.url(m.host), api.token!);
  sockets.push(socket);
  const ticks: AgentClock[] = [];
  socket.on('agent:clock', (p) => ticks.push(p));
  return { socket, ticks };
}

const nextTicks = (socket: TestSocket, n: number) =>
  new Promise<AgentClock[]>((resolve) => {
    const got: AgentClock[] = [];
    const on = (p: AgentClock) => {
      got.push(p);
      if (got.length === n) {
        socket.off('agent:clock', on);
        resolve(got);
      }
    };
    socket.on('agent:clock', on);
  });

describe('agent clock', () => {
  it('reads the merchant offset from settings, UTC+8 when absent or unusable', () => {
    expect(offsetFromSettings({ utcOffsetMinutes: -300 })).toBe(-300);
    expect(offsetFromSettings({})).toBe(480);
    expect(offsetFromSettings({ utcOffsetMinutes: 900 })).toBe(480);
    expect(offsetFromSettings({ utcOffsetMinutes: 1.5 })).toBe(480);
  });

  it('ticks to agents with their merchant offset, advancing, and never to members', async () => {
    const m = await createMerchant(gw.sql, { utcOffsetMinutes: -300 } as never);
    const other = await createMerchant(gw.sql, { utcOffsetMinutes: 330 } as never);
    const member = await connect(m, 0);
    // The member's handlers have run once it is in the merchant (winners) room; its agents-room
    // check goes through the same lane first, before the agent below even connects.
    while (!(await gw.io.in(merchantRoom(m.id)).fetchSockets()).some((s) => s.id === member.socket.id)) await new Promise((r) => setTimeout(r, 10));
    const agentSocketFirst = connect(m, 1);
    const otherAgent = await connect(other, 2);
    const agent = await agentSocketFirst;

    const ticks = await nextTicks(agent.socket, 3);
    for (const t of ticks) {
      expect(fitsContract.Check(t)).toBe(true);
      expect(t.utcOffsetMinutes).toBe(-300);
    }
    const times = ticks.map((t) => Date.parse(t.now));
    expect(times.every((x, i) => i === 0 || x >= times[i - 1]!)).toBe(true);
    expect(times[2]!).toBeGreaterThan(times[0]!);

    const [theirs] = await nextTicks(otherAgent.socket, 1);
    expect(theirs!.utcOffsetMinutes).toBe(330);

    const inRoom = (await gw.io.in(agentsRoom(m.id)).fetchSockets()).map((s) => s.id);
    expect(inRoom).toContain(agent.socket.id);
    expect(inRoom).not.toContain(member.socket.id);
    expect(inRoom).not.toContain(otherAgent.socket.id);
    expect(member.ticks).toEqual([]);
  });
});
