-- Vendor credentials (docs/SEAMLESS.md "Signing"): one per merchant and vendor, so a vendor
-- account of one merchant can never touch another merchant's players. The operator id is public
-- (it rides in the launch url and the x-operator-id header); the secrets are 256 random bits made
-- by the gateway, shown once to the admin who made them, and never derived from anything public.
-- They are kept as they are (not hashed): checking an HMAC needs the key itself.
create table vendor_credentials (
  merchant_id int not null references merchants(id),
  vendor_code text not null references game_vendors(code),
  operator_id text not null unique check (operator_id ~ '^op_[0-9a-f]{32}$'),
  secret text not null check (secret ~ '^[0-9a-f]{64}$'),
  -- The secret a rotation replaced, still accepted until previous_retires_at (the overlap window
  -- during which the vendor switches over). Null once nothing older is live.
  previous_secret text check (previous_secret ~ '^[0-9a-f]{64}$'),
  previous_retires_at timestamptz,
  created_at timestamptz not null default now(),
  rotated_at timestamptz,
  primary key (merchant_id, vendor_code),
  check ((previous_secret is null) = (previous_retires_at is null))
);

-- One secret per vendor for every merchant, derived from the vendor code for the demo vendors,
-- is what this table replaces: drop it so nothing can sign with it again. Credentials are made
-- afresh (at random) when a vendor is enabled for a merchant, by the demo seed, or at the first
-- launch of one of its games.
alter table game_vendors drop column api_secret;

-- A relaunch ends the member's earlier sessions of the same vendor: found through this index.
create index game_sessions_member_vendor_idx on game_sessions (account_id, vendor_code, expires_at);
