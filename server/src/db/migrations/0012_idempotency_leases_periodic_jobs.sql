-- Idempotency claims hold a lease (plugins/idempotency.ts, docs/decisions/0010). A claim whose request
-- never stored its answer (the process was killed mid-request) is taken over by a retry once claimed_until
-- has passed, instead of answering 409 "still being processed" for ever. attempt counts the takeovers: only
-- the holder of the latest attempt may store the answer. Claims left unfinished before this migration get
-- a lease that has already passed, so their next retry runs.
alter table idempotency_keys add column claimed_until timestamptz not null default now();
alter table idempotency_keys add column attempt integer not null default 1;

-- Running a request again after a takeover must not double what its first try committed. Each creation
-- remembers the Idempotency-Key it was made with (a SHA-256 of the caller's scope and key, as
-- topup_requests does since 0010), so the second run finds the row the first saved and answers it.
alter table journal_entries add column idempotency_key_hash text;
create unique index journal_entries_idempotency_key_hash_key on journal_entries (idempotency_key_hash)
  where idempotency_key_hash is not null;
alter table transmittal_headers add column idempotency_key_hash text;
create unique index transmittal_headers_idempotency_key_hash_key on transmittal_headers (idempotency_key_hash)
  where idempotency_key_hash is not null;
alter table employees add column idempotency_key_hash text;
create unique index employees_idempotency_key_hash_key on employees (idempotency_key_hash)
  where idempotency_key_hash is not null;

-- Periodic jobs (modules/periodic): one row per job with the lease that lets one process at a time run it
-- (locked_until, locked_by) and when it last started, so that several processes together run a job about
-- once per interval. cursor is where a job that walks a table got to (the payment-event purge walks
-- payment_events by id, so that it never reads again the events it decided to keep).
create table periodic_jobs (
  name text primary key,
  locked_until timestamptz,
  locked_by text,
  last_started_at timestamptz,
  last_finished_at timestamptz,
  last_error text,
  cursor bigint not null default 0
);
