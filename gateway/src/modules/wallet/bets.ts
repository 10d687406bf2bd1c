import { IN_HOUSE_VENDOR, type BetDetail, type BetFairness, type BetRecord, type BetRecordPage, type BetResult } from '@wl/shared';
import type { Db, Fragment } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import { stakePosting } from './play.js';
import type { Range } from './records.js';

/**
 * The member's betting record, one row per stake: its game, vendor, round, what it won and how it
 * stands. Read from the ledger (the stake's journal and its meta { vendor, txId, roundId, nodeId })
 * and the vendor's own calls (`vendor_transactions`): the debit says whether the bet is open,
 * held for review, settled or rolled back, its credits what it won. A stake booked without a
 * vendor call is settled by the ledger alone (its wins and rollbacks name it in their meta).
 */

export interface BetFilter {
  range: Range;
  gameType?: string;
  vendor?: string;
  page: number;
  pageSize: number;
}

type Row = {
  id: string;
  createdAt: Date;
  walletKind: string;
  walletVendor: string | null;
  stake: string;
  game: string | null;
  gameType: string | null;
  vendor: string | null;
  vendorName: string | null;
  roundId: string | null;
  state: string | null;
  win: string;
  returned: string;
  total: number;
};

/** The member's stake postings `s` with their game `g`, vendor `v`, vendor debit `d`, wins and returns. */
function stakes(db: Db, merchantId: number, accountId: number, where: Fragment): Fragment {
  return db`
    with s as (
      select j.id, j.created_at, j.meta, w.kind as wallet_kind, w.vendor_code as wallet_vendor, -p.amount as stake
      from wallets w join postings p on p.wallet_id = w.id join journal j on j.id = p.journal_id
      where w.account_id = ${accountId} and w.merchant_id = ${merchantId} and w.kind in ('real', 'vendor') and ${stakePosting(db)} and ${where}
    )
    select s.id, s.created_at, s.wallet_kind, s.wallet_vendor, s.stake, g.name as game, g.game_type, v.code as vendor, v.name as vendor_name,
           s.meta->>'roundId' as round_id, d.state,
           coalesce(vc.win, lw.win, 0)::bigint as win, coalesce(lw.returned, 0)::bigint as returned
    from s
      left join games g on g.node_id::text = s.meta->>'nodeId'
      left join game_vendors v on v.code = coalesce(s.meta->>'vendor', g.vendor_code)
      left join vendor_transactions d on d.vendor_code = s.meta->>'vendor' and d.tx_id = s.meta->>'txId' and d.kind = 'debit'
      left join lateral (
        select sum(c.amount) filter (where c.journal_id is not null) as win
        from vendor_transactions c where c.vendor_code = d.vendor_code and c.ref_tx_id = d.tx_id and c.kind = 'credit'
      ) vc on d.id is not null
      left join lateral (
        select sum(p2.amount) filter (where j2.kind = 'win') as win, sum(p2.amount) filter (where j2.kind = 'rollback') as returned
        from wallets w2 join postings p2 on p2.wallet_id = w2.id join journal j2 on j2.id = p2.journal_id
        where w2.account_id = ${accountId} and w2.merchant_id = ${merchantId} and j2.kind in ('win', 'rollback')
          and j2.meta->>'vendor' = s.meta->>'vendor' and s.meta->>'txId' in (j2.meta->>'betTxId', j2.meta->>'refTxId')
      ) lw on d.id is null and s.meta ? 'txId'`;
}

function resultOf(state: string | null, stake: number, win: number, returned: number): BetResult {
  if (state === 'rolled_back' || returned > 0) return 'rolled_back';
  if (state === 'open' || state === 'held') return 'open';
  return win > stake ? 'win' : win === stake ? 'push' : 'loss';
}

const toBet = (r: Row): BetRecord => {
  const stake = Number(r.stake);
  const win = Number(r.win);
  const result = resultOf(r.state, stake, win, Number(r.returned));
  return {
    id: Number(r.id),
    createdAt: r.createdAt.toISOString(),
    game: r.game,
    gameType: r.gameType,
    vendor: r.vendor,
    vendorName: r.vendorName,
    roundId: r.roundId,
    wallet: r.walletKind === 'vendor' ? r.walletVendor! : 'main',
    stake,
    win,
    net: result === 'rolled_back' || result === 'open' ? 0 : win - stake,
    result,
  };
};

const inRange = (db: Db, range: Range) => db`
  (${range.from}::timestamptz is null or j.created_at >= ${range.from}::timestamptz)
  and (${range.to}::timestamptz is null or j.created_at < ${range.to}::timestamptz)`;

