-- The relay reads the event log without any global lock, so writers never wait on it. Each row keeps
-- the id of the transaction that wrote it; the relay reads only rows whose transaction is
-- older than every transaction still running (pg_snapshot_xmin), in (txid, account, seq)
-- order, so a row that commits late can never fall behind the relay's cursor, and unrelated
-- accounts never wait on each other to append.
alter table events add column txid xid8 not null default pg_current_xact_id();
create index events_txid_idx on events (txid, account_id, seq);

-- (account, seq) identifies an event; the serial id was one more index and one more shared
-- sequence for every append to touch.
alter table events drop constraint events_pkey;
alter table events drop column id;
alter table events drop constraint events_account_id_seq_key;
alter table events add primary key (account_id, seq);

-- Sessions that run out are told so (session:revoked, reason expired) by a sweeper that
-- looks only at sessions not yet revoked.
create index sessions_expiring_idx on sessions (expires_at) where revoked_at is null;
