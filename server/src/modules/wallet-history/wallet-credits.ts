import { sql, type SQL } from 'drizzle-orm';

/**
 * The balance after a cause's credit on the customer's wallet, in centavos (null when the ledger holds no
 * such credit on this wallet): kept on the ledger entry by postTransfer, in the order the history lists
 * credits (decision 0028: the cause's time, then the entry id; decision 0036), so one index look-up.
 */
export function creditBalanceOf(customerId: number, causeType: string, causeId: number): SQL {
  return sql`(select le.balance_after
    from postings p
    join ledger_entries le on le.posting_id = p.id
    join accounts a on a.id = le.account_id and a.kind = 'wallet' and a.customer_id = ${customerId}
    where p.cause_type = ${causeType} and p.cause_id = ${causeId})`;
}

/** The customer's wallet account id, as a scalar subquery (null when never credited). */
export function walletAccountOf(customerId: number): SQL {
  return sql`(select a.id from accounts a where a.kind = 'wallet' and a.customer_id = ${customerId})`;
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
