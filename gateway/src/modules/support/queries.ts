import type { AccountProfile, AccountRow, OutboxRow, SessionRow } from '@wl/shared';
import type { Db } from '../../db/index.js';
import { paged, type Paged } from '../../http/paged.js';

export type AccountKind = 'all' | 'member' | 'agent' | 'trial';

/** `%` and `_` typed by staff are literal characters, not wildcards. */
export const encodeProfileQuery = (q: string) => q.trim().replace(/[\\%_]/g, (c) => `\\${c}`);

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function listAccounts(db: Db, merchantId: number, kind: AccountKind, q: string, page: number, pageSize: number): Promise<Paged<AccountRow>> {
  const types = kind === 'member' ? [0] : kind === 'agent' ? [1, 2, 41, 42] : kind === 'trial' ? [4] : null;
  const like = `%${q}%`;
  const rows = await db<(Omit<AccountRow, 'createdAt' | 'lastLoginAt'> & { createdAt: Date; lastLoginAt: Date | null; total: number; id: string })[]>`
    select a.id, a.username, a.nickname, a.type, a.status, a.mobile_num, a.email, p.username as parent_username,
           a.created_at, a.last_login_at, count(*) over ()::int as total
    from accounts a left join accounts p on p.id = a.parent_id
    where a.merchant_id = ${merchantId}
      and (${types}::int[] is null or a.type = any(${types}::int[]))
      and (${q} = '' or a.username ilike ${like} or coalesce(a.mobile_num, '') ilike ${like} or coalesce(a.email, '') ilike ${like})
    order by a.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`;
  // Past the last page the window count is missing: count the same filter once more.
  const total = rows[0]?.total ?? (page > 1 ? await countAccounts(db, merchantId, types, q) : 0);
  return paged(
    rows.map(({ total: _t, ...r }) => ({ ...r, id: Number(r.id), createdAt: r.createdAt.toISOString(), lastLoginAt: iso(r.lastLoginAt) })),
    total,
    { page, pageSize },
  );
}

async function countAccounts(db: Db, merchantId: number, types: number[] | null, q: string) {
  const like = `%${q}%`;
  const [r] = await db<{ n: number }[]>`
    select count(*)::int as n from accounts a where a.merchant_id = ${merchantId}
      and (${types}::int[] is null or a.type = any(${types}::int[]))
      and (${q} = '' or a.username ilike ${like} or coalesce(a.mobile_num, '') ilike ${like} or coalesce(a.email, '') ilike ${like})`;
  return r?.n ?? 0;
}

export async function accountProfile(db: Db, merchantId: number, id: number): Promise<AccountProfile | null> {
  const [a] = await db<Record<string, unknown>[]>`
    select a.id, a.username, a.nickname, a.type, a.status, a.mobile_num, a.email, p.username as parent_username, a.created_at,
           a.last_login_at, a.payee_name, a.verify_method, a.language, a.currency,
           coalesce((select balance from wallets w where w.account_id = a.id and w.kind = case when a.type = 4 then 'play' else 'real' end), 0)::bigint as balance,
           (select count(*)::int from accounts d where d.parent_id = a.id) as downline_count,
           coalesce((select array_agg(ip order by last_seen desc) from account_ips i where i.account_id = a.id), '{}') as known_ips
    from accounts a left join accounts p on p.id = a.parent_id
    where a.id = ${id} and a.merchant_id = ${merchantId}`;
  if (!a) return null;
  return {
    ...(a as unknown as AccountProfile),
    id: Number(a.id),
    balance: Number(a.balance),
    createdAt: (a.createdAt as Date).toISOString(),
    lastLoginAt: iso(a.lastLoginAt as Date | null),
  };
}

export async function listSessions(db: Db, merchantId: number, accountId: number, page: number, pageSize: number): Promise<Paged<SessionRow>> {
  const rows = await db<
    {
      id: string;
      createdAt: Date;
      expiresAt: Date;
      lastSeenAt: Date;
      ip: string;
      userAgent: string;
      revokedAt: Date | null;
      revokedReason: string | null;
      total: number;
    }[]
  >`
    select s.id, s.created_at, s.expires_at, s.last_seen_at, s.ip, s.user_agent, s.revoked_at, s.revoked_reason, count(*) over ()::int as total
    from sessions s join accounts a on a.id = s.account_id
    where s.account_id = ${accountId} and a.merchant_id = ${merchantId}
    order by s.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`;
  return paged(
    rows.map((r) => ({
      id: Number(r.id),
      createdAt: r.createdAt.toISOString(),
      expiresAt: r.expiresAt.toISOString(),
      lastSeenAt: r.lastSeenAt.toISOString(),
      ip: r.ip,
      userAgent: r.userAgent,
      revokedAt: iso(r.revokedAt),
      revokedReason: r.revokedReason,
    })),
    rows[0]?.total ?? 0,
    { page, pageSize },
  );
}

export async function listOutbox(
  db: Db,
  merchantId: number,
  channel: 'sms' | 'email' | null,
  q: string,
  page: number,
  pageSize: number,
): Promise<Paged<OutboxRow>> {
  const like = `%${encodeProfileQuery(q)}%`;
  const rows = await db<{ id: string; channel: 'sms' | 'email'; recipient: string; subject: string; body: string; createdAt: Date; total: number }[]>`
    select id, channel, recipient, subject, body, created_at, count(*) over ()::int as total from outbox
    where merchant_id = ${merchantId} and (${channel}::text is null or channel = ${channel})
      and (${q} = '' or recipient ilike ${like} or body ilike ${like})
    order by id desc limit ${pageSize} offset ${(page - 1) * pageSize}`;
  return paged(
    rows.map(({ total: _t, ...r }) => ({ ...r, id: Number(r.id), createdAt: r.createdAt.toISOString() })),
    rows[0]?.total ?? 0,
    { page, pageSize },
  );
}
