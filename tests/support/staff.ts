import { hashPassword, type Sql } from '@wl/gateway';
import { uniqueName } from './factories.js';

/**
 * An admin of one merchant, made directly in the database. Staff belong to a merchant once the
 * tenancy migration has run (docs/TENANCY.md); before it the row is simply global.
 */
export async function createAdmin(sql: Sql, merchantId: number): Promise<{ username: string; password: string }> {
  const username = uniqueName('adm');
  const password = 'Admin1234';
  const hash = await hashPassword(password);
  const [scoped] = await sql`select 1 from information_schema.columns where table_name = 'staff' and column_name = 'merchant_id'`;
  if (scoped) await sql`insert into staff (username, password_hash, role, merchant_id) values (${username}, ${hash}, 'admin', ${merchantId})`;
  else await sql`insert into staff (username, password_hash, role) values (${username}, ${hash}, 'admin')`;
  return { username, password };
}
