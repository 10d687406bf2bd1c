-- Staff-written translations of an announcement's title and content (docs/LANGUAGES.md "Staff
-- content per language"): { "JA": { "title": ..., "content": ... } }. The base columns keep the
-- English text every missing translation falls back to; content in the map is sanitised HTML like
-- the base column.
alter table announcements add column texts jsonb not null default '{}'::jsonb check (jsonb_typeof(texts) = 'object');
