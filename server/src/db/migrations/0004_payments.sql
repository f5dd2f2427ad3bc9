-- Card payments (docs/PAYMENTS.md). Top-up requests themselves live in the topups module's tables; these
-- tables refer to a request by its reference number, which is unique and is what the provider knows.

-- Every call to the payment gateway and every webhook, for the back office's details panel and for audits.
-- kind: create_checkout, get_payment, webhook, confirm, reconcile, repost, post, hold, expire.
create table payment_events (
  id bigint generated always as identity primary key,
  reference_number text not null,
  gateway text not null,
  kind text not null,
  outcome text not null,
  latency_ms integer,
  detail text,
  created_at timestamptz not null default now()
);
create index payment_events_reference_idx on payment_events (reference_number, id);

-- The built-in sandbox provider's own records: one checkout per reference, as a hosted provider keeps them.
-- status follows the provider's payment statuses: PENDING_PAYMENT, PAYMENT_SUCCESS, PAYMENT_FAILED,
-- PAYMENT_CANCELLED, PAYMENT_EXPIRED.
create table sandbox_checkouts (
  id text primary key,
  reference_number text not null unique,
  amount bigint not null check (amount > 0), -- centavos
  currency text not null,
  buyer jsonb not null,
  redirect_urls jsonb not null,
  status text not null default 'PENDING_PAYMENT',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- When reconciliation looked at a pending card request last and when it may look again, so that several
-- server processes running the job at once each take different requests (see reconciliation.ts).
create table payment_checks (
  reference_number text primary key,
  next_check_at timestamptz not null,
  attempts integer not null default 1
);
