-- Deposits (docs/CASHIER.md): payment channels configured per merchant and the orders
-- members make through them. Amounts are integers in minor units. Money itself only moves in the
-- ledger (journal/postings); an order keeps the id of the journal that credited it.

-- A channel is how a member of one merchant pays in: 'sandbox' (the built-in payment gateway
-- that behaves like a real one: payment page, signed callback, timeout) or 'bank' (a manual bank
-- transfer that staff approve). The fee is added on top of the amount the member asks for:
-- fee = fee_fixed + floor(amount * fee_bps / 10000); the member pays amount + fee and receives amount.
create table payment_channels (
  id bigserial primary key,
  merchant_id int not null references merchants(id),
  type text not null check (type in ('sandbox', 'bank')),
  name text not null check (length(name) between 1 and 64),
  currency text not null,
  min_amount bigint not null check (min_amount > 0),
  max_amount bigint not null,
  fee_bps int not null default 0 check (fee_bps between 0 and 10000),
  fee_fixed bigint not null default 0 check (fee_fixed >= 0),
  -- Bank channels only: what the member needs to make the transfer (bank, account name and number, note).
  bank_details jsonb,
  -- A pending order of this channel expires after this many seconds.
  timeout_seconds int not null default 900 check (timeout_seconds between 30 and 1209600),
  enabled boolean not null default true,
  sort int not null default 0,
  created_at timestamptz not null default now(),
  constraint payment_channels_range_ck check (max_amount >= min_amount),
  constraint payment_channels_bank_ck check ((type = 'bank') = (bank_details is not null))
);
create index payment_channels_merchant_idx on payment_channels (merchant_id, sort, id);

-- One deposit order. `client_key` is the member's idempotency key (one per user action), unique
-- per account, and `request_hash` what was asked with it, so a replay answers the first order and
-- the same key with another channel or amount is refused. `ref` is the public, unguessable
-- reference of the order (payment page, callback); `external_ref` the payment gateway's own.
create table deposit_orders (
  id bigserial primary key,
  ref text not null unique,
  merchant_id int not null references merchants(id),
  account_id bigint not null references accounts(id),
  channel_id bigint not null references payment_channels(id),
  channel_type text not null check (channel_type in ('sandbox', 'bank')),
  amount bigint not null check (amount > 0),
  fee bigint not null default 0 check (fee >= 0),
  currency text not null,
  status text not null default 'pending' check (status in ('pending', 'paid', 'failed', 'expired', 'rejected')),
  client_key text not null,
  request_hash text not null,
  external_ref text,
  journal_id bigint references journal(id),
  -- Callbacks for this order refused for a bad signature (counted, never acted on).
  bad_callbacks int not null default 0,
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  settled_at timestamptz,
  reviewed_by int references staff(id),
  review_reason text,
  -- The staff member's idempotency key of the decision, so a repeated click answers the same.
  review_key text,
  constraint deposit_orders_key_uq unique (account_id, client_key),
  constraint deposit_orders_paid_ck check ((status = 'paid') = (journal_id is not null)),
  constraint deposit_orders_settled_ck check ((status = 'pending') = (settled_at is null)),
  constraint deposit_orders_reason_ck check (status <> 'rejected' or length(review_reason) > 0)
);
create index deposit_orders_account_idx on deposit_orders (account_id, created_at desc, id desc);
create index deposit_orders_queue_idx on deposit_orders (merchant_id, status, created_at desc, id desc);
create index deposit_orders_expiry_idx on deposit_orders (expires_at) where status = 'pending';

-- A database that already holds the demo site gets its demo channels here; a fresh one gets them
-- from the seed (plugins/seed.ts), which runs after the migrations.
insert into payment_channels (merchant_id, type, name, currency, min_amount, max_amount, fee_bps, fee_fixed, bank_details, timeout_seconds, sort)
select m.id, c.type, c.name, coalesce(m.settings->>'currency', 'PHP'), c.min_amount, c.max_amount, c.fee_bps, 0, c.bank_details, c.timeout_seconds, c.sort
from merchants m
cross join (values
  ('sandbox', 'Sandbox Pay', 10000::bigint, 5000000::bigint, 0, null::jsonb, 900, 1),
  ('sandbox', 'Sandbox Pay Express', 50000::bigint, 10000000::bigint, 150, null::jsonb, 900, 2),
  ('bank', 'Bank transfer', 50000::bigint, 50000000::bigint, 0,
   '{"bankName": "Demo Bank", "accountName": "Demo Gaming Ltd", "accountNumber": "0012-3456-7890", "note": "Put your order reference in the transfer message."}'::jsonb, 259200, 3)
) as c(type, name, min_amount, max_amount, fee_bps, bank_details, timeout_seconds, sort)
where m.code = 'DEMO';
