-- Four eyes on a second-factor reset (docs/decisions/0031-four-eyes-on-privilege.md): resetting a user's
-- second factor is a request in role_requests that another top-up admin approves, like a role. `kind` says
-- which: 'roles' (roles asked for) or 'second-factor-reset' (roles = roles_before: the account's roles as
-- they were when asked, so that an approval after a role change is refused).
alter table role_requests add column kind text not null default 'roles';
alter table role_requests
  add constraint role_requests_kind_check check (kind in ('roles', 'second-factor-reset'));
