import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { TOPUP_STATUS_NAMES } from '../../../../core/topup-status.ts';
import type { JsonRows } from '../../db/json-reads.ts';
import type { ListedTopupRow } from '../topups/listed-topup.ts';

/**
 * A row of selectListedTopups as a JSON read gives it (db/json-reads.ts): the columns under their own
 * names (the method's under `name`), the times as ISO 8601 text with their offset.
 */
export function listedTopupRowOfJson(row: JsonRows[number]): ListedTopupRow {
  return {
    id: row.id as number,
    referenceNumber: row.reference_number as string,
    ewalletAccountName: row.ewallet_account_name as string,
    contactNumber: row.contact_number as string,
    amount: row.amount as number,
    status: row.status as number,
    topupOption: row.topup_option as number,
    paymentMethodCode: row.payment_method_code as number,
    paymentMethodName: row.name as string,
    dateCreated: new Date(row.date_created as string),
    datePosted: row.date_posted === null ? null : new Date(row.date_posted as string),
  };
}

/**
 * An instant as Date.toISOString writes it (UTC, milliseconds, "Z"), the form of every answer's times. The
 * format is a parameter, not a literal: pgbench reads `:MI` inside a literal as a variable (its scripts
 * must be the server's statements, bench/README.md).
 */
export const ISO_INSTANT_FORMAT = 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"';

function isoInstant(column: SQL): SQL {
  return sql`to_char(${column} at time zone 'UTC', ${ISO_INSTANT_FORMAT})`;
}

/** TOPUP_STATUS_NAMES as a CASE over `status`: constant text, so the statement's text stays the same. */
const STATUS_TEXT = sql.raw(
  `case r.status ${Object.entries(TOPUP_STATUS_NAMES)
    .map(([code, name]) => `when ${Number(code)} then '${name.replace(/'/g, "''")}'`)
    .join(' ')} end`,
);

/**
 * The JSON text of a page of selectListedTopups's rows (`rows`, a select of its columns), in date order
 * `direction`, as toListedTopup and the list's contract write it (listedTopupSchema, same keys in the same
 * order): built by the database (decision 0039), so Node sends it without parsing, mapping or serializing.
 * The amount in pesos: the centavos / 100 without trailing zeros, the number centavosToPesos gives.
 */
export function listedTopupJsonText(rows: SQLWrapper, direction: 'asc' | 'desc'): SQL {
  const order = sql.raw(`r.date_created ${direction}, r.id ${direction}`);
  return sql`select coalesce(json_agg(json_build_object('id', r.id, 'referenceNumber', r.reference_number,
      'ewalletAccountName', r.ewallet_account_name, 'contactNumber', r.contact_number,
      'topupRequestAmount', trim_scale(r.amount / 100.0), 'status', r.status, 'statusText', ${STATUS_TEXT},
      'topupOption', r.topup_option,
      'paymentMethod', json_build_object('name', r.name, 'code', r.payment_method_code),
      'paymentMethodCode', r.payment_method_code, 'dateCreated', ${isoInstant(sql`r.date_created`)},
      'datePosted', ${isoInstant(sql`r.date_posted`)}) order by ${order}), '[]'::json)
    from (${rows}) r`;
}
