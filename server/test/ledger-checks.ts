import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';

/** Rows of a raw query. int8 and numeric come back as strings on pg and numbers on PGlite: cast to text. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}

export interface LedgerState {
  /** The sum of every ledger entry: always 0 in double entry. */
  totalOfEntries: number;
  /**
   * Accounts whose cached balance differs from the sum of their entries, or wallets with an entry whose
   * balance after it (decision 0036) is not the running sum of the wallet's entries in the history's order
   * (posted_at, id), or whose entry time differs from the time its cause records.
   */
  accountsOutOfBalance: number;
  /** Postings whose entries are not exactly two summing to zero, or whose amount differs. */
  malformedPostings: number;
  /** Wallet balance per customer id, in centavos. */
  wallets: Map<number, number>;
  /** Posted amount per top-up request id, in centavos. */
  topupPostings: Map<number, number>;
}

export async function readLedgerState(db: Database): Promise<LedgerState> {
  const [totals] = await queryRows<{ total: string; out_of_balance: string; malformed: string }>(
    db,
    sql`select
      (select coalesce(sum(amount), 0)::text from ledger_entries) as total,
      (select count(*)::text from accounts a
        where a.balance <> (select coalesce(sum(e.amount), 0) from ledger_entries e where e.account_id = a.id)
          or exists (
            select 1 from (
              select e.balance_after, e.posted_at, e.posting_id,
                sum(e.amount) over (order by e.posted_at, e.id) as running
              from ledger_entries e where e.account_id = a.id
            ) r
            where r.balance_after is distinct from (case when a.kind = 'wallet' then r.running end)
              or r.posted_at <> (select coalesce(t.date_posted, j.date_posted, h.approved_date, r.posted_at)
                from postings p
                left join topup_requests t on p.cause_type = 'topup' and t.id = p.cause_id
                left join journal_entries j on p.cause_type = 'journal' and j.id = p.cause_id
                left join transmittal_details d on p.cause_type = 'transmittal_detail' and d.id = p.cause_id
                left join transmittal_headers h on h.id = d.transmittal_header_id
                where p.id = r.posting_id))
      ) as out_of_balance,
      (select count(*)::text from postings p
        where (select count(*) from ledger_entries e where e.posting_id = p.id) <> 2
          or (select sum(e.amount) from ledger_entries e where e.posting_id = p.id) <> 0
          or (select max(e.amount) from ledger_entries e where e.posting_id = p.id) <> p.amount
      ) as malformed`,
  );
  const wallets = await queryRows<{ customer_id: number; balance: string }>(
    db,
    sql`select customer_id, balance::text from accounts where kind = 'wallet'`,
  );
  const topups = await queryRows<{ cause_id: string; amount: string }>(
    db,
    sql`select cause_id::text, amount::text from postings where cause_type = 'topup'`,
  );
  return {
    totalOfEntries: Number(totals?.total),
    accountsOutOfBalance: Number(totals?.out_of_balance),
    malformedPostings: Number(totals?.malformed),
    wallets: new Map(wallets.map((w) => [w.customer_id, Number(w.balance)])),
    topupPostings: new Map(topups.map((p) => [Number(p.cause_id), Number(p.amount)])),
  };
}
