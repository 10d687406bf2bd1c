import type { BankDetails, ChannelInput, ChannelType, DepositChannel, StaffChannel, WalletModeSettings, WalletModeValue } from '@wl/shared';
import type { Db, Sql } from '../../db/index.js';
import { AppError } from '../../http/errors.js';

/**
 * Staff settings of the cashier (docs/CASHIER.md "Staff settings"): the site's payment channels
 * and its wallet mode. Every read and write is scoped by the host's merchant; a channel id of
 * another merchant is NOT_FOUND, the same answer as a missing one.
 */

/**
 * A payment channel's settings as its row holds them (table payment_channels): what staff set
 * here and the deposit module reads to take payments.
 */
export interface ChannelColumns {
  id: string;
  type: ChannelType;
  name: string;
  currency: string;
  minAmount: string;
  maxAmount: string;
  feeBps: number;
  feeFixed: string;
  bankDetails: BankDetails | null;
  timeoutSeconds: number;
  enabled: boolean;
  sort: number;
}

/** A channel as the console lists it: its settings, the orders made through it and who changed it last. */
interface ChannelRow extends ChannelColumns {
  orders: number;
  updatedAt: Date;
  updatedBy: string | null;
}

const SELECT = `select c.id, c.type, c.name, c.currency, c.min_amount, c.max_amount, c.fee_bps, c.fee_fixed, c.bank_details,
  c.timeout_seconds, c.enabled, c.sort, c.updated_at, s.username as updated_by,
  (select count(*)::int from deposit_orders o where o.channel_id = c.id) as orders
  from payment_channels c left join staff s on s.id = c.updated_by`;

/** The columns of a channel that members are shown too. */
type ChannelBasics = Pick<ChannelRow, 'id' | 'type' | 'name' | 'currency' | 'minAmount' | 'maxAmount' | 'feeBps' | 'feeFixed' | 'timeoutSeconds'>;

/** A channel as the deposit page shows it; staff see the same and the settings behind it. */
export function channelView(c: ChannelBasics): DepositChannel {
  return {
    id: Number(c.id),
    type: c.type,
    name: c.name,
    currency: c.currency,
    minAmount: Number(c.minAmount),
    maxAmount: Number(c.maxAmount),
    feeBps: c.feeBps,
    feeFixed: Number(c.feeFixed),
    timeoutMinutes: Math.ceil(c.timeoutSeconds / 60),
  };
}

function view(c: ChannelRow): StaffChannel {
  return {
    ...channelView(c),
    bankDetails: c.bankDetails,
    enabled: c.enabled,
    sort: c.sort,
    orders: c.orders,
    updatedAt: c.updatedAt.toISOString(),
    updatedBy: c.updatedBy,
  };
}

/** Every channel of the site, enabled or not, in the order members see them. */
export async function staffChannels(db: Db, merchantId: number): Promise<StaffChannel[]> {
  const rows = await db.unsafe<ChannelRow[]>(`${SELECT} where c.merchant_id = $1 order by c.sort, c.id`, [merchantId]);
  return rows.map(view);
}

async function channelById(db: Db, merchantId: number, id: number): Promise<StaffChannel> {
  const [row] = await db.unsafe<ChannelRow[]>(`${SELECT} where c.id = $1 and c.merchant_id = $2`, [id, merchantId]);
  if (!row) throw new AppError('NOT_FOUND');
  return view(row);
}

/** The rules the schema cannot say: a range, bank details for bank channels, trimmed texts. */
function checked(c: ChannelInput) {
  const fields: Record<string, string> = {};
  const name = c.name.trim();
  if (!name) fields.name = 'SETTING_INVALID';
  if (c.maxAmount < c.minAmount) fields.maxAmount = 'SETTING_INVALID';
  let bank: { bankName: string; accountName: string; accountNumber: string; note?: string } | null = null;
  if (c.type === 'bank') {
    const d = c.bankDetails;
    const trimmed = d && {
      bankName: d.bankName.trim(),
      accountName: d.accountName.trim(),
      accountNumber: d.accountNumber.trim(),
      note: d.note?.trim() || undefined,
    };
    if (!trimmed || !trimmed.bankName || !trimmed.accountName || !trimmed.accountNumber) fields.bankDetails = 'SETTING_INVALID';
    else bank = trimmed.note ? trimmed : { bankName: trimmed.bankName, accountName: trimmed.accountName, accountNumber: trimmed.accountNumber };
  }
  if (Object.keys(fields).length) throw new AppError('SETTING_INVALID', { fields });
  return { ...c, name, bank, timeoutSeconds: c.timeoutMinutes * 60 };
}

