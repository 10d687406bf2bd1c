-- A session opened with the default or an expired password may only change the password
-- (and read who it is) until it does.
alter table sessions add column must_change_password boolean not null default false;
