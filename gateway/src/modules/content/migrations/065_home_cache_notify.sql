-- Nodes keep the public home lists (banners, notices, matches, videos) in memory
-- (content.routes.ts); any change to them tells every node to drop them, at commit, whoever
-- wrote it (notify_cache_topic: games migration 064). Statement-level: staff edits are rare.
create trigger home_banners_cache after insert or update or delete or truncate on home_banners
  for each statement execute function notify_cache_topic('home');
create trigger home_notices_cache after insert or update or delete or truncate on home_notices
  for each statement execute function notify_cache_topic('home');
create trigger home_matches_cache after insert or update or delete or truncate on home_matches
  for each statement execute function notify_cache_topic('home');
create trigger home_videos_cache after insert or update or delete or truncate on home_videos
  for each statement execute function notify_cache_topic('home');
