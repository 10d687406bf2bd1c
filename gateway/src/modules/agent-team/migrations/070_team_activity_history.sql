-- Team activity history (docs/AGENT.md "Team activity"): an agent's `team:activity` events,
-- newest first, a page at a time. Partial, so only those rows pay for it: read by the account's
-- primary key alone, a page would walk past every other event of an agent that also plays.
create index events_team_activity_idx on events (account_id, seq) where type = 'team:activity';
