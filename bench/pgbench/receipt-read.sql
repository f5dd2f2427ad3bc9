-- What GET /api/Receipts/{token} sends to the database for a link that opens its receipt, since decision
-- 0036 (server/src/modules/receipts/receipt-request.ts readReceiptRequest, rate-limits lookUpLimitingMisses):
-- one statement that finds the request and counts a miss only when it finds none, then the status history.
-- Tokens are set by bench/receipt-reads.ts to the request id in hex, padded to 64 digits. The time format's
-- colons are chr(58): pgbench would read ':MI' as a variable.
\set id random(1, :requests)
with found as (
  select t.id, t.reference_number as "referenceNumber", t.amount as "amountCentavos",
    t.payment_method_code as "paymentMethodCode", pm.name as "paymentMethodName", t.status,
    replace(to_char(t.date_created at time zone 'UTC', 'YYYY-MM-DD"T"HH24"#"MI"#"SS.MS"Z"'), '#', chr(58)) as "dateCreated",
    replace(to_char(t.date_posted at time zone 'UTC', 'YYYY-MM-DD"T"HH24"#"MI"#"SS.MS"Z"'), '#', chr(58)) as "datePosted",
    replace(to_char(t.expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24"#"MI"#"SS.MS"Z"'), '#', chr(58)) as "expiresAt",
    t.ewallet_account_name as "ewalletAccountName", t.ewallet_customer_id as "ownerId",
    t.created_by_customer_id as "createdByCustomerId"
  from topup_requests t
  join payment_methods pm on pm.code = t.payment_method_code
  where t.receipt_token = lpad(to_hex(:id::int), 64, '0') and true
),
spent as (
  select r.count,
    greatest(1, ceil(extract(epoch from (r.window_start + make_interval(secs => 600) - now()))))::int as retry_after
  from rate_limits r
  where r.key = 'receipt:127.0.0.1' and r.window_start > now() - make_interval(secs => 600)
),
took as (
  insert into rate_limits as r (key, window_start, count)
  select 'receipt:127.0.0.1', now(), 1 where not exists (select 1 from found)
  on conflict (key) do update set
    count = case when r.window_start <= now() - make_interval(secs => 600) then 1 else r.count + 1 end,
    window_start = case when r.window_start <= now() - make_interval(secs => 600) then now() else r.window_start end
  returning r.count,
    greatest(1, ceil(extract(epoch from (r.window_start + make_interval(secs => 600) - now()))))::int as retry_after
)
select to_json(f) as found, s.count as spent, s.retry_after as spent_retry_after,
  t.count as counted, t.retry_after as counted_retry_after
from (select 1) as one
left join found f on true
left join spent s on true
left join took t on true;
select to_status, created_at, actor_kind from topup_status_history
where topup_request_id = :id::int order by created_at, id;
