-- Staff notes on an account: what support should know next time (a dispute, a promise made, why an
-- account was suspended). Staff only; never part of any member answer. Kept, never edited.
create table account_notes (
  id bigserial primary key,
  merchant_id int not null references merchants(id),
  account_id bigint not null references accounts(id) on delete cascade,
  staff_id int not null references staff(id),
  body text not null check (length(body) between 1 and 1000),
  created_at timestamptz not null default now()
);
create index account_notes_account_idx on account_notes (account_id, id desc);
