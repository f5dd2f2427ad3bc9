-- GET /api/TopupRequests/Statistics?DateFrom=<the last full month> (modules/backoffice-topups):
-- every statement the server sends for one request, in order, as it sends them (server/test/
-- pgbench-scripts.test.ts compares them). One statement (decision 0037): the back-office session check
-- (modules/sessions), with the TOPUP_ADMIN session of the runner's login (variable session_id from
-- bench/run.ts, -D), and the read as a JSON column, run only when the session is live.
-- Variables month_from and month_to (YYYY-MM-DD) from bench/run.ts too.
with found as (
  select id, via, proof, customer_id, expires_at from sessions
  where id = :session_id and scope = 'backoffice' and expires_at > now()
    and not second_factor_pending
), touched as (
  update sessions set last_seen_at = now(), expires_at = now() + make_interval(mins => 30)
  where true::boolean and id in (
    select id from found where expires_at < now() + make_interval(mins => 30) - interval '30 seconds'
  )
  returning id, expires_at
), live as (
  select found.id as session_id, found.via, found.proof, found.customer_id, c.must_change_password,
    c.firstname, c.lastname, c.mobile_no, c.email, c.tags,
    floor(extract(epoch from coalesce(touched.expires_at, found.expires_at) - now()))::int as seconds_left
  from found join customers c on c.id = found.customer_id left join touched on touched.id = found.id
)
select live.*,
  (select coalesce(json_agg(r), '[]'::json) from ((
    select "payment_method_code", "status", sum("request_count")::bigint as "request_count"
    from "topup_daily_counts"
    where ("topup_daily_counts"."day" >= :month_from and "topup_daily_counts"."day" <= :month_to)
    group by "topup_daily_counts"."payment_method_code", "topup_daily_counts"."status"
    having sum("topup_daily_counts"."request_count") <> 0
    order by "topup_daily_counts"."payment_method_code" asc, "topup_daily_counts"."status" asc
  )) r) as "read_0",
  (select coalesce(json_agg(r), '[]'::json) from ((
    select "code", "name", "status" from "payment_methods" order by "payment_methods"."code" asc
  )) r) as "read_1"
from live;
