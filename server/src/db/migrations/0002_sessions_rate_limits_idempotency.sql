-- Sessions live in the database so that any number of server processes share them.
-- scope: 'portal' (cookie portal_sid) or 'backoffice' (cookie bo_sid). The id stored is a SHA-256 of the
-- cookie's token, so a copy of this table does not hand out live sessions.
create table sessions (
  id text primary key,
  scope text not null check (scope in ('portal', 'backoffice')),
  customer_id integer not null references customers (id) on delete cascade,
  via text not null default 'password' check (via in ('password', 'qr')),
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index sessions_customer_idx on sessions (customer_id);
create index sessions_expires_idx on sessions (expires_at);

-- Fixed-window counters for rate limits, shared by every server process.
create table rate_limits (
  key text primary key,
  window_start timestamptz not null,
  count integer not null
);

-- Idempotency-Key: the first answer to a state-changing call, replayed for a retry with the same key.
-- scope keeps one client's key from colliding with another's (the caller's session or address).
create table idempotency_keys (
  scope text not null,
  key text not null,
  method text not null,
  path text not null,
  body_hash text not null,
  status_code integer,
  response_body text,
  response_type text,
  created_at timestamptz not null default now(),
  primary key (scope, key)
);
create index idempotency_keys_created_idx on idempotency_keys (created_at);
