import { PAYEE_ACCOUNTS_MAX, findPayeeBank, payeeBanksFor, type BindPayeeRequest, type PayeeAccount } from '@wl/shared';
import type { AccountRecord } from '../accounts/accounts.js';
import type { Sql } from '../../db/index.js';
import { AppError } from '../../http/errors.js';

/**
 * Payee bank accounts. The account name must be the member's payee name (the name the site
 * knows the member by, also a second-verification answer): a member cannot have winnings paid
 * to somebody else's account. A member without a payee name gets the first bound account's name
 * as theirs, so every later account must carry it too.
 */
export const normaliseName = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
export const maskNumber = (n: string) => `${'*'.repeat(Math.max(0, n.length - 4))}${n.slice(-4)}`;

interface PayeeRow {
  id: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
  createdAt: Date;
}
const view = (r: PayeeRow): PayeeAccount => ({
  id: Number(r.id),
  bankName: r.bankName,
  accountName: r.accountName,
  accountNumber: maskNumber(r.accountNumber),
  createdAt: r.createdAt.toISOString(),
});

export async function listPayees(sql: Sql, accountId: number): Promise<PayeeAccount[]> {
  const rows = await sql<PayeeRow[]>`
    select id, bank_name, account_name, account_number, created_at from payee_accounts where account_id = ${accountId} order by id`;
  return rows.map(view);
}

export async function bindPayee(sql: Sql, merchantId: number, account: Pick<AccountRecord, 'id' | 'currency'>, body: BindPayeeRequest): Promise<PayeeAccount> {
  const accountId = Number(account.id);
  const typed = body.bankName.trim().replace(/\s+/g, ' ');
  // Where the currency has a list, only its names are taken, stored as the list spells them.
  const listed = findPayeeBank(account.currency, typed);
  if (typed && !listed && payeeBanksFor(account.currency)) throw new AppError('PAYEE_BANK_UNKNOWN', { fields: { bankName: 'PAYEE_BANK_UNKNOWN' } });
  const bankName = listed?.name ?? typed;
  const accountName = body.accountName.trim().replace(/\s+/g, ' ');
  if (!bankName || !accountName)
    throw new AppError('VALIDATION_FAILED', {
      fields: { ...(!bankName && { bankName: 'rule.required' }), ...(!accountName && { accountName: 'rule.required' }) },
    });
  return sql.begin(async (tx) => {
    // The account row is the lock: two binds of one member cannot both pass the count or the name.
    const [acc] = await tx<{ payeeName: string | null }[]>`select payee_name from accounts where id = ${accountId} and merchant_id = ${merchantId} for update`;
    if (!acc) throw new AppError('NOT_FOUND');
    if (acc.payeeName && normaliseName(acc.payeeName) !== normaliseName(accountName)) {
      throw new AppError('PAYEE_NAME_MISMATCH', { fields: { accountName: 'PAYEE_NAME_MISMATCH' } });
    }
    const [{ n } = { n: 0 }] = await tx<{ n: number }[]>`select count(*)::int as n from payee_accounts where account_id = ${accountId}`;
    if (n >= PAYEE_ACCOUNTS_MAX) throw new AppError('PAYEE_ACCOUNT_LIMIT', { max: PAYEE_ACCOUNTS_MAX });
    const [row] = await tx<PayeeRow[]>`
      insert into payee_accounts (merchant_id, account_id, bank_name, account_name, account_number)
      values (${merchantId}, ${accountId}, ${bankName}, ${accountName}, ${body.accountNumber})
      on conflict (account_id, bank_name, account_number) do nothing
      returning id, bank_name, account_name, account_number, created_at`;
    if (!row) throw new AppError('PAYEE_ACCOUNT_EXISTS');
    if (!acc.payeeName) await tx`update accounts set payee_name = ${accountName} where id = ${accountId}`;
    return view(row);
  });
}
