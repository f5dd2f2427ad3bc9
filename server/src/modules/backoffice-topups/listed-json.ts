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
