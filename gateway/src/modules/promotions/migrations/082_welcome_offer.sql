-- The welcome offer (docs/PROMOTIONS.md "Welcome offer"): staff mark the promotion a new member
-- is told about on the home page's welcome card until their first deposit. The card reads the
-- bonus from the promotion itself, so no amount is written into the page.
alter table promotions add column welcome boolean not null default false;