/** One page of bets, newest first, narrowed by game type and vendor; with the choices of both filters over the period. */
export async function memberBets(db: Db, merchantId: number, accountId: number, utcOffsetMinutes: number, f: BetFilter): Promise<BetRecordPage> {
  const gameType = f.gameType ?? null;
  const vendor = f.vendor ?? null;
  const rows = await db<Row[]>`
    select * from (
      select b.*, count(*) over ()::int as total from (${stakes(db, merchantId, accountId, inRange(db, f.range))}) b
      where (${gameType}::text is null or b.game_type = ${gameType}::text) and (${vendor}::text is null or b.vendor = ${vendor}::text)
    ) x order by id desc limit ${f.pageSize} offset ${(f.page - 1) * f.pageSize}`;
  const facets = await db<{ gameType: string | null; vendor: string | null; vendorName: string | null }[]>`
    select distinct g.game_type, v.code as vendor, v.name as vendor_name
    from wallets w join postings p on p.wallet_id = w.id join journal j on j.id = p.journal_id
      left join games g on g.node_id::text = j.meta->>'nodeId'
      left join game_vendors v on v.code = coalesce(j.meta->>'vendor', g.vendor_code)
    where w.account_id = ${accountId} and w.merchant_id = ${merchantId} and w.kind in ('real', 'vendor') and ${stakePosting(db)} and ${inRange(db, f.range)}`;
  const total = rows[0]?.total ?? 0;
  const vendors = new Map<string, string>();
  for (const r of facets) if (r.vendor) vendors.set(r.vendor, r.vendorName ?? r.vendor);
  return {
    list: rows.map(toBet),
    pageNum: f.page,
    pageSize: f.pageSize,
    total,
    totalPages: Math.max(1, Math.ceil(total / f.pageSize)),
    utcOffsetMinutes,
    gameTypes: [...new Set(facets.map((r) => r.gameType).filter((t): t is string => t !== null))].sort(),
    vendors: [...vendors].map(([code, name]) => ({ code, name })).sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/**
 * One bet of the member (`id`: its stake's journal), with every ledger line of its round and, for
 * an in-house game, the round's fairness proof. Another member's bet is NOT_FOUND, like none.
 */
export async function memberBet(db: Db, merchantId: number, accountId: number, utcOffsetMinutes: number, id: number): Promise<BetDetail> {
  const [row] = await db<Row[]>`${stakes(db, merchantId, accountId, db`j.id = ${id}`)}`;
  if (!row) throw new AppError('NOT_FOUND');
  const [meta] = await db<{ vendor: string | null; txId: string | null }[]>`
    select meta->>'vendor' as vendor, meta->>'txId' as tx_id from journal where id = ${id}`;
  const lines = await db<{ journalId: string; kind: string; amount: string; createdAt: Date }[]>`
    select j.id as journal_id, j.kind, sum(p.amount)::bigint as amount, j.created_at
    from wallets w join postings p on p.wallet_id = w.id join journal j on j.id = p.journal_id
    where w.account_id = ${accountId} and w.merchant_id = ${merchantId} and w.kind in ('real', 'vendor')
      and (j.id = ${id} or (${meta?.txId ?? null}::text is not null and j.kind in ('win', 'rollback')
        and j.meta->>'vendor' = ${meta?.vendor ?? null}::text and ${meta?.txId ?? null}::text in (j.meta->>'betTxId', j.meta->>'refTxId')))
    group by j.id, j.kind, j.created_at order by j.id`;
  let fairness: BetFairness | null = null;
  if (meta?.vendor === IN_HOUSE_VENDOR && row.roundId && /^\d{1,18}$/.test(row.roundId)) {
    const [f] = await db<
      { gameCode: string; serverSeedHash: string; serverSeed: string | null; clientSeed: string; nonce: string; rtpBp: number; params: unknown }[]
    >`
      select r.game_code, s.server_seed_hash, case when s.revealed_at is not null then s.server_seed end as server_seed,
             r.client_seed, r.nonce, r.rtp_bp, r.params
      from bgs_rounds r join bgs_seeds s on s.id = r.seed_id
      where r.id = ${row.roundId}::bigint and r.account_id = ${accountId} and r.merchant_id = ${merchantId}`;
    if (f)
      fairness = {
        game: f.gameCode,
        serverSeedHash: f.serverSeedHash,
        serverSeed: f.serverSeed,
        clientSeed: f.clientSeed,
        nonce: Number(f.nonce),
        rtp: f.rtpBp,
        params: f.params,
      };
  }
  return {
    ...toBet(row),
    utcOffsetMinutes,
    fairness,
    lines: lines.map((l) => ({ journalId: Number(l.journalId), kind: l.kind, amount: Number(l.amount), createdAt: l.createdAt.toISOString() })),
  };
}
