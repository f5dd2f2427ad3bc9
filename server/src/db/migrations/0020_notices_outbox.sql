-- Issue 18: the outbox of the notices (SMS and e-mail) sent when a top-up request is created, posted,
-- cancelled or expired (decision 0027). A row is written in the same statement or transaction as the change
-- it tells of, so a change that rolls back leaves no notice and a committed one always has its rows; the
-- dispatcher (a periodic job) sends them afterwards. One notice per cause and channel, whatever retries.
create table notices (
  id bigint generated always as identity primary key,
  topup_request_id integer not null references topup_requests (id),
  kind text not null check (kind in ('created', 'posted', 'cancelled', 'expired')),
  channel text not null check (channel in ('email', 'sms')),
  recipient text not null check (char_length(recipient) <= 254),
  -- queued: waiting for its next attempt; sending: claimed by a dispatcher until lease_until; sent; failed
  -- (gave up); skipped (its channel is not configured on the server that would have sent it).
  state text not null default 'queued'
    check (state in ('queued', 'sending', 'sent', 'failed', 'skipped')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  lease_until timestamptz,
  last_attempt_at timestamptz,
  -- A short description of the last failure, written by us: never the provider's text, an address or a key.
  last_error text check (char_length(last_error) <= 200),
  -- The text as first sent, kept so that a retry sends the same words.
  subject text,
  body text,
  sent_at timestamptz,
  provider_message_id text check (char_length(provider_message_id) <= 200),
  created_at timestamptz not null default now(),
  constraint notices_cause_key unique (topup_request_id, kind, channel)
);

-- The dispatcher's scan: rows waiting or claimed, by when they are due.
create index notices_due_idx on notices (next_attempt_at) where state in ('queued', 'sending');
