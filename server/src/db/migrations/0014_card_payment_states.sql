-- The provider's last word on each card payment (docs/PAYMENTS.md, "Reconciliation report"). Every read
-- of the gateway (webhook, return page, reconciliation, repost, cancel) updates the row of its reference,
-- so the report can set what the provider says was paid against what the ledger credited without asking
-- the provider again for every request of a range. provider_status is the provider's own name
-- (PAYMENT_SUCCESS, PAYMENT_FAILED, ...); amount_centavos is null when the provider's amount could not be
-- read exactly.
create table card_payment_states (
  reference_number text primary key,
  gateway text not null,
  provider_status text not null,
  amount_centavos bigint,
  currency text not null,
  payment_id text,
  read_at timestamptz not null default now()
);
create index card_payment_states_status_idx on card_payment_states (provider_status);
