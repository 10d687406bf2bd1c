-- A member may cancel a withdrawal while it is still only requested (no staff decision yet): the
-- held money goes back through the same return key a refusal uses (`withdraw-return:<id>`), so a
-- cancel and a refusal can never both return it.
alter table withdrawals drop constraint withdrawals_status_check;
alter table withdrawals add constraint withdrawals_status_check
  check (status in ('requested', 'approved', 'rejected', 'cancelled', 'paid', 'confirmed'));
alter table withdrawals add column cancelled_at timestamptz;
alter table withdrawals add constraint withdrawals_cancelled_check
  check (status <> 'cancelled' or (return_journal_id is not null and cancelled_at is not null));
create index withdrawals_paid_idx on withdrawals (merchant_id, paid_at desc) where paid_at is not null;
