-- Social sign-in, second pass (docs/SOCIAL.md).

-- An OAuth state now belongs to the site that started the flow, remembers the redirect URI it
-- sent to the provider (built from the site's public URL, never from the Host header), and is
-- bound to the browser that started it: browser_hash is the hash of an HttpOnly cookie set at
-- start. Flows started before this migration have no binding; they simply have to start again.
delete from oauth_states;
alter table oauth_states
  add column merchant_id int not null references merchants(id),
  add column redirect_uri text not null,
  add column browser_hash bytea not null;

-- A provider identity is linked per site: the same Google account may belong to a member of
-- site A and to a member of site B, and a link made on A never signs anybody in on B.
alter table social_links add column merchant_id int references merchants(id);
update social_links l set merchant_id = a.merchant_id from accounts a where a.id = l.account_id;
alter table social_links alter column merchant_id set not null;
alter table social_links drop constraint social_links_pkey;
alter table social_links add primary key (merchant_id, provider, subject);

-- A link made from an IP the account never used waits for the second verification; the
-- identity to link rides on the challenge and is linked only when the answer is right.
alter table login_challenges
  add column social_provider text,
  add column social_subject text;
