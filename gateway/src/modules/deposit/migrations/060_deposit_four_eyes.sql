-- Four eyes on bank deposits (docs/CASHIER.md): approving an order of at least the site's
-- four-eyes amount first records one staff member's approval here; the order stays pending and
-- is credited only when a second, different staff member approves it. Rejecting needs one.
alter table deposit_orders
  add column first_review_by int references staff(id),
  add column first_review_at timestamptz,
  add column first_review_note text check (length(first_review_note) <= 500),
  add column first_review_key text,
  add constraint deposit_orders_four_eyes check (status <> 'paid' or first_review_by is null or first_review_by <> reviewed_by);
