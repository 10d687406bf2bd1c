-- Staff actions in the console are themselves logged (docs/REPLAY.md): every staff write
-- (recorded by an onResponse hook, support/staff-actions.ts) and every replay view or export of
-- a member's private event stream. Append-only; read by admins of the same merchant.
create table staff_actions (
  id bigserial primary key,
  merchant_id int not null references merchants(id),
  staff_id int not null references staff(id),
  action text not null,
  account_id bigint references accounts(id),
  details jsonb not null default '{}'::jsonb,
  ip text not null,
  at timestamptz not null default now()
);
-- The log page: newest first per merchant, optionally by staff member or target account.
create index staff_actions_merchant_idx on staff_actions (merchant_id, id desc);
create index staff_actions_staff_idx on staff_actions (merchant_id, staff_id, id desc);
create index staff_actions_account_idx on staff_actions (account_id, id desc) where account_id is not null;

-- Replay asks for one account's events in a time range. The primary key (account_id, seq) alone
-- would scan the account's whole history before the range; this finds the range's rows directly.
-- One more index on every append: docs/REPLAY.md weighs it.
create index events_account_time_idx on events (account_id, created_at);
