-- What POST /api/TopupRequests (option 2, Pay on Site 102, no session) sends to the database for one
-- request, statement for statement (server/src/modules/topups/create-topup.ts and insert-pending-topup.ts):
-- the payer's create allowance (modules/topups/create-limits.ts), the account with its payment method, the
-- wallet's allowance, then the request and the first row of its history in one statement.
-- Variables first_customer and last_customer come from bench/run.ts (-D), the generated customers' ids.
\set customer random(:first_customer, :last_customer)
\set amount random(100, 5000) * 100
with wanted (key, window_seconds) as (values ('topup-create:address:127.0.0.1'::text, 600::int))
insert into rate_limits as r (key, window_start, count)
select key, now(), 1 from wanted order by key
on conflict (key) do update set
  count = case when r.window_start <= now() - make_interval(secs => (
    select w.window_seconds from wanted w where w.key = excluded.key)) then 1 else r.count + 1 end,
  window_start = case when r.window_start <= now() - make_interval(secs => (
    select w.window_seconds from wanted w where w.key = excluded.key)) then now() else r.window_start end
returning key, count, greatest(1, ceil(extract(epoch from (window_start + make_interval(secs => (
  select w.window_seconds from wanted w where w.key = r.key)) - now()))))::int as retry_after;
select customers.id, customers.firstname, customers.lastname, customers.mobile_no, customers.email,
  payment_methods.code, payment_methods.name, payment_methods.status, payment_methods.minimum_amount,
  payment_methods.days_validity, payment_methods.topup_options
from customers left join payment_methods on payment_methods.code = 102
where customers.id = :customer;
with wanted (key, window_seconds) as (values ('topup-create:recipient:' || :customer::text, 3600::int))
insert into rate_limits as r (key, window_start, count)
select key, now(), 1 from wanted order by key
on conflict (key) do update set
  count = case when r.window_start <= now() - make_interval(secs => (
    select w.window_seconds from wanted w where w.key = excluded.key)) then 1 else r.count + 1 end,
  window_start = case when r.window_start <= now() - make_interval(secs => (
    select w.window_seconds from wanted w where w.key = excluded.key)) then now() else r.window_start end
returning key, count, greatest(1, ceil(extract(epoch from (window_start + make_interval(secs => (
  select w.window_seconds from wanted w where w.key = r.key)) - now()))))::int as retry_after;
with created as (
  insert into topup_requests (id, reference_number, topup_option, ewallet_customer_id, ewallet_account_name,
    contact_number, amount, payment_method_code, status, remarks, billing_address, date_created, date_posted,
    expires_at, created_by_customer_id, updated_at)
  values (default, upper(substr(md5(random()::text), 1, 10)), 2, :customer, 'Juan Dela Cruz', '09171234567',
    :amount, 102, 0, default, null, default, default, now() + make_interval(days => 3), null, default)
  returning id, reference_number
), history as (
  insert into topup_status_history (topup_request_id, from_status, to_status, actor_kind, actor_id, actor_name)
  select created.id, null, 0, 'customer', null::integer, 'customer' from created
)
select id, reference_number
from created;
