-- Nodes keep lobby answers (game lists, menus, hot games, lanes) in memory
-- (modules/games/lobby-cache.ts); any change to the catalogue or a site's vendor settings tells
-- every node to drop them, at commit, whoever wrote it. Statement-level: one notification however
-- many rows a catalogue import touches.
create function notify_catalogue_cache() returns trigger language plpgsql as $$
begin
  perform pg_notify('wl_cache', 'catalogue:*');
  return null;
end $$;

create trigger games_catalogue_cache after insert or update or delete or truncate on games
  for each statement execute function notify_catalogue_cache();
create trigger game_vendors_catalogue_cache after insert or update or delete or truncate on game_vendors
  for each statement execute function notify_catalogue_cache();
create trigger merchant_vendors_catalogue_cache after insert or update or delete or truncate on merchant_vendors
  for each statement execute function notify_catalogue_cache();
