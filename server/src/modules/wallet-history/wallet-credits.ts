import { sql, type SQL } from 'drizzle-orm';

/**
 * The wallet's credits as the ledger holds them, one row per ledger entry on the customer's wallet, with
 * the balance after it: the running sum of the wallet's entries, in centavos, in the order the history
 * shows them (decision 0028). The order is the time of the credit as its cause records it (a top-up's
 * date posted, a journal entry's date posted, a transmittal's approval), then the entry's id: the same
 * order the history lists, so each line's balance is the one below it plus its amount, on every page.
 *
 * Columns: at, seq (the entry id), amount, balance_after, cause_type, cause_id.
 */
export function walletCreditsQuery(customerId: number): SQL {
  return sql`
    select at, seq, amount, cause_type, cause_id,
      sum(amount) over (order by at, seq rows between unbounded preceding and current row) as balance_after
    from (
      select le.id as seq, le.amount, p.cause_type, p.cause_id,
        coalesce(t.date_posted, j.date_posted, h.approved_date, le.created_at) as at
      from accounts a
      join ledger_entries le on le.account_id = a.id
      join postings p on p.id = le.posting_id
      left join topup_requests t on p.cause_type = 'topup' and t.id = p.cause_id
      left join journal_entries j on p.cause_type = 'journal' and j.id = p.cause_id
      left join transmittal_details d on p.cause_type = 'transmittal_detail' and d.id = p.cause_id
      left join transmittal_headers h on h.id = d.transmittal_header_id
      where a.kind = 'wallet' and a.customer_id = ${customerId}
    ) entries`;
}

/** A timestamptz as UTC text to the microsecond (exact: the keyset compares it back in SQL). */
export const exactInstant = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** A timestamptz as the API writes instants: Date.toISOString()'s form, to the millisecond. */
export const isoInstant = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Query results on both drivers (PGlite, node-postgres). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** int8 sent as text (the drivers differ on int8): a whole number of centavos or an id. */
export function wholeNumber(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`not a safe whole number: ${text}`);
  return value;
}
