-- Salary and dividend settlement (docs/AGENT.md "Settlement"). One payout row per
-- (contract, period), written in the transaction of its ledger entry (idempotency key
-- `salary:<contractId>:<periodStart ISO>`); a period that paid nothing still gets its row
-- (amount 0, no journal) so a rerun skips it.
create table payouts (
  id bigserial primary key,
  merchant_id int not null references merchants(id),
  contract_id bigint not null references contracts(id),
  terms_version int not null,
  type text not null check (type in ('dividend', 'daily_wage', 'hourly_salary', 'realtime_salary')),
  period text not null,
  period_start timestamptz not null,
  period_end timestamptz not null,
  -- Who was paid (the contract's downline) and who gave the contract, as they were at settlement.
  earner_id bigint not null references accounts(id),
  agent_id bigint not null references accounts(id),
  rate_bp int not null,
  -- The earner's team over the period (team-overview.ts definitions) and what the rate applied to.
  valid_bet bigint not null,
  profit_loss bigint not null,
  active_members int not null,
  base bigint not null,
  qualified boolean not null,
  amount bigint not null check (amount >= 0),
  currency text not null,
  journal_id bigint references journal(id),
  bet_count int not null default 0,
  created_at timestamptz not null default now(),
  unique (contract_id, period_start),
  check (period_end > period_start),
  check ((amount = 0) = (journal_id is null))
);
create index payouts_earner_idx on payouts (earner_id, type, period_start desc);
create index payouts_agent_idx on payouts (agent_id, type, period_start desc);

-- The betting journals (bet, win, rollback, bet.*) of the team in the period that a payout was
-- computed from. No foreign key to journal: journal rows are never deleted, and the check would
-- cost an index probe per link on a settlement run that links millions.
create table payout_bets (
  payout_id bigint not null references payouts(id),
  journal_id bigint not null,
  primary key (payout_id, journal_id)
);

-- When a termination was asked for: the contract closes at the end of the period containing it
-- (machine event PERIOD_ENDED from the settlement sweep). Kept by a trigger so every writer of
-- `state` gets it without knowing about settlement.
alter table contracts add column termination_requested_at timestamptz;
create function contracts_termination_stamp() returns trigger language plpgsql as $$
begin
  if new.state = 'termination_requested' and old.state is distinct from 'termination_requested' then
    new.termination_requested_at := now();
  elsif new.state <> 'termination_requested' then
    new.termination_requested_at := null;
  end if;
  return new;
end $$;
create trigger contracts_termination_stamp before update of state on contracts
  for each row execute function contracts_termination_stamp();

-- The live real-time salary last pushed to each earner (salary:realtime is appended only when it changes).
create table salary_accruals (
  contract_id bigint primary key references contracts(id),
  earner_id bigint not null references accounts(id),
  window_start timestamptz not null,
  accrued bigint not null,
  updated_at timestamptz not null default now()
);
-- How far the accrual job has read the journal (one row).
create table salary_accrual_cursor (
  id int primary key default 1 check (id = 1),
  last_journal_id bigint not null default 0
);
insert into salary_accrual_cursor default values;
