-- Staff-written translations of what players read of a promotion (docs/LANGUAGES.md "Staff
-- content per language"): { "JA": { "title": ..., "summary": ..., "content": ... } }. The base
-- columns keep the English text every missing translation falls back to; content in the map is
-- sanitised HTML like the base column.
alter table promotions add column texts jsonb not null default '{}'::jsonb check (jsonb_typeof(texts) = 'object');
