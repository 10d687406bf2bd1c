-- Feedback, help centre editing and referral (docs/ENGAGE.md).

-- The site's feedback popup (PUT /wps/feedback). A member's account is recorded when the call
-- carried its token; a guest's row has none. `content` is plain text (tags stripped on write), 20-200 characters.
create table feedback (
  id bigserial primary key,
  merchant_id int not null references merchants(id),
  account_id bigint references accounts(id),
  -- The member's username, or what a guest typed as sender (may be empty).
  sender text not null default '' check (length(sender) <= 64),
  type smallint not null check (type in (0, 1, 2, 3, 4, 6)),
  content text not null check (length(content) between 20 and 200),
  ip text not null,
  status text not null default 'new' check (status in ('new', 'read', 'replied', 'closed')),
  read_by int references staff(id),
  read_at timestamptz,
  created_at timestamptz not null default now()
);
-- The console's inbox: newest first, optionally by status and type.
create index feedback_inbox_idx on feedback (merchant_id, id desc);
create index feedback_status_idx on feedback (merchant_id, status, id desc);
-- The rate limits count a member's and an IP's recent rows (docs/ENGAGE.md).
create index feedback_account_recent_idx on feedback (account_id, created_at) where account_id is not null;
create index feedback_ip_recent_idx on feedback (merchant_id, ip, created_at);

-- Staff answers. A reply to a member is also an internal message (message_id); a note on a
-- guest's feedback stays here only.
create table feedback_replies (
  id bigserial primary key,
  feedback_id bigint not null references feedback(id),
  staff_id int not null references staff(id),
  title text not null check (length(title) between 1 and 100),
  body text not null check (length(body) between 1 and 1000),
  message_id bigint references messages(id),
  created_at timestamptz not null default now()
);
create index feedback_replies_feedback_idx on feedback_replies (feedback_id, id);

-- Help articles become staff-edited: who changed one last, and when.
alter table help_articles add column updated_at timestamptz not null default now();
alter table help_articles add column updated_by int references staff(id);

-- A member's own referral code, made the first time the referral page is opened. An agent's
-- code is its invitation (affiliate) code instead, so its one link serves both purposes.
create table referral_codes (
  account_id bigint primary key references accounts(id),
  merchant_id int not null references merchants(id),
  code text not null check (code ~ '^[A-Z0-9]{4,32}$'),
  created_at timestamptz not null default now()
);
create unique index referral_codes_code_uq on referral_codes (merchant_id, code);

-- Who invited whom: written in the registration's transaction when the code was valid. The
-- agent tree (accounts.parent_id) is not changed by a referral.
create table referrals (
  account_id bigint primary key references accounts(id),
  referrer_id bigint not null references accounts(id),
  merchant_id int not null references merchants(id),
  code text not null,
  created_at timestamptz not null default now(),
  check (account_id <> referrer_id)
);
create index referrals_referrer_idx on referrals (referrer_id, created_at desc, account_id desc);
