-- POST /api/TopupRequests (option 2, Pay on Site 102, no session, no Idempotency-Key): every statement the
-- server sends for one create, in order, as it sends them (server/test/pgbench-scripts.test.ts compares
-- them): the maintenance notice's flag (modules/app-configuration/maintenance-gate.ts); the payer's create
-- allowance taken and the account with its payment method read (modules/topups/account-with-method.ts);
-- then the wallet's allowance taken and, within it, the request, the first row of its history and its
-- queued notices stored (insert-pending-topup.ts).
-- Variables from bench/run.ts (-D): first_customer, last_customer (the generated customers' ids),
-- payer_key (the allowance key of the runner's address), recipient_prefix (the wallet's key without
-- its id), wallet_limit (TOPUP_CREATES_PER_WALLET of the benchmark's server), account_name. A variable never
-- sits inside a quoted literal: pgbench would read ':name' there as one.
\set customer random(:first_customer, :last_customer)
\set amount random(1, 50) * 10000
select "value" from "app_settings" where "app_settings"."name" = 'isDisableWebsite';
with "taken" as (insert into rate_limits as r (key, window_start, count)
  select wanted.key, now(), 1 from (values (:payer_key::text)) as wanted (key) where wanted.key is not null
  on conflict (key) do update set
    count = case when r.window_start <= now() - make_interval(secs => 600::int) then 1 else r.count + 1 end,
    window_start = case when r.window_start <= now() - make_interval(secs => 600::int) then now()
      else r.window_start end
  returning key, count,
    greatest(1, ceil(extract(epoch from (window_start + make_interval(secs => 600::int) - now()))))::int
      as retry_after)
select "key", "count", "retry_after", "customers"."id", "customers"."firstname", "customers"."lastname",
  "customers"."mobile_no", "payment_methods"."code", "payment_methods"."name", "payment_methods"."status",
  "payment_methods"."minimum_amount", "payment_methods"."days_validity", "payment_methods"."topup_options"
from (values (1)) as one (n) left join "taken" on true left join "customers" on "customers"."id" = :customer
  left join "payment_methods" on "payment_methods"."code" = 102;
with "taken" as (insert into rate_limits as r (key, window_start, count)
  select wanted.key, now(), 1 from (values (:recipient_prefix || :customer::text)) as wanted (key) where wanted.key is not null
  on conflict (key) do update set
    count = case when r.window_start <= now() - make_interval(secs => 3600::int) then 1 else r.count + 1 end,
    window_start = case when r.window_start <= now() - make_interval(secs => 3600::int) then now()
      else r.window_start end
  returning key, count,
    greatest(1, ceil(extract(epoch from (window_start + make_interval(secs => 3600::int) - now()))))::int
      as retry_after),
"created" as (insert into "topup_requests" (reference_number, topup_option, ewallet_customer_id,
    ewallet_account_name, contact_number, amount, payment_method_code, status, billing_address, expires_at,
    created_by_customer_id, idempotency_key_hash, payer_email)
  select upper(substr(md5(random()::text), 1, 10))::text, 2::smallint, :customer::integer,
    :account_name::text, '09171234567'::text, :amount::bigint,
    102::integer, 0::smallint, null::text,
    case when 3::integer > 0 then now() + make_interval(days => 3::integer) end,
    null::integer, null::text, null::text
  where coalesce((select count from "taken"), 0) <= :wallet_limit::integer
  returning id, reference_number, receipt_token, expires_at, contact_number, payer_email,
    created_by_customer_id),
"history" as (
  insert into topup_status_history (topup_request_id, from_status, to_status, actor_kind, actor_id, actor_name)
  select created.id, null, 0, 'customer', null::integer, 'customer'
  from "created"),
"queued_notices" as (
  insert into notices (topup_request_id, kind, channel, recipient)
  select created.id, 'created', c.channel, c.recipient
  from "created"
  left join customers notice_creator on notice_creator.id = created.created_by_customer_id
  cross join lateral (values
    ('sms', nullif(trim(created.contact_number), '')),
    ('email', coalesce(nullif(trim(created.payer_email), ''), nullif(trim(notice_creator.email), '')))
  ) as c (channel, recipient)
  where true and c.recipient is not null and char_length(c.recipient) <= 254
  on conflict (topup_request_id, kind, channel) do nothing)
select "key", "count", "retry_after", "id", "reference_number", "receipt_token", "expires_at"
from (values (1)) as one (n) left join "taken" on true left join "created" on true;
