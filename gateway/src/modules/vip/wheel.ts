import {
  resolveWheelSync,
  type WheelSegmentInput,
  type WheelSpin,
  type WheelSpinsValue,
  type WheelSpinValue,
  type WheelValue,
  bonusLockRules,
} from '@wl/shared';
import type { Db, Sql, Tx } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import { appendEvent } from '../../realtime/event-log.js';
import type { AccountRecord } from '../accounts/accounts.js';
import type { Merchant } from '../site/settings.js';
import { post, walletFor } from '../wallet/ledger.js';
import { createBonusLock } from '../bonus-locks/store.js';
import { postingWatermark } from '../wallet/turnover.js';
import { memberVip } from './levels.js';
import { readWheel } from './wheel-config.js';
import { lockWheelSeed, nodeHmac, wheelFairness } from './wheel-seeds.js';

/**
 * The VIP lucky wheel (docs/VIP-WHEEL.md). A spin is one transaction: the member's seed pair is
 * locked (spins and rotation of one member queue there, so nonces never repeat or skip), a replay
 * of the idempotency key answers the stored spin, one spin is taken (`spins > 0` in the update:
 * two spins at once with one left book once), the segment is drawn from the committed seed, the
 * spin is written with the wheel it was spun on, and the prize is paid from the merchant's bonus
 * wallet through the ledger under the key `vip-wheel:spin:<id>`.
 */

export interface WheelMember {
  merchant: Merchant;
  account: AccountRecord;
}

/** VIP members only (VIP 1 and up, levels.ts); everyone else is VIP_MEMBERS_ONLY. */
export async function assertVip(db: Db, m: WheelMember) {
  const vip = await memberVip(db, m.merchant.id, Number(m.account.id));
  if (!vip.hasVip) throw new AppError('VIP_MEMBERS_ONLY', { level: vip.level });
  return vip;
}

export async function spinsLeft(db: Db, accountId: number): Promise<number> {
  const [row] = await db<{ spins: number }[]>`select spins from vip_wheel_credits where account_id = ${accountId}`;
  return row?.spins ?? 0;
}

/** Adds spins (a task's reward) and tells the member's pages, in the caller's transaction. */
export async function addSpins(tx: Tx, merchantId: number, accountId: number, n: number): Promise<number> {
  const [row] = await tx<{ spins: number }[]>`
    insert into vip_wheel_credits (account_id, merchant_id, spins) values (${accountId}, ${merchantId}, ${n})
    on conflict (account_id) do update set spins = vip_wheel_credits.spins + excluded.spins, updated_at = now()
    returning spins`;
  await appendEvent(tx, accountId, 'wheel:changed', { spins: row!.spins, reason: 'claim' });
  return row!.spins;
}

/** What the wheel page shows: the segments, spins left and the commitment (made only for VIPs). */
export async function wheelView(db: Db, m: WheelMember): Promise<WheelValue> {
  const accountId = Number(m.account.id);
  const vip = await memberVip(db, m.merchant.id, accountId);
  const wheel = await readWheel(db, m.merchant.id);
  return {
    hasVip: vip.hasVip,
    segments: wheel.segments,
    spins: await spinsLeft(db, accountId),
    currency: m.account.currency,
    fairness: vip.hasVip ? await wheelFairness(db, accountId) : null,
  };
}

interface SpinRow {
  id: string;
  segment: number;
  label: string;
  prize: string;
  currency: string;
  weights: number[];
  serverSeedHash: string;
  serverSeed: string | null;
  clientSeed: string;
  nonce: string;
  createdAt: Date;
  balanceAfter: string;
}

const SPIN_SELECT = `
  select p.id, p.segment, p.label, p.prize, p.currency, p.weights, s.server_seed_hash,
         case when s.revealed_at is not null then s.server_seed end as server_seed,
         p.client_seed, p.nonce, p.created_at, p.balance_after
  from vip_wheel_spins p join vip_wheel_seeds s on s.id = p.seed_id`;

const spinOf = (r: SpinRow): WheelSpin => ({
  id: Number(r.id),
  segment: r.segment,
  label: r.label,
  prize: Number(r.prize),
  currency: r.currency,
  weights: r.weights.map(Number),
  serverSeedHash: r.serverSeedHash,
  serverSeed: r.serverSeed,
  clientSeed: r.clientSeed,
  nonce: Number(r.nonce),
  createdAt: r.createdAt.toISOString(),
});

