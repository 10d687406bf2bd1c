-- The lottery (docs/LOTTERY.md): scheduled draws per game, committed before betting
-- closes (seed_hash published when the draw opens) and revealed after the draw (server_seed).
-- Draws belong to the game, not to a merchant: every merchant's members bet on the same draw.

-- The schedule and limits of each lottery game. Keyed by the catalogue's (vendor_code, game_code),
-- not by node id, because the catalogue rows are seeded after the migrations run.
create table lottery_games (
  vendor_code text not null,
  game_code text not null,
  -- How the result is made and which play types exist: SSC, PK10, VN, SEA4D.
  kind text not null check (kind in ('SSC', 'PK10', 'VN', 'SEA4D')),
  -- The lottery's prize mode (Lott, ZY, Elott, SEA); it selects the odds table.
  prize_mode text not null check (prize_mode in ('Lott', 'ZY', 'Elott', 'SEA')),
  interval_seconds int not null check (interval_seconds between 30 and 86400),
  -- Bets close this many seconds before the draw time.
  close_before_seconds int not null check (close_before_seconds >= 1),
  min_bet bigint not null check (min_bet > 0),
  max_bet bigint not null,
  enabled boolean not null default true,
  primary key (vendor_code, game_code),
  check (max_bet >= min_bet),
  check (close_before_seconds < interval_seconds)
);

insert into lottery_games (vendor_code, game_code, kind, prize_mode, interval_seconds, close_before_seconds, min_bet, max_bet) values
  ('TCG', 'SSC', 'SSC', 'Lott', 60, 10, 100, 1000000),
  ('TCG', 'PK10', 'PK10', 'Lott', 60, 10, 100, 1000000),
  ('TCG_LOTTO_VN', 'VN_NORTH', 'VN', 'Elott', 300, 30, 100, 500000),
  ('TCG_SEA', 'SEA_4D', 'SEA4D', 'SEA', 300, 30, 100, 100000);

create table lottery_draws (
  id bigserial primary key,
  node_id bigint not null references games(node_id),
  -- yyyymmdd plus the draw's number within the UTC day, e.g. 202501010042.
  issue text not null,
  opens_at timestamptz not null,
  closes_at timestamptz not null,
  draws_at timestamptz not null,
  status text not null default 'open' check (status in ('open', 'closed', 'drawn', 'settled')),
  -- SHA-256 (hex) of server_seed, shown from the moment the draw opens.
  seed_hash text not null,
  -- Kept secret until the draw is drawn; the routes never show it before.
  server_seed text not null,
  result jsonb,
  drawn_at timestamptz,
  settled_at timestamptz,
  unique (node_id, issue),
  check (opens_at < closes_at and closes_at < draws_at),
  check ((status in ('drawn', 'settled')) = (result is not null))
);
create index lottery_draws_due_idx on lottery_draws (status, closes_at) where status in ('open', 'closed');
create index lottery_draws_game_idx on lottery_draws (node_id, draws_at desc);

create table lottery_bets (
  id bigserial primary key,
  merchant_id int not null references merchants(id),
  account_id bigint not null references accounts(id),
  draw_id bigint not null references lottery_draws(id),
  node_id bigint not null references games(node_id),
  play_type text not null,
  selection text not null,
  amount bigint not null check (amount > 0),
  -- Payout per 1000 staked for one hit, fixed when the bet is placed.
  odds bigint not null check (odds > 0),
  book text not null check (book in ('real', 'play')),
  currency text not null,
  -- refunded: the stake came back by a seamless rollback (the debit timed out before the draw).
  status text not null default 'open' check (status in ('open', 'won', 'lost', 'refunded')),
  payout bigint check (payout >= 0),
  -- The client's idempotency key: one bet per key and account.
  idempotency_key text not null,
  created_at timestamptz not null default now(),
  settled_at timestamptz,
  unique (account_id, idempotency_key),
  check ((status = 'open') = (payout is null))
);
create index lottery_bets_open_idx on lottery_bets (draw_id, id) where status = 'open';
create index lottery_bets_account_idx on lottery_bets (account_id, id desc);
