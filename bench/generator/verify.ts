import type { RawSession } from '../../server/src/db/client.ts';

/** What the generated database must satisfy, as the ledger's property test states it. */
const CHECKS: { name: string; sql: string }[] = [
  {
    name: 'all entries sum to zero',
    sql: 'select coalesce(sum(amount), 0)::bigint as bad from ledger_entries',
  },
  {
    name: "each account's cached balance is the sum of its entries",
    sql: `select count(*)::int as bad from accounts a
          left join (select account_id, sum(amount)::bigint as total from ledger_entries group by account_id) s
            on s.account_id = a.id
          where a.balance <> coalesce(s.total, 0)`,
  },
  {
    name: 'each posting has two entries that sum to zero',
    sql: `select count(*)::int as bad from postings p
          left join (select posting_id, count(*) as n, sum(amount) as total from ledger_entries group by posting_id) e
            on e.posting_id = p.id
          where e.n is distinct from 2 or e.total <> 0`,
  },
  {
    // Decision 0036: what the wallet history pages by.
    name: "each wallet entry's balance after it is its wallet's running sum, and no system entry has one",
    sql: `select count(*)::int as bad from (
            select e.balance_after, a.kind,
              sum(e.amount) over (partition by e.account_id order by e.posted_at, e.id) as running
            from ledger_entries e join accounts a on a.id = e.account_id
          ) r
          where r.balance_after is distinct from (case when r.kind = 'wallet' then r.running end)`,
  },
  {
    name: 'every approved transmittal line with an amount is posted once, and nothing else is',
    sql: `select count(*)::int as bad from transmittal_details d
          join transmittal_headers h on h.id = d.transmittal_header_id
          full join (select cause_id from postings where cause_type = 'transmittal_detail') p on p.cause_id = d.id
          where (h.status = 1 and d.amount > 0) is distinct from (p.cause_id is not null)`,
  },
  {
    // Entries awaiting approval, rejected or withdrawn have no posting (decision 0013).
    name: 'every posted journal entry is posted once, and no other',
    sql: `select count(*)::int as bad from journal_entries j
          full join (select cause_id from postings where cause_type = 'journal') p on p.cause_id = j.id
          where j.id is null or (j.status = 1) is distinct from (p.cause_id is not null)`,
  },
  {
    name: 'the daily counts equal the requests',
    sql: `select count(*)::int as bad from (
            select topup_manila_day(date_created) as day, payment_method_code as code, status, count(*) as n,
                   sum(amount) as total
            from topup_requests group by 1, 2, 3) t
          full join (
            select day, payment_method_code as code, status, sum(request_count) as n, sum(amount_total) as total
            from topup_daily_counts group by 1, 2, 3 having sum(request_count) <> 0) r using (day, code, status)
          where t.n is distinct from r.n or t.total is distinct from r.total`,
  },
  {
    name: 'every Done request is posted once, and nothing else is',
    sql: `select count(*)::int as bad from topup_requests t
          full join (select cause_id from postings where cause_type = 'topup') p on p.cause_id = t.id
          where (t.status = 1) is distinct from (p.cause_id is not null)`,
  },
];

export async function verifyLedger(session: RawSession): Promise<string[]> {
  const failures: string[] = [];
  for (const check of CHECKS) {
    const [row] = await session.query<{ bad: number | string }>(check.sql);
    if (Number(row?.bad ?? 0) !== 0) failures.push(`${check.name}: ${row?.bad}`);
  }
  return failures;
}

/** Row counts of the tables a benchmark reads, for the generator's summary. */
export async function tableCounts(session: RawSession): Promise<Record<string, number>> {
  const [row] = await session.query<Record<string, string | number>>(
    `select (select count(*) from customers) as customers,
            (select count(*) from topup_requests) as topup_requests,
            (select count(*) from topup_status_history) as topup_status_history,
            (select count(*) from postings) as postings,
            (select count(*) from ledger_entries) as ledger_entries,
            (select count(*) from accounts) as accounts,
            (select count(*) from topup_daily_counts) as topup_daily_counts,
            (select count(*) from departments) as departments,
            (select count(*) from employees) as employees,
            (select count(*) from transmittal_headers) as transmittals,
            (select count(*) from transmittal_details) as transmittal_details,
            (select count(*) from journal_entries) as journal_entries`,
  );
  return Object.fromEntries(Object.entries(row ?? {}).map(([name, value]) => [name, Number(value)]));
}
