import type { RawSession } from '../../server/src/db/client.ts';
import type { Step } from './step.ts';
import type { Scale } from './scale.ts';
import { ledgerEntriesSql, type Baseline } from './topup-steps.ts';
import { pick, pickText, rnd } from './sql-helpers.ts';

/**
 * Departments, employees paid into generated customers' wallets, and transmittals over the scale's days:
 * recent ones Pending, older ones Approved (posted: transmittals -> each employee's wallet) or Rejected.
 * Generated departments are named 'Branch NNN ...', which tells them from the demo seed's.
 */
const GENERATED_DEPARTMENTS = `(select id, row_number() over (order by id) as n from departments
  where department_name like 'Branch %')`;
const GENERATED_DEPARTMENT_IDS = `(select id from departments where department_name like 'Branch %')`;
const KINDS = ['Store Operations', 'Warehouse', 'Bakery', 'Butchery', 'Produce', 'Cashiering', 'Security'];
const POSITIONS = ['Cashier', 'Bagger', 'Stock Clerk', 'Supervisor', 'Baker', 'Guard', 'Driver', 'Checker'];

export function transmittalSteps(session: RawSession, scale: Scale, base: Baseline): Step[] {
  const encoder = `(select id from customers where mobile_no = '09170000003')`;
  const approver = `(select id from customers where mobile_no = '09170000004')`;
  const nameOf = (id: string) => `(select firstname || ' ' || lastname from customers where id = ${id})`;
  const run = (sql: string) => () => session.exec(sql);
  return [
    {
      label: `${scale.departments} departments`,
      run: run(`
insert into departments (department_name, status, date_created, date_updated)
select 'Branch ' || lpad(g.i::text, 3, '0') || ' ' || ${pickText('g.i', 21, KINDS)}, ${rnd('g.i', 22)} < 0.95,
       now() - interval '${scale.days + 60} days', now() - interval '${scale.days + 60} days'
from generate_series(1, ${scale.departments}) g(i)`),
    },
    {
      label: `${scale.employees.toLocaleString('en-US')} employees`,
      run: run(`
insert into employees (first_name, middle_name, last_name, position, department_id, ewallet_account_info,
  ewallet_customer_id, status, date_created, date_updated)
select c.firstname, null, c.lastname, ${pickText('g.i', 23, POSITIONS)}, d.id, c.mobile_no, c.id,
       ${rnd('g.i', 24)} < 0.97, c.created_at, c.created_at
from generate_series(1, ${scale.employees}) g(i)
join customers c on c.id = ${base.lastCustomerId} + g.i
join ${GENERATED_DEPARTMENTS} d on d.n = 1 + (g.i - 1) % ${scale.departments}
order by g.i`),
    },
    {
      label: `${scale.transmittals.toLocaleString('en-US')} transmittals and their details`,
      run: async () => {
        await session.exec(`
insert into transmittal_headers (transmittal_date, date_start, date_end, remarks, department_id, status, total,
  initiated_by_id, initiated_by_name, date_created, approved_by_id, approved_by_name, approved_date,
  rejected_by_id, rejected_by_name, rejected_date)
select h.created::date, h.created::date - 15, h.created::date - 1, 'Allowance', d.id, h.status, 1,
       ${encoder}, ${nameOf(encoder)}, h.created,
       case when h.status = 1 then ${approver} end, case when h.status = 1 then ${nameOf(approver)} end,
       case when h.status = 1 then h.created + interval '1 day' end,
       case when h.status = 2 then ${approver} end, case when h.status = 2 then ${nameOf(approver)} end,
       case when h.status = 2 then h.created + interval '1 day' end
from (
  select g.i, now() - interval '${scale.days} days' * (1 - (g.i - 0.5) / ${scale.transmittals}) as created,
         case when g.i > ${scale.transmittals} - 3 then 0 when ${rnd('g.i', 25)} < 0.9 then 1 else 2 end::smallint
           as status
  from generate_series(1, ${scale.transmittals}) g(i)
) h
join ${GENERATED_DEPARTMENTS} d on d.n = 1 + (h.i - 1) % ${scale.departments}
order by h.i`);
        await session.exec(`
insert into transmittal_details (transmittal_header_id, employee_id, employee_name, position,
  ewallet_account_info, ewallet_customer_id, amount)
select t.id, e.id, e.first_name || ' ' || e.last_name, e.position, e.ewallet_account_info, e.ewallet_customer_id,
       (500 + ${pick('t.id * 100000 + e.id', 26, 4500)}) * 100
from transmittal_headers t
join employees e on e.department_id = t.department_id and e.status
where t.department_id in ${GENERATED_DEPARTMENT_IDS}
order by t.id, e.id`);
        await session.exec(`
update transmittal_headers t set total = s.total
from (select transmittal_header_id, sum(amount)::bigint as total from transmittal_details group by 1) s
where s.transmittal_header_id = t.id and t.department_id in ${GENERATED_DEPARTMENT_IDS}`);
      },
    },
    {
      label: 'postings of the approved transmittals',
      run: async () => {
        const [row] = await session.query<{ last: string | number }>(
          'select coalesce(max(id), 0) as last from postings',
        );
        const lastPostingId = Number(row?.last ?? 0);
        await session.exec(`
insert into postings (cause_type, cause_id, amount, memo, created_at)
select 'transmittal_detail', d.id, d.amount, 'Transmittal ' || t.id || ': ' || d.employee_name, t.approved_date
from transmittal_details d join transmittal_headers t on t.id = d.transmittal_header_id
where t.status = 1 and t.department_id in ${GENERATED_DEPARTMENT_IDS} and d.amount > 0
  and not exists (select 1 from postings p where p.cause_type = 'transmittal_detail' and p.cause_id = d.id)
order by t.approved_date, d.id`);
        await session.exec(`insert into accounts (kind, name) values ('system', 'transmittals')
                            on conflict (name) do nothing`);
        await session.exec(`
insert into accounts (kind, customer_id)
select distinct 'wallet', d.ewallet_customer_id from transmittal_details d
join postings p on p.cause_type = 'transmittal_detail' and p.cause_id = d.id and p.id > ${lastPostingId}
on conflict (customer_id) do nothing`);
        await session.exec(
          ledgerEntriesSql(
            lastPostingId,
            'transmittal_details',
            'transmittal_detail',
            'transmittals',
            'ewallet_customer_id',
          ),
        );
      },
    },
  ];
}
