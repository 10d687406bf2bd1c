-- Staff-written translations of the home content players read (docs/LANGUAGES.md "Staff content
-- per language"): a banner's title and image ({ "JA": { "title": ..., "url": ... } }: art with
-- words in it can have an image per language) and a marquee notice's title and text. The base
-- columns keep the English text (and image) every missing translation falls back to.
alter table home_banners add column texts jsonb not null default '{}'::jsonb check (jsonb_typeof(texts) = 'object');
alter table home_notices add column texts jsonb not null default '{}'::jsonb check (jsonb_typeof(texts) = 'object');
