-- Expired rows are purged as new ones are written (captcha, human check, OAuth state);
-- these indexes keep each purge a short range scan instead of a full table scan.
create index captchas_expires_idx on captchas (expires_at);
create index human_checks_used_expires_idx on human_checks_used (expires_at);
create index oauth_states_expires_idx on oauth_states (expires_at);
