import type { Scale } from './scale.ts';
import { FIRST_NAMES, LAST_NAMES, pick, pickText, referenceOf, rnd } from './sql-helpers.ts';

/**
 * Customers, top-up requests over the scale's days in every status and method, their status history, and
 * the ledger of the Done ones (a posting and two entries each), all as INSERT ... SELECT generate_series.
 * Rows written by these steps are told apart from the demo seed's by id: everything after `baseline`.
 */

/** Ids as they were before generation: the demo seed's rows stay as the product made them. */
export interface Baseline {
  lastCustomerId: number;
  lastTopupId: number;
  lastPostingId: number;
  adminId: number;
  adminName: string;
}

/** Generated customers' mobile numbers: 0915 and seven digits (the demo and test ones use 0917 and 0918). */
export const GENERATED_MOBILE_PREFIX = '0915';

export function customerSql(scale: Scale): string {
  const i = 'g.i';
  return `
insert into customers (firstname, lastname, mobile_no, email, tags, password_hash, created_at)
select ${pickText(i, 11, FIRST_NAMES)}, ${pickText(i, 12, LAST_NAMES)},
       '${GENERATED_MOBILE_PREFIX}' || lpad(${i}::text, 7, '0'),
       case when ${rnd(i, 13)} < 0.7 then 'customer' || ${i} || '@example.com' end,
       '{}',
       -- Everyone's password is the demo password: one hash, copied (hashing 100,000 would take minutes).
       (select password_hash from customers where mobile_no = '09171234567'),
       now() - interval '${scale.days + 30} days' + interval '1 day' * ${rnd(i, 14)} * ${scale.days}
from generate_series(1, ${scale.customers}) g(i)
order by g.i`;
}

/**
 * The requests, in date order (ids grow with time as they do in production). Statuses follow age: Pending
 * only within the 3-day validity, Expired only after it; GCash (105, inactive today) only in the first year.
 */
export function topupSql(scale: Scale, base: Baseline): string {
  const i = 's.i';
  const n = scale.requests;
  const span = `interval '${scale.days} days'`;
  return `
insert into topup_requests (reference_number, topup_option, ewallet_customer_id, ewallet_account_name,
  contact_number, amount, payment_method_code, status, remarks, billing_address, date_created, date_posted,
  expires_at, created_by_customer_id, updated_at)
select ${referenceOf(i, 7_777)}, s.option, c.id, c.firstname || ' ' || c.lastname,
       case when s.option = 1 then c.mobile_no
            else '0916' || lpad(${pick(i, 9, 10_000_000)}::text, 7, '0') end,
       s.amount, s.method, s.status,
       case s.status when 4 then 'Incorrect Amount' when 5 then 'Payment not yet verified' end,
       case when s.method = 103 then 'Blk ' || ${pick(i, 10, 90)} + 1 || ' Lot 4, Brgy. San Isidro, Quezon City' end,
       s.created,
       case when s.status = 1 then s.changed end,
       s.created + interval '3 days',
       case when s.option = 1 then c.id end,
       coalesce(s.changed, s.created)
from (
  select a.*,
         case a.status
           when 0 then null
           when 3 then a.created + interval '3 days'
           else least(a.created + interval '10 minutes' + interval '20 hours' * ${rnd('a.i', 8)}, a.t_end)
         end as changed
  from (
    select g.*,
           case when g.t_end - g.created < interval '3 days' then
                  case when g.u < 0.40 then 0 when g.u < 0.75 then 1 when g.u < 0.85 then 2
                       when g.u < 0.90 then 5 else 4 end
                else
                  case when g.u < 0.70 then 1 when g.u < 0.82 then 3 when g.u < 0.92 then 4
                       when g.u < 0.95 then 2 else 5 end
           end::smallint as status,
           case when g.m < 0.30 then 101 when g.m < 0.65 then 102 when g.m < 0.80 then 103
                when g.m < 0.95 or g.t_end - g.created < interval '365 days' then 104 else 105 end as method
    from (
      select gs.i, now() - interval '1 minute' as t_end,
             now() - interval '1 minute' - ${span} + ${span} * ((gs.i - 1 + ${rnd('gs.i', 1)}) / ${n}) as created,
             ${rnd('gs.i', 7)} as u, ${rnd('gs.i', 3)} as m,
             case when ${rnd('gs.i', 4)} < 0.6 then 1 else 2 end::smallint as option,
             case when ${rnd('gs.i', 5)} < 0.85
                  then (array[100, 200, 300, 500, 1000, 1500, 2000, 3000, 5000, 10000])[1 + ${pick('gs.i', 6, 10)}] * 100
                  else 10000 + ${pick('gs.i', 6, 1_990_000)} end::bigint as amount
      from generate_series(1, ${n}) gs(i)
    ) g
  ) a
) s
join customers c on c.id = ${base.lastCustomerId + 1} + ${pick(i, 2, scale.customers)}
order by s.i`;
}

