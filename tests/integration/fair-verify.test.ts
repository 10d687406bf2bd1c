import { createHash, createHmac, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  type BgsBetValue,
  type BgsRotateValue,
  type BgsRound,
  type FairStoredValue,
  type FairVerifyValue,
  type LotteryDraw,
  type WheelRotateValue,
  type WheelSpinValue,
} from '@wl/shared';
import { sweepLottery } from '../../gateway/src/modules/lottery/draws.js';
import { Api } from '../support/api.js';
import { createMerchant, uniqueName, deposit } from '../support/factories.js';
import { useSite } from '../support/site.js';
import { member } from './promotions-fixtures.js';
import { play } from './vip-fixtures.js';

/**
 * The public verifier (docs/FAIRNESS.md "Verify") against real rounds, a real wheel spin and a real
 * lottery draw: each outcome is recomputed here by an implementation of the documented scheme
 * written in this file (node:crypto, not shared/src/fair), which must equal what was stored and
 * what the API answers; a seed still in play is SEED_NOT_REVEALED, a tampered seed fails the hash
 * check, and bad input is VALIDATION_FAILED with the field named. Every call is made without a token.
 */
const { gw, site } = useSite();

// --- The documented scheme, independently -------------------------------------------------------
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
/** Big-endian 32-bit words of HMAC-SHA256(seed, message(0)), then message(1), ... as one stream. */
function words(seed: string, message: (cursor: number) => string) {
  let cursor = 0;
  let block = Buffer.alloc(0);
  let at = 0;
  const word = () => {
    if (at >= block.length) {
      block = createHmac('sha256', seed).update(message(cursor++)).digest();
      at = 0;
    }
    at += 4;
    return block.readUInt32BE(at - 4);
  };
  /** Uniform in [0, n): a word at or above floor(2^32 / n) * n is rejected. */
  const uniform = (n: number) => {
    const limit = Math.floor(2 ** 32 / n) * n;
    for (;;) {
      const w = word();
      if (w < limit) return w % n;
    }
  };
  return { word, uniform };
}
const roundWords = (seed: string, clientSeed: string, nonce: number) => words(seed, (c) => `${clientSeed}:${nonce}:${c}`);

function dice(seed: string, clientSeed: string, nonce: number, p: { target: number; over: boolean }, rtp: number) {
  const roll = roundWords(seed, clientSeed, nonce).uniform(10_000);
  const winning = p.over ? 9_999 - p.target : p.target;
  return { roll, win: p.over ? roll > p.target : roll < p.target, multiplier: Math.floor((rtp * 10_000) / winning) };
}
function crash(seed: string, clientSeed: string, nonce: number, p: { cashOut: number }, rtp: number) {
  const w = BigInt(roundWords(seed, clientSeed, nonce).word());
  const point = Math.min(1_000_000, Math.max(100, Number((BigInt(rtp) * 2n ** 32n) / (100n * (2n ** 32n - w)))));
  return { crashPoint: point, win: point >= p.cashOut, multiplier: p.cashOut * 100 };
}
/** Each of the three reels stops at a uniform position of its 30-stop strip. */
function slotStops(seed: string, clientSeed: string, nonce: number) {
  const w = roundWords(seed, clientSeed, nonce);
  return [w.uniform(30), w.uniform(30), w.uniform(30)];
}
function wheelSegment(seed: string, clientSeed: string, nonce: number, weights: number[]) {
  let r = roundWords(seed, clientSeed, nonce).uniform(weights.reduce((a, b) => a + b, 0));
  return weights.findIndex((w) => (r -= w) < 0);
}
const sscDigits = (seed: string, issue: string) => {
  const w = words(seed, (block) => `${issue}:${block}`);
  return Array.from({ length: 5 }, () => String(w.uniform(10)));
};
// -------------------------------------------------------------------------------------------------

const guest = () => new Api(gw.url(site.host));
const verify = (body: unknown) => guest().call<FairVerifyValue>('POST', API.fairVerify, body);
const stored = (body: unknown) => guest().call<FairStoredValue>('POST', API.fairVerifyStored, body);

async function player() {
  const m = await member(gw, site);
  await deposit(gw.sql, { merchantId: site.id, accountId: m.id, amount: 100_000, key: `fair-fund:${m.id}` });
  return m;
}
const bet = async (api: Api, game: string, params: Record<string, unknown>) => {
  const r = await api.call<BgsBetValue>('POST', API.bgsBet.replace(':game', game), { amount: 1_000, params }, { headers: { 'idempotency-key': randomUUID() } });
  expect(r.success, r.code).toBe(true);
  return r.value.round;
};

beforeAll(async () => {
  await gw.sql`insert into game_vendors (code, name) values ('BGS', 'In-house') on conflict do nothing`;
  for (const [code, name] of [
    ['BGS_SLOT', 'Golden Reels'],
    ['BGS_CRASH', 'Rocket Crash'],
    ['BGS_DICE', 'Lucky Dice'],
  ]) {
    await gw.sql`insert into games (vendor_code, game_code, game_type, name, trial_allowed) values ('BGS', ${code!}, 'BGS', ${name!}, true) on conflict do nothing`;
  }
});

