-- Announcements (docs/ANNOUNCEMENTS.md): popups, banners, player notices, promotions and
-- headlines per merchant, written by staff in the console. `content` is HTML already sanitised by
-- the gateway (content-safety/html.ts); the checks here are the last line, not the rule book.
create table announcements (
  id bigserial primary key,
  merchant_id int not null references merchants(id),
  type text not null check (type in ('B', 'PL', 'PU', 'PR', 'H')),
  -- Who a popup is for: A members, B visitors, F members on their first login.
  execution text not null default 'A' check (execution in ('A', 'B', 'F')),
  title text not null check (length(title) between 1 and 120),
  content text not null default '' check (length(content) <= 20000),
  sort int not null default 0,
  -- Null: a draft, or taken down. Publishing again moves it to the top of the newest.
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  updated_by int references staff(id)
);
-- What readers ask for: the published ones of a merchant, by type, newest first.
create index announcements_published_idx on announcements (merchant_id, type, sort, published_at desc) where published_at is not null;
create index announcements_staff_idx on announcements (merchant_id, id desc);

-- An announcement's images (`announcementImages` in the call's answer): shown in sequence order,
-- each sequence once per announcement.
create table announcement_images (
  announcement_id bigint not null references announcements(id) on delete cascade,
  sequence int not null check (sequence between 1 and 1000),
  url text not null check (length(url) between 1 and 500 and url ~* '^(https?://|/[^/\\])'),
  primary key (announcement_id, sequence)
);