/** Each request's creation, and its one move for those that left Pending, in time order. */
export function historySql(base: Baseline): string {
  const admin = base.adminName.replace(/'/g, "''");
  return `
insert into topup_status_history (topup_request_id, from_status, to_status, remarks, actor_kind, actor_id,
  actor_name, created_at)
select * from (
  select id, null::smallint, 0::smallint, null::text, 'customer', created_by_customer_id,
         case when created_by_customer_id is null then 'customer' else ewallet_account_name end, date_created
  from topup_requests where id > ${base.lastTopupId}
  union all
  select id, 0::smallint, status, remarks,
         case when status = 3 then 'system' when status = 4 then 'customer'
              when status = 1 and payment_method_code = 101 then 'provider' else 'backoffice' end,
         case when status in (1, 2, 5) and payment_method_code <> 101 then ${base.adminId}
              when status = 4 then created_by_customer_id end,
         case when status = 3 then 'system'
              when status = 4 then coalesce(case when created_by_customer_id is not null then ewallet_account_name end, 'customer')
              when status = 1 and payment_method_code = 101 then 'payment provider' else '${admin}' end,
         updated_at
  from topup_requests where id > ${base.lastTopupId} and status <> 0
) h
order by 8, 1`;
}

/** The ledger of the Done requests, as changeTopupStatus writes it: clearing:<method> to the wallet. */
export function topupLedgerSql(base: Baseline): string[] {
  return [
    `insert into postings (cause_type, cause_id, amount, memo, created_at)
     select 'topup', id, amount, 'Top-up ' || reference_number, date_posted
     from topup_requests where id > ${base.lastTopupId} and status = 1
     order by date_posted, id`,
    `insert into accounts (kind, name)
     select 'system', 'clearing:' || code from payment_methods
     on conflict (name) do nothing`,
    `insert into accounts (kind, customer_id, created_at)
     select 'wallet', ewallet_customer_id, min(date_posted)
     from topup_requests where id > ${base.lastTopupId} and status = 1
     group by ewallet_customer_id
     on conflict (customer_id) do nothing`,
    ledgerEntriesSql(base.lastPostingId, 'topup_requests', 'topup', 'clearing', 'ewallet_customer_id'),
  ];
}

/**
 * Two entries for each posting after `lastPostingId` of the cause type: the source account -amount, then
 * the wallet +amount, stamped with the posting's time (the cause's: date posted or approval). The wallet's
 * balance after each entry is filled in afterwards by BALANCES_SQL.
 */
export function ledgerEntriesSql(
  lastPostingId: number,
  causeTable: string,
  causeType: string,
  source: 'clearing' | 'transmittals' | 'adjustments',
  walletColumn: string,
): string {
  const sourceName = source === 'clearing' ? `'clearing:' || t.payment_method_code` : `'${source}'`;
  return `
insert into ledger_entries (posting_id, account_id, amount, created_at, posted_at)
select p.id, x.account_id, x.amount, p.created_at, p.created_at
from postings p
join ${causeTable} t on t.id = p.cause_id
join accounts s on s.name = ${sourceName}
join accounts w on w.customer_id = t.${walletColumn}
cross join lateral (values (1, s.id, -p.amount), (2, w.id, p.amount)) x(ord, account_id, amount)
where p.id > ${lastPostingId} and p.cause_type = '${causeType}'
order by p.id, x.ord`;
}

/**
 * Every cached balance set to the sum of its entries (the demo seed's postings included), and each wallet
 * entry's balance after it to the running sum in the history's order (posted_at, id), as postTransfer keeps
 * them (decision 0036).
 */
export const BALANCES_SQL = `
update accounts a set balance = s.total
from (select account_id, sum(amount)::bigint as total from ledger_entries group by account_id) s
where s.account_id = a.id and a.balance <> s.total;
update ledger_entries le set balance_after = s.balance_after
from (
  select e.id, sum(e.amount) over (partition by e.account_id order by e.posted_at, e.id) as balance_after
  from ledger_entries e join accounts a on a.id = e.account_id
  where a.kind = 'wallet'
) s
where s.id = le.id and le.balance_after is distinct from s.balance_after`;
