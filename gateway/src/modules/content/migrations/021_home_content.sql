-- Home-page content (docs/HOME.md): banners per group, marquee notices, hot matches and
-- videos, per merchant, edited by staff in the console. Links are checked by the gateway
-- (http(s) or a path of the site); the checks here are the last line, not the rule book.
create table home_banners (
  id bigserial primary key,
  merchant_id int not null references merchants(id),
  group_name text not null check (group_name in ('w_login', 'w_register', 'w_forget', 'w_home', 'w_video', 'w_facebook', 'w_leftmenu')),
  title text not null check (length(title) between 1 and 80),
  image_url text not null check (length(image_url) between 1 and 500 and image_url ~* '^(https?://|/[^/\\])'),
  link_url text not null default '' check (length(link_url) <= 500 and (link_url = '' or link_url ~* '^(https?://|/[^/\\]|/$)')),
  linkage text not null default 'NONE' check (linkage in ('NONE', 'ROUTE', 'EXTERNAL')),
  sort int not null default 0,
  active boolean not null default true,
  updated_at timestamptz not null default now(),
  updated_by int references staff(id)
);
create index home_banners_group_idx on home_banners (merchant_id, group_name, sort, id);

create table home_notices (
  id bigserial primary key,
  merchant_id int not null references merchants(id),
  title text not null check (length(title) between 1 and 80),
  content text not null check (length(content) between 1 and 2000),
  sort int not null default 0,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  updated_by int references staff(id)
);
create index home_notices_idx on home_notices (merchant_id, sort, id);

create table home_matches (
  id bigserial primary key,
  merchant_id int not null references merchants(id),
  title text not null check (length(title) between 1 and 80),
  home_team text not null check (length(home_team) between 1 and 40),
  away_team text not null check (length(away_team) between 1 and 40),
  home_team_image_url text not null check (length(home_team_image_url) between 1 and 500),
  away_team_image_url text not null check (length(away_team_image_url) between 1 and 500),
  match_time timestamptz not null,
  -- The sports game a click opens; kept when the game leaves the catalogue (the link just goes).
  node_id bigint references games(node_id) on delete set null,
  active boolean not null default true,
  updated_at timestamptz not null default now(),
  updated_by int references staff(id)
);
create index home_matches_time_idx on home_matches (merchant_id, match_time);

create table home_videos (
  id bigserial primary key,
  merchant_id int not null references merchants(id),
  title text not null check (length(title) between 1 and 80),
  url text not null check (length(url) between 1 and 500),
  youtube_id text not null check (youtube_id ~ '^[A-Za-z0-9_-]{11}$'),
  sort int not null default 0,
  active boolean not null default true,
  updated_at timestamptz not null default now(),
  updated_by int references staff(id)
);
create index home_videos_idx on home_videos (merchant_id, sort, id);
