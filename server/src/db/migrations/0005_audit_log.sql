-- Who did what, when, with the record before and after: every back-office change and every login.
create table audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  actor_id integer references customers (id) on delete set null,
  actor_name text not null,
  action text not null,
  entity text not null,
  entity_id text,
  before jsonb,
  after jsonb
);
create index audit_log_at_idx on audit_log (at desc, id desc);
create index audit_log_actor_idx on audit_log (actor_id, at desc);
create index audit_log_entity_idx on audit_log (entity, at desc);
