-- VIP tasks and the VIP lucky wheel (docs/VIP-WHEEL.md).

-- Staff-defined tasks per merchant. Progress is never stored: it is counted from the ledger
-- (valid bets, rounds) and paid deposit orders over the task's current period at read time.
create table vip_tasks (
  id bigserial primary key,
  merchant_id int not null references merchants(id),
  title text not null check (length(title) between 1 and 60),
  kind text not null check (kind in ('valid_bets', 'deposit', 'rounds')),
  period text not null check (period in ('daily', 'weekly')),
  -- Minor units for valid_bets and deposit, a count of bets for rounds.
  target bigint not null check (target > 0),
  reward_spins int not null check (reward_spins between 0 and 100),
  reward_bonus bigint not null check (reward_bonus >= 0),
  min_level smallint not null default 1 check (min_level between 1 and 20),
  active boolean not null default true,
  sort int not null default 0,
  updated_at timestamptz not null default now(),
  updated_by int references staff(id),
  constraint vip_tasks_reward_ck check (reward_spins > 0 or reward_bonus > 0)
);
create index vip_tasks_merchant_idx on vip_tasks (merchant_id, sort, id);

-- One claim per task, member and period: the unique key is what two claims at once meet on.
create table vip_task_claims (
  id bigserial primary key,
  task_id bigint not null references vip_tasks(id),
  account_id bigint not null references accounts(id),
  merchant_id int not null references merchants(id),
  period_start timestamptz not null,
  spins int not null check (spins >= 0),
  bonus bigint not null check (bonus >= 0),
  journal_id bigint references journal(id),
  created_at timestamptz not null default now(),
  constraint vip_task_claims_once_uq unique (task_id, account_id, period_start)
);
create index vip_task_claims_account_idx on vip_task_claims (account_id, id desc);

-- The merchant's wheel as staff last saved it: [{ label, prize, weight }, ...]. A merchant with
-- no row spins the default wheel (vip/wheel-config.ts).
create table vip_wheels (
  merchant_id int primary key references merchants(id),
  segments jsonb not null,
  updated_at timestamptz not null default now(),
  updated_by int references staff(id)
);

-- Spins a member holds. A spin takes one with `spins > 0` in the update's where clause, so two
-- spins at once with one spin left book once and the check keeps it from going below zero.
create table vip_wheel_credits (
  account_id bigint primary key references accounts(id),
  merchant_id int not null references merchants(id),
  spins int not null default 0 check (spins >= 0),
  updated_at timestamptz not null default now()
);

-- The wheel's commit-reveal seed pairs, apart from the in-house games' (bgs_seeds), so each has
-- its own nonces and rotation. One active pair per member.
create table vip_wheel_seeds (
  id bigserial primary key,
  account_id bigint not null references accounts(id),
  server_seed text not null,
  server_seed_hash text not null,
  client_seed text not null,
  nonce bigint not null default 0,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  revealed_at timestamptz
);
create unique index vip_wheel_seeds_active_uq on vip_wheel_seeds (account_id) where active;
create index vip_wheel_seeds_account_idx on vip_wheel_seeds (account_id, id desc);

-- Every spin with the wheel it was spun on (weights, labels, prizes), so a later edit of the
-- wheel never changes what a past spin verifies to.
create table vip_wheel_spins (
  id bigserial primary key,
  merchant_id int not null references merchants(id),
  account_id bigint not null references accounts(id),
  seed_id bigint not null references vip_wheel_seeds(id),
  client_seed text not null,
  nonce bigint not null,
  weights int[] not null,
  segments jsonb not null,
  segment smallint not null,
  label text not null,
  prize bigint not null check (prize >= 0),
  currency text not null,
  idempotency_key text not null,
  journal_id bigint references journal(id),
  balance_after bigint not null default 0,
  created_at timestamptz not null default now(),
  constraint vip_wheel_spins_key_uq unique (account_id, idempotency_key),
  constraint vip_wheel_spins_nonce_uq unique (seed_id, nonce)
);
create index vip_wheel_spins_account_idx on vip_wheel_spins (account_id, id desc);
create index vip_wheel_spins_merchant_idx on vip_wheel_spins (merchant_id, id desc);
