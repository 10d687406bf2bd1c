-- The settlement run's staging (docs/AGENT.md "Settlement", settlement-stage.ts). A run reads the
-- betting postings of every period window it settles ONCE, by the journal time index, into
-- settlement_bets, and the team membership of its earners among the accounts that bet into
-- settlement_teams; each batch of payouts then reads only its own teams' rows by index. Only the
-- run holding SWEEP_LOCKS.settlement writes here: it empties the tables when it starts and when it
-- ends, and a batch locks them (access share) and checks its run's windows are still there before
-- reading, so a later run can never empty them under it. Unlogged: nothing here outlives a run,
-- and a crash only loses what the next run rebuilds.
create unlogged table settlement_windows (
  id serial primary key,
  run uuid not null,
  merchant_id int not null,
  window_start timestamptz not null,
  window_end timestamptz not null,
  unique (run, merchant_id, window_start, window_end)
);

-- One row per betting posting of a member's main or game wallet in a window, split as the
-- figures count it (settlement-figures.ts postingParts).
create unlogged table settlement_bets (
  window_id int not null,
  account_id bigint not null,
  journal_id bigint not null,
  staked bigint not null,
  returned bigint not null,
  wins bigint not null
);
create index settlement_bets_idx on settlement_bets (window_id, account_id);

-- (earner, member): the member is strictly below the earner (accounts/tree.ts teamCte's walk, bottom up).
create unlogged table settlement_teams (
  earner_id bigint not null,
  account_id bigint not null
);
create index settlement_teams_idx on settlement_teams (earner_id);

-- Links without a foreign key to their payout, like the one to journal (027): a link is only ever
-- written in the transaction of its payout's row, payouts are never deleted, and the check was
-- about a third of the time of writing the links of a run that writes millions of them
-- (docs/BENCHMARKS.md "Settlement").
alter table payout_bets drop constraint payout_bets_payout_id_fkey;
