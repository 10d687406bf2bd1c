-- A site's uploaded logos (docs/BRANDING.md). Each upload is a new row named by the hash of its
-- bytes, so its address never changes and browsers may keep it for good; the settings name the
-- one in use. Older rows stay (a page still open may show one) and are small.
create table site_logos (
  merchant_id integer not null references merchants(id),
  hash text not null check (hash ~ '^[0-9a-f]{32}$'),
  mime text not null check (mime in ('image/png', 'image/jpeg')),
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  bytes bytea not null,
  created_at timestamptz not null default now(),
  primary key (merchant_id, hash)
);
