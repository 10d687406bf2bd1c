-- App links (docs/PAGES.md): one row per merchant and platform, edited by staff. The truth for
-- the download page and the side menu; the Android / iOS entries of merchants.settings.resources
-- are rewritten from these rows on every save, so the public site configuration agrees.
create table app_links (
  merchant_id int not null references merchants(id),
  platform text not null check (platform in ('ios', 'android')),
  url text not null default '',
  version text not null default '',
  min_os text not null default '',
  size_mb numeric(8, 1),
  release_notes text not null default '',
  enabled boolean not null default false,
  updated_at timestamptz not null default now(),
  updated_by int references staff(id),
  primary key (merchant_id, platform)
);

-- Merchants that already list an app in their resources keep it, now as an app link.
insert into app_links (merchant_id, platform, url, enabled)
select distinct on (m.id, lower(r->>'resourceType')) m.id, lower(r->>'resourceType'), r->>'url', true
from merchants m, jsonb_array_elements(coalesce(m.settings->'resources', '[]'::jsonb)) r
where lower(r->>'resourceType') in ('ios', 'android') and coalesce(r->>'url', '') <> ''
on conflict do nothing;

-- Blog and news articles per merchant and language. The body is HTML cleaned on write
-- (content-safety/html.ts); drafts are never served to members.
create table articles (
  id bigserial primary key,
  merchant_id int not null references merchants(id),
  kind text not null check (kind in ('blog', 'news')),
  lang text not null,
  title text not null,
  summary text not null default '',
  cover_url text not null default '',
  body text not null,
  status text not null default 'draft' check (status in ('draft', 'published')),
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  updated_by int references staff(id)
);
create index articles_public_idx on articles (merchant_id, kind, status, published_at desc, id desc);
