-- Win caps and held credits (docs/SEAMLESS.md "Round rules, caps and held credits").

-- The most a round of a game may pay, as a multiple of its stake. Null on a game: its vendor's.
alter table games add column max_win_multiplier int check (max_win_multiplier between 1 and 1000000);
alter table game_vendors add column max_win_multiplier int not null default 5000 check (max_win_multiplier between 1 and 1000000);

-- A debit whose credit waits for staff review is 'held': neither open (the timeout sweep leaves
-- it, no other credit or rollback may settle it) nor settled (nothing was paid yet).
alter table vendor_transactions drop constraint vendor_transactions_state_check;
alter table vendor_transactions add constraint vendor_transactions_state_check check (state in ('open', 'held', 'settled', 'rolled_back'));

-- One row per credit above a cap. The credit itself is in vendor_transactions (its first answer,
-- journal null); this row is the review: who decided, why, and the booking that followed.
create table held_credits (
  id bigserial primary key,
  merchant_id int not null references merchants(id),
  account_id bigint not null references accounts(id),
  vendor_code text not null references game_vendors(code),
  node_id bigint not null references games(node_id),
  -- The credit's and its debit's vendor ids, and the round both name.
  tx_id text not null,
  bet_tx_id text not null,
  round_id text not null,
  currency text not null,
  stake bigint not null check (stake > 0),
  amount bigint not null check (amount > 0),
  -- Which cap it passed, and that cap's value when it was held.
  reason text not null check (reason in ('multiplier', 'single_credit')),
  max_multiplier int,
  max_single_credit bigint,
  status text not null default 'held' check (status in ('held', 'approved', 'refused')),
  created_at timestamptz not null default now(),
  reviewed_by int references staff(id),
  reviewed_at timestamptz,
  note text check (length(note) <= 500),
  -- approved: the win; refused: the stake returned.
  journal_id bigint references journal(id),
  unique (vendor_code, tx_id),
  check ((status = 'held') = (reviewed_at is null))
);
-- The console's queue: a merchant's credits waiting, oldest first, and its history, newest first.
create index held_credits_queue_idx on held_credits (merchant_id, status, id);
