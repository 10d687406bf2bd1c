-- Transfers and records (docs/TRANSFERS.md).
--
-- How a merchant's wallets are arranged (GCS_merchantWallet answers `isSingle`). A merchant
-- without a row here is a single-wallet site: every game plays on the main wallet and there are
-- no sub-wallets to transfer between. A transfer-wallet merchant lists the vendor codes that get a
-- sub-wallet (vendor codes of the game catalogue, docs/GAMES.md); this list is the only
-- place vendor codes for wallets live (a code dropped from it keeps its wallets and balances
-- visible in consolidated funds, it just takes no new transfers in).
-- `upline_transfer` lets accounts send money to their direct upline (agents always send to their
-- own downline).
create table wallet_modes (
  merchant_id int primary key references merchants(id),
  single boolean not null default true,
  vendors text[] not null default '{}' check (array_position(vendors, null) is null),
  upline_transfer boolean not null default false,
  updated_at timestamptz not null default now()
);

-- The demo site, when it exists already (a fresh database gets the same from the seed).
insert into wallet_modes (merchant_id, single, vendors, upline_transfer)
select id, false, '{BGS,DS88,TCG}', true from merchants where code = 'DEMO'
on conflict (merchant_id) do nothing;

-- Records filter a member's postings by journal time; the journal is read by primary key from
-- postings(wallet_id, id desc), so only the created_at of joined rows is needed: no new index.
