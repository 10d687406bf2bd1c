-- Human-check solutions already used: each proof of work counts once.
create table human_checks_used (
  signature text primary key,
  expires_at timestamptz not null
);
