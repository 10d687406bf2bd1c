-- Responsible gaming (docs/RESPONSIBLE.md): deposit limits a member sets on themself,
-- and self-exclusion.
--
-- Deposit limits: one row per account and period ('day' = the last 24 hours, 'week' = the last
-- 7 days, 'month' = the last 30 days, all rolling). `amount` is the limit in force (null: none).
-- A stricter value replaces it at once; a looser one (higher, or removal) waits 24 hours in
-- `pending_amount` (null with `pending_at` set means "no limit") until `pending_at`. Readers apply
-- a pending value whose time has come, so nothing has to run at that moment; the next write
-- folds it into `amount`.
create table deposit_limits (
  account_id bigint not null references accounts(id) on delete cascade,
  period text not null check (period in ('day', 'week', 'month')),
  amount bigint check (amount > 0),
  pending_amount bigint check (pending_amount > 0),
  pending_at timestamptz,
  updated_at timestamptz not null default now(),
  primary key (account_id, period),
  constraint deposit_limits_pending_ck check (pending_amount is null or pending_at is not null)
);

-- Self-exclusion: one row per exclusion a member started, never updated or deleted early. The
-- member is excluded while any row has started and not ended (`ends_at` null: permanent). A
-- longer exclusion can be added on top of a running one; a shorter one cannot end it sooner.
create table self_exclusions (
  id bigserial primary key,
  account_id bigint not null references accounts(id) on delete cascade,
  merchant_id int not null references merchants(id),
  period text not null check (period in ('1d', '7d', '30d', '6m', 'permanent')),
  starts_at timestamptz not null default now(),
  ends_at timestamptz,
  created_at timestamptz not null default now(),
  constraint self_exclusions_period_ck check ((period = 'permanent') = (ends_at is null)),
  constraint self_exclusions_order_ck check (ends_at is null or ends_at > starts_at)
);
create index self_exclusions_account_idx on self_exclusions (account_id, ends_at);
