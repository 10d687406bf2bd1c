import { randomBytes } from 'node:crypto';
import type { StaffVendorCredential, StaffVendorCredentialRotated } from '@wl/shared';
import type { Db, Sql } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import { IN_HOUSE_VENDORS } from './wallet.js';

/**
 * Vendor credentials (docs/SEAMLESS.md "Signing"): one per merchant and vendor. The operator id
 * is public and names the credential; the secrets are 256 random bits that only this store, the
 * admin who made them (once) and the vendor ever see. A rotation keeps the replaced secret alive
 * for an overlap window so the vendor can switch without refused calls.
 *
 * Secrets never go to a log: callers get them only from `rotateCredential` (for the one answer
 * to the admin) and `liveSecrets`/`secretForOperator` (to check or make a signature).
 */

const newSecret = () => randomBytes(32).toString('hex');
const newOperatorId = () => `op_${randomBytes(16).toString('hex')}`;

/** The overlap a rotation gives the old secret unless the admin picks another (hours). */
export const DEFAULT_OVERLAP_HOURS = 24;

/**
 * The operator id of the merchant's credential for the vendor, made at random when missing.
 * `on conflict do nothing` then a read: two nodes launching at once both end up with the one row.
 */
export async function ensureCredential(db: Db, merchantId: number, vendor: string): Promise<string> {
  await db`
    insert into vendor_credentials (merchant_id, vendor_code, operator_id, secret)
    values (${merchantId}, ${vendor}, ${newOperatorId()}, ${newSecret()})
    on conflict (merchant_id, vendor_code) do nothing`;
  const [row] = await db<{ operatorId: string }[]>`
    select operator_id from vendor_credentials where merchant_id = ${merchantId} and vendor_code = ${vendor}`;
  return row!.operatorId;
}

/** games' onVendorEnabled: a vendor enabled on a site gets its credential there (in-house games need none). */
export async function credentialOnVendorEnabled(tx: Db, merchantId: number, vendor: string): Promise<void> {
  if (!IN_HOUSE_VENDORS.has(vendor)) await ensureCredential(tx, merchantId, vendor);
}

/** Credentials for every vendor that calls the wallet API over HTTP (the demo seed). */
export async function ensureCredentials(db: Db, merchantId: number): Promise<void> {
  const vendors = await db<{ code: string }[]>`select code from game_vendors where launch_url is not null order by code`;
  for (const v of vendors) if (!IN_HOUSE_VENDORS.has(v.code)) await ensureCredential(db, merchantId, v.code);
}

export interface LiveCredential {
  merchantId: number;
  vendor: string;
  debitTimeoutSeconds: number;
  secrets: string[];
}

/** The credential an operator id names, with the secrets that still sign: current, then previous until it retires. */
export async function liveSecrets(db: Db, operatorId: string): Promise<LiveCredential | null> {
  const [row] = await db<{ merchantId: number; vendorCode: string; debitTimeoutSeconds: number; secret: string; previousSecret: string | null }[]>`
    select c.merchant_id, c.vendor_code, v.debit_timeout_seconds, c.secret,
           case when c.previous_retires_at > now() then c.previous_secret end as previous_secret
    from vendor_credentials c join game_vendors v on v.code = c.vendor_code
    where c.operator_id = ${operatorId}`;
  if (!row) return null;
  return {
    merchantId: row.merchantId,
    vendor: row.vendorCode,
    debitTimeoutSeconds: row.debitTimeoutSeconds,
    secrets: row.previousSecret ? [row.secret, row.previousSecret] : [row.secret],
  };
}

/** What the built-in demo vendor signs with for an operator id of one of its vendors (null: none). */
export async function secretForOperator(db: Db, operatorId: string, vendor: string): Promise<string | null> {
  const [row] = await db<{ secret: string }[]>`
    select secret from vendor_credentials where operator_id = ${operatorId} and vendor_code = ${vendor}`;
  return row?.secret ?? null;
}

interface ListRow {
  code: string;
  name: string;
  operatorId: string | null;
  createdAt: Date | null;
  rotatedAt: Date | null;
  previousRetiresAt: Date | null;
}

const toStaff = (r: ListRow): StaffVendorCredential => ({
  vassalage: r.code,
  name: r.name,
  operatorId: r.operatorId,
  createdAt: r.createdAt?.toISOString() ?? null,
  rotatedAt: r.rotatedAt?.toISOString() ?? null,
  // A retirement time already past means the old secret is dead: say nothing is pending.
  previousRetiresAt: r.previousRetiresAt && r.previousRetiresAt.getTime() > Date.now() ? r.previousRetiresAt.toISOString() : null,
});

/** The merchant's credential of every vendor that signs wallet calls, never a secret. */
export async function listCredentials(db: Db, merchantId: number): Promise<StaffVendorCredential[]> {
  const rows = await db<ListRow[]>`
    select v.code, v.name, c.operator_id, c.created_at, c.rotated_at, c.previous_retires_at
    from game_vendors v left join vendor_credentials c on c.vendor_code = v.code and c.merchant_id = ${merchantId}
    where v.launch_url is not null or c.operator_id is not null
    order by v.sort, v.code`;
  return rows.filter((r) => !IN_HOUSE_VENDORS.has(r.code)).map(toStaff);
}

/**
 * A new random secret for the merchant's credential of the vendor (made first when missing). The
 * secret it replaces keeps signing for `overlapHours` (0: refused at once). The answer is the one
 * place the new secret is ever shown.
 */
export async function rotateCredential(sql: Sql, merchantId: number, vendor: string, overlapHours: number): Promise<StaffVendorCredentialRotated> {
  const [v] = await sql<{ code: string; launchUrl: string | null }[]>`select code, launch_url from game_vendors where code = ${vendor}`;
  if (!v || IN_HOUSE_VENDORS.has(v.code)) throw new AppError('VENDOR_NOT_FOUND');
  return sql.begin(async (tx) => {
    await ensureCredential(tx, merchantId, vendor);
    const secret = newSecret();
    const [row] = await tx<ListRow[]>`
      update vendor_credentials c set
        previous_secret = case when ${overlapHours} > 0 then c.secret end,
        previous_retires_at = case when ${overlapHours} > 0 then now() + make_interval(hours => ${overlapHours}) end,
        secret = ${secret}, rotated_at = now()
      from game_vendors v
      where c.merchant_id = ${merchantId} and c.vendor_code = ${vendor} and v.code = c.vendor_code
      returning v.code, v.name, c.operator_id, c.created_at, c.rotated_at, c.previous_retires_at`;
    return { ...toStaff(row!), secret };
  });
}