export async function createChannel(sql: Sql, merchantId: number, staffId: number, input: ChannelInput): Promise<StaffChannel> {
  const c = checked(input);
  const [row] = await sql<{ id: string }[]>`
    insert into payment_channels (merchant_id, type, name, currency, min_amount, max_amount, fee_bps, fee_fixed, bank_details,
      timeout_seconds, enabled, sort, updated_by)
    values (${merchantId}, ${c.type}, ${c.name}, ${c.currency}, ${c.minAmount}, ${c.maxAmount}, ${c.feeBps}, ${c.feeFixed},
      ${c.bank ? sql.json(c.bank) : null}, ${c.timeoutSeconds}, ${c.enabled}, ${c.sort}, ${staffId})
    returning id`;
  return channelById(sql, merchantId, Number(row!.id));
}

/**
 * Replaces a channel's settings. Orders already opened keep their amount and fee; a pending one
 * keeps its expiry. A channel with orders keeps its type (orders record it and a bank order's
 * details are read from its channel).
 */
export async function updateChannel(sql: Sql, merchantId: number, staffId: number, id: number, input: ChannelInput): Promise<StaffChannel> {
  const c = checked(input);
  return sql.begin(async (tx) => {
    const [cur] = await tx<{ type: string; orders: number }[]>`
      select type, (select count(*)::int from deposit_orders where channel_id = ${id}) as orders
      from payment_channels where id = ${id} and merchant_id = ${merchantId} for update`;
    if (!cur) throw new AppError('NOT_FOUND');
    if (cur.type !== c.type && cur.orders > 0) throw new AppError('SETTING_INVALID', { fields: { type: 'SETTING_INVALID' } });
    await tx`
      update payment_channels set type = ${c.type}, name = ${c.name}, currency = ${c.currency}, min_amount = ${c.minAmount},
        max_amount = ${c.maxAmount}, fee_bps = ${c.feeBps}, fee_fixed = ${c.feeFixed}, bank_details = ${c.bank ? tx.json(c.bank) : null},
        timeout_seconds = ${c.timeoutSeconds}, enabled = ${c.enabled}, sort = ${c.sort}, updated_by = ${staffId}, updated_at = now()
      where id = ${id} and merchant_id = ${merchantId}`;
    return channelById(tx, merchantId, id);
  });
}

/** Vendor codes of this merchant's sub-wallets that still hold money. */
async function fundedVendors(db: Db, merchantId: number): Promise<string[]> {
  const rows = await db<{ vendorCode: string }[]>`
    select distinct vendor_code from wallets where merchant_id = ${merchantId} and kind = 'vendor' and balance > 0 order by vendor_code`;
  return rows.map((r) => r.vendorCode);
}

export async function walletModeSettings(db: Db, merchantId: number): Promise<WalletModeValue> {
  const [m] = await db<{ single: boolean; vendors: string[]; uplineTransfer: boolean; updatedAt: Date; updatedBy: string | null }[]>`
    select w.single, w.vendors, w.upline_transfer, w.updated_at, s.username as updated_by
    from wallet_modes w left join staff s on s.id = w.updated_by where w.merchant_id = ${merchantId}`;
  const funded = await fundedVendors(db, merchantId);
  // No row: a single-wallet site with upline transfers off (migration 015).
  if (!m) return { single: true, vendors: [], uplineTransfer: false, fundedVendors: funded, updatedAt: null, updatedBy: null };
  return {
    single: m.single,
    vendors: m.vendors,
    uplineTransfer: m.uplineTransfer,
    fundedVendors: funded,
    updatedAt: m.updatedAt.toISOString(),
    updatedBy: m.updatedBy,
  };
}

/**
 * Saves the wallet mode. A vendor that any member still holds money in cannot be dropped from the
 * list (WALLET_VENDOR_HAS_FUNDS, value.vendors): its balances would leave the vendor list.
 * Switching to a single wallet keeps the list and is allowed: no money goes into a sub-wallet any
 * more, and members can always move a sub-wallet's balance back to main (docs/TRANSFERS.md).
 */
export async function saveWalletMode(sql: Sql, merchantId: number, staffId: number, s: WalletModeSettings): Promise<WalletModeValue> {
  const vendors = [...new Set(s.vendors)];
  return sql.begin(async (tx) => {
    // One writer at a time per merchant, so two admins cannot drop vendors past each other's check.
    await tx`select pg_advisory_xact_lock(7243017, ${merchantId})`;
    const funded = await fundedVendors(tx, merchantId);
    const stranded = funded.filter((v) => !vendors.includes(v));
    if (stranded.length) throw new AppError('WALLET_VENDOR_HAS_FUNDS', { vendors: stranded });
    await tx`
      insert into wallet_modes (merchant_id, single, vendors, upline_transfer, updated_by)
      values (${merchantId}, ${s.single}, ${vendors}, ${s.uplineTransfer}, ${staffId})
      on conflict (merchant_id) do update set single = excluded.single, vendors = excluded.vendors,
        upline_transfer = excluded.upline_transfer, updated_by = excluded.updated_by, updated_at = now()`;
    return walletModeSettings(tx, merchantId);
  });
}
