-- The points mall (docs/POINTS.md). Points are whole numbers and not money, so they keep a book of
-- their own: one balance row per account (changed by one conditional update, never below zero) and
-- an append-only journal of every change. Cash only moves through the ledger (conversions, bonus
-- rewards), linked here by journal id.

create table points_config (
  merchant_id int primary key references merchants(id),
  earn_bet_amount bigint not null check (earn_bet_amount between 1 and 10000000000),
  convert_points bigint not null check (convert_points between 1 and 100000000),
  convert_amount bigint not null check (convert_amount between 1 and 10000000000),
  min_convert_points bigint not null check (min_convert_points between 1 and 100000000),
  convert_enabled boolean not null default true,
  rules text not null default '',
  updated_by bigint,
  updated_at timestamptz not null default now()
);

create table points_accounts (
  account_id bigint primary key references accounts(id),
  merchant_id int not null references merchants(id),
  balance bigint not null default 0 check (balance >= 0),
  -- Valid bet (minor units) counted but not yet a whole point: small bets add up.
  earn_remainder bigint not null default 0 check (earn_remainder >= 0),
  earned_total bigint not null default 0 check (earned_total >= 0),
  valid_bet_total bigint not null default 0 check (valid_bet_total >= 0),
  version bigint not null default 0,
  updated_at timestamptz not null default now()
);
create index points_accounts_merchant_idx on points_accounts (merchant_id);

create table points_rewards (
  id bigserial primary key,
  merchant_id int not null references merchants(id),
  name text not null check (length(name) between 1 and 60),
  description text not null default '' check (length(description) <= 300),
  kind text not null check (kind in ('goods', 'bonus', 'voucher')),
  icon text not null,
  points bigint not null check (points > 0),
  amount_required bigint not null default 0 check (amount_required >= 0),
  bonus_amount bigint not null default 0 check (bonus_amount >= 0),
  unit text not null check (length(unit) between 1 and 12),
  stock int check (stock >= 0),
  redeemed int not null default 0 check (redeemed >= 0),
  enabled boolean not null default true,
  sort int not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- The stock counts units held by redemptions too (a rejection gives them back).
  check (stock is null or redeemed <= stock)
);
create index points_rewards_merchant_idx on points_rewards (merchant_id, sort, id);

-- Redemptions and conversions (the member's "redeem history"). A conversion is approved at once.
create table points_redemptions (
  id bigserial primary key,
  merchant_id int not null references merchants(id),
  account_id bigint not null references accounts(id),
  reward_id bigint references points_rewards(id),
  -- The member's idempotency key: a repeated call answers the first result.
  client_key text not null,
  fingerprint text not null,
  kind text not null check (kind in ('goods', 'bonus', 'voucher', 'convert')),
  name text not null,
  quantity int not null check (quantity > 0),
  unit text not null,
  points bigint not null check (points > 0),
  amount_required bigint not null default 0,
  amount bigint not null default 0 check (amount >= 0),
  currency text not null,
  status text not null check (status in ('in_process', 'approved', 'rejected')),
  remark text,
  cash_journal_id bigint references journal(id),
  reviewed_by bigint references staff(id),
  reviewed_at timestamptz,
  created_at timestamptz not null default now(),
  unique (account_id, client_key),
  check ((kind = 'convert') = (reward_id is null))
);
create index points_redemptions_account_idx on points_redemptions (account_id, id desc);
create index points_redemptions_queue_idx on points_redemptions (merchant_id, status, id desc);

create table points_journal (
  id bigserial primary key,
  merchant_id int not null references merchants(id),
  account_id bigint not null references accounts(id),
  kind text not null check (kind in ('earn', 'redeem', 'refund', 'convert')),
  points bigint not null check (points <> 0),
  balance_before bigint not null check (balance_before >= 0),
  balance_after bigint not null check (balance_after >= 0),
  -- Earn rows: the ratio in force (valid bet per point), the valid bet and bets counted.
  ratio bigint,
  valid_bet bigint,
  bet_count int,
  redemption_id bigint references points_redemptions(id),
  created_at timestamptz not null default now(),
  check (balance_after = balance_before + points)
);
create index points_journal_account_idx on points_journal (account_id, id desc);
-- A redemption holds once, refunds once, converts once.
create unique index points_journal_redemption_uq on points_journal (redemption_id, kind) where redemption_id is not null;
create trigger points_journal_append_only before update or delete on points_journal
  for each row execute function ledger_append_only();
create trigger points_journal_no_truncate before truncate on points_journal
  for each statement execute function ledger_append_only();

-- Each settled bet earns once: its debit row is the key. The earning sweep (points/earn.ts) reads
-- credits (a settlement inserts one per bet) behind a cursor that only passes ids every
-- transaction that could still commit them has finished with.
create table points_bet_credits (
  bet_id bigint primary key references vendor_transactions(id),
  account_id bigint not null references accounts(id),
  valid_bet bigint not null,
  journal_id bigint references points_journal(id),
  created_at timestamptz not null default now()
);
create table points_earn_cursor (
  id int primary key check (id = 1),
  -- Every credit row with id <= safe_id is settled for good (committed or never will be).
  safe_id bigint not null default 0,
  -- The highest id seen by the last run and the transactions then running (pg_snapshot_xmax).
  pending_id bigint,
  pending_xmax xid8
);
insert into points_earn_cursor (id, safe_id) values (1, 0);
