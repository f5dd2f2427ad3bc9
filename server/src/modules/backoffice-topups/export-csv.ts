import { and, asc, desc, sql } from 'drizzle-orm';
import type { TopupExportQuery } from '../../../../core/api/backoffice-topups.ts';
import { manilaDateText } from '../../../../core/manila-date.ts';
import { centavosToDecimalText } from '../../../../core/money.ts';
import { TOPUP_STATUS_NAMES, isTopupStatusCode } from '../../../../core/topup-status.ts';
import type { Database } from '../../db/client.ts';
import { topupRequests } from '../../db/schema.ts';
import { selectListedTopups, type ListedTopupRow } from '../topups/listed-topup.ts';
import { csvLine, csvText, csvValue } from './csv.ts';
import { topupListConditions } from './list-conditions.ts';

/** Rows read per query: small enough to keep memory flat, large enough that a million rows is 1,000 reads. */
export const EXPORT_BATCH_SIZE = 1_000;

const HEADER = [
  'Transaction No.',
  'Payment Method',
  'Request Date',
  'Date Posted',
  'Load Amount',
  'Status',
  'eWallet Account Name',
  'Contact Number',
  'Top-up Option',
];

const MANILA_OFFSET_MS = 8 * 3_600_000;

/** "2026-11-05 14:30:00" in Manila time. */
function manilaDateTime(instant: Date): string {
  const time = new Date(instant.getTime() + MANILA_OFFSET_MS).toISOString().slice(11, 19);
  return `${manilaDateText(instant)} ${time}`;
}

function toCsvLine(row: ListedTopupRow): string {
  const status = isTopupStatusCode(row.status) ? TOPUP_STATUS_NAMES[row.status] : String(row.status);
  return csvLine([
    csvText(row.referenceNumber),
    csvText(row.paymentMethodName),
    csvValue(manilaDateTime(row.dateCreated)),
    csvValue(row.datePosted ? manilaDateTime(row.datePosted) : ''),
    csvValue(centavosToDecimalText(row.amount)),
    csvValue(status),
    csvText(row.ewalletAccountName),
    csvText(row.contactNumber),
    csvValue(row.topupOption === 1 ? 'My account' : 'Other account'),
  ]);
}

/**
 * The filtered list as CSV, of any size: reads EXPORT_BATCH_SIZE rows at a time, each batch a keyset seek
 * after the last row sent, and yields them as text. Nothing holds more than one batch, and each read is
 * its own short query, so an export never pins a connection or a transaction.
 */
export async function* exportTopupsCsv(db: Database, query: TopupExportQuery): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(HEADER.map(csvText))}`; // The BOM tells spreadsheets the file is UTF-8 (₱, ñ).
  const ascending = query.sortMode === 'Asc';
  const order = ascending
    ? [asc(topupRequests.dateCreated), asc(topupRequests.id)]
    : [desc(topupRequests.dateCreated), desc(topupRequests.id)];
  let lastId: number | null = null;
  for (;;) {
    const conditions = topupListConditions(db, query);
    if (lastId !== null) {
      // The edge row's own timestamp, read by the database: microseconds that a JavaScript Date would lose.
      const row = sql`(${topupRequests.dateCreated}, ${topupRequests.id})`;
      const edge = sql`(select e.date_created, e.id from topup_requests e where e.id = ${lastId})`;
      conditions.push(ascending ? sql`${row} > ${edge}` : sql`${row} < ${edge}`);
    }
    const rows = await selectListedTopups(db)
      .where(and(...conditions))
      .orderBy(...order)
      .limit(EXPORT_BATCH_SIZE);
    if (rows.length === 0) return;
    yield rows.map(toCsvLine).join('');
    const lastRow = rows[rows.length - 1];
    if (!lastRow || rows.length < EXPORT_BATCH_SIZE) return;
    lastId = lastRow.id;
  }
}
