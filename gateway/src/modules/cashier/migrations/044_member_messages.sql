-- Staff decisions on a member's money carry two texts: the internal note (staff only, kept in the
-- existing reason columns: deposit_orders.review_reason, withdrawals.reject_reason,
-- promotion_entries.reject_reason, points_redemptions.remark) and an optional message to the
-- member, the only text of a decision that any member-facing answer or inbox message shows.
alter table deposit_orders add column member_message text check (length(member_message) <= 500);
alter table withdrawals add column member_message text check (length(member_message) <= 500);
alter table promotion_entries add column member_message text check (length(member_message) <= 500);
alter table points_redemptions add column member_message text check (length(member_message) <= 500);
