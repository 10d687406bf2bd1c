-- In-house games (docs/FAIRNESS.md). Outcomes come from a commit-reveal seed pair per
-- member: the server seed is shown by its hash only until the member rotates it.
create table bgs_config (
  game_code text primary key check (game_code in ('BGS_SLOT', 'BGS_CRASH', 'BGS_DICE')),
  -- Return to player in basis points; every payout formula is built to return exactly this.
  rtp_bp int not null check (rtp_bp between 8000 and 9900),
  min_bet bigint not null check (min_bet >= 1),
  max_bet bigint not null,
  check (max_bet >= min_bet)
);
insert into bgs_config (game_code, rtp_bp, min_bet, max_bet) values
  ('BGS_SLOT', 9600, 100, 500000),
  ('BGS_CRASH', 9700, 100, 500000),
  ('BGS_DICE', 9800, 100, 1000000);

create table bgs_seeds (
  id bigserial primary key,
  account_id bigint not null references accounts(id),
  server_seed text not null check (server_seed ~ '^[0-9a-f]{64}$'),
  server_seed_hash text not null,
  client_seed text not null check (client_seed ~ '^[A-Za-z0-9_-]{1,64}$'),
  -- The nonce of the next round played with this pair.
  nonce bigint not null default 0 check (nonce >= 0),
  active boolean not null default true,
  created_at timestamptz not null default now(),
  revealed_at timestamptz,
  check (active = (revealed_at is null))
);
create unique index bgs_seeds_active_idx on bgs_seeds (account_id) where active;

create table bgs_rounds (
  id bigserial primary key,
  account_id bigint not null references accounts(id),
  merchant_id int not null references merchants(id),
  game_code text not null,
  node_id bigint not null references games(node_id),
  book text not null check (book in ('real', 'play')),
  currency text not null,
  bet bigint not null check (bet > 0),
  payout bigint not null check (payout >= 0),
  rtp_bp int not null,
  params jsonb not null,
  outcome jsonb not null,
  seed_id bigint not null references bgs_seeds(id),
  client_seed text not null,
  nonce bigint not null,
  -- The member's idempotency key and the request it named: a replay answers the stored round.
  idempotency_key text not null,
  request_hash text not null,
  balance_after bigint not null,
  created_at timestamptz not null default now(),
  unique (account_id, idempotency_key),
  unique (seed_id, nonce)
);
create index bgs_rounds_account_idx on bgs_rounds (account_id, game_code, id desc);
