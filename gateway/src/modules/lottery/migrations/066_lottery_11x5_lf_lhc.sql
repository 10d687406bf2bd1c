-- Three more lottery kinds (docs/LOTTERY.md): 11X5 (five distinct balls of 01-11), LF ("lucky
-- fast" 3D: three digits 0-9) and LHC (Mark Six: six balls and a special number, all distinct, of
-- 01-49). How each draws and what it pays is code (shared/src/fair/lottery.ts, lottery/rules.ts).
alter table lottery_games drop constraint lottery_games_kind_check;
alter table lottery_games add constraint lottery_games_kind_check
  check (kind in ('SSC', 'PK10', 'VN', 'SEA4D', '11X5', 'LF', 'LHC'));

insert into lottery_games (vendor_code, game_code, kind, prize_mode, interval_seconds, close_before_seconds, min_bet, max_bet) values
  ('TCG', '11X5', '11X5', 'Lott', 60, 10, 100, 1000000),
  ('TCG', 'LF', 'LF', 'Lott', 60, 10, 100, 100000),
  ('TCG', 'LHC', 'LHC', 'Lott', 300, 30, 100, 500000);

-- Their catalogue rows where the catalogue is already seeded; a new database gets them from the
-- demo seed (games/demo-catalogue.ts), which runs after the migrations, with the same values.
insert into games (vendor_code, game_code, game_type, name, sort, art)
select 'TCG', x.code, 'LOTT', x.name, x.sort, jsonb_build_object('motif', 'balls', 'hue', v.hue)
from (values ('11X5', '11X5 Lucky Five', 7), ('LF', 'LF Lucky Fast 3D', 8), ('LHC', 'LHC Mark Six', 9)) as x(code, name, sort)
join game_vendors v on v.code = 'TCG'
on conflict (vendor_code, game_code) do nothing;
