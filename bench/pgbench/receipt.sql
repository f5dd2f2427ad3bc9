-- GET /api/Receipts/<token> (modules/receipts/read-receipt.ts): every statement the server sends for one
-- request, in order, as it sends them (server/test/pgbench-scripts.test.ts compares them). A wrong token
-- costs the address one of its misses: the attempt is taken first and, the receipt found, given back
-- (modules/rate-limits/limit-misses.ts). Variables from bench/run.ts (-D): receipt_key (the runner's
-- address's key), receipt_token (one generated request's), request_id (that request's id).
with "taken" as (insert into rate_limits as r (key, window_start, count)
  select wanted.key, now(), 1 from (values (:receipt_key::text)) as wanted (key) where wanted.key is not null
  on conflict (key) do update set
    count = case when r.window_start <= now() - make_interval(secs => 600::int) then 1 else r.count + 1 end,
    window_start = case when r.window_start <= now() - make_interval(secs => 600::int) then now()
      else r.window_start end
  returning key, count,
    greatest(1, ceil(extract(epoch from (window_start + make_interval(secs => 600::int) - now()))))::int
      as retry_after)
select "key", "count", "retry_after" from "taken";
select "topup_requests"."id", "topup_requests"."reference_number", "topup_requests"."amount",
  "topup_requests"."payment_method_code", "payment_methods"."name", "topup_requests"."status",
  "topup_requests"."date_created", "topup_requests"."date_posted", "topup_requests"."expires_at",
  "topup_requests"."ewallet_account_name", "topup_requests"."ewallet_customer_id",
  "topup_requests"."created_by_customer_id"
from "topup_requests" inner join "payment_methods"
  on "payment_methods"."code" = "topup_requests"."payment_method_code"
where "topup_requests"."receipt_token" = :receipt_token;
select "to_status", "created_at", "actor_kind" from "topup_status_history"
where "topup_status_history"."topup_request_id" = :request_id
order by "topup_status_history"."created_at" asc, "topup_status_history"."id" asc;
update rate_limits set count = count - 1 where key = :receipt_key and count > 0;
