import {
  FAIR_GAMES,
  FAIR_OF_BGS,
  fairParamsValid,
  isBgsGame,
  isLotteryKind,
  LOTTERY_KINDS,
  wheelWeightsValid,
  type FairGame,
  type FairVerifyRequest,
  type LotteryKind,
} from '@wl/shared/core';

/**
 * The verifier's fields as text (what the person types or a link prefills) and the request they
 * make. Links use the query keys below; `game` also accepts the in-house game codes (BGS_DICE, ...)
 * that older links carry.
 */
export interface VerifierFields {
  game: FairGame;
  serverSeed: string;
  /** The hash shown before play (`hash`); optional. */
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
  /** Dice and crash: JSON. */
  params: string;
  /** Basis points. */
  rtp: string;
  /** Wheel: comma-separated weights in wheel order. */
  weights: string;
  kind: LotteryKind;
  issue: string;
}
export type FieldName = keyof VerifierFields;

export const DEFAULT_PARAMS: Record<FairGame, string> = { dice: '{"target":5000,"over":true}', crash: '{"cashOut":200}', slot: '{}', wheel: '', lottery: '' };
export const DEFAULT_RTP: Record<FairGame, string> = { dice: '9800', crash: '9700', slot: '9600', wheel: '', lottery: '' };

/** Which fields a game uses, in the order the form shows them. */
export const FIELDS_OF: Record<FairGame, FieldName[]> = {
  dice: ['serverSeed', 'serverSeedHash', 'clientSeed', 'nonce', 'params', 'rtp'],
  crash: ['serverSeed', 'serverSeedHash', 'clientSeed', 'nonce', 'params', 'rtp'],
  slot: ['serverSeed', 'serverSeedHash', 'clientSeed', 'nonce', 'rtp'],
  wheel: ['serverSeed', 'serverSeedHash', 'clientSeed', 'nonce', 'weights'],
  lottery: ['kind', 'issue', 'serverSeed', 'serverSeedHash'],
};

export function gameOf(q: string | null): FairGame {
  if (q && isBgsGame(q)) return FAIR_OF_BGS[q];
  return (FAIR_GAMES as readonly string[]).includes(q ?? '') ? (q as FairGame) : 'dice';
}

export function fieldsFromQuery(q: URLSearchParams): VerifierFields {
  const game = gameOf(q.get('game'));
  const kind = q.get('kind') ?? '';
  return {
    game,
    serverSeed: q.get('serverSeed') ?? '',
    serverSeedHash: q.get('hash') ?? '',
    clientSeed: q.get('clientSeed') ?? '',
    nonce: q.get('nonce') ?? '0',
    params: q.get('params') ?? DEFAULT_PARAMS[game],
    rtp: q.get('rtp') ?? DEFAULT_RTP[game],
    weights: q.get('weights') ?? '',
    kind: isLotteryKind(kind) ? kind : LOTTERY_KINDS[0],
    issue: q.get('issue') ?? '',
  };
}

/** Wheel segment labels a link may carry (JSON array), shown beside the segment number. */
export function labelsFromQuery(q: URLSearchParams): string[] {
  try {
    const v: unknown = JSON.parse(q.get('labels') ?? '[]');
    return Array.isArray(v) ? v.map(String) : [];
  } catch {
    return [];
  }
}

const wholeIn = (s: string, min: number, max: number) => /^\d+$/.test(s.trim()) && Number(s) >= min && Number(s) <= max;
const parseJson = (s: string): unknown => {
  try {
    return JSON.parse(s);
  } catch {
    return undefined;
  }
};

/** The request the fields make, or the fields that are wrong (checked as the API checks them). */
export function toRequest(f: VerifierFields): { request: FairVerifyRequest } | { invalid: FieldName[] } {
  const bad: FieldName[] = [];
  const seed = f.serverSeed.trim();
  const hash = f.serverSeedHash.trim().toLowerCase();
  if (!seed || seed.length > 128) bad.push('serverSeed');
  if (hash && !/^[0-9a-f]{64}$/.test(hash)) bad.push('serverSeedHash');
  const committed = hash ? { serverSeedHash: hash } : {};
  if (f.game === 'lottery') {
    if (!/^[0-9A-Za-z_-]{1,32}$/.test(f.issue.trim())) bad.push('issue');
    return bad.length ? { invalid: bad } : { request: { game: 'lottery', kind: f.kind, issue: f.issue.trim(), serverSeed: seed, ...committed } };
  }
  const clientSeed = f.clientSeed.trim();
  if (!clientSeed || clientSeed.length > 64) bad.push('clientSeed');
  if (!wholeIn(f.nonce, 0, Number.MAX_SAFE_INTEGER)) bad.push('nonce');
  const seeds = { serverSeed: seed, clientSeed, nonce: Number(f.nonce), ...committed };
  if (f.game === 'wheel') {
    const weights = f.weights
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    if (!wheelWeightsValid(weights)) bad.push('weights');
    return bad.length ? { invalid: bad } : { request: { game: 'wheel', ...seeds, weights } };
  }
  if (!wholeIn(f.rtp, 1, 10_000)) bad.push('rtp');
  const params = f.game === 'slot' ? {} : parseJson(f.params);
  const request = { game: f.game, ...seeds, rtpBp: Number(f.rtp), params } as FairVerifyRequest;
  if (f.game !== 'slot' && (typeof params !== 'object' || params === null || !fairParamsValid(request))) bad.push('params');
  return bad.length ? { invalid: bad } : { request };
}

/** Outcomes compare by value: the server's answer need not keep the browser's key order. */
export function sameOutcome(a: unknown, b: unknown): boolean {
  const canon = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canon)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.entries(v)
              .sort(([x], [y]) => x.localeCompare(y))
              .map(([k, x]) => [k, canon(x)]),
          )
        : v;
  return JSON.stringify(canon(a)) === JSON.stringify(canon(b));
}
