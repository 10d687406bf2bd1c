-- Changes of terms on an active contract (docs/AGENT.md "Contracts"). The agent proposes a new
-- contract_terms version (> 1, effective_from null); the downline accepts it (effective_from =
-- the start of the contract's next period, so a period is always paid on one set of terms) or
-- rejects it; the agent may withdraw it; a termination request or the contract ending lapses it.
-- Version 1 (the offer) keeps answer null: the contract's own state says how it was answered.
alter table contract_terms
  add column answer text check (answer in ('accepted', 'rejected', 'withdrawn', 'lapsed')),
  add column answered_at timestamptz,
  add constraint contract_terms_offer_unanswered check (version > 1 or answer is null),
  -- A change is in force from a date exactly when it was accepted; settlement reads effective_from only.
  add constraint contract_terms_change_effective check (version = 1 or ((answer is not distinct from 'accepted') = (effective_from is not null))),
  add constraint contract_terms_answered_at check ((answer is null) = (answered_at is null));

-- At most one change waiting per contract: the last line of defence behind the row locks.
create unique index contract_terms_pending_uq on contract_terms (contract_id) where version > 1 and answer is null;
