-- Responsible gaming, second part (docs/RESPONSIBLE.md "Time-out", "Reality check",
-- "History"): time-outs, the reality-check interval, and one history of every responsible-gaming
-- choice a member made, for staff.

-- Time-out: a break from the whole account (no login, play or deposit) of 24 hours to 6 weeks.
-- Like self_exclusions, rows are only inserted: a time-out cannot be cut short, and a new one is
-- accepted only when it ends later than the running one (the longest running row applies).
create table responsible_timeouts (
  id bigserial primary key,
  account_id bigint not null references accounts(id) on delete cascade,
  merchant_id int not null references merchants(id),
  period text not null check (period in ('24h', '3d', '7d', '14d', '28d', '6w')),
  starts_at timestamptz not null default now(),
  ends_at timestamptz not null,
  created_at timestamptz not null default now(),
  constraint responsible_timeouts_order_ck check (ends_at > starts_at)
);
create index responsible_timeouts_account_idx on responsible_timeouts (account_id, ends_at);

-- The reality check: how often the member wants to be shown their session time and result. No
-- row: off (the default). Seconds, although the API offers only whole minutes from a list, so an
-- operator (or a browser test) can set a short interval.
create table reality_checks (
  account_id bigint primary key references accounts(id) on delete cascade,
  interval_seconds int not null check (interval_seconds > 0),
  updated_at timestamptz not null default now()
);

-- History: one row per choice (limits, self-exclusion, time-out, reality-check interval) and per
-- answer to a reality check (with the session it was shown in: the next check counts from the
-- last answer of that session). Only inserted; staff read it on the member's page.
create table responsible_log (
  id bigserial primary key,
  account_id bigint not null references accounts(id) on delete cascade,
  merchant_id int not null references merchants(id),
  session_id bigint references sessions(id) on delete set null,
  action text not null check (action in ('limits', 'exclusion', 'time-out', 'reality-interval', 'reality-continue', 'reality-stop')),
  detail jsonb not null default '{}',
  ip text,
  created_at timestamptz not null default now()
);
create index responsible_log_account_idx on responsible_log (account_id, id desc);
create index responsible_log_merchant_idx on responsible_log (merchant_id, id desc);
create index responsible_log_session_idx on responsible_log (session_id, id desc) where session_id is not null;
