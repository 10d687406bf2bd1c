-- Agent contracts (docs/AGENT.md "Contracts"). A contract is offered by an agent to a
-- direct downline; its life cycle is machines/src/contract.ts and `state` is only ever written
-- with what that machine answered. Rates are basis points (1% = 100), amounts minor units.
create table contracts (
  id bigserial primary key,
  merchant_id int not null references merchants(id),
  -- The agent who offered it (the downline's parent when offered) and the downline.
  agent_id bigint not null references accounts(id),
  downline_id bigint not null references accounts(id),
  type text not null check (type in ('dividend', 'daily_wage', 'hourly_salary', 'realtime_salary')),
  state text not null default 'offered'
    check (state in ('offered', 'active', 'rejected', 'withdrawn', 'termination_requested', 'terminated', 'ended')),
  termination_requested_by text check (termination_requested_by in ('agent', 'downline')),
  end_reason text check (end_reason in ('agreed', 'period_end', 'upline_rate_lowered')),
  offered_at timestamptz not null default now(),
  answered_at timestamptz,
  -- Terms are paid from activated_at until closed_at (null while live).
  activated_at timestamptz,
  closed_at timestamptz,
  check (agent_id <> downline_id),
  -- Who asked stays on a terminated contract (the history says who ended it).
  check (state <> 'termination_requested' or termination_requested_by is not null)
);
-- One live contract per downline and type: the last line of defence behind the row locks.
create unique index contracts_live_uq on contracts (downline_id, type) where state in ('active', 'termination_requested');
create index contracts_agent_idx on contracts (agent_id, id desc);
create index contracts_downline_idx on contracts (downline_id, id desc);
-- Settlement: live contracts of one type (and what each agent gave, for the lower-rate rule).
create index contracts_live_type_idx on contracts (merchant_id, type) where state in ('active', 'termination_requested');

-- Versioned terms: version 1 is the offer; an agreed change adds a version, never edits one.
-- A settlement pays a period with the newest version whose effective_from is before the period
-- end (effective_from is set when the version was agreed; null while only offered).
create table contract_terms (
  contract_id bigint not null references contracts(id),
  version int not null check (version >= 1),
  rate_bp int not null check (rate_bp between 1 and 10000),
  period text not null check (period in ('daily', 'weekly', 'semi_monthly', 'monthly', 'hourly', 'five_minutes')),
  min_active_members int not null default 0 check (min_active_members >= 0),
  min_bet_amount bigint not null default 0 check (min_bet_amount >= 0),
  created_at timestamptz not null default now(),
  effective_from timestamptz,
  primary key (contract_id, version)
);
