-- The agent team (docs/AGENT.md "Team").
-- An agent's own note about one account of its subtree: per agent, so a sub-agent's remark on
-- its member is not what the upline sees. Plain text, at most 100 characters (TEAM_REMARK_MAX).
create table agent_remarks (
  agent_id bigint not null references accounts(id),
  account_id bigint not null references accounts(id),
  remark text not null check (length(remark) between 1 and 100),
  updated_at timestamptz not null default now(),
  primary key (agent_id, account_id)
);

-- Team queries: direct downlines of a node by username (the management list and the tree),
-- and the withdrawals paid in a period per account (the overview).
create index accounts_parent_username_idx on accounts (parent_id, lower(username), id);
create index withdrawals_account_paid_idx on withdrawals (account_id, paid_at) where paid_at is not null;
