-- Each member's paid deposits as a running total, so a read (the VIP level in member info) never
-- adds up the member's whole deposit history. Kept by a trigger on the order turning paid (or
-- written paid): whatever settles an order keeps it true, in the same transaction.
create table deposit_totals (
  account_id bigint primary key references accounts (id),
  paid bigint not null default 0
);

create function deposit_totals_add() returns trigger language plpgsql as $$
begin
  insert into deposit_totals (account_id, paid) values (new.account_id, new.amount)
  on conflict (account_id) do update set paid = deposit_totals.paid + excluded.paid;
  return null;
end $$;

create trigger deposit_orders_paid_total after insert on deposit_orders
  for each row when (new.status = 'paid') execute function deposit_totals_add();
create trigger deposit_orders_paid_total_update after update of status on deposit_orders
  for each row when (new.status = 'paid' and old.status is distinct from 'paid') execute function deposit_totals_add();

insert into deposit_totals (account_id, paid)
select account_id, sum(amount) from deposit_orders where status = 'paid' group by account_id;
