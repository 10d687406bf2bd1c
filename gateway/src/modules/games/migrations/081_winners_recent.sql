-- The winners board also lists recent smaller wins (docs/GAMES.md "Winners"): on a new site big
-- wins are rare, and a board that stays empty says nobody wins here. Every real-money win now gets
-- a row; `big` marks those at or above BIG_WIN_MIN when they were booked, which the board lists
-- first. Every row written before this migration was a big win.
alter table winners add column big boolean not null default false;
update winners set big = true;
-- The board reads the newest big rows and the newest other rows of one merchant: one index walk each.
create index winners_merchant_big_idx on winners (merchant_id, big, id desc);
