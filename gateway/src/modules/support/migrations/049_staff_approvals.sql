-- Four eyes (docs/STAFF.md): a manual adjustment at or above the site's four-eyes amount is first
-- a request here; a second staff member approves it (the money moves then, in the approval's
-- transaction) or refuses it. One request per staff member and idempotency key.
create table staff_approvals (
  id bigserial primary key,
  merchant_id int not null references merchants(id),
  kind text not null check (kind in ('adjustment')),
  account_id bigint not null references accounts(id),
  direction text not null check (direction in ('credit', 'debit')),
  amount bigint not null check (amount > 0),
  reason text not null,
  requested_by int not null references staff(id),
  request_key text not null,
  status text not null default 'pending' check (status in ('pending', 'approved', 'refused')),
  decided_by int references staff(id),
  decided_at timestamptz,
  note text,
  journal_id bigint references journal(id),
  created_at timestamptz not null default now(),
  unique (merchant_id, requested_by, request_key),
  check (decided_by is null or decided_by <> requested_by)
);
create index staff_approvals_pending on staff_approvals (merchant_id, created_at) where status = 'pending';
