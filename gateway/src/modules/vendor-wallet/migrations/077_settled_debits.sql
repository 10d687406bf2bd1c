-- The daily rebate (docs/REBATES.md) reads one merchant day of settled real-money stakes by the
-- time they were settled: without this it would read the whole table once per site and day.
create index vendor_transactions_settled_idx on vendor_transactions (merchant_id, settled_at)
  where kind = 'debit' and state = 'settled' and book = 'real';
