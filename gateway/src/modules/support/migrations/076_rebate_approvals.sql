-- A rebate staff book by hand (docs/REBATES.md) waits for a second staff member at the same
-- four-eyes amount as an adjustment: it is a row here too, told apart by its kind, and books
-- journal kind rebate.manual when approved. A rebate is always a credit.
alter table staff_approvals drop constraint staff_approvals_kind_check;
alter table staff_approvals add constraint staff_approvals_kind_check check (kind in ('adjustment', 'rebate'));
alter table staff_approvals add constraint staff_approvals_rebate_credit check (kind <> 'rebate' or direction = 'credit');
