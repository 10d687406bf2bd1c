import { FAIR_OF_BGS, type BgsGame, type FairStoredRequest, type FairStoredValue, type FairVerifyRequest, type LotteryKind } from '@wl/shared';
import type { Db } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import { lotteryGame } from '../lottery/games.js';
import { sameOutcome, verifyInput } from './verify.js';

/**
 * Verifying a stored round, spin or draw by its id (docs/FAIRNESS.md "Verify"): its inputs are read
 * from the store, the outcome recomputed from the revealed seed and compared with the one stored
 * when it was played. Only what the check needs leaves (seeds, nonce, params, outcome), never the
 * stake, payout or member, so the answer is safe without a token. Scoped to the caller's site.
 */
interface Found {
  input: FairVerifyRequest;
  stored: Record<string, unknown>;
  revealed: boolean;
  extra?: (o: Record<string, unknown>) => Record<string, unknown>;
}

async function round(db: Db, merchantId: number, id: number): Promise<Found> {
  const [r] = await db<
    {
      gameCode: BgsGame;
      params: Record<string, unknown>;
      outcome: Record<string, unknown>;
      rtpBp: number;
      clientSeed: string;
      nonce: string;
      serverSeed: string;
      serverSeedHash: string;
      revealed: boolean;
    }[]
  >`
    select r.game_code, r.params, r.outcome, r.rtp_bp, r.client_seed, r.nonce, s.server_seed, s.server_seed_hash, s.revealed_at is not null as revealed
    from bgs_rounds r join bgs_seeds s on s.id = r.seed_id where r.id = ${id} and r.merchant_id = ${merchantId}`;
  if (!r) throw new AppError('ROUND_NOT_FOUND');
  const { game: _game, ...stored } = r.outcome;
  const input = {
    game: FAIR_OF_BGS[r.gameCode],
    serverSeed: r.serverSeed,
    serverSeedHash: r.serverSeedHash,
    clientSeed: r.clientSeed,
    nonce: Number(r.nonce),
    rtpBp: r.rtpBp,
    params: r.params,
  } as FairVerifyRequest;
  return { input, stored, revealed: r.revealed };
}

async function spin(db: Db, merchantId: number, id: number): Promise<Found> {
  const [p] = await db<
    {
      segment: number;
      label: string;
      prize: string;
      weights: number[];
      segments: { label: string; prize: number }[];
      clientSeed: string;
      nonce: string;
      serverSeed: string;
      serverSeedHash: string;
      revealed: boolean;
    }[]
  >`
    select p.segment, p.label, p.prize, p.weights, p.segments, p.client_seed, p.nonce, s.server_seed, s.server_seed_hash, s.revealed_at is not null as revealed
    from vip_wheel_spins p join vip_wheel_seeds s on s.id = p.seed_id where p.id = ${id} and p.merchant_id = ${merchantId}`;
  if (!p) throw new AppError('ROUND_NOT_FOUND');
  const input: FairVerifyRequest = {
    game: 'wheel',
    serverSeed: p.serverSeed,
    serverSeedHash: p.serverSeedHash,
    clientSeed: p.clientSeed,
    nonce: Number(p.nonce),
    weights: p.weights.map(Number),
  };
  // The prize follows from the segment through the wheel the spin was made on (stored with it).
  const extra = (o: Record<string, unknown>) => {
    const s = p.segments[o.segment as number];
    return { ...o, label: s?.label ?? null, prize: s ? Number(s.prize) : null };
  };
  return { input, stored: { segment: p.segment, label: p.label, prize: Number(p.prize) }, revealed: p.revealed, extra };
}

async function draw(db: Db, merchantId: number, gameCode: string, issue: string): Promise<Found> {
  const game = await lotteryGame(db, merchantId, gameCode);
  const [d] = await db<{ issue: string; serverSeed: string; seedHash: string; result: string[] | null; status: string }[]>`
    select issue, server_seed, seed_hash, result, status from lottery_draws where node_id = ${game.nodeId} and issue = ${issue}`;
  if (!d) throw new AppError('DRAW_NOT_FOUND');
  const input: FairVerifyRequest = { game: 'lottery', kind: game.kind as LotteryKind, issue: d.issue, serverSeed: d.serverSeed, serverSeedHash: d.seedHash };
  return { input, stored: { numbers: d.result }, revealed: (d.status === 'drawn' || d.status === 'settled') && d.result !== null };
}

export async function verifyStored(db: Db, merchantId: number, q: FairStoredRequest): Promise<FairStoredValue> {
  const found =
    q.source === 'round'
      ? await round(db, merchantId, q.id)
      : q.source === 'spin'
        ? await spin(db, merchantId, q.id)
        : await draw(db, merchantId, q.gameCode, q.issue);
  // The seed is still in play: showing it (or anything derived from it) would give its outcomes away.
  if (!found.revealed) throw new AppError('SEED_NOT_REVEALED');
  const checked = verifyInput(found.input);
  const outcome = found.extra ? found.extra(checked.outcome) : checked.outcome;
  return { ...checked, outcome, input: found.input, stored: found.stored, match: sameOutcome(outcome, found.stored) && checked.hashMatches === true };
}
