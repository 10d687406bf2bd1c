-- Failed password attempts per account (member login and change password share a key; staff
-- have their own), whatever the IP. `failures` counts within the window that started at
-- `window_started_at`; reaching the threshold sets `locked_until`. See docs/THROTTLES.md.
create table login_lockouts (
  key text primary key,
  failures int not null,
  window_started_at timestamptz not null default now(),
  locked_until timestamptz
);
-- Rows of quiet accounts are purged as new failures are written.
create index login_lockouts_window_idx on login_lockouts (window_started_at);
