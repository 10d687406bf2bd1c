-- Internal messages (docs/MESSAGES.md). A message is stored once; who it reaches is its
-- audience. Direct messages ('one', 'list') get a state row per recipient when sent. A broadcast
-- ('everyone') gets none: every account of the merchant created before it sees it, and its state
-- row is written only when the member reads or deletes it, so sending to 100,000 members writes
-- one row. The unread count is derived from these two tables, never stored.
create table messages (
  id bigserial primary key,
  merchant_id int not null references merchants(id),
  title text not null check (length(title) between 1 and 100),
  body text not null check (length(body) between 1 and 2000),
  -- null: sent by the platform itself (a system message).
  sender_staff_id int references staff(id),
  audience text not null check (audience in ('one', 'list', 'everyone')),
  -- Accounts it reached when it was sent (for a broadcast: the merchant's accounts at that time).
  recipients int not null default 0,
  -- Broadcast pushes (message:received, unread:changed) go out in batches after the send: the
  -- last account id pushed, and whether every account has been.
  push_after bigint not null default 0,
  pushed boolean not null default true,
  created_at timestamptz not null default now()
);
create index messages_merchant_idx on messages (merchant_id, id desc);
create index messages_broadcast_idx on messages (merchant_id, created_at) where audience = 'everyone';
create index messages_push_idx on messages (id) where not pushed;

create table message_states (
  account_id bigint not null references accounts(id),
  message_id bigint not null references messages(id),
  read_at timestamptz,
  deleted_at timestamptz,
  primary key (account_id, message_id)
);
create index message_states_message_idx on message_states (message_id);
-- A member's unread direct messages, read on every count.
create index message_states_unread_idx on message_states (account_id) where read_at is null and deleted_at is null;

-- The broadcast push walks a merchant's accounts in id order.
create index if not exists accounts_merchant_id_idx on accounts (merchant_id, id);
