-- Double-entry ledger (docs/LEDGER.md). Amounts are integers in minor units.
-- kind 'real' and 'play' belong to an account; 'house' wallets are the other side of every
-- movement and are the only ones allowed below zero. Play money never meets real money
-- because every journal is checked to stay within one currency.
create table wallets (
  id bigserial primary key,
  account_id bigint references accounts(id),
  merchant_id int not null references merchants(id),
  kind text not null check (kind in ('real', 'play', 'house')),
  currency text not null,
  balance bigint not null default 0,
  check (kind = 'house' or balance >= 0),
  check ((kind = 'house') = (account_id is null))
);
create unique index wallets_account_uq on wallets (account_id, kind) where account_id is not null;
create unique index wallets_house_uq on wallets (merchant_id, currency) where kind = 'house';

create table journal (
  id bigserial primary key,
  idempotency_key text not null unique,
  request_hash text not null,
  kind text not null,
  meta jsonb not null default '{}',
  created_at timestamptz not null default now()
);
create table postings (
  id bigserial primary key,
  journal_id bigint not null references journal(id),
  wallet_id bigint not null references wallets(id),
  amount bigint not null,
  balance_after bigint not null
);
create index postings_wallet_idx on postings (wallet_id, id desc);

-- Durable per-user event log, written in the transaction of the change it reports.
create table account_event_seq (
  account_id bigint primary key references accounts(id),
  last_seq bigint not null
);
create table events (
  id bigserial primary key,
  account_id bigint not null references accounts(id),
  seq bigint not null,
  type text not null,
  payload jsonb not null,
  created_at timestamptz not null default now(),
  unique (account_id, seq)
);
