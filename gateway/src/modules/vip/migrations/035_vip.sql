-- The VIP club (docs/VIP.md). A member's level is never stored: it is derived from lifetime valid
-- bets and paid deposits against the merchant's level table below. What is stored is the table
-- staff edit, the personal host's contact, and the weekly payouts made (one per member and week).

-- VIP 0..20 per merchant. A member reaches a level when either lifetime measure reaches its
-- threshold (minor units); the highest level reached counts. Thresholds ascend with the level
-- (checked by the gateway when staff save, so one save can move several rows).
create table vip_levels (
  merchant_id int not null references merchants(id),
  level smallint not null check (level between 0 and 20),
  name text not null check (length(name) between 1 and 32),
  tier text not null check (tier in ('member', 'bronze', 'silver', 'gold', 'platinum', 'diamond')),
  valid_bets bigint not null check (valid_bets >= 0),
  deposits bigint not null check (deposits >= 0),
  -- The weekly percentage of the previous week's net loss, in basis points (500 = 5%).
  weekly_bps int not null check (weekly_bps between 0 and 10000),
  updated_at timestamptz not null default now(),
  updated_by int references staff(id),
  primary key (merchant_id, level),
  constraint vip_levels_zero_ck check (level > 0 or (valid_bets = 0 and deposits = 0))
);

-- The defaults every merchant starts with: thresholds in minor units (bets; deposits are half),
-- 0% for VIP 0-3, 5% for VIP 4-9, 10% for VIP 10-20.
create function vip_seed_levels(m int) returns void language sql as $$
  insert into vip_levels (merchant_id, level, name, tier, valid_bets, deposits, weekly_bps)
  select m, l, 'VIP ' || l,
    case when l = 0 then 'member' when l <= 3 then 'bronze' when l <= 6 then 'silver' when l <= 9 then 'gold'
         when l <= 14 then 'platinum' else 'diamond' end,
    t * 100, t * 50,
    case when l <= 3 then 0 when l <= 9 then 500 else 1000 end
  from unnest(array[0, 1000, 5000, 10000, 30000, 60000, 100000, 200000, 400000, 700000, 1000000, 1500000,
                    2000000, 3000000, 5000000, 8000000, 12000000, 20000000, 30000000, 50000000, 100000000]::bigint[])
       with ordinality as x(t, n), lateral (select (n - 1)::smallint as l) y
  on conflict do nothing
$$;
select vip_seed_levels(id) from merchants;

-- A merchant created later gets the defaults too.
create function vip_seed_new_merchant() returns trigger language plpgsql as $$
begin
  perform vip_seed_levels(new.id);
  return null;
end $$;
create trigger merchants_vip_levels after insert on merchants for each row execute function vip_seed_new_merchant();

-- The personal host of the merchant's Platinum-and-above members: a name and how to reach them.
create table vip_hosts (
  merchant_id int primary key references merchants(id),
  name text not null check (length(name) between 1 and 64),
  -- [{ "kind": "whatsapp" | "telegram" | "line" | "email" | "phone", "value": "..." }], at most 5.
  channels jsonb not null default '[]',
  note text not null default '' check (length(note) <= 300),
  updated_at timestamptz not null default now(),
  updated_by int references staff(id)
);

-- One weekly payout per member and merchant week (week_start: the Monday, in the merchant's
-- offset). The unique key is what two concurrent runs meet on; the ledger key is the second guard.
create table vip_payouts (
  id bigserial primary key,
  merchant_id int not null references merchants(id),
  account_id bigint not null references accounts(id),
  week_start date not null,
  level smallint not null,
  rate_bps int not null,
  -- The week's net loss the rate applied to, and what was paid (minor units).
  base bigint not null check (base > 0),
  amount bigint not null check (amount > 0),
  currency text not null,
  journal_id bigint not null references journal(id),
  created_at timestamptz not null default now(),
  constraint vip_payouts_once_uq unique (account_id, week_start)
);
create index vip_payouts_merchant_idx on vip_payouts (merchant_id, week_start desc, id desc);
create index vip_payouts_account_idx on vip_payouts (account_id, id desc);

-- Merchant weeks already paid in full, so the sweeper does not scan them again on every tick.
create table vip_week_runs (
  merchant_id int not null references merchants(id),
  week_start date not null,
  paid int not null default 0,
  finished_at timestamptz not null default now(),
  primary key (merchant_id, week_start)
);
