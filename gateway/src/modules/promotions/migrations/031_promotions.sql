-- Promotions and the reward centre (docs/PROMOTIONS.md). Staff define promotions per
-- merchant; a member's part in one is an entry (an application, a join, a red-envelope claim or a
-- day's sign-in). The statuses a member sees are derived from the promotion and the entry
-- (machines/src/promotion.ts), never stored.
create table promotions (
  id bigserial primary key,
  merchant_id int not null references merchants(id),
  kind text not null check (kind in ('apply', 'event', 'raffle', 'checkin')),
  title text not null check (length(title) between 1 and 100),
  summary text not null default '' check (length(summary) <= 300),
  -- HTML, sanitised by the gateway before it is stored (content-safety/html.ts).
  content text not null default '' check (length(content) <= 20000),
  image_url text,
  video_url text,
  starts_at timestamptz not null,
  ends_at timestamptz check (ends_at is null or ends_at > starts_at),
  -- Minor units. A raffle pays a random amount from bonus to bonus_max; other kinds pay bonus.
  bonus bigint not null check (bonus >= 0),
  bonus_max bigint not null check (bonus_max >= bonus),
  -- The turnover requirement: valid bets of this many times the bonus after it is paid.
  turnover_multiple int not null default 0 check (turnover_multiple between 0 and 100),
  -- Event: the valid bets to make after joining.
  target bigint not null default 0 check (target >= 0),
  -- Raffle: envelopes in all (null: no limit), and how many were claimed (the counter the claims race on).
  quota int check (quota is null or quota > 0),
  claimed int not null default 0 check (quota is null or claimed <= quota),
  active boolean not null default true,
  sort int not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  updated_by int references staff(id)
);
-- Ids in the range the site's promotion links use (#5488152); nothing depends on the exact numbers.
alter sequence promotions_id_seq restart with 5488100;
create index promotions_merchant_idx on promotions (merchant_id, active, sort, id);

create table promotion_entries (
  id bigserial primary key,
  promotion_id bigint not null references promotions(id),
  account_id bigint not null references accounts(id),
  merchant_id int not null references merchants(id),
  state text not null check (state in ('applying', 'issued', 'rejected', 'joined', 'claimed', 'signed')),
  -- A check-in has one entry per day (the merchant's day); every other kind one entry in all.
  day date,
  comment text check (comment is null or length(comment) <= 140),
  -- The bonus paid, the valid bets it asks for, and the posting id after which bets count.
  bonus bigint not null default 0,
  turnover_required bigint not null default 0,
  turnover_from bigint not null default 0,
  -- Event: the posting id after which valid bets count towards the target.
  progress_from bigint not null default 0,
  journal_id bigint references journal(id),
  reviewed_by int references staff(id),
  reviewed_at timestamptz,
  reject_reason text,
  settled_at timestamptz,
  created_at timestamptz not null default now()
);
-- One application, join or claim per member and promotion (a check-in: per day). Two concurrent
-- applications meet here: the second inserts nothing.
create unique index promotion_entries_once_uq on promotion_entries (promotion_id, account_id, day) nulls not distinct;
create index promotion_entries_account_idx on promotion_entries (account_id, id desc);
create index promotion_entries_review_idx on promotion_entries (merchant_id, state, id desc);

-- Application images, checked by content before they are stored (png or jpg, at most 3 of 5 MB).
create table promotion_entry_images (
  entry_id bigint not null references promotion_entries(id),
  position int not null check (position between 1 and 3),
  mime text not null check (mime in ('image/png', 'image/jpeg')),
  width int not null,
  height int not null,
  size int not null check (size <= 5242880),
  bytes bytea not null,
  primary key (entry_id, position)
);
