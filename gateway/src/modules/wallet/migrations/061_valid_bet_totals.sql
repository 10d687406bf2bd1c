-- Each member's lifetime valid bets as a running total, so a read (the VIP level in member info)
-- never adds up the member's whole betting history. Valid bets are stakes of `bet` and `bet.*`
-- minus `rollback`, on the main and game wallets of the real book (wallet/turnover.ts's
-- definition). Kept by a statement trigger on postings: whatever writes postings (the ledger's
-- post(), a test fixture) keeps it true, in the writing transaction, once per statement.
create table valid_bet_totals (
  account_id bigint primary key references accounts (id),
  valid_bets bigint not null default 0
);

create function valid_bet_totals_add() returns trigger language plpgsql as $$
begin
  -- Account order: two statements touching several members never wait on each other in a circle.
  insert into valid_bet_totals (account_id, valid_bets)
  select w.account_id,
         sum(case when j.kind = 'rollback' then -n.amount else greatest(-n.amount, 0) end)
  from inserted n
    join journal j on j.id = n.journal_id
    join wallets w on w.id = n.wallet_id
  where (j.kind in ('bet', 'rollback') or j.kind like 'bet.%')
    and w.account_id is not null and w.kind in ('real', 'vendor') and w.book = 'real'
  group by w.account_id
  order by w.account_id
  on conflict (account_id) do update set valid_bets = valid_bet_totals.valid_bets + excluded.valid_bets;
  return null;
end $$;

create trigger postings_valid_bet_totals after insert on postings
  referencing new table as inserted for each statement execute function valid_bet_totals_add();

insert into valid_bet_totals (account_id, valid_bets)
select w.account_id, sum(case when j.kind = 'rollback' then -p.amount else greatest(-p.amount, 0) end)
from postings p
  join journal j on j.id = p.journal_id
  join wallets w on w.id = p.wallet_id
where (j.kind in ('bet', 'rollback') or j.kind like 'bet.%')
  and w.account_id is not null and w.kind in ('real', 'vendor') and w.book = 'real'
group by w.account_id;
