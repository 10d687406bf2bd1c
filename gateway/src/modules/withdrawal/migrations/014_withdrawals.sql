-- Withdrawals (docs/CASHIER.md "Withdrawals"). The payment password itself is the
-- existing accounts.payment_password_hash (Argon2id, set at registration or on first use).

-- Bank accounts a member may be paid to. The account name must match the member's payee name
-- (accounts.payee_name); the first bound account sets that name when the member has none.
create table payee_accounts (
  id bigserial primary key,
  merchant_id int not null references merchants(id),
  account_id bigint not null references accounts(id),
  bank_name text not null check (length(bank_name) between 1 and 64),
  account_name text not null check (length(account_name) between 1 and 100),
  account_number text not null check (account_number ~ '^[0-9]{6,30}$'),
  created_at timestamptz not null default now(),
  unique (account_id, bank_name, account_number)
);

-- Per-merchant limits and the receipt timeout. A merchant without a row uses the defaults below.
create table withdraw_settings (
  merchant_id int primary key references merchants(id),
  min_amount bigint not null default 10000 check (min_amount > 0),
  max_amount bigint not null default 5000000 check (max_amount >= min_amount),
  daily_count int not null default 5 check (daily_count > 0),
  daily_amount bigint not null default 20000000 check (daily_amount > 0),
  confirm_minutes int not null default 1440 check (confirm_minutes between 1 and 43200),
  updated_at timestamptz not null default now()
);

-- One row per request. The money is held on request (main wallet -> payment_clearing, journal key
-- `withdraw:<id>`) and returned on rejection (`withdraw-return:<id>`); payout moves nothing more.
create table withdrawals (
  id bigserial primary key,
  merchant_id int not null references merchants(id),
  account_id bigint not null references accounts(id),
  -- The client's idempotency key (a UUID per user action), unique per account.
  client_key text not null check (length(client_key) between 8 and 64),
  amount bigint not null check (amount > 0),
  currency text not null,
  payee_account_id bigint not null references payee_accounts(id),
  -- What was paid to, frozen at request time (the payee row is the member's, this is the record).
  bank_name text not null,
  account_name text not null,
  account_number text not null,
  status text not null default 'requested' check (status in ('requested', 'approved', 'rejected', 'paid', 'confirmed')),
  receipt text check (receipt in ('received', 'partly', 'not_received', 'auto_received')),
  receipt_note text check (length(receipt_note) <= 140),
  hold_journal_id bigint not null,
  return_journal_id bigint,
  reviewed_by int references staff(id),
  reviewed_at timestamptz,
  reject_reason text check (length(reject_reason) <= 200),
  paid_by int references staff(id),
  paid_at timestamptz,
  confirm_deadline timestamptz,
  confirmed_at timestamptz,
  created_at timestamptz not null default now(),
  unique (account_id, client_key),
  check ((status = 'confirmed') = (receipt is not null)),
  check (status <> 'rejected' or (return_journal_id is not null and reject_reason is not null)),
  check (status not in ('paid', 'confirmed') or (paid_at is not null and confirm_deadline is not null))
);
create index withdrawals_account_idx on withdrawals (account_id, created_at desc);
create index withdrawals_queue_idx on withdrawals (merchant_id, status, created_at desc);
-- The receipt sweep reads paid rows whose deadline passed, oldest first.
create index withdrawals_deadline_idx on withdrawals (confirm_deadline) where status = 'paid';

-- Proof images of a receipt (png or jpg, checked by content; at most 3 of at most 5 MB each).
-- Kept in the database, not under DATA_DIR: they belong to the withdrawal's record, are backed
-- up with it and are reachable from every gateway node.
create table withdrawal_proofs (
  id bigserial primary key,
  withdrawal_id bigint not null references withdrawals(id),
  position smallint not null check (position between 1 and 3),
  mime text not null check (mime in ('image/png', 'image/jpeg')),
  width int not null check (width > 0),
  height int not null check (height > 0),
  size int not null check (size between 1 and 5242880),
  bytes bytea not null,
  created_at timestamptz not null default now(),
  unique (withdrawal_id, position)
);
