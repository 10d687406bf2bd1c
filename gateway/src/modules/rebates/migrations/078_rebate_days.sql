-- The daily rebate (docs/REBATES.md): a merchant day once every member's rebate of it is booked,
-- so later runs skip the day without reading its bets again. What makes a payout happen once is
-- the ledger key rebate:daily:<merchant>:<account>:<day>; this row only saves the re-read.
create table rebate_day_runs (
  merchant_id int not null references merchants(id),
  day date not null,
  booked int not null,
  amount bigint not null,
  created_at timestamptz not null default now(),
  primary key (merchant_id, day)
);
