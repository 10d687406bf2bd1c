-- Merchants (white-label sites) and their editable settings.
create table merchants (
  id serial primary key,
  code text not null unique,
  settings jsonb not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table accounts (
  id bigserial primary key,
  merchant_id int not null references merchants(id),
  username text not null check (length(username) between 1 and 64),
  password_hash text not null,
  type smallint not null default 0,
  status text not null default 'active' check (status in ('active', 'disabled')),
  parent_id bigint references accounts(id),
  nickname text not null default '',
  mobile_num text,
  country_dialing_code text,
  email text,
  payee_name text,
  qq_num text, line text, whatsapp text, facebook text, wechat text, id_number text,
  payment_password_hash text,
  affiliate_code text unique,
  referral_code text,
  register_method text,
  register_url text,
  domain text,
  verify_method text check (verify_method in ('SMS', 'EMAIL', 'BANK_NAME', 'TOTP')),
  totp_secret text,
  language text not null default 'EN',
  currency text not null default 'PHP',
  first_login boolean not null default true,
  password_changed_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  last_login_at timestamptz
);
create unique index accounts_username_uq on accounts (merchant_id, lower(username));
create unique index accounts_mobile_uq on accounts (merchant_id, country_dialing_code, mobile_num) where mobile_num is not null;
create index accounts_parent_idx on accounts (parent_id);
create index accounts_email_idx on accounts (merchant_id, lower(email));

-- IPs an account has fully logged in from; a new one triggers the second verification.
create table account_ips (
  account_id bigint not null references accounts(id),
  ip text not null,
  first_seen timestamptz not null default now(),
  last_seen timestamptz not null default now(),
  primary key (account_id, ip)
);

create table sessions (
  id bigserial primary key,
  account_id bigint not null references accounts(id),
  token_hash bytea not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  last_seen_at timestamptz not null default now(),
  ip text not null default '',
  user_agent text not null default '',
  revoked_at timestamptz,
  revoked_reason text
);
create index sessions_account_idx on sessions (account_id);

create table staff (
  id serial primary key,
  username text not null unique,
  password_hash text not null,
  role text not null check (role in ('support', 'admin')),
  created_at timestamptz not null default now()
);
create table staff_sessions (
  id bigserial primary key,
  staff_id int not null references staff(id),
  token_hash bytea not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);

create table captchas (
  id uuid primary key,
  answer text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);

-- One-time SMS / email codes, stored hashed, with a guess counter.
create table verification_codes (
  id bigserial primary key,
  merchant_id int not null references merchants(id),
  purpose text not null,
  target text not null,
  code_hash text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  attempts int not null default 0,
  used_at timestamptz
);
create index verification_codes_target_idx on verification_codes (merchant_id, purpose, target, created_at desc);

-- Sends per key (number, IP) for throttling, and keys blocked until a time.
create table send_log (
  id bigserial primary key,
  key text not null,
  created_at timestamptz not null default now()
);
create index send_log_key_idx on send_log (key, created_at desc);
create table blocks (
  key text primary key,
  until timestamptz not null
);

-- Failed logins per username and per IP: a failure makes the captcha required.
create table login_failures (
  key text primary key,
  count int not null,
  last_at timestamptz not null default now()
);

-- A login waiting for its second verification (new IP).
create table login_challenges (
  token_hash bytea primary key,
  account_id bigint not null references accounts(id),
  method text not null,
  ip text not null,
  code_hash text,
  remember boolean not null default false,
  login_page text not null default 'member',
  user_agent text not null default '',
  attempts int not null default 0,
  expires_at timestamptz not null,
  used_at timestamptz
);

-- Temporary passwords mailed by "forgot password by email"; the old one keeps working.
create table password_resets (
  id bigserial primary key,
  account_id bigint not null references accounts(id),
  password_hash text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);

create table social_links (
  provider text not null,
  subject text not null,
  account_id bigint not null references accounts(id),
  created_at timestamptz not null default now(),
  primary key (provider, subject)
);
create table social_tickets (
  ticket_hash bytea primary key,
  merchant_id int not null references merchants(id),
  provider text not null,
  subject text not null,
  email text,
  name text,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create table oauth_states (
  state text primary key,
  provider text not null,
  code_verifier text not null,
  nonce text not null,
  expires_at timestamptz not null
);

-- Messages the default SMS / email provider "sends": support staff read them here.
create table outbox (
  id bigserial primary key,
  merchant_id int references merchants(id),
  channel text not null check (channel in ('sms', 'email')),
  recipient text not null,
  subject text not null default '',
  body text not null,
  created_at timestamptz not null default now()
);

create table help_articles (
  id serial primary key,
  merchant_id int not null references merchants(id),
  lang text not null,
  slug text not null,
  title text not null,
  content text not null,
  sort int not null default 0,
  unique (merchant_id, lang, slug)
);

-- RSA key pair for the encrypted calls; shared by every gateway node.
create table server_keys (
  kid text primary key,
  private_pem text not null,
  public_spki text not null,
  created_at timestamptz not null default now()
);
