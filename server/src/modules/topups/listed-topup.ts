import { eq } from 'drizzle-orm';
import { centavosToPesos } from '../../../../core/money.ts';
import { TOPUP_STATUS_NAMES, isTopupStatusCode } from '../../../../core/topup-status.ts';
import type { ListedTopup } from '../../../../core/api/topups.ts';
import type { Database } from '../../db/client.ts';
import { paymentMethods, topupRequests } from '../../db/schema.ts';

/**
 * A top-up request as every list and answer shows it (spec section 3, "Top-up request (listed)").
 * Back-office lists reuse selectListedTopups and add their own filters, order and paging.
 */

/** The request's own columns of the listed shape: all but the payment method's name, which is joined. */
export const storedListedColumns = {
  id: topupRequests.id,
  referenceNumber: topupRequests.referenceNumber,
  ewalletAccountName: topupRequests.ewalletAccountName,
  contactNumber: topupRequests.contactNumber,
  amount: topupRequests.amount,
  status: topupRequests.status,
  topupOption: topupRequests.topupOption,
  paymentMethodCode: topupRequests.paymentMethodCode,
  dateCreated: topupRequests.dateCreated,
  datePosted: topupRequests.datePosted,
};

const listedColumns = { ...storedListedColumns, paymentMethodName: paymentMethods.name };

export type ListedTopupRow = {
  id: number;
  referenceNumber: string;
  ewalletAccountName: string;
  contactNumber: string;
  amount: number;
  status: number;
  topupOption: number;
  paymentMethodCode: number;
  paymentMethodName: string;
  dateCreated: Date;
  datePosted: Date | null;
};

/** select ... from topup_requests join payment_methods, ready for .where / .orderBy / .limit. */
export function selectListedTopups(db: Database) {
  return db
    .select(listedColumns)
    .from(topupRequests)
    .innerJoin(paymentMethods, eq(paymentMethods.code, topupRequests.paymentMethodCode))
    .$dynamic();
}

export function toListedTopup(row: ListedTopupRow): ListedTopup {
  return {
    id: row.id,
    referenceNumber: row.referenceNumber,
    ewalletAccountName: row.ewalletAccountName,
    contactNumber: row.contactNumber,
    topupRequestAmount: centavosToPesos(row.amount),
    status: row.status,
    statusText: statusText(row.status),
    topupOption: row.topupOption,
    paymentMethod: { name: row.paymentMethodName, code: row.paymentMethodCode },
    paymentMethodCode: row.paymentMethodCode,
    dateCreated: row.dateCreated.toISOString(),
    datePosted: row.datePosted ? row.datePosted.toISOString() : null,
  };
}

function statusText(status: number): string {
  // The table's check constraint allows only the known codes.
  if (!isTopupStatusCode(status)) throw new RangeError(`Unknown top-up status ${status}`);
  return TOPUP_STATUS_NAMES[status];
}

/** One request by id, as listed; null when there is none. */
export async function findListedTopup(db: Database, id: number): Promise<ListedTopup | null> {
  const [row] = await selectListedTopups(db).where(eq(topupRequests.id, id));
  return row ? toListedTopup(row) : null;
}
