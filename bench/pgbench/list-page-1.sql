-- POST /api/TopupRequests/Retrieve, page 1 of 10, newest first, no filter (modules/backoffice-topups):
-- every statement the server sends for one request, in order, as it sends them (server/test/
-- pgbench-scripts.test.ts compares them). One statement (decision 0037): the back-office session check
-- (modules/sessions), with the TOPUP_ADMIN session of the runner's login (variable session_id from
-- bench/run.ts, -D), and the page as the answer's JSON text, built by the database (decision 0039), run
-- only when the session is live (iso_instant: the times' format, a variable because it holds colons).
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
  (select coalesce(json_agg(json_build_object('id', r.id, 'referenceNumber', r.reference_number,
      'ewalletAccountName', r.ewallet_account_name, 'contactNumber', r.contact_number,
      'topupRequestAmount', trim_scale(r.amount / 100.0), 'status', r.status,
      'statusText', case r.status when 0 then 'Pending' when 1 then 'Done' when 2 then 'Processing'
        when 3 then 'Expired' when 4 then 'Cancelled' when 5 then 'On Hold' end,
      'topupOption', r.topup_option,
      'paymentMethod', json_build_object('name', r.name, 'code', r.payment_method_code),
      'paymentMethodCode', r.payment_method_code,
      'dateCreated', to_char(r.date_created at time zone 'UTC', :iso_instant),
      'datePosted', to_char(r.date_posted at time zone 'UTC', :iso_instant))
      order by r.date_created desc, r.id desc), '[]'::json)
  from ((
    select "topup_requests"."id", "topup_requests"."reference_number", "topup_requests"."ewallet_account_name",
      "topup_requests"."contact_number", "topup_requests"."amount", "topup_requests"."status",
      "topup_requests"."topup_option", "topup_requests"."payment_method_code", "topup_requests"."date_created",
      "topup_requests"."date_posted", "payment_methods"."name"
    from "topup_requests" inner join "payment_methods"
      on "payment_methods"."code" = "topup_requests"."payment_method_code"
    order by "topup_requests"."date_created" desc, "topup_requests"."id" desc
  ) limit 10) r)::text as "read_0"
from live;