describe('verifying in-house rounds', () => {
  it('recomputes dice, crash and slot rounds independently, and the API agrees once the seed is revealed', async () => {
    const m = await player();
    const rounds = [
      await bet(m.api, 'BGS_DICE', { target: 5000, over: true }),
      await bet(m.api, 'BGS_CRASH', { cashOut: 150 }),
      await bet(m.api, 'BGS_SLOT', {}),
    ];
    // Still in play: nothing derived from the seed is shown.
    expect(await stored({ source: 'round', id: rounds[0]!.id })).toMatchObject({ status: 409, code: 'SEED_NOT_REVEALED' });

    const rotated = (await m.api.post<BgsRotateValue>(API.bgsRotate, {})).value;
    const seed = rotated.revealed.serverSeed;
    expect(sha256(seed)).toBe(rounds[0]!.serverSeedHash);
    for (const r of rounds) {
      const round = (await m.api.get<BgsRound>(API.bgsRound.replace(':id', String(r.id)))).value;
      expect(round.serverSeed).toBe(seed);
      const mine =
        round.game === 'BGS_DICE'
          ? dice(seed, round.clientSeed, round.nonce, round.params as never, round.rtp)
          : round.game === 'BGS_CRASH'
            ? crash(seed, round.clientSeed, round.nonce, round.params as never, round.rtp)
            : { stops: slotStops(seed, round.clientSeed, round.nonce) };
      expect(round.outcome).toMatchObject(mine);

      const check = await stored({ source: 'round', id: round.id });
      expect(check.success, check.code).toBe(true);
      expect(check.value).toMatchObject({
        match: true,
        hashMatches: true,
        serverSeedHash: round.serverSeedHash,
        outcome: mine,
        input: { serverSeed: seed, nonce: round.nonce },
      });

      const byInputs = await verify(check.value.input);
      expect(byInputs.value).toMatchObject({ hashMatches: true, outcome: mine });
      expect(byInputs.value.outcome).toEqual(check.value.outcome);
    }

    const diceRound = rounds[0]!;
    const tampered = await verify({
      game: 'dice',
      serverSeed: `${seed.slice(0, -1)}${seed.endsWith('0') ? '1' : '0'}`,
      serverSeedHash: diceRound.serverSeedHash,
      clientSeed: diceRound.clientSeed,
      nonce: diceRound.nonce,
      rtpBp: diceRound.rtp,
      params: diceRound.params,
    });
    expect(tampered.success).toBe(true);
    expect(tampered.value.hashMatches).toBe(false);
  });

  it('answers a tampered stored round with match false', async () => {
    const m = await player();
    const r = await bet(m.api, 'BGS_DICE', { target: 5000, over: false });
    await m.api.post(API.bgsRotate, {});
    const roll = (r.outcome as { roll: number }).roll;
    await gw.sql`update bgs_rounds set outcome = jsonb_set(outcome, '{roll}', ${String((roll + 1) % 10_000)}::jsonb) where id = ${r.id}`;
    expect((await stored({ source: 'round', id: r.id })).value).toMatchObject({ match: false, hashMatches: true, outcome: { roll } });
  });

  it('refuses bad input with VALIDATION_FAILED naming the field, and unknown ids as not found', async () => {
    const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'abc', nonce: 0 };
    expect(await verify({ game: 'poker', ...seeds })).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      value: { fields: { game: expect.stringContaining('dice') } },
    });
    expect(await verify({ game: 'dice', ...seeds, nonce: -1, rtpBp: 9800, params: { target: 5000, over: true } })).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      value: { fields: { nonce: expect.any(String) } },
    });
    const winsAlways = await verify({ game: 'dice', ...seeds, rtpBp: 9800, params: { target: 9900, over: false } });
    expect(winsAlways).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', value: { fields: { params: expect.any(String) } } });
    expect(await verify({ game: 'wheel', ...seeds, weights: [5] })).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      value: { fields: { weights: expect.any(String) } },
    });
    expect(await verify({ game: 'dice', ...seeds, rtpBp: 9800, params: { target: 5000, over: true }, serverSeedHash: 'nothex' })).toMatchObject({
      status: 400,
      value: { fields: { serverSeedHash: expect.any(String) } },
    });
    expect(await stored({ source: 'round', id: 2 ** 40 })).toMatchObject({ status: 404, code: 'ROUND_NOT_FOUND' });
    expect(await stored({ source: 'spin', id: 2 ** 40 })).toMatchObject({ status: 404, code: 'ROUND_NOT_FOUND' });
    expect(await stored({ source: 'ticket', id: 1 })).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      value: { fields: { source: expect.any(String) } },
    });
  });
});

