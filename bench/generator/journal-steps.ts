import type { RawSession } from '../../server/src/db/client.ts';
import type { Step } from './step.ts';
import type { Scale } from './scale.ts';
import { ledgerEntriesSql, type Baseline } from './topup-steps.ts';
import { pick, pickText, referenceOf } from './sql-helpers.ts';

const PURPOSES = [
  'Refund of a failed top-up',
  'Promo credit',
  'Correction of a double charge',
  'Goodwill credit',
  'Cash-in at the service desk',
];

/**
 * Journal entries over the scale's days, each posted as create-entry.ts does in its transaction: cause
 * ('journal', id), from the 'adjustments' account to the customer's wallet, memo = the reference.
 */
export function journalSteps(session: RawSession, scale: Scale, base: Baseline): Step[] {
  const admin = base.adminName.replace(/'/g, "''");
  return [
    {
      label: `${scale.journalEntries.toLocaleString('en-US')} journal entries and their postings`,
      run: async () => {
        const [row] = await session.query<{ last: string | number }>(
          'select coalesce(max(id), 0) as last from postings',
        );
        const lastPostingId = Number(row?.last ?? 0);
        const [entries] = await session.query<{ last: string | number }>(
          'select coalesce(max(id), 0) as last from journal_entries',
        );
        // Only the entries made here: the demo seed has its own, one of them still waiting for approval.
        const lastEntryId = Number(entries?.last ?? 0);
        await session.exec(`
insert into journal_entries (reference_number, ewallet_customer_id, ewallet_account_name, contact_number, amount,
  purpose, initiated_by_id, initiated_by_name, date_created, date_posted)
select 'JE' || ${referenceOf('g.i', 99_991)}, c.id, c.firstname || ' ' || c.lastname, c.mobile_no,
       (50 + ${pick('g.i', 32, 1950)}) * 100, ${pickText('g.i', 33, PURPOSES)}, ${base.adminId}, '${admin}',
       g.created, g.created
from (select i, now() - interval '${scale.days} days' * (1 - (i - 0.5) / ${scale.journalEntries}) as created
      from generate_series(1, ${scale.journalEntries}) i) g
join customers c on c.id = ${base.lastCustomerId + 1} + ${pick('g.i', 31, scale.customers)}
order by g.i`);
        await session.exec(`
insert into postings (cause_type, cause_id, amount, memo, created_at)
select 'journal', j.id, j.amount, j.reference_number, j.date_posted
from journal_entries j
where j.id > ${lastEntryId}
  and not exists (select 1 from postings p where p.cause_type = 'journal' and p.cause_id = j.id)
order by j.date_posted, j.id`);
        await session.exec(`insert into accounts (kind, name) values ('system', 'adjustments')
                            on conflict (name) do nothing`);
        await session.exec(`
insert into accounts (kind, customer_id)
select distinct 'wallet', j.ewallet_customer_id from journal_entries j
join postings p on p.cause_type = 'journal' and p.cause_id = j.id and p.id > ${lastPostingId}
on conflict (customer_id) do nothing`);
        await session.exec(
          ledgerEntriesSql(lastPostingId, 'journal_entries', 'journal', 'adjustments', 'ewallet_customer_id'),
        );
      },
    },
  ];
}
