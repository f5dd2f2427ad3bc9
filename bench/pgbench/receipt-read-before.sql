-- What GET /api/Receipts/{token} sent to the database for a link that opens its receipt before decision
-- 0036 (rate-limits/limit-misses.ts): take an attempt (an upsert, committed), find the request, read its
-- status history, hand the attempt back (an update, committed). Kept to compare with receipt.sql (variables from bench/receipt-reads.ts).
\set id random(1, :requests)
with wanted (key, window_seconds) as (values (:receipt_key::text, 600::int))
insert into rate_limits as r (key, window_start, count)
select key, now(), 1 from wanted order by key
on conflict (key) do update set
  count = case when r.window_start <= now() - make_interval(secs => (
    select w.window_seconds from wanted w where w.key = excluded.key)) then 1 else r.count + 1 end,
  window_start = case when r.window_start <= now() - make_interval(secs => (
    select w.window_seconds from wanted w where w.key = excluded.key)) then now() else r.window_start end
returning key, count, greatest(1, ceil(extract(epoch from (window_start + make_interval(secs => (
  select w.window_seconds from wanted w where w.key = r.key)) - now()))))::int as retry_after;
select t.id, t.reference_number, t.amount, t.payment_method_code, pm.name, t.status, t.date_created,
  t.date_posted, t.expires_at, t.ewallet_account_name, t.ewallet_customer_id, t.created_by_customer_id
from topup_requests t
join payment_methods pm on pm.code = t.payment_method_code
where t.receipt_token = lpad(to_hex(:id::int), 64, '0');
select to_status, created_at, actor_kind from topup_status_history
where topup_request_id = :id::int order by created_at, id;
update rate_limits set count = count - 1 where key = :receipt_key and count > 0;