describe('throttling', () => {
  it('answers TOO_MANY_REQUESTS after 60 checks a minute from one address of one site', async () => {
    const other = await createMerchant(gw.sql);
    const api = new Api(gw.url(other.host));
    const body = { game: 'slot', serverSeed: 'a'.repeat(64), clientSeed: 'abc', nonce: 0, rtpBp: 9600 };
    for (let i = 0; i < 60; i++) expect((await api.call('POST', API.fairVerify, body)).code).toBe('OK');
    expect(await api.call('POST', API.fairVerify, body)).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
  });
});

describe('verifying a VIP wheel spin', () => {
  it('recomputes the segment and prize of a revealed spin', async () => {
    const m = await member(gw, site);
    await play(gw.sql, site.id, m.id, 100_000);
    await gw.sql`insert into vip_wheel_credits (account_id, merchant_id, spins) values (${m.id}, ${site.id}, 1)`;
    const spun = await m.api.call<WheelSpinValue>('POST', API.vipWheelSpin, undefined, { headers: { 'idempotency-key': randomUUID() } });
    expect(spun.success, spun.code).toBe(true);
    const s = spun.value.spin;
    expect(await stored({ source: 'spin', id: s.id })).toMatchObject({ status: 409, code: 'SEED_NOT_REVEALED' });

    const seed = (await m.api.post<WheelRotateValue>(API.vipWheelRotate, {})).value.revealed.serverSeed;
    const segment = wheelSegment(seed, s.clientSeed, s.nonce, s.weights);
    expect(segment).toBe(s.segment);
    const check = await stored({ source: 'spin', id: s.id });
    expect(check.value).toMatchObject({
      match: true,
      hashMatches: true,
      outcome: { segment, label: s.label, prize: s.prize },
      stored: { segment, label: s.label, prize: s.prize },
    });
    expect(
      (await verify({ game: 'wheel', serverSeed: seed, serverSeedHash: s.serverSeedHash, clientSeed: s.clientSeed, nonce: s.nonce, weights: s.weights })).value,
    ).toEqual({ outcome: { segment }, serverSeedHash: s.serverSeedHash, hashMatches: true });
  });
});

describe('verifying a lottery draw', () => {
  const GAME = uniqueName('SSCF').toUpperCase();
  // A minute far in the future, so the gateway's own sweep (on the wall clock) never touches this draw.
  const T0 = Date.UTC(2200, 0, 1) + Math.floor(Math.random() * 10_000) * 86_400_000 + Math.floor(Math.random() * 1_000) * 60_000;
  const ISSUE = `${new Date(T0).toISOString().slice(0, 10).replaceAll('-', '')}${String(Math.floor((T0 % 86_400_000) / 60_000) + 1).padStart(4, '0')}`;
  const sweep = async (now: Date) => {
    await sweepLottery(gw.sql, now);
  };

  it('recomputes the numbers from the revealed seed; before the draw the seed is not revealed', async () => {
    await gw.sql`insert into game_vendors (code, name) values ('TCG', 'TCG Lottery') on conflict (code) do nothing`;
    await gw.sql`insert into games (vendor_code, game_code, game_type, name) values ('TCG', ${GAME}, 'LOTT', 'SSC fairness test')`;
    await gw.sql`insert into lottery_games (vendor_code, game_code, kind, prize_mode, interval_seconds, close_before_seconds, min_bet, max_bet)
      values ('TCG', ${GAME}, 'SSC', 'Lott', 60, 10, 100, 100000)`;
    await gw.sql`insert into merchant_vendors (merchant_id, vendor_code, enabled) values (${site.id}, 'TCG', true) on conflict do nothing`;
    await sweep(new Date(T0 + 1_000));
    expect(await stored({ source: 'draw', gameCode: GAME, issue: ISSUE })).toMatchObject({ status: 409, code: 'SEED_NOT_REVEALED' });

    await sweep(new Date(T0 + 60_000));
    const draw = (await guest().get<LotteryDraw>(API.lotteryDraw.replace(':gameCode', GAME).replace(':issue', ISSUE))).value;
    const numbers = sscDigits(draw.serverSeed!, ISSUE);
    expect(draw.result).toEqual(numbers);
    expect(sha256(draw.serverSeed!)).toBe(draw.seedHash);
    expect((await stored({ source: 'draw', gameCode: GAME, issue: ISSUE })).value).toMatchObject({ match: true, hashMatches: true, outcome: { numbers } });
    const byInputs = await verify({ game: 'lottery', kind: 'SSC', issue: ISSUE, serverSeed: draw.serverSeed, serverSeedHash: draw.seedHash });
    expect(byInputs.value).toEqual({ outcome: { numbers }, serverSeedHash: draw.seedHash, hashMatches: true });
    expect(
      (await verify({ game: 'lottery', kind: 'SSC', issue: ISSUE, serverSeed: `x${draw.serverSeed}`, serverSeedHash: draw.seedHash })).value.hashMatches,
    ).toBe(false);
    expect(await stored({ source: 'draw', gameCode: GAME, issue: '19990101' })).toMatchObject({ status: 404, code: 'DRAW_NOT_FOUND' });
  });
});
