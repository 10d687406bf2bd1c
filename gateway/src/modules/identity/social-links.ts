import type { Db, Tx } from '../../db/index.js';
import { AppError } from '../../http/errors.js';

/**
 * A provider identity (provider + subject) tied to one account of one site. Links are per site:
 * a link made on site A never signs anybody in on site B. They are permanent (cannot be
 * undone or unlinked), so linking the same identity twice on a site is refused.
 */
export async function linkIdentity(tx: Tx, merchantId: number, provider: string, subject: string, accountId: number): Promise<void> {
  const linked = await tx`
    insert into social_links (merchant_id, provider, subject, account_id) values (${merchantId}, ${provider}, ${subject}, ${accountId})
    on conflict do nothing returning 1`;
  if (linked.length === 0) throw new AppError('SOCIAL_LINK_EXISTS');
}

export async function linkedAccountId(db: Db, merchantId: number, provider: string, subject: string): Promise<number | null> {
  const [row] = await db<{ accountId: string }[]>`
    select account_id from social_links where merchant_id = ${merchantId} and provider = ${provider} and subject = ${subject}`;
  return row ? Number(row.accountId) : null;
}
