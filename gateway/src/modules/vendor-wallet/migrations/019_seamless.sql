-- The seamless wallet (docs/SEAMLESS.md). A game session is what a launched game plays
-- with: the vendor gets a random token, we keep only its sha256, so a leaked table cannot be
-- replayed against the vendor API.
create table game_sessions (
  id bigserial primary key,
  token_hash text not null unique,
  account_id bigint not null references accounts(id),
  merchant_id int not null references merchants(id),
  node_id bigint not null references games(node_id),
  vendor_code text not null references game_vendors(code),
  book text not null check (book in ('real', 'play')),
  currency text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
-- Live players per game: sessions not yet expired, counted by node.
create index game_sessions_live_idx on game_sessions (node_id, expires_at);
create index game_sessions_account_idx on game_sessions (account_id, created_at desc);

-- Every vendor call that names a transaction, keyed by the vendor's own id. A duplicate finds
-- its row and gets the first answer back; the debit row is what a credit and a rollback of the
-- same bet both lock, so only one of them can settle it.
create table vendor_transactions (
  id bigserial primary key,
  vendor_code text not null references game_vendors(code),
  tx_id text not null check (length(tx_id) between 1 and 128),
  kind text not null check (kind in ('debit', 'credit', 'rollback')),
  round_id text,
  -- credit: the debit it pays (betTxId); rollback: the debit it returns (refTxId).
  ref_tx_id text,
  -- Null for a rollback of a bet we never saw: acknowledged and remembered, nothing moved.
  account_id bigint references accounts(id),
  merchant_id int references merchants(id),
  session_id bigint references game_sessions(id),
  node_id bigint references games(node_id),
  book text check (book in ('real', 'play')),
  -- The member's wallet the debit took from, so its credit or rollback pays the same one back.
  wallet_kind text check (wallet_kind in ('real', 'play', 'vendor')),
  currency text,
  amount bigint not null default 0 check (amount >= 0),
  -- Only debits have a state.
  state text check (state in ('open', 'settled', 'rolled_back')),
  journal_id bigint references journal(id),
  fingerprint text not null,
  answer jsonb not null,
  created_at timestamptz not null default now(),
  settled_at timestamptz,
  unique (vendor_code, tx_id),
  check ((kind = 'debit') = (state is not null))
);
-- The debit timeout sweep: open debits, oldest first.
create index vendor_transactions_open_idx on vendor_transactions (created_at) where state = 'open';
-- A debit arriving after a rollback of its id finds that rollback here.
create index vendor_transactions_ref_idx on vendor_transactions (vendor_code, ref_tx_id) where ref_tx_id is not null;
