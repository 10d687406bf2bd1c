import { API, type StaffLoginValue, type StaffRoleName } from '@wl/shared';
import type { Sql } from '@wl/gateway';
import { Api } from './api.js';
import { uniqueName, testPasswordHash } from './factories.js';
import type { TestGateway } from './gateway.js';

/**
 * An admin of one merchant, made directly in the database. Staff belong to a merchant once the
 * tenancy migration has run (docs/TENANCY.md); before it the row is simply global.
 */
export async function createAdmin(sql: Sql, merchantId: number): Promise<{ username: string; password: string }> {
  const username = uniqueName('adm');
  const password = 'Admin1234';
  const hash = await testPasswordHash(password);
  const [scoped] = await sql`select 1 from information_schema.columns where table_name = 'staff' and column_name = 'merchant_id'`;
  if (scoped) await sql`insert into staff (username, password_hash, role, merchant_id) values (${username}, ${hash}, 'admin', ${merchantId})`;
  else await sql`insert into staff (username, password_hash, role) values (${username}, ${hash}, 'admin')`;
  return { username, password };
}

/** A support (read-mostly) staff member of one merchant. */
export async function createSupport(sql: Sql, merchantId: number): Promise<{ username: string; password: string }> {
  const username = uniqueName('sup');
  const password = 'Support1234';
  await sql`insert into staff (username, password_hash, role, merchant_id) values (${username}, ${await testPasswordHash(password)}, 'support', ${merchantId})`;
  return { username, password };
}

/** A staff member of one merchant in any role (docs/STAFF.md). */
export async function createStaff(sql: Sql, merchantId: number, role: StaffRoleName): Promise<{ username: string; password: string }> {
  const username = uniqueName(role.slice(0, 3));
  const password = 'Staff1234';
  await sql`insert into staff (username, password_hash, role, merchant_id) values (${username}, ${await testPasswordHash(password)}, ${role}, ${merchantId})`;
  return { username, password };
}

/** A new staff member of `merchant`, signed in on its site: an Api carrying the staff token. */
export async function signInStaff(gw: TestGateway, merchant: { id: number; host: string }, role: StaffRoleName = 'admin') {
  const creds =
    role === 'admin'
      ? await createAdmin(gw.sql, merchant.id)
      : role === 'support'
        ? await createSupport(gw.sql, merchant.id)
        : await createStaff(gw.sql, merchant.id, role);
  const api = new Api(gw.url(merchant.host));
  const r = await api.post<StaffLoginValue>(API.staffLogin, creds);
  if (!r.success) throw new Error(`staff login on ${merchant.host} failed: ${r.code}`);
  api.token = r.value.token;
  return { api, username: creds.username, id: r.value.staff.id };
}
