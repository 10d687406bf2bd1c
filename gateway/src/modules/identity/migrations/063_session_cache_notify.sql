-- Nodes keep who a session token belongs to in memory (modules/accounts/session-cache.ts); these
-- triggers tell every node when that may have changed, at commit, whoever wrote the row: a revoked
-- or expired session, a password change required, a change to what the cache holds of the account.
-- Row-level because the payload names the account; PostgreSQL folds repeated payloads of one
-- transaction into one notification.
create function notify_account_cache() returns trigger language plpgsql as $$
begin
  perform pg_notify('wl_cache', 'member:' || new.id);
  return null;
end $$;

create function notify_session_cache() returns trigger language plpgsql as $$
begin
  perform pg_notify('wl_cache', 'member:' || new.account_id);
  return null;
end $$;

-- The columns a cached session holds (modules/accounts/accounts.ts COLUMNS): a column added there
-- is added here. Not last_login_at: every login writes it, and it changes nothing a cache holds.
create trigger accounts_member_cache after update of
    merchant_id, username, password_hash, type, status, parent_id, nickname, mobile_num, country_dialing_code, email,
    payee_name, verify_method, totp_secret, language, currency, first_login, password_changed_at, affiliate_code, birthday
  on accounts
  for each row execute function notify_account_cache();

-- last_seen_at is written once a minute per session and changes nothing a cache holds.
create trigger sessions_member_cache after update of revoked_at, must_change_password, expires_at, account_id on sessions
  for each row execute function notify_session_cache();