export async function spin(sql: Sql, m: WheelMember, key: string): Promise<WheelSpinValue> {
  await assertVip(sql, m);
  const accountId = Number(m.account.id);
  return sql.begin(async (tx) => {
    const seed = await lockWheelSeed(tx, accountId);
    const [first] = await tx<SpinRow[]>`${tx.unsafe(SPIN_SELECT)} where p.account_id = ${accountId} and p.idempotency_key = ${key}`;
    if (first) return { spin: spinOf(first), spins: await spinsLeft(tx, accountId), balance: Number(first.balanceAfter) };
    const [taken] = await tx<{ spins: number }[]>`
      update vip_wheel_credits set spins = spins - 1, updated_at = now()
      where account_id = ${accountId} and merchant_id = ${m.merchant.id} and spins > 0 returning spins`;
    if (!taken) throw new AppError('WHEEL_NO_SPINS');
    const { segments } = await readWheel(tx, m.merchant.id);
    const weights = segments.map((s) => s.weight);
    const nonce = Number(seed.nonce);
    const index = resolveWheelSync(nodeHmac, { serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce, weights });
    const won: WheelSegmentInput = segments[index]!;
    const currency = (await walletFor(tx, accountId, 'real'))?.currency ?? m.account.currency;
    const [row] = await tx<{ id: string }[]>`
      insert into vip_wheel_spins (merchant_id, account_id, seed_id, client_seed, nonce, weights, segments, segment, label, prize, currency, idempotency_key)
      values (${m.merchant.id}, ${accountId}, ${seed.id}, ${seed.clientSeed}, ${nonce}, ${weights}, ${tx.json(segments as never)}, ${index},
              ${won.label}, ${won.prize}, ${currency}, ${key})
      returning id`;
    const id = row!.id;
    await tx`update vip_wheel_seeds set nonce = nonce + 1 where id = ${seed.id}`;
    let balance: number;
    if (won.prize > 0) {
      const from = await postingWatermark(tx);
      const paid = await post(tx, {
        merchantId: m.merchant.id,
        key: `vip-wheel:spin:${id}`,
        kind: 'bonus.vip_wheel',
        currency,
        book: 'real',
        legs: [
          { wallet: { accountId, kind: 'real' }, amount: won.prize },
          { wallet: { system: 'bonus' }, amount: -won.prize },
        ],
        meta: { spinId: Number(id), segment: index, label: won.label },
      });
      balance = paid.balances.find((b) => b.accountId === accountId && b.kind === 'real')!.balance;
      await tx`update vip_wheel_spins set journal_id = ${paid.journalId}, balance_after = ${balance} where id = ${id}`;
      // Locked when the site sets a wagering multiple for wheel prizes (docs/PROMOTIONS.md "Locked bonus").
      await createBonusLock(tx, {
        merchantId: m.merchant.id,
        settings: m.merchant.settings,
        accountId,
        source: 'vip_wheel',
        sourceId: id,
        title: won.label,
        amount: won.prize,
        required: won.prize * bonusLockRules(m.merchant.settings).wheelMultiple,
        turnoverFrom: from,
        journalId: paid.journalId,
      });
    } else {
      balance = Number((await walletFor(tx, accountId, 'real'))?.balance ?? 0);
      await tx`update vip_wheel_spins set balance_after = ${balance} where id = ${id}`;
    }
    await appendEvent(tx, accountId, 'wheel:changed', { spins: taken.spins, reason: 'spin' });
    const [stored] = await tx<SpinRow[]>`${tx.unsafe(SPIN_SELECT)} where p.id = ${id}`;
    return { spin: spinOf(stored!), spins: taken.spins, balance };
  });
}

/** The member's spins, newest first; a spin's server seed shows once its pair was rotated away. */
export async function spinsOf(db: Db, accountId: number, page: number, pageSize: number): Promise<WheelSpinsValue> {
  const [rows, [count]] = await Promise.all([
    db<SpinRow[]>`${db.unsafe(SPIN_SELECT)} where p.account_id = ${accountId} order by p.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`,
    db<{ n: number }[]>`select count(*)::int as n from vip_wheel_spins where account_id = ${accountId}`,
  ]);
  const n = count?.n ?? 0;
  return { list: rows.map(spinOf), pageNum: page, pageSize, total: n, totalPages: Math.max(1, Math.ceil(n / pageSize)) };
}
