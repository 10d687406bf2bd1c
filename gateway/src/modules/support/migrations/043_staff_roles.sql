-- Staff powers are permissions; a role is a named set of them (docs/STAFF.md). The five roles are
-- fixed names; what each may do is the built-in default (shared staff-permission-rules.ts) unless
-- the site's admin changed it, in which case the site's own set is here. `admin` always holds
-- every permission and has no row.
alter table staff drop constraint if exists staff_role_check;
alter table staff add constraint staff_role_check check (role in ('support', 'finance', 'risk', 'content', 'admin'));

create table staff_role_permissions (
  merchant_id int not null references merchants(id),
  role text not null check (role in ('support', 'finance', 'risk', 'content')),
  permissions text[] not null,
  updated_by int references staff(id),
  updated_at timestamptz not null default now(),
  primary key (merchant_id, role)
);
