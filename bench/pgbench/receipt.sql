-- GET /api/Receipts/<token> (modules/receipts/receipt-request.ts readReceiptRequest): every statement the
-- server sends for one request, in order, as it sends them (server/test/pgbench-scripts.test.ts compares
-- them). Since decision 0036 a link that opens its receipt writes nothing: one statement finds the request,
-- reads the address's misses and counts a miss only when it finds none (rate-limits lookUpLimitingMisses);
-- its status history rides in the look-up's row (decision 0039). Variables from bench/run.ts (-D):
-- receipt_key (the runner's address's key), receipt_token (one generated request's).
with found as (select t.id, t.reference_number as "referenceNumber", t.amount as "amountCentavos",
    t.payment_method_code as "paymentMethodCode", pm.name as "paymentMethodName", t.status,
    t.date_created as "dateCreated", t.date_posted as "datePosted",
    t.expires_at as "expiresAt", t.ewallet_account_name as "ewalletAccountName",
    t.ewallet_customer_id as "ownerId", t.created_by_customer_id as "createdByCustomerId",
    (select coalesce(json_agg(json_build_object('status', h.to_status, 'at', h.created_at,
        'actorKind', h.actor_kind) order by h.created_at, h.id), '[]'::json)
      from topup_status_history h where h.topup_request_id = t.id) as history
  from topup_requests t
  join payment_methods pm on pm.code = t.payment_method_code
  where t.receipt_token = :receipt_token and true),
spent as (
  select r.count,
    greatest(1, ceil(extract(epoch from (r.window_start + make_interval(secs => 600::int) - now()))))::int as retry_after
  from rate_limits r
  where r.key = :receipt_key::text and r.window_start > now() - make_interval(secs => 600::int)
),
took as (
  insert into rate_limits as r (key, window_start, count)
  select :receipt_key::text, now(), 1 where not exists (select 1 from found)
  on conflict (key) do update set
    count = case when r.window_start <= now() - make_interval(secs => 600::int) then 1 else r.count + 1 end,
    window_start = case when r.window_start <= now() - make_interval(secs => 600::int) then now() else r.window_start end
  returning r.count,
    greatest(1, ceil(extract(epoch from (r.window_start + make_interval(secs => 600::int) - now()))))::int as retry_after
)
select to_json(f) as found, s.count as spent, s.retry_after as spent_retry_after,
  t.count as counted, t.retry_after as counted_retry_after
from (select 1) as one
left join found f on true
left join spent s on true
left join took t on true;
