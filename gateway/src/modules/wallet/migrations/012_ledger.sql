-- The ledger grows from "member wallets plus one house row" into a double-entry book
-- (docs/LEDGER.md). Amounts stay integers in minor units.
--
-- Wallets are of two sorts:
--  * holder wallets (account_id set): a member's or agent's main wallet ('real'), a trial user's
--    play-money wallet ('play'), per-vendor sub-wallets ('vendor', with vendor_code) and points
--    ('points'). They keep a materialised balance and a version, are locked row by row in id
--    order by each movement, and can never go below zero.
--  * system wallets (account_id null): house, payment clearing, vendor clearing, bonus and the
--    points issuer, one per merchant, kind, currency and book. They keep no balance (null): their
--    balance is the sum of their postings. So no movement ever updates, and therefore locks, a
--    system row: every player's bet would otherwise queue on the house.
-- Every wallet belongs to one book, 'real' or 'play'; a journal stays within one book, so play
-- money can never exchange value with real money.
alter table wallets drop constraint if exists wallets_kind_check;
alter table wallets drop constraint if exists wallets_check;
alter table wallets drop constraint if exists wallets_check1;
alter table wallets add column book text not null default 'real' check (book in ('real', 'play'));
alter table wallets add column vendor_code text;
alter table wallets add column version bigint not null default 0;
update wallets set book = 'play' where kind = 'play';
-- House rows made before this kept a running balance; from now on a system wallet's balance is
-- the sum of its postings, and the column is empty so nobody reads a stale figure.
alter table wallets alter column balance drop not null;
update wallets set balance = null where account_id is null;
alter table wallets add constraint wallets_kind_ck check (kind in ('real', 'play', 'vendor', 'points', 'house', 'payment_clearing', 'vendor_clearing', 'bonus', 'points_issuer'));
alter table wallets add constraint wallets_holder_ck check (
  (account_id is not null and kind in ('real', 'play', 'vendor', 'points') and balance is not null and balance >= 0)
  or (account_id is null and kind in ('house', 'payment_clearing', 'vendor_clearing', 'bonus', 'points_issuer') and balance is null));
alter table wallets add constraint wallets_vendor_ck check ((kind = 'vendor') = (vendor_code is not null));
alter table wallets add constraint wallets_book_ck check ((kind = 'play') = (book = 'play') or account_id is null);
drop index wallets_account_uq;
drop index wallets_house_uq;
create unique index wallets_holder_uq on wallets (account_id, kind, vendor_code) nulls not distinct where account_id is not null;
create unique index wallets_system_uq on wallets (merchant_id, kind, currency, book) where account_id is null;

-- Journal: one row per movement, its idempotency key inserted first (a concurrent duplicate
-- waits on the key and then reads the stored first answer). Who asked (staff) and why are kept.
alter table journal add column merchant_id int references merchants(id);
alter table journal add column book text not null default 'real' check (book in ('real', 'play'));
alter table journal add column currency text;
alter table journal add column staff_id bigint;
update journal j set merchant_id = w.merchant_id, currency = w.currency, book = w.book
  from (select distinct on (p.journal_id) p.journal_id, w.merchant_id, w.currency, w.book
        from postings p join wallets w on w.id = p.wallet_id order by p.journal_id, p.id) w
  where w.journal_id = j.id;
create index journal_merchant_idx on journal (merchant_id, created_at desc);

-- Postings carry the wallet's currency and book so the balance check needs no join; a system
-- wallet's posting has no running balance.
alter table postings add column currency text;
alter table postings add column book text;
update postings p set currency = w.currency, book = w.book from wallets w where w.id = p.wallet_id;
update postings p set balance_after = null from wallets w where w.id = p.wallet_id and w.account_id is null;
alter table postings alter column currency set not null;
alter table postings alter column book set not null;
alter table postings alter column balance_after drop not null;
alter table postings add column version bigint;
alter table postings add constraint postings_amount_ck check (amount <> 0);
create index postings_journal_idx on postings (journal_id);

-- Every journal balances: at commit, its postings sum to zero per currency, stay in one book and
-- number at least two. Deferred, so a movement may insert its legs in any order.
create function ledger_check_journal() returns trigger language plpgsql as $$
declare
  jid bigint;
  legs int;
  books int;
  unbalanced int;
begin
  if tg_table_name = 'journal' then jid := new.id; else jid := new.journal_id; end if;
  select count(*), count(distinct book) into legs, books from postings where journal_id = jid;
  select count(*) into unbalanced from (
    select currency from postings where journal_id = jid group by currency having sum(amount) <> 0) u;
  if legs < 2 or books <> 1 or unbalanced > 0 then
    raise exception 'journal % does not balance (legs %, books %, unbalanced currencies %)', jid, legs, books, unbalanced
      using errcode = 'check_violation', constraint = 'journal_balanced';
  end if;
  return null;
end $$;
create constraint trigger postings_balanced after insert on postings
  deferrable initially deferred for each row execute function ledger_check_journal();
create constraint trigger journal_has_postings after insert on journal
  deferrable initially deferred for each row execute function ledger_check_journal();

-- Append-only: a correction is a new journal entry, never an edit. The triggers hold for every
-- role, the owner and superusers included (a REVOKE would not bind the owner).
create function ledger_append_only() returns trigger language plpgsql as $$
begin
  raise exception '% is append-only: % refused', tg_table_name, tg_op
    using errcode = 'insufficient_privilege', constraint = 'ledger_append_only';
end $$;
create trigger journal_append_only before update or delete on journal
  for each row execute function ledger_append_only();
create trigger journal_no_truncate before truncate on journal
  for each statement execute function ledger_append_only();
create trigger postings_append_only before update or delete on postings
  for each row execute function ledger_append_only();
create trigger postings_no_truncate before truncate on postings
  for each statement execute function ledger_append_only();
