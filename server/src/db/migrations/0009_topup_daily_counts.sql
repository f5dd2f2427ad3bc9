-- Counts and amounts of top-up requests per Manila day, payment method and status, kept by triggers in the
-- transaction of every insert, update, delete and truncate of topup_requests, whichever code makes it.
-- The list's Count, the dashboard's statistics and chart and the summary report read a few thousand rows
-- of this table instead of scanning a month (or all) of a million requests (docs/PERFORMANCE.md).
create table topup_daily_counts (
  -- The Manila day (UTC+8 all year) of date_created, as the back office's date filters count days.
  day date not null,
  payment_method_code integer not null,
  status smallint not null,
  -- Writers at the same moment spread over 16 slots (their transaction id modulo 16), so that concurrent
  -- creates do not queue on one counter row until commit; readers sum the slots.
  slot smallint not null,
  request_count bigint not null,
  amount_total bigint not null, -- centavos
  primary key (day, payment_method_code, status, slot)
);

-- The Manila day of an instant, as the back office counts days (Manila is UTC+8 all year).
create function topup_manila_day(instant timestamptz) returns date language sql immutable parallel safe as $$
  select ((instant at time zone 'UTC') + interval '8 hours')::date
$$;

-- Statement-level triggers with the statement's rows as transition tables: one upsert per statement, however
-- many rows it wrote (the expiry job moves many at once). Each row that appears adds 1 and its amount, each
-- row that goes takes them away; an update that keeps day, method and status cancels out and writes nothing.
-- The counter rows are taken in key order, so two writers never lock them in opposite orders.
create function topup_daily_counts_apply() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into topup_daily_counts as c (day, payment_method_code, status, slot, request_count, amount_total)
    select d.day, d.code, d.status, (txid_current() % 16)::smallint, sum(d.n), sum(d.amount)
    from (
      select topup_manila_day(r.date_created) as day, r.payment_method_code as code, r.status, 1 as n, r.amount
      from new_rows r
    ) d
    group by d.day, d.code, d.status
    having sum(d.n) <> 0 or sum(d.amount) <> 0
    order by d.day, d.code, d.status
    on conflict (day, payment_method_code, status, slot) do update
      set request_count = c.request_count + excluded.request_count,
          amount_total = c.amount_total + excluded.amount_total;
  elsif tg_op = 'UPDATE' then
    insert into topup_daily_counts as c (day, payment_method_code, status, slot, request_count, amount_total)
    select d.day, d.code, d.status, (txid_current() % 16)::smallint, sum(d.n), sum(d.amount)
    from (
      select topup_manila_day(r.date_created) as day, r.payment_method_code as code, r.status, 1 as n, r.amount
      from new_rows r
      union all
      select topup_manila_day(r.date_created), r.payment_method_code, r.status, -1, -r.amount
      from old_rows r
    ) d
    group by d.day, d.code, d.status
    having sum(d.n) <> 0 or sum(d.amount) <> 0
    order by d.day, d.code, d.status
    on conflict (day, payment_method_code, status, slot) do update
      set request_count = c.request_count + excluded.request_count,
          amount_total = c.amount_total + excluded.amount_total;
  elsif tg_op = 'DELETE' then
    insert into topup_daily_counts as c (day, payment_method_code, status, slot, request_count, amount_total)
    select d.day, d.code, d.status, (txid_current() % 16)::smallint, sum(d.n), sum(d.amount)
    from (
      select topup_manila_day(r.date_created) as day, r.payment_method_code as code, r.status, -1 as n,
             -r.amount as amount
      from old_rows r
    ) d
    group by d.day, d.code, d.status
    having sum(d.n) <> 0 or sum(d.amount) <> 0
    order by d.day, d.code, d.status
    on conflict (day, payment_method_code, status, slot) do update
      set request_count = c.request_count + excluded.request_count,
          amount_total = c.amount_total + excluded.amount_total;
  else -- TRUNCATE
    delete from topup_daily_counts;
  end if;
  return null;
end
$$;

create trigger topup_daily_counts_insert after insert on topup_requests
  referencing new table as new_rows for each statement execute function topup_daily_counts_apply();
create trigger topup_daily_counts_update after update on topup_requests
  referencing old table as old_rows new table as new_rows
  for each statement execute function topup_daily_counts_apply();
create trigger topup_daily_counts_delete after delete on topup_requests
  referencing old table as old_rows for each statement execute function topup_daily_counts_apply();
create trigger topup_daily_counts_truncate after truncate on topup_requests
  for each statement execute function topup_daily_counts_apply();

-- The requests already stored. The triggers above exist from here on in this transaction, and creating them
-- waited for every transaction writing topup_requests and holds off new ones until this one commits.
insert into topup_daily_counts (day, payment_method_code, status, slot, request_count, amount_total)
select topup_manila_day(date_created), payment_method_code, status, 0, count(*), sum(amount)
from topup_requests
group by 1, 2, 3;
