-- The payments-to-return queue (docs/PAYMENTS.md, "The card life cycle"): card payments the provider took
-- for a request that can no longer be posted (Cancelled or Expired before the money arrived: a race, or a
-- late provider). They are never dropped: each waits here, one row per reference however often and from
-- wherever the payment is found (webhook, return page, reconciliation, repost), until a top-up admin
-- refunds it through the gateway. status: 0 to return, 1 refunded.
create table payments_to_return (
  id integer generated always as identity primary key,
  reference_number text not null unique,
  topup_request_id integer not null references topup_requests (id),
  -- The request's status (3 Expired, 4 Cancelled) when the payment was found.
  request_status smallint not null,
  gateway text not null,
  amount_centavos bigint not null check (amount_centavos > 0),
  currency text not null,
  provider_payment_id text,
  -- Why it could not be posted, in words.
  reason text not null,
  found_at timestamptz not null default now(),
  status smallint not null default 0 check (status in (0, 1)),
  -- A refund under way holds the row until then, so that two admins pressing Refund at once give the
  -- provider one refund; a refund that died with its process frees the row when this passes.
  refund_claimed_until timestamptz,
  refunded_at timestamptz,
  refunded_by_id integer references customers (id),
  refunded_by_name text,
  refund_reason text,
  provider_refund_id text,
  -- The last refund attempt that failed, in words; null once refunded.
  last_refund_error text,
  constraint payments_to_return_refunded_check check (
    (status = 1) = (refunded_at is not null and refunded_by_name is not null and refund_reason is not null)
  )
);
create index payments_to_return_status_idx on payments_to_return (status, found_at, id);

-- Reconciliation reads card requests that ended Cancelled or Expired again, less often, for 48 hours, so
-- that a late payment whose webhook was lost is still found (reconciliation.ts): those few rows by when
-- they ended. 101 is the card payment method (payments/gateway.ts CARD_PAYMENT_METHOD_CODE).
create index topup_requests_card_ended_idx on topup_requests (updated_at)
  where payment_method_code = 101 and status in (3, 4);
