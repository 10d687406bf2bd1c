-- The game catalogue (docs/GAMES.md). Vendors and games are provider data shared by
-- every merchant; each merchant decides which vendors it shows (merchant_vendors), and a vendor
-- without a row there is shown when the vendor is `default_enabled`.
create table game_vendors (
  code text primary key check (code ~ '^[A-Z0-9_]{2,32}$'),
  name text not null,
  -- Menu order of the vendor inside each category.
  sort int not null default 0,
  maintenance boolean not null default false,
  default_enabled boolean not null default true,
  -- Seamless wallet (docs/SEAMLESS.md): the vendor signs its calls with this secret; its game
  -- pages live under launch_url (null for the in-house vendor, whose games the client plays).
  api_secret text not null,
  launch_url text,
  -- A debit that no credit or rollback settles within this many seconds is rolled back.
  debit_timeout_seconds int not null default 900 check (debit_timeout_seconds between 10 and 2592000),
  -- Generated art: the vendor's colour (a hue, 0-359) for its logo and tiles.
  hue int not null default 40 check (hue between 0 and 359),
  created_at timestamptz not null default now()
);

create table merchant_vendors (
  merchant_id int not null references merchants(id),
  vendor_code text not null references game_vendors(code),
  enabled boolean not null default true,
  sort int,
  maintenance boolean not null default false,
  primary key (merchant_id, vendor_code)
);

create table games (
  node_id bigserial primary key,
  vendor_code text not null references game_vendors(code),
  -- The game's code at its vendor (`vendorCode` in the API; the lottery pages' gameCode).
  game_code text not null,
  game_type text not null check (game_type in ('LIVE', 'RNG', 'SPORTS', 'ESPORTS', 'PVP', 'FISH', 'LOTT', 'ELOTT', 'COCKFIGHT', 'CRASH', 'ARCADE', 'JACKPOT', 'MINI', 'BGS')),
  name text not null check (length(name) between 1 and 120),
  is_hot boolean not null default false,
  is_new boolean not null default false,
  -- A vendor group (isGame = VASSALAGE): opens a popup list of the vendor's games.
  is_group boolean not null default false,
  trial_allowed boolean not null default false,
  maintenance boolean not null default false,
  sort int not null default 0,
  -- Generated art: motif and hue of the icon (gateway/src/modules/games/art.ts).
  art jsonb not null default '{}',
  created_at timestamptz not null default now(),
  unique (vendor_code, game_code)
);
create index games_type_idx on games (game_type, sort, node_id);
create index games_vendor_idx on games (vendor_code, game_type, sort, node_id);
create index games_hot_idx on games (sort, node_id) where is_hot;
create index games_new_idx on games (sort, node_id) where is_new;

create table favourite_games (
  account_id bigint not null references accounts(id),
  node_id bigint not null references games(node_id),
  created_at timestamptz not null default now(),
  primary key (account_id, node_id)
);

create table recent_games (
  account_id bigint not null references accounts(id),
  node_id bigint not null references games(node_id),
  played_at timestamptz not null default now(),
  primary key (account_id, node_id)
);
create index recent_games_account_idx on recent_games (account_id, played_at desc);

-- The winners board: a row per win at or above the merchant's threshold, written in the
-- transaction that books the win (journal_id unique: a replayed win is never listed twice).
create table winners (
  id bigserial primary key,
  merchant_id int not null references merchants(id),
  account_id bigint not null references accounts(id),
  node_id bigint not null references games(node_id),
  journal_id bigint not null unique references journal(id),
  amount bigint not null check (amount > 0),
  currency text not null,
  created_at timestamptz not null default now()
);
create index winners_merchant_idx on winners (merchant_id, id desc);
