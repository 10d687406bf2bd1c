-- Live hosts (docs/LIVE-MODELS.md): staff list the chat provider's hosts on their site, with a
-- display name, languages, tags, an avatar colour and an order. Whether a host is online and how
-- many watch is the provider's to say, asked at read time, never stored here.
create table live_models (
  id bigserial primary key,
  merchant_id int not null references merchants(id),
  name text not null check (length(name) between 1 and 40),
  languages text[] not null default '{}' check (cardinality(languages) <= 6),
  tags text[] not null default '{}' check (cardinality(tags) <= 6),
  hue int not null default 330 check (hue between 0 and 359),
  -- The provider's id of the host (what it answers status for and opens chats with).
  host_ref text not null check (host_ref ~ '^[a-z0-9_-]{2,32}$'),
  sort int not null default 0 check (sort between 0 and 10000),
  enabled boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  updated_by int references staff(id),
  -- One card per host on a site: two cards for one host would show the same person twice.
  unique (merchant_id, host_ref)
);
create index live_models_merchant_idx on live_models (merchant_id, enabled, sort, id);

-- Each chat opened (CBS_launchChat): who asked, as whom, from where. The console counts them; the
-- chat itself lives at the provider.
create table live_chat_launches (
  id bigserial primary key,
  merchant_id int not null references merchants(id),
  model_id bigint not null references live_models(id),
  account_id bigint references accounts(id),
  display_name text not null,
  ip text not null,
  created_at timestamptz not null default now()
);
create index live_chat_launches_model_idx on live_chat_launches (model_id, created_at);
