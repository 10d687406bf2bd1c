-- Set when staff reset a member's password to a temporary one (docs/STAFF.md "Member page"): every
-- sign-in must change the password first until the member chooses their own, which clears it.
alter table accounts add column password_change_required boolean not null default false;
