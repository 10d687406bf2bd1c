-- Bonus locks (docs/PROMOTIONS.md "Locked bonus"). A bonus paid with a wagering requirement is
-- locked in the member's main wallet: it cannot leave the player (withdrawal, transfer to another
-- account) until valid bets since it was paid reach the requirement. Progress is counted from the
-- ledger at read time (posting ids after `turnover_from`), so nothing is written when a member bets.
-- A row is written in the transaction that pays the bonus and only changes under the member's
-- account row lock (docs/LEDGER.md "lock order").
create table bonus_locks (
  id bigserial primary key,
  merchant_id int not null references merchants(id),
  account_id bigint not null references accounts(id),
  -- What paid it: one lock per payout.
  source_kind text not null check (source_kind in ('promotion', 'vip_task', 'vip_wheel', 'mission')),
  source_id bigint not null,
  title text not null default '',
  -- Minor units: the bonus, and the valid bets it asks for.
  amount bigint not null check (amount > 0),
  wagering_required bigint not null check (wagering_required > 0),
  -- Valid bets count from postings after this id (the last posting before the bonus).
  turnover_from bigint not null,
  journal_id bigint not null references journal(id),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  status text not null default 'active' check (status in ('active', 'released', 'forfeited')),
  -- released: 'wagered'; forfeited: 'expired' (what was left went back) or 'bust' (nothing was left).
  reason text check (reason in ('wagered', 'expired', 'bust')),
  settled_at timestamptz,
  forfeited bigint not null default 0 check (forfeited >= 0),
  forfeit_journal_id bigint references journal(id),
  unique (source_kind, source_id),
  check ((status = 'active') = (settled_at is null))
);
create index bonus_locks_active_idx on bonus_locks (account_id) where status = 'active';
create index bonus_locks_expiry_idx on bonus_locks (expires_at) where status = 'active';
