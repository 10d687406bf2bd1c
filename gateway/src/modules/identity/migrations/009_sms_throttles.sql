-- SMS throttles, code hashing and the enumeration budget (docs/THROTTLES.md).

-- Secrets every gateway node shares, made once by the first node that needs one
-- (for example the HMAC key of SMS and email codes).
create table server_secrets (
  name text primary key,
  secret bytea not null,
  created_at timestamptz not null default now()
);

-- send_log now also holds the 24-hour quotas; old rows are purged as new ones are written.
create index send_log_created_idx on send_log (created_at);
create index blocks_until_idx on blocks (until);

-- "Does not exist" answers per IP and per probed name, in a window that starts at the first one.
create table probe_budget (
  key text primary key,
  window_start timestamptz not null default now(),
  count int not null
);
create index probe_budget_window_idx on probe_budget (window_start);

-- One spelling of the dialing code: '+063', '0063' and '63' all become '+63'. A row whose
-- normal form is already taken (the same number registered twice under two spellings) keeps
-- its spelling: lookups find the oldest account first.
with canon as (
  select id, merchant_id, mobile_num, country_dialing_code as stored,
         '+' || ltrim(regexp_replace(country_dialing_code, '[^0-9]', '', 'g'), '0') as dial
  from accounts
  where mobile_num is not null and country_dialing_code is not null
), changed as (
  select distinct on (c.merchant_id, c.dial, c.mobile_num) c.id, c.dial
  from canon c
  where c.dial ~ '^\+[1-9][0-9]{0,2}$' and c.stored <> c.dial
    and not exists (select 1 from accounts b where b.merchant_id = c.merchant_id and b.mobile_num = c.mobile_num and b.country_dialing_code = c.dial)
  order by c.merchant_id, c.dial, c.mobile_num, c.id
)
update accounts a set country_dialing_code = changed.dial from changed where a.id = changed.id;

-- Lookups by number (SMS login, forgot by phone, registration checks) go by site and number.
create index accounts_mobile_lookup_idx on accounts (merchant_id, mobile_num) where mobile_num is not null;
