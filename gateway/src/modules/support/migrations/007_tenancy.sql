-- Tenancy (docs/TENANCY.md). A staff member belongs to one merchant, or is platform-wide by an
-- explicit flag. The check keeps the two columns in step: a row written without a merchant is
-- refused unless it also says `platform = true`, so nobody becomes platform-wide by omission.
alter table staff add column merchant_id int references merchants(id);
alter table staff add column platform boolean not null default false;
-- Staff from before tenancy worked on the first (demo) site: they keep that site, and only it.
update staff set merchant_id = (select min(id) from merchants) where merchant_id is null;
alter table staff add constraint staff_scope_ck check (platform = (merchant_id is null));
create index staff_merchant_idx on staff (merchant_id);

-- The host lookup asks "which merchant lists this domain" (settings->'domains' ? host) for
-- every host not yet cached; the index keeps that one probe, not a scan of every merchant.
create index merchants_domains_idx on merchants using gin ((settings -> 'domains'));
