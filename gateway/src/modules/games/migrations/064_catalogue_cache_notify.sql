-- Nodes keep lobby answers (game lists, menus, hot games, lanes) in memory
-- (modules/games/lobby-cache.ts); any change to the catalogue or a site's vendor settings tells
-- every node to drop them, at commit, whoever wrote it. Statement-level: one notification however
-- many rows a catalogue import touches.

-- Tells every node's caches of a topic (the trigger's argument) to drop all they hold
-- (db/cache-bus.ts: payload `topic:*`). Also used by later migrations for their own topics.
create function notify_cache_topic() returns trigger language plpgsql as $$
begin
  perform pg_notify('wl_cache', tg_argv[0] || ':*');
  return null;
end $$;

create trigger games_catalogue_cache after insert or update or delete or truncate on games
  for each statement execute function notify_cache_topic('catalogue');
create trigger game_vendors_catalogue_cache after insert or update or delete or truncate on game_vendors
  for each statement execute function notify_cache_topic('catalogue');
create trigger merchant_vendors_catalogue_cache after insert or update or delete or truncate on merchant_vendors
  for each statement execute function notify_cache_topic('catalogue');
