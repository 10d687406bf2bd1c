-- Missions (docs/MISSIONS.md). Staff define missions per merchant; progress is counted from the
-- ledger at read time for the member's current period (merchant time), so nothing is written when
-- a member bets. A claim is one row per member, mission and period, paid through the ledger.
create table missions (
  id bigserial primary key,
  merchant_id int not null references merchants(id),
  title text not null check (length(title) between 1 and 60),
  description text not null default '' check (length(description) <= 300),
  kind text not null check (kind in ('valid_bets', 'bet_count', 'deposit_total', 'win_count')),
  -- Minor units for valid_bets and deposit_total, a count for bet_count and win_count.
  target bigint not null check (target > 0),
  period text not null check (period in ('daily', 'weekly', 'event')),
  -- An event runs from starts_at to ends_at; daily and weekly follow the merchant's calendar.
  starts_at timestamptz,
  ends_at timestamptz,
  reward bigint not null check (reward > 0),
  enabled boolean not null default true,
  sort int not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  updated_by int references staff(id),
  check ((period = 'event') = (starts_at is not null and ends_at is not null)),
  check (ends_at is null or ends_at > starts_at)
);
create index missions_merchant_idx on missions (merchant_id, enabled, sort, id);

-- One paid claim per member, mission and period: two claims at once meet on this key.
create table mission_claims (
  id bigserial primary key,
  mission_id bigint not null references missions(id),
  account_id bigint not null references accounts(id),
  merchant_id int not null references merchants(id),
  period_start timestamptz not null,
  progress bigint not null,
  amount bigint not null check (amount > 0),
  journal_id bigint references journal(id),
  created_at timestamptz not null default now(),
  unique (mission_id, account_id, period_start)
);
create index mission_claims_account_idx on mission_claims (account_id, created_at desc);

-- The claimable count last pushed to each member (`missions:changed`), and when to look again
-- without any activity: the earliest end of a period among the claimable missions.
create table mission_badges (
  account_id bigint primary key references accounts(id),
  claimable int not null check (claimable >= 0),
  recheck_at timestamptz,
  updated_at timestamptz not null default now()
);
create index mission_badges_recheck_idx on mission_badges (recheck_at) where recheck_at is not null;

-- The mission sweep's place in the journal: it re-evaluates members with betting or deposit
-- journals after this id (one row). A fresh database starts at the end: history completed nothing new.
create table mission_sweep_cursor (
  id int primary key check (id = 1),
  last_journal_id bigint not null
);
insert into mission_sweep_cursor (id, last_journal_id) select 1, coalesce(max(id), 0) from journal;
